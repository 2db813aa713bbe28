"""The products a post is about (its `coverages`), held to the product pages the folder has."""

from service.content.errors import FieldProblem
from service.content.post import Post
from service.store.content_store import ContentStore


def product_slugs(store: ContentStore) -> frozenset[str]:
    """The slugs of the folder's product pages (products/<slug>.json)."""
    return frozenset(path.stem for path in store.products_dir.glob("*.json"))


def unknown_coverages(post: Post, products: frozenset[str]) -> list[str]:
    """The post's coverages that name no product page."""
    return [slug for slug in post.coverages if slug not in products]


def check_coverages(store: ContentStore, post: Post, before: Post | None = None) -> None:
    """Refuse a coverage added by this write that names no product (FieldProblem, a 422).
    One the post already had stays: a product removed since must not block every other edit."""
    added = [slug for slug in post.coverages if before is None or slug not in before.coverages]
    if not added:
        return
    products = product_slugs(store)
    unknown = [slug for slug in added if slug not in products]
    if unknown:
        known = ", ".join(sorted(products)) or "none"
        raise FieldProblem("coverages", f"No product page has the slug {unknown[0]!r} "
                                        f"(the products: {known})")
