"""What "Edit this page" opens for each public page: the document (or post) behind it and the
section it shows, from the documents' own declarations (DocumentKind.shown_on) and the routes."""

from dataclasses import dataclass
from urllib.parse import urlencode

from service.cache import ContentCache
from service.content import DESCRIBED
from service.routes import BY_ID, ROUTES, Route, routes_of


@dataclass(frozen=True)
class EditTarget:
    """Where a public page comes from: a document and its section, or a post, or (the blog's
    list) the posts; href is the workspace's address that opens it."""

    route: str
    href: str
    document: str | None = None
    section: str | None = None
    post: str | None = None


def _declared() -> dict[str, tuple[str, str | None]]:
    """Each route id a document declares it is behind, with that document and the section."""
    found: dict[str, tuple[str, str | None]] = {}
    for name, kind in DESCRIBED.items():
        for entry in kind.shown_on:
            route, _, section = entry.partition("#")
            if route not in BY_ID or route in found:
                raise ValueError(f"{name}: shown on {route!r}, which is no route or another's")
            found[route] = (name, section or None)
    return found


DECLARED = _declared()
# The public pages, in the router's match order (fixed paths before patterns).
PUBLIC: tuple[Route, ...] = routes_of("pages", "unlisted", "content")


def public_route(path: str) -> Route | None:
    """The public route the router sends path to, or None (a staff screen, no page)."""
    route = next((route for route in ROUTES if route.matches(path)), None)
    return route if route in PUBLIC else None


def edit_target(cache: ContentCache, path: str) -> EditTarget | None:
    """What the page at path comes from, its editor's address carrying path as the page "View
    on site" goes back to; None for an address no public page answers."""
    route = public_route(path)
    if route is None:
        return None
    back = path
    if route.id in DECLARED:
        return _document(route.id, *DECLARED[route.id], back)
    if route.id == "blogPost":
        slug = path.rstrip("/").rsplit("/", 1)[-1]
        return EditTarget(route.id, f"{BY_ID['blogEditor'].path}?{urlencode({'slug': slug})}",
                          post=slug)
    if route.id == "blog":
        return EditTarget(route.id, BY_ID["adminHome"].path)
    if route.id == "insuranceService":
        product = next((address["slug"] for address in cache.product_addresses
                        if address["path"].lower() == path.rstrip("/").lower()), None)
        if product is not None:
            return _document(route.id, f"products/{product}", None, back)
        return _document(route.id, "copy/service-details", "details", back)
    stem = route.path.rsplit("/", 1)[-1]
    if route.fixed and cache.store.document_path(f"pages/{stem}").is_file():
        return _document(route.id, f"pages/{stem}", None, back)
    return None


def _document(route: str, name: str, section: str | None, page: str) -> EditTarget:
    query = {"document": name, **({"section": section} if section else {}), "page": page}
    return EditTarget(route, f"{BY_ID['adminSite'].path}?{urlencode(query)}", document=name,
                      section=section)
