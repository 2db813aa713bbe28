"""The site's pages by their own titles: a post's, a product page's and a service's from the
content, a fixed page's from the route table. Nothing here keeps a title of its own."""

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from service.cache import ContentCache
from service.routes import meeting_address, post_address, routes_of
from service.store import ContentStore

PageTitles = Mapping[str, str]  # a content page's path -> its title
SERVICES_PREFIX = "/insurance/"  # where a service's slug is filled in (the insuranceService route)
FIXED_TITLES = {route.path: route.title for route in routes_of("pages", "unlisted")}


def content_titles(posts: Iterable[tuple[str, str]], products: Iterable[Mapping[str, Any]],
                   services: Iterable[Mapping[str, Any]],
                   meetings: Iterable[Mapping[str, Any]] = ()) -> dict[str, str]:
    """Every content page's path (lowercased: the router matches in any case) with its title:
    posts (slug, title), product pages (their documents' path and title), services (slug, name),
    meeting types (copy/booking.json: id, title)."""
    titles = {post_address(slug): title for slug, title in posts}
    titles.update((meeting_address(meeting["id"]), meeting["title"]) for meeting in meetings
                  if isinstance(meeting.get("id"), str) and isinstance(meeting.get("title"), str))
    # A product page is what the site shows at its path, before a service of the same slug.
    titles.update((SERVICES_PREFIX + service["slug"], service["name"]) for service in services
                  if isinstance(service.get("slug"), str) and isinstance(service.get("name"), str))
    titles.update((page["path"], page["title"]) for page in products
                  if isinstance(page.get("path"), str) and isinstance(page.get("title"), str))
    return {path.lower(): title for path, title in titles.items()}


def cache_titles(cache: ContentCache) -> dict[str, str]:
    """The titles as the running service's content cache holds them."""
    services = cache.parsed(cache.store.services_file)
    return content_titles(((slug, post.title) for slug, post in cache.posts.items()),
                          cache.product_addresses, services if isinstance(services, list) else [],
                          _meetings(cache.parsed(cache.store.copy_path("booking"))))


def _meetings(booking: Any) -> list[Mapping[str, Any]]:
    """The meeting types of copy/booking.json as parsed (none when it is not readable)."""
    types = booking.get("types") if isinstance(booking, Mapping) else None
    return [meeting for meeting in types if isinstance(meeting, Mapping)] \
        if isinstance(types, list) else []


def _json_list(paths: Iterable[Path]) -> list[Any]:
    found = []
    for path in paths:
        try:
            value = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError):
            continue
        found.extend(value if isinstance(value, list) else [value])
    return [item for item in found if isinstance(item, dict)]


def store_titles(store: ContentStore) -> dict[str, str]:
    """The titles read from the content folder itself (the CLI, without a running service)."""
    posts, _ = store.read_posts()
    products = [path for path in store.document_files() if path.parent == store.products_dir]
    booking = _json_list([store.copy_path("booking")])
    return content_titles(((post.slug, post.title) for post in posts), _json_list(products),
                          _json_list([store.services_file]),
                          _meetings(booking[0] if booking else None))


def page_title(page: str, titles: PageTitles) -> str | None:
    """The title of the page at `page` (a path, its query and fragment ignored, in any case, with
    or without a trailing slash), or None for an address the site has no page at."""
    path = page.split("?", 1)[0].split("#", 1)[0]
    path = (path.rstrip("/") or "/").lower()
    return titles.get(path) or FIXED_TITLES.get(path)


def source_titles(source: Mapping[str, Any], titles: PageTitles) -> dict[str, str | None]:
    """The titles of the pages a request's source names ("page", "landing"); None for one it
    does not name or the site has no page at."""
    return {key: page_title(source[key], titles) if isinstance(source.get(key), str) else None
            for key in ("page", "landing")}
