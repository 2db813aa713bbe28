"""Entity tags for posts: ETag on reads, If-None-Match answered 304, If-Match checked on writes."""

from quart import Request, Response

from service.http.errors import APIError

RELOAD_FIRST = ("This change must say which version of the post it was made to: reload the post "
                "and make your change again.")


def quoted(version: str) -> str:
    return f'"{version}"'


def with_etag(response: Response, version: str, request: Request) -> Response:
    """Tag the answer; a client that already holds this version gets 304 with no body."""
    response.headers["ETag"] = quoted(version)
    if request.if_none_match.contains(version):
        response.status_code = 304
        response.set_data(b"")
    return response


NAMES_NOTHING = "If-Match must name a version (an ETag from a read) or be *."


def expected_versions(request: Request) -> set[str] | None:
    """The versions If-Match allows, or None when the client did not ask (or sent '*').
    An If-Match that names nothing is refused: taken as absent, it would skip the check."""
    if "If-Match" in request.headers and not request.headers["If-Match"].strip():
        raise APIError(400, NAMES_NOTHING)
    if_match = request.if_match
    if not if_match or if_match.star_tag:
        return None
    return set(if_match.as_set(include_weak=False))


def required_versions(request: Request) -> set[str] | None:
    """As expected_versions, but a change that names no version at all is refused (RFC 6585 428).

    'If-Match: *' is an explicit choice to overwrite whatever is there, and is let through.
    """
    if "If-Match" not in request.headers:
        raise APIError(428, RELOAD_FIRST)
    return expected_versions(request)
