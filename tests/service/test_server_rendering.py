"""Server-rendered pages: the worker's head, markup, data and status land in the shell."""

import re
import sys
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from quart import Quart

from service.app import create_app
from service.config import Settings
from service.page_url import ROUTE_PARAMETERS, render_url
from service.render import CACHE_BYTES, CACHE_ENTRIES, PageRenderer, RenderedPage
from service.state import AppState
from tests.conftest import PROJECT_ROOT
from tests.service.conftest import INDEX_HTML

FAKE_WORKER = Path(__file__).with_name("fake_render_worker.py")
SSR_INDEX = INDEX_HTML.replace(
    "<title>Shell</title>", "<!--ssr-head--><title>Shell</title><!--/ssr-head-->").replace(
    '<div id="root"></div>', '<div id="root"><!--ssr-html--></div><!--ssr-state-->')


@pytest.fixture
async def rendering_app(settings: Settings, web_dist: Path) -> AsyncIterator[Quart]:
    (web_dist / "index.html").write_text(SSR_INDEX, "utf-8")
    app = create_app(replace(settings, render_command=(sys.executable, str(FAKE_WORKER))))
    async with app.test_app():
        yield app


async def test_rendered_head_markup_and_state_are_in_the_page(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/about")
    html = await response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<title>Fake /about</title>" in html and "<title>Shell</title>" not in html
    assert "<link rel=canonical href=http://localhost/about>" in html
    assert '<div id="root"><h1>Rendered /about #' in html
    assert '<script id="query-state" type="application/json">{"queries"' in html
    assert "</script><script>x" not in html  # data cannot close its tag
    assert '<script id="site-facts"' in html


async def test_render_status_is_the_answer_status(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/blog/missing-post")
    assert response.status_code == 404
    assert "Rendered /blog/missing-post" in await response.get_data(as_text=True)


async def test_pages_are_cached_until_the_content_changes(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    first = await (await client.get("/faqs")).get_data(as_text=True)
    second = await (await client.get("/faqs")).get_data(as_text=True)
    assert first == second
    state: AppState = rendering_app.extensions["agency_content"]
    path = state.store.post_path(state.cache.newest_first[0].slug)
    path.write_text(path.read_text("utf-8").replace('"title": "', '"title": "Changed ', 1),
                    "utf-8")
    await state.cache.refresh({path})
    third = await (await client.get("/faqs")).get_data(as_text=True)
    assert third != first


async def test_query_string_is_part_of_the_rendered_url(rendering_app: Quart) -> None:
    html = await (await rendering_app.test_client().get("/blog?page=2")).get_data(as_text=True)
    assert "Rendered /blog?page=2" in html


async def rendered_heading(client: Any, url: str) -> str:
    html = await (await client.get(url)).get_data(as_text=True)
    found = re.search(r"<h1>(Rendered [^<]*)</h1>", html)
    assert found is not None, html
    return found.group(1)


async def test_query_parameters_no_route_reads_change_nothing(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    first = await rendered_heading(client, "/blog")
    for url in ("/blog?x=1", "/blog?x=2", "/blog?utm_source=mail&fbclid=abc", "/blog?page=1",
                "/blog?page=0", "/blog?page=two", "/blog?", "/blog?page"):
        assert await rendered_heading(client, url) == first, url  # one render, #1 each time
    page_two = await rendered_heading(client, "/blog?page=2")
    assert page_two.startswith("Rendered /blog?page=2 #")
    for url in ("/blog?x=1&page=2", "/blog?page=02", "/blog?page=2&page=5&ref=feed"):
        assert await rendered_heading(client, url) == page_two, url
    about = await rendered_heading(client, "/about")
    assert await rendered_heading(client, "/about?page=3&x=1") == about
    state: AppState = rendering_app.extensions["agency_content"]
    assert state.renderer.cached_pages == 3


@pytest.mark.parametrize(("path", "query", "url"), [
    ("/blog", b"", "/blog"),
    ("/blog", b"page=3", "/blog?page=3"),
    ("/Blog/", b"page=3&x=y", "/Blog/?page=3"),
    ("/blog", b"x=1&page=%33", "/blog?page=3"),
    ("/blog", b"page=%D9%A3", "/blog"),  # an Arabic-Indic three: the app reads ASCII digits only
    ("/blog/a-post", b"page=3", "/blog/a-post"),
    ("/", b"page=2", "/"),
    ("/request-received", b"kind=quote&x=1", "/request-received?kind=quote"),
    ("/request-received", b"kind=policy-change", "/request-received?kind=policy-change"),
    ("/request-received", b"kind=bogus", "/request-received"),
])
def test_render_url_keeps_what_the_route_reads(path: str, query: bytes, url: str) -> None:
    assert render_url(path, query) == url


def test_render_url_knows_every_query_parameter_a_public_page_reads() -> None:
    """The web app's public code reads no query parameter that render_url drops."""
    query_apis = re.compile(r"useSearch|URLSearchParams|location\.search")
    reads = re.compile(r"""\.get\(['"](\w+)['"]\)""")
    staff = re.compile(
        r"/(?:features/(?:admin-editor|post-editor|auth|requests)|app/routes/admin-)")
    # The static export's reader parses API addresses (`?view=summary`), not the page's query.
    api_only = {"static-data.ts"}
    found: set[str] = set()
    for source in (PROJECT_ROOT / "web" / "src").rglob("*.ts*"):
        code = source.read_text("utf-8")
        if ".test." not in source.name and source.name not in api_only \
                and not staff.search(source.as_posix()) and query_apis.search(code):
            found |= set(reads.findall(code))
    assert found == {name for names in ROUTE_PARAMETERS.values() for name in names} == {
        "page", "kind"}


class CountingWorker:
    """A render worker that answers every URL with a page of `size` characters at once."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.renders = 0

    async def render(self, url: str, origin: str) -> RenderedPage:
        self.renders += 1
        return RenderedPage(200, f"<title>{url}</title>", "x" * self.size, "{}")


async def test_the_rendered_page_cache_is_bounded_in_pages_and_bytes() -> None:
    worker = CountingWorker(size=100_000)
    renderer = PageRenderer(worker, max_entries=50, max_bytes=1_000_000)  # type: ignore[arg-type]
    for number in range(200):
        await renderer.page(f"/no-such-page-{number}", "http://localhost", version=1)
    assert renderer.cached_pages <= 10 and renderer.cached_bytes <= 1_000_000
    small = PageRenderer(CountingWorker(size=10), max_entries=50)  # type: ignore[arg-type]
    for number in range(200):
        await small.page(f"/no-such-page-{number}", "http://localhost", version=1)
    assert small.cached_pages == 50
    assert (CACHE_ENTRIES, CACHE_BYTES) == (500, 32 * 1024 * 1024)


async def test_a_page_stays_cached_while_it_is_used() -> None:
    worker = CountingWorker(size=10)
    renderer = PageRenderer(worker, max_entries=3)  # type: ignore[arg-type]
    for url in ("/a", "/b", "/a", "/c", "/a", "/d", "/a"):
        await renderer.page(url, "http://localhost", version=1)
    assert worker.renders == 4  # /a rendered once, the least recently used went first


async def test_a_failed_render_falls_back_to_the_plain_shell(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/boom")
    html = await response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<title>Shell</title>" in html and "<!--ssr-html-->" in html


async def test_a_slow_render_falls_back_in_time(rendering_app: Quart,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("service.render.RENDER_TIMEOUT_SECONDS", 0.5)
    response = await rendering_app.test_client().get("/slow")
    assert response.status_code == 200
    assert "<title>Shell</title>" in await response.get_data(as_text=True)


async def test_admin_screens_are_never_server_rendered(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/admin/login")
    assert "Rendered" not in await response.get_data(as_text=True)


async def test_without_a_built_worker_the_shell_is_served(settings: Settings) -> None:
    assert settings.render_worker_command is None
    app = create_app(settings)
    async with app.test_app():
        html = await (await app.test_client().get("/about")).get_data(as_text=True)
    assert '<div id="root"></div>' in html
