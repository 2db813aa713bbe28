"""The route table, `routes.json` beside this module: the web router and every consumer read it."""

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

RouteKind = Literal["pages", "unlisted", "content", "staff"]
# The table's groups, in the router's match order: fixed paths before patterns.
KINDS: tuple[RouteKind, ...] = ("pages", "unlisted", "content", "staff")
# Lowercase literal segments and `:name` parameters only: what both sides match alike.
PATH_SHAPE = re.compile(r"/|(?:/(?:[a-z0-9-]+|:[A-Za-z]+))+")
# What the sitemap lists, and what the static export writes (the unlisted pages say noindex).
LISTED: tuple[RouteKind, ...] = ("pages", "content")
EXPORTED: tuple[RouteKind, ...] = ("pages", "unlisted", "content")


@dataclass(frozen=True)
class Route:
    """One route of the table: `pages` and `unlisted` are fixed paths, `content` patterns take
    their addresses from content (`:name` is one path segment), `staff` screens are private."""

    id: str
    path: str
    title: str
    kind: RouteKind
    query: tuple[str, ...] = ()  # the query parameters its page reads
    from_service: bool = False  # nginx sends it to the service even beside a static export

    @property
    def fixed(self) -> bool:
        return ":" not in self.path

    @property
    def prefix(self) -> str:
        """The path up to its first parameter ("/blog/" for "/blog/:slug"); a fixed path whole."""
        return self.path.split(":", 1)[0]

    def matches(self, path: str) -> bool:
        """Whether the app's router sends `path` here (web/src/lib/route-pattern.ts: in any
        case, with or without a trailing slash)."""
        segments = (r"/[^/]+" if part.startswith(":") else "/" + re.escape(part)
                    for part in self.path.split("/") if part)
        return re.fullmatch("".join(segments) + "/?", path, re.IGNORECASE) is not None


def read_table(table: dict[str, Any]) -> tuple[Route, ...]:
    """The routes of a table, refused (ValueError) when one does not fit its group."""
    from_service = set(table["fromService"])
    queries: dict[str, list[str]] = table["queryParameters"]
    routes = tuple(Route(route_id, path, title, kind, tuple(queries.get(route_id, ())),
                         route_id in from_service)
                   for kind in KINDS for route_id, (path, title) in table[kind].items())
    ids = [route.id for route in routes]
    unknown = (from_service | set(queries)) - set(ids)
    if len(set(ids)) != len(ids) or unknown:
        raise ValueError(f"routes.json: route ids must be unique and known ({sorted(unknown)})")
    for route in routes:
        _check(route, table["staffPrefix"], table["appMediaPrefix"])
    return routes


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + "/")


def _check(route: Route, staff_prefix: str, app_media_prefix: str) -> None:
    """Refuse a route its group cannot hold, so that no consumer has to guess."""
    staff = _under(route.path, staff_prefix)
    if not PATH_SHAPE.fullmatch(route.path):
        problem = "is not lowercase segments and :parameters"
    elif route.kind in ("pages", "unlisted") and not route.fixed:
        problem = "is a pattern, not a fixed path"
    elif route.kind == "content" and route.fixed:
        problem = "has no parameter for content to fill"
    elif route.query and not route.fixed:
        problem = "reads query parameters, which only a fixed path may (render/page_url.py)"
    elif staff != (route.kind == "staff"):
        problem = f"must be under {staff_prefix} exactly when it is a staff screen"
    elif _under(route.path, app_media_prefix):
        problem = f"is under {app_media_prefix}, where the application's own images are"
    else:
        return
    raise ValueError(f"routes.json: {route.id} ({route.path}) {problem}")


TABLE: dict[str, Any] = json.loads(Path(__file__).with_name("routes.json").read_text("utf-8"))
# Where every staff screen lives: kept out of the sitemap, the export and crawlers' reach.
STAFF_PREFIX: str = TABLE["staffPrefix"]
# Where the images the application ships are served (service/site/app_media.py), apart from the
# agency's /media/ so that neither can shadow the other.
APP_MEDIA_PREFIX: str = TABLE["appMediaPrefix"]
ROUTES: tuple[Route, ...] = read_table(TABLE)
BY_ID: dict[str, Route] = {route.id: route for route in ROUTES}


def routes_of(*kinds: RouteKind) -> tuple[Route, ...]:
    return tuple(route for route in ROUTES if route.kind in kinds)


def fixed_paths(*kinds: RouteKind) -> list[str]:
    """The fixed paths of these kinds, in the table's order."""
    return [route.path for route in routes_of(*kinds) if route.fixed]


# The blog's addresses, from the table: where the post list is and where each post lives.
BLOG_INDEX: str = BY_ID["blog"].path
BLOG_PREFIX: str = BY_ID["blogPost"].prefix


def post_address(slug: str) -> str:
    """A post's address: the blogPost route with its slug filled in."""
    return BY_ID["blogPost"].path.replace(":slug", slug)


def post_slug(address: str) -> str | None:
    """The slug a post address names (its form as post_address writes it), or None for another."""
    slug = address.removeprefix(BLOG_PREFIX)
    return slug if slug != address and slug and "/" not in slug else None
