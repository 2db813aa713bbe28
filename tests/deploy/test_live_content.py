"""The one smoke test of the agency's own content/ (all other tests run on tests/fixtures/content):
a copy of it has no problem `agency check` would name, its links to the site name pages by their
own addresses, it loads whole, and every public page of the route table, each post and insurance
page among them, is rendered by the real service."""

import asyncio
import re
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from service.cache.content_cache import ContentCache
from service.checks.content_check import check_content
from service.checks.folder_findings import content_findings
from service.render.public_paths import exported_paths
from service.store.content_store import ContentStore
from tests.addresses import BLOG_PREFIX
from tests.conftest import LIVE_CONTENT, make_content_copy
from tests.servers import running_service

# What a page the render worker drew has and the bare app shell has not: markup in the root and
# the query data it was drawn from.
RENDERED = re.compile(r'<div id="root"><.*<h1[ >].*<script id="query-state"', re.S)


@pytest.fixture(scope="module")
def live_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_content_copy(tmp_path_factory.mktemp("live") / "content", LIVE_CONTENT)


def test_the_live_content_has_no_problems(live_copy: Path) -> None:
    report = check_content(ContentStore(live_copy))
    assert [f"{problem.path}: {problem.reason}" for problem in report.problems] == []
    assert report.posts, "content/ has no posts"


def test_the_live_contents_site_links_go_to_pages_by_their_own_address(live_copy: Path) -> None:
    """A link the router finds but a static host might not, or that gives search engines a
    second address (a final slash, capitals), is only advice: here it must not come back."""
    found = content_findings(ContentStore(live_copy)).findings
    assert [(str(f.path), f.finding.excerpt) for f in found
            if f.finding.rule in ("broken-site-link", "site-link-form")] == []


def public_pages(content: Path) -> list[str]:
    cache = ContentCache(ContentStore(content))
    asyncio.run(cache.load())
    assert cache.problems == {}
    return exported_paths(cache)


def test_every_public_page_of_the_live_content_renders(live_copy: Path,
                                                        tmp_path: Path) -> None:
    """Near 10 s, to 12 s on a loaded machine: the real service started on the agency's own content,
    then each of its public pages rendered by the render worker, one after another."""
    paths = public_pages(live_copy)
    assert any(path.startswith(BLOG_PREFIX) for path in paths)
    assert any(path.count("/") == 3 and path.startswith("/insurance/") for path in paths)
    failed = []
    with running_service(live_copy, tmp_path / "instance", server_rendering=True) as url:
        for path in paths:
            try:
                with urllib.request.urlopen(url + path, timeout=60) as answer:
                    html = answer.read().decode("utf-8")
            except urllib.error.HTTPError as error:
                failed.append(f"{path}: {error.code}")
                continue
            if not RENDERED.search(html):
                failed.append(f"{path}: not server-rendered")
    assert failed == []
