"""The rendered-page cache with the real render worker: an edit re-renders the pages made from
what it changed (the reads the worker reports) and leaves every other page's answer in place."""

import json
import re
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.addresses import BLOG_INDEX, post_address
from tests.conftest import make_content_copy
from tests.servers import running_service

PRODUCT = "/insurance/vehicle-insurance/motorcycle-insurance"
UNRELATED = ("/about/companies-we-represent", "/contact")
SHOWS_WITHIN_SECONDS = 15.0


def page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return str(answer.read().decode("utf-8"))


def rendered_at(url: str) -> int:
    """When the served page was rendered: the same number while it comes from the cache."""
    found = re.search(r'"renderedAt":(\d+)', page(url))
    assert found is not None, url
    return int(found.group(1))


def edit(content: Path, slug: str, field: str, value: str) -> None:
    path = content / "posts" / f"{slug}.json"
    document = json.loads(path.read_text("utf-8"))
    document[field] = value
    path.write_text(json.dumps(document, indent=2) + "\n", "utf-8")


def wait_until_shown(url: str, text: str) -> None:
    started = time.monotonic()
    while text not in page(url):
        assert time.monotonic() - started < SHOWS_WITHIN_SECONDS, f"{text} not in {url}"
        time.sleep(0.05)


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, list[str]]]:
    folder = tmp_path_factory.mktemp("render-cache")
    content = make_content_copy(folder / "content")
    with running_service(content, folder / "instance", server_rendering=True) as url:
        with urllib.request.urlopen(url + "/api/blog-posts?view=summary", timeout=30) as answer:
            slugs = [post["slug"] for post in json.loads(answer.read())]
        yield url, content, slugs


def test_a_body_edit_re_renders_only_that_post(served: tuple[str, Path, list[str]]) -> None:
    url, content, slugs = served
    edited, other = slugs[0], slugs[1]
    paths = ["/", BLOG_INDEX, post_address(edited), post_address(other), PRODUCT, *UNRELATED]
    before = {path: rendered_at(url + path) for path in paths}
    assert {path: rendered_at(url + path) for path in paths} == before  # cached
    edit(content, edited, "content", "<p>A body written for the cache test.</p>")
    wait_until_shown(f"{url}{post_address(edited)}", "A body written for the cache test.")
    after = {path: rendered_at(url + path) for path in paths}
    assert [path for path in paths if after[path] != before[path]] == [post_address(edited)]


def test_a_title_edit_reaches_every_page_that_shows_it(
        served: tuple[str, Path, list[str]]) -> None:
    url, content, slugs = served
    edited, other = slugs[0], slugs[1]
    # The home page, the list, the other post's and the product page's Recent Posts show it.
    listing = ["/", BLOG_INDEX, post_address(edited), post_address(other), PRODUCT]
    paths = [*listing, *UNRELATED]
    before = {path: rendered_at(url + path) for path in paths}
    title = "A title written for the cache test"
    edit(content, edited, "title", title)
    wait_until_shown(f"{url}{post_address(edited)}", title)
    for path in listing:
        assert title in page(url + path), path
    assert {path for path in paths if rendered_at(url + path) != before[path]} == set(listing)
    assert title in page(url + "/feed.xml")
