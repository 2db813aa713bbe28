"""What the office's mails say about where a request is and where it came from: the full link to
it in the workspace and the page it was sent from, by its title."""

from collections.abc import Mapping
from typing import Any

from service.requests.page_titles import PageTitles, page_title

# Said instead of a link, and by `agency doctor`, `agency status` and the workspace.
NO_PUBLIC_URL = ("AGENCY_PUBLIC_URL is not set, so the office's mails cannot link to requests: "
                 "set it to the site's address (https://www.example.com).")


def request_address(request_id: int) -> str:
    """The request's screen in the workspace, as a path."""
    return f"/admin/requests/{request_id}"


def request_link(public_url: str | None, request_id: int) -> str:
    """The full link to the request, or, without a public address, where to find it and why the
    link is missing."""
    if public_url:
        return f"{public_url}{request_address(request_id)}"
    return f"{request_address(request_id)} on the site ({NO_PUBLIC_URL})"


def source_page(source: Mapping[str, Any], titles: PageTitles) -> str | None:
    """The page the form was sent from, by its title with its path ("Homeowners Insurance
    (/insurance/...)"), its path alone when no page of the site has it, None when unknown."""
    page = source.get("page")
    if not isinstance(page, str) or not page:
        return None
    title = page_title(page, titles)
    return f"{title} ({page})" if title else page
