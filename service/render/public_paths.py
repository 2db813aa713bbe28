"""The public pages of the site for crawlers: the spec's fixed routes, product pages, services."""

from service.store.cache import ContentCache

FIXED_PATHS = (
    "/", "/blog", "/about", "/about/our-team", "/about/companies-we-represent",
    "/about/why-an-independent-agent", "/insurance", "/insurance-services", "/insurance/vehicle",
    "/insurance/property", "/insurance/business", "/online-services", "/faqs", "/contact",
    "/request-quote", "/request-policy-change",
)


def public_paths(cache: ContentCache) -> list[str]:
    """Every page a visitor can reach without signing in, posts excluded, in a stable order."""
    products = sorted(path for path in cache.product_paths())
    services = [f"/insurance/{slug}" for slug in cache.service_slugs()]
    seen: set[str] = set()
    ordered = []
    for path in (*FIXED_PATHS, *products, *services):
        if path not in seen:
            seen.add(path)
            ordered.append(path)
    return ordered
