"""JSON answers built from bytes the cache already encoded, and answers caches must not keep."""

from quart import Response


def json_bytes_response(body: bytes, status: int = 200) -> Response:
    return Response(body, status=status, mimetype="application/json")


def no_store(response: Response) -> Response:
    """Mark an answer that holds a visitor's or a request's data as never to be kept by caches."""
    response.headers["Cache-Control"] = "no-store"
    return response
