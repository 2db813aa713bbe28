"""Page addresses as tests write them: from the route table, so that a moved page moves here too."""

from service.routes import BLOG_INDEX, BLOG_PREFIX, post_address

__all__ = ["BLOG_INDEX", "BLOG_PREFIX", "COMMON_WRONG", "MOVED_CASES", "post_address", "with_moved"]

# A moved table as an operator writes one (routes.json "moved"): an old prefix and an old page.
MOVED_CASES = {"/old-news": BLOG_INDEX, "/questions": "/faqs"}
# The common wrong addresses the route table's own moved list answers (service/site/routes.json).
COMMON_WRONG = {"/faq": "/faqs", "/quote": "/request-quote", "/team": "/about/our-team"}


def with_moved(moved: dict[str, str]) -> str:
    """Python for `python -c` that puts moved into the route table's before the CLI runs."""
    return f"from service import routes; routes.MOVED.update({moved!r}); "
