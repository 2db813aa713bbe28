"""The public addresses of the route table: what the sitemap lists and the static export writes."""

from collections.abc import Callable, Iterable

from service.cache import ContentCache
from service.routes import (
    EXPORTED,
    LISTED,
    RouteKind,
    fixed_paths,
    meeting_address,
    post_address,
    routes_of,
)


def _posts(cache: ContentCache) -> list[str]:
    return [post_address(post.slug) for post in cache.newest_first]


def _insurance_pages(cache: ContentCache) -> list[str]:
    """Product pages at the paths their documents name, then the services."""
    products = sorted(cache.product_paths())
    return [*products, *(f"/insurance/{slug}" for slug in cache.service_slugs())]


def _booking_types(cache: ContentCache) -> list[str]:
    """Each active meeting type's booking page (copy/booking.json), none while there is no such
    document."""
    document = cache.parsed(cache.store.copy_path("booking")) or {}
    return [meeting_address(kind["id"]) for kind in document.get("types", [])
            if kind.get("active", True) and kind.get("members")]


# Where the addresses of each content route of the table come from: a content route without an
# entry here fails every sitemap and export instead of dropping out of them unseen.
CONTENT_ADDRESSES: dict[str, Callable[[ContentCache], list[str]]] = {
    "insuranceService": _insurance_pages,
    "blogPost": _posts,
    "bookType": _booking_types,
}


def listed_paths(cache: ContentCache) -> list[str]:
    """The addresses search engines are given, in a stable order."""
    return _addresses(cache, LISTED)


def exported_paths(cache: ContentCache) -> list[str]:
    """Every page a visitor reaches without signing in, the unlisted ones too."""
    return _addresses(cache, EXPORTED)


def _addresses(cache: ContentCache, kinds: Iterable[RouteKind]) -> list[str]:
    fixed = fixed_paths(*kinds)
    from_content = (path for route in routes_of(*kinds) if not route.fixed
                    for path in CONTENT_ADDRESSES[route.id](cache))
    return list(dict.fromkeys([*fixed, *from_content]))
