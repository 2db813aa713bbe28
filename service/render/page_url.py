"""The address a public page is rendered and cached under: its path and only the query parameters
its route reads, so `/blog?x=1` and `/blog?x=2` are one page, rendered once.

The web app reads four query parameters on public pages: `page` on the blog list
(web/src/features/blog/lib/pagination.ts `parsePageParam`: ASCII digits, page 1 when missing or
anything else), `kind` and `reference` on the request confirmation
(web/src/features/forms/components/request-confirmation.tsx: one of the request kinds, else none;
a reference of the shape form_rules.json gives, else none), and `coverage` on the quote form
(web/src/features/forms/lib/address-presets.ts: given once and one of the quote's coverage
choices, else none). Of a parameter given more than once, the others read the first. Routes
match as the app's router matches them (web/src/lib/route-pattern.ts): in any case, with or
without a trailing slash. Which route reads which parameter is the route table's
`queryParameters` (service/site/routes.json); how each is read is here.
"""

import re
from collections.abc import Callable
from urllib.parse import parse_qs

from service.requests.fields import FORM_KINDS, RULES
from service.requests.kinds import REQUEST_KINDS
from service.routes import ROUTES


def _page_number(value: str) -> str | None:
    """The blog list's page as the app reads it; page 1 is the bare list."""
    if not value.isascii() or not value.isdigit():
        return None
    number = int(value)
    return str(number) if number > 1 else None


def _request_kind(value: str) -> str | None:
    """The kind of request a confirmation is for, as the app reads it."""
    return value if value in FORM_KINDS else None


REFERENCE = re.compile(RULES["patterns"]["reference"])


def _request_reference(value: str) -> str | None:
    """The reference a confirmation shows, as the app reads it: the shape the service gives."""
    return value if REFERENCE.fullmatch(value) else None


_quote = REQUEST_KINDS.kind("quote")
_coverages = _quote.field("coverages") if _quote else None
COVERAGE_CHOICES = frozenset(_coverages.choices if _coverages else ())


def _quote_coverage(values: list[str]) -> str | None:
    """The coverage the quote form ticks: one value, one of its choices; repeated, none."""
    return values[0] if len(values) == 1 and values[0] in COVERAGE_CHOICES else None


def _first(read: Callable[[str], str | None]) -> Callable[[list[str]], str | None]:
    """A parameter the app reads with URLSearchParams.get: the first of its values counts."""
    return lambda values: read(values[0])


Canonical = Callable[[list[str]], str | None]

# Each query parameter a route of the table reads -> its canonical form, from all the values it
# was given (None: as if missing).
CANONICAL: dict[str, Canonical] = {
    "page": _first(_page_number), "kind": _first(_request_kind),
    "reference": _first(_request_reference), "coverage": _quote_coverage}

# Route path (lowercase, no trailing slash) -> parameters its page reads, each to canonical form.
ROUTE_PARAMETERS: dict[str, dict[str, Canonical]] = {
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
        value = canonical(values) if values else None
        if value is not None:
            kept.append(f"{name}={value}")
    return f"{path}?{'&'.join(kept)}" if kept else path
