"""The address a public page is rendered and cached under: its path and only the query parameters
its route reads, so `/blog?x=1` and `/blog?x=2` are one page, rendered once.

The web app reads three query parameters on public pages: `page` on the blog list
(web/src/features/blog/lib/pagination.ts `parsePageParam`: ASCII digits, page 1 when missing or
anything else), `kind` and `reference` on the request confirmation
(web/src/features/forms/components/request-confirmation.tsx: one of the request kinds, else none;
a reference of the shape form_rules.json gives, else none). Routes match as the app's router matches
them (web/src/lib/route-pattern.ts): in any case, with or without a trailing slash. Which route
reads which parameter is the route table's `queryParameters` (service/site/routes.json); how each
is read is here.
"""

import re
from collections.abc import Callable
from urllib.parse import parse_qs

from service.requests.fields import KINDS, RULES
from service.site.routes import ROUTES


def _page_number(value: str) -> str | None:
    """The blog list's page as the app reads it; page 1 is the bare list."""
    if not value.isascii() or not value.isdigit():
        return None
    number = int(value)
    return str(number) if number > 1 else None


def _request_kind(value: str) -> str | None:
    """The kind of request a confirmation is for, as the app reads it."""
    return value if value in KINDS else None


REFERENCE = re.compile(RULES["patterns"]["reference"])


def _request_reference(value: str) -> str | None:
    """The reference a confirmation shows, as the app reads it: the shape the service gives."""
    return value if REFERENCE.fullmatch(value) else None


# Each query parameter a route of the table reads -> its canonical form (None: as if missing).
CANONICAL: dict[str, Callable[[str], str | None]] = {
    "page": _page_number, "kind": _request_kind, "reference": _request_reference}

# Route path (lowercase, no trailing slash) -> parameters its page reads, each to canonical form.
ROUTE_PARAMETERS: dict[str, dict[str, Callable[[str], str | None]]] = {
    route.path.lower(): {name: CANONICAL[name] for name in route.query}
    for route in ROUTES if route.query
}


def render_url(path: str, query_string: bytes) -> str:
    """The path, with the query parameters its route reads in canonical form, if any."""
    readers = ROUTE_PARAMETERS.get(path.lower().rstrip("/"))
    if not readers or not query_string:
        return path
    given = parse_qs(query_string.decode("latin-1"), keep_blank_values=True)
    kept = []
    for name, canonical in readers.items():
        values = given.get(name)
        value = canonical(values[0]) if values else None
        if value is not None:
            kept.append(f"{name}={value}")
    return f"{path}?{'&'.join(kept)}" if kept else path
