"""What the checks need to know about the site: the wording rules in force, the posts' titles
and every address a link may go to; built alike from the service's cache or the CLI's store."""

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from service.cache.content_cache import ContentCache
from service.checks.rules_in_force import rules_in_force
from service.checks.wording import CompiledRules
from service.content.addresses import site_address
from service.content.errors import StoreError
from service.content.site import Service
from service.routes import ROUTES, moved_address, post_address
from service.store.content_store import ContentStore

INSURANCE_PREFIX = "/insurance/"


@dataclass(frozen=True)
class CheckContext:
    """The rules (and, when the rules file does not validate, why: the last good ones are in
    force meanwhile), each post's title by slug, and every path of the site that has a page."""

    rules: CompiledRules
    post_titles: dict[str, str] = field(default_factory=dict)
    site_paths: frozenset[str] = frozenset()
    rules_problem: str | None = None

    def site_path_exists(self, path: str) -> bool:
        """Whether a visitor following a link to path gets a page (in any case, with or without
        a final slash, as the router matches), also after the 301 of a moved address."""
        moved = moved_address(path)
        return site_address(moved or path) in self.site_paths


def check_context(source: ContentCache | ContentStore) -> CheckContext:
    """The context of a content folder: from the service's cache (posts and documents as last
    read) or, for the CLI, from the store (read now)."""
    if isinstance(source, ContentCache):
        titles = {slug: post.title for slug, post in source.posts.items()}
        extra = [*source.product_paths(),
                 *(INSURANCE_PREFIX + slug for slug in source.service_slugs()),
                 *source.redirects()]
        store = source.store
    else:
        store = source
        posts, _problems = store.read_posts()
        titles = {post.slug: post.title for post in posts}
        extra = [*_product_paths(store), *_service_paths(store), *_redirect_paths(store)]
    rules = rules_in_force(source)
    return CheckContext(rules.compiled, titles, _site_paths(titles, extra), rules.problem)


def _site_paths(titles: dict[str, str], extra: Iterable[str]) -> frozenset[str]:
    fixed = [route.path for route in ROUTES if route.fixed]
    posts = [post_address(slug) for slug in titles]
    return frozenset(site_address(path) for path in [*fixed, *posts, *extra])


def _product_paths(store: ContentStore) -> list[str]:
    pages = [path for path in store.document_files() if path.parent == store.products_dir]
    return [page.path for page in _documents(store, pages)]


def _service_paths(store: ContentStore) -> list[str]:
    services: list[Service] = next(iter(_documents(store, [store.services_file])), [])
    return [INSURANCE_PREFIX + service.slug for service in services]


def _redirect_paths(store: ContentStore) -> list[str]:
    try:
        return [redirect.source for redirect in store.read_redirects()]
    except StoreError:  # a broken redirects file is reported by the content check
        return []


def _documents(store: ContentStore, paths: Iterable[Path]) -> list[Any]:
    """The documents at paths that validate (the content check reports the others)."""
    documents = []
    for path in paths:
        try:
            documents.append(store.read_document(path))
        except StoreError:
            continue
    return documents
