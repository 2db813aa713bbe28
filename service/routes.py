"""The route table, `site/routes.json`: the web router and every consumer read it."""

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
FIXED_PATH = re.compile(r"(?:/[a-z0-9-]+)+")
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


def read_moved(table: dict[str, Any], routes: tuple[Route, ...]) -> dict[str, str]:
    """The table's `moved` addresses (old path or prefix -> new), refused (ValueError) when an old
    one would hide a page that lives, or a new one leads nowhere the table knows."""
    moved: dict[str, str] = table.get("moved", {})
    live = [route.prefix.rstrip("/") or "/" for route in routes]
    for old, new in moved.items():
        problem = None
        if not FIXED_PATH.fullmatch(old) or not FIXED_PATH.fullmatch(new) or old == "/":
            problem = "must both be lowercase fixed paths other than /"
        elif any(_under(path, old) for path in live) or _under(old, table["staffPrefix"]) \
                or _under(old, table["appMediaPrefix"]) or _under(old, "/api"):
            problem = "would hide addresses that still answer"
        elif new in moved:
            problem = "leads to another moved address: name the final one"
        elif not any(_under(path, new) or _under(new, path) for path in live if path != "/"):
            problem = "leads to no route of the table"
        if problem:
            raise ValueError(f"routes.json: moved {old} -> {new} {problem}")
    return moved


TABLE: dict[str, Any] = json.loads(
    (Path(__file__).parent / "site" / "routes.json").read_text("utf-8"))
# Where every staff screen lives: kept out of the sitemap, the export and crawlers' reach.
STAFF_PREFIX: str = TABLE["staffPrefix"]
# Where the images the application ships are served (service/site/app_media.py), apart from the
# agency's /media/ so that neither can shadow the other.
APP_MEDIA_PREFIX: str = TABLE["appMediaPrefix"]
ROUTES: tuple[Route, ...] = read_table(TABLE)
BY_ID: dict[str, Route] = {route.id: route for route in ROUTES}
# Addresses that moved (old path or prefix -> new): the service, the static export and nginx
# answer each with a permanent redirect, so that links and search results keep working.
MOVED: dict[str, str] = read_moved(TABLE, ROUTES)


def routes_of(*kinds: RouteKind) -> tuple[Route, ...]:
    return tuple(route for route in ROUTES if route.kind in kinds)


def fixed_paths(*kinds: RouteKind) -> list[str]:
    """The fixed paths of these kinds, in the table's order."""
    return [route.path for route in routes_of(*kinds) if route.fixed]


# The blog's addresses, from the table: where the post list is and where each post lives.
BLOG_INDEX: str = BY_ID["blog"].path
BLOG_PREFIX: str = BY_ID["blogPost"].prefix
# Where posts lived before a move of the moved table too: redirects.json keeps such addresses.
POST_PREFIXES: tuple[str, ...] = (BLOG_PREFIX, *(
    old + BLOG_PREFIX[len(new):] for old, new in MOVED.items() if _under(BLOG_PREFIX[:-1], new)))


def post_address(slug: str) -> str:
    """A post's address: the blogPost route with its slug filled in."""
    return BY_ID["blogPost"].path.replace(":slug", slug)


def meeting_address(type_id: str) -> str:
    """A meeting type's booking page: the bookType route with its id filled in."""
    return BY_ID["bookType"].path.replace(":type", type_id)


def post_slug(address: str) -> str | None:
    """The slug a post address names (as post_address writes it, or where posts lived before a
    move), or None for another address."""
    for prefix in POST_PREFIXES:
        slug = address.removeprefix(prefix)
        if slug != address and slug and "/" not in slug:
            return slug
    return None


def moved_address(path: str, moved: dict[str, str] | None = None) -> str | None:
    """Where the moved table sends path (the old path itself, or one under it: the rest follows
    in the new place), matched in any case as the router matches; None when it did not move."""
    table = MOVED if moved is None else moved
    lowered = path.lower()
    for old, new in table.items():
        if lowered == old or lowered.startswith(old + "/"):
            return new + path[len(old):]
    return None


def moved_forwards(paths: list[str], moved: dict[str, str] | None = None) -> dict[str, str]:
    """Every old address of the moved table that leads to one of paths, with where it leads:
    what a static export writes forwarding pages and `_redirects` lines for."""
    table = MOVED if moved is None else moved
    forwards = {}
    for old, new in table.items():
        for path in paths:
            if _under(path, new):
                forwards[old + path[len(new):]] = path
    return forwards
