"""AGENCY_READ_ONLY=1: a replica answers reads and refuses every write with a clear message."""

from quart import Quart, Response, jsonify, request

READ_METHODS = frozenset(("GET", "HEAD", "OPTIONS"))
READ_ONLY_MESSAGE = ("This is a read-only copy of the site: changes, sign-ins and requests are "
                     "taken by the main server.")


def refuse_writes(app: Quart) -> None:
    @app.before_request
    async def read_only() -> Response | None:
        if request.method in READ_METHODS:
            return None
        response = jsonify({"message": READ_ONLY_MESSAGE})
        response.status_code = 403
        response.headers["Cache-Control"] = "no-store"
        return response
