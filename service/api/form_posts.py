"""A public form's post, as JSON or as a plain form without JavaScript: its fields read, and a
refusal answered as JSON or as the form's own page again."""

from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import parse_qsl

from quart import Response, request

from service.api.responses import no_store
from service.http.errors import APIError, json_error
from service.http.request_body import capped_body, strict_json_loads
from service.requests.error_page import PAGE_POLICY
from service.site.form_again import form_page_again

FORM = "application/x-www-form-urlencoded"


def wants_html() -> bool:
    """A browser's plain form post, which is answered with pages rather than JSON."""
    return request.mimetype == FORM and "text/html" in request.headers.get("Accept", "")


async def posted_fields(most_bytes: int, most_fields: int, repeated: Iterable[str],
                        what: str) -> dict[str, Any]:
    """The posted fields as one mapping: a JSON object, or form fields (each name in `repeated`
    as the list of its values); `what` the form sends ("request", "sign-up") is named in
    refusals."""
    if request.mimetype not in (FORM, "application/json"):
        raise APIError(415, f"Send the {what} as JSON or as a form post")
    body = await capped_body(request, most_bytes)
    try:
        text = body.decode("utf-8")
        if request.mimetype == FORM:
            pairs = parse_qsl(text, keep_blank_values=True, max_num_fields=most_fields)
            fields: dict[str, Any] = {}
            for key, value in pairs:
                fields.setdefault(key, value)
            for name in repeated:
                fields[name] = [value for key, value in pairs if key == name]
            return fields
        parsed = strict_json_loads(text)
    except (UnicodeDecodeError, ValueError) as error:
        raise APIError(400, f"The {what} could not be read") from error
    if not isinstance(parsed, dict):
        raise APIError(400, "Request body must be a JSON object")
    return parsed


def json_refusal(status: int, message: str, errors: dict[str, str] | None) -> Response:
    """The refusal as JSON: the message, and the field errors when there are any to give."""
    extra: dict[str, Any] = {"errors": errors} if errors is not None else {}
    return no_store(json_error(status, message, **extra))


async def page_again(status: int, path: str, posted: dict[str, Any],
                     fallback: Callable[[list[str]], str]) -> Response:
    """The page at `path` again with `posted` (posted_form.posted_form), or when the site's page
    cannot be rendered the small page `fallback` makes of the same problems."""
    page = await form_page_again(path, posted)
    if page is not None:
        return no_store(Response(page, status=status, mimetype="text/html"))
    problems = list(posted["errors"].values()) or [posted["problem"]]
    response = Response(fallback(problems), status=status, mimetype="text/html")
    response.headers["Content-Security-Policy"] = PAGE_POLICY
    return no_store(response)
