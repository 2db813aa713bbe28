"""JSON answers built from bytes the cache already encoded."""

from quart import Response


def json_bytes_response(body: bytes, status: int = 200) -> Response:
    return Response(body, status=status, mimetype="application/json")
