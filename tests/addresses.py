"""Page addresses as tests write them: from the route table, so that a moved page moves here too;
and where those pages land in a static export, from the export's own layout."""

from pathlib import PurePosixPath

from service.export.layout import page_file, page_files, redirect_file
from service.routes import BLOG_INDEX, BLOG_PREFIX, post_address

__all__ = ["BLOG_FOLDER", "BLOG_INDEX", "BLOG_PAGE", "BLOG_PREFIX", "COMMON_WRONG", "MOVED_CASES",
           "forward_file", "post_address", "post_file", "post_files", "with_moved"]

# A moved table as an operator writes one (routes.json "moved"): an old prefix and an old page.
MOVED_CASES = {"/old-news": BLOG_INDEX, "/questions": "/faqs"}
# The common wrong addresses the route table's own moved list answers (service/site/routes.json).
COMMON_WRONG = {"/faq": "/faqs", "/quote": "/request-quote", "/team": "/about/our-team"}
# The blog list's page in an export, and the folder that holds the posts' pages.
BLOG_PAGE: PurePosixPath = page_file(BLOG_INDEX)
BLOG_FOLDER: PurePosixPath = page_file(post_address("any")).parent


def post_file(slug: str) -> PurePosixPath:
    """A post's page in an export, relative to the export folder."""
    return page_file(post_address(slug))


def post_files(slug: str) -> tuple[PurePosixPath, ...]:
    """Every file a post's page is written to in an export: its own, then its slash form's."""
    return page_files(post_address(slug))


def forward_file(slug: str) -> PurePosixPath:
    """Where an export leaves the forwarding page of a post's old address."""
    return redirect_file(post_address(slug))


def with_moved(moved: dict[str, str]) -> str:
    """Python for `python -c` that puts moved into the route table's before the CLI runs."""
    return f"from service import routes; routes.MOVED.update({moved!r}); "
