"""Entity tags for posts: ETag on reads, If-None-Match answered 304, If-Match checked on writes."""

from quart import Request, Response


def quoted(version: str) -> str:
    return f'"{version}"'


def with_etag(response: Response, version: str, request: Request) -> Response:
    """Tag the answer; a client that already holds this version gets 304 with no body."""
    response.headers["ETag"] = quoted(version)
    if request.if_none_match.contains(version):
        response.status_code = 304
        response.set_data(b"")
    return response


def expected_versions(request: Request) -> set[str] | None:
    """The versions If-Match allows, or None when the client did not ask (or sent '*')."""
    if_match = request.if_match
    if not if_match or if_match.star_tag:
        return None
    return set(if_match.as_set(include_weak=False))
