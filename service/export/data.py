"""The API's content reads as a static export holds them: the same bytes the service answers."""

from service.store.cache import ContentCache


def content_reads(cache: ContentCache) -> dict[str, bytes]:
    """Every public content read by its API address, encoded as the API answers it."""
    store = cache.store
    reads = {"/api/blog-posts": cache.posts_json,
             "/api/blog-posts?view=summary": cache.summaries_json}
    reads |= {f"/api/blog-posts/{slug}": body for slug, body in cache.post_json.items()}
    fixed = {store.site_file: "/api/site", store.services_file: "/api/services",
             store.companies_file: "/api/companies"}
    folders = {store.pages_dir: "/api/pages/", store.copy_dir: "/api/copy/",
               store.products_dir: "/api/products/"}
    for path, body in cache.documents.items():
        if path in fixed:
            reads[fixed[path]] = body
        elif path.parent in folders:
            reads[folders[path.parent] + path.stem] = body
    return reads
