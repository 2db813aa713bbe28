"""Server-rendered pages: the worker's head, markup, data and status land in the shell."""

import asyncio
import json
import re
import sys
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from quart import Quart

from service.app import create_app
from service.cache.content_cache import ContentCache
from service.config import Settings
from service.render.page_renderer import CACHE_BYTES, CACHE_ENTRIES, PageRenderer, RenderedPage
from service.render.page_url import ROUTE_PARAMETERS, render_url
from service.render.read_changes import ReadChanges, affected, is_content_read
from service.requests.kinds import REQUEST_KINDS
from service.state import AppState
from service.store.content_store import ContentStore
from tests.addresses import BLOG_INDEX, post_address
from tests.conftest import PROJECT_ROOT
from tests.service.conftest import INDEX_HTML

FAKE_WORKER = Path(__file__).with_name("fake_render_worker.py")
SSR_INDEX = INDEX_HTML.replace(
    "<title>Shell</title>", "<!--ssr-head--><title>Shell</title><!--/ssr-head-->").replace(
    '<div id="root"></div>', '<div id="root"><!--ssr-html--></div><!--ssr-state-->')


@pytest.fixture
async def rendering_app(settings: Settings, web_dist: Path) -> AsyncIterator[Quart]:
    (web_dist / "index.html").write_text(SSR_INDEX, "utf-8")
    app = create_app(settings.replace(render_command=(sys.executable, str(FAKE_WORKER))))
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


async def test_a_refused_plain_form_post_gets_the_forms_page_with_what_was_typed(
        rendering_app: Quart) -> None:
    """Rendered for that answer alone (never cached), with the answers, the problem, a fresh
    token and the site's policy; the visitor's text is data, never markup."""
    client = rendering_app.test_client()
    body = urlencode({"kind": "quote", "name": "<script>alert(1)</script>", "zip": "12",
                      "coverages": "flood", "website": "", "formToken": "stale", "extra": "x"})
    headers = {"Content-Type": "application/x-www-form-urlencoded", "Accept": "text/html"}
    pages = []
    for _ in range(2):
        response = await client.post("/api/requests", data=body, headers=headers)
        assert response.status_code == 422
        assert response.headers["Cache-Control"] == "no-store"
        assert "script-src 'self'" in response.headers["Content-Security-Policy"]
        pages.append(await response.get_data(as_text=True))
    assert pages[0] != pages[1]  # rendered each time, never from the cache
    html = pages[0]
    assert '<div id="root"><h1>Rendered /request-quote #' in html
    assert "<script>alert" not in html
    state = json.loads(re.search(r'id="query-state" type="application/json">(.*?)</script>',
                                 html).group(1))  # type: ignore[union-attr]
    posted = next(query["state"]["data"] for query in state["queries"]
                  if query.get("queryKey") == ["posted-request"])
    assert posted == {"heading": "Please check your request",
                      "problem": "This form has expired. Please reload the page and send it again.",
                      "errors": {}, "values": {"name": "<script>alert(1)</script>", "zip": "12",
                                               "coverages": ["flood"]}}


async def test_render_status_is_the_answer_status(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get(post_address("missing-post"))
    assert response.status_code == 404
    assert f"Rendered {post_address('missing-post')}" in await response.get_data(as_text=True)


async def test_pages_are_cached_until_what_they_show_changes(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    first = await (await client.get("/faqs")).get_data(as_text=True)
    second = await (await client.get("/faqs")).get_data(as_text=True)
    assert first == second
    state: AppState = rendering_app.extensions["agency_content"]
    await edit_post(state, state.cache.newest_first[0].slug, "title")  # /faqs lists recent posts
    third = await (await client.get("/faqs")).get_data(as_text=True)
    assert third != first


async def test_query_string_is_part_of_the_rendered_url(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    html = await (await client.get(f"{BLOG_INDEX}?page=2")).get_data(as_text=True)
    assert f"Rendered {BLOG_INDEX}?page=2" in html


async def rendered_heading(client: Any, url: str) -> str:
    html = await (await client.get(url)).get_data(as_text=True)
    found = re.search(r"<h1>(Rendered [^<]*)</h1>", html)
    assert found is not None, html
    return found.group(1)


async def test_query_parameters_no_route_reads_change_nothing(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    first = await rendered_heading(client, BLOG_INDEX)
    for query in ("x=1", "x=2", "utm_source=mail&fbclid=abc", "page=1", "page=0", "page=two", "",
                  "page"):
        url = f"{BLOG_INDEX}?{query}"
        assert await rendered_heading(client, url) == first, url  # one render, #1 each time
    page_two = await rendered_heading(client, f"{BLOG_INDEX}?page=2")
    assert page_two.startswith(f"Rendered {BLOG_INDEX}?page=2 #")
    for query in ("x=1&page=2", "page=02", "page=2&page=5&ref=feed"):
        url = f"{BLOG_INDEX}?{query}"
        assert await rendered_heading(client, url) == page_two, url
    about = await rendered_heading(client, "/about")
    assert await rendered_heading(client, "/about?page=3&x=1") == about
    state: AppState = rendering_app.extensions["agency_content"]
    assert state.renderer.cached_pages == 3


async def test_each_request_kind_has_its_own_received_page(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    quote = await rendered_heading(client, "/request-received?kind=quote")
    change = await rendered_heading(client, "/request-received?kind=policy-change&x=1")
    assert quote.startswith("Rendered /request-received?kind=quote #")
    assert change.startswith("Rendered /request-received?kind=policy-change #")
    assert await rendered_heading(client, "/request-received?x=2&kind=quote") == quote


@pytest.mark.parametrize(("path", "query", "url"), [
    (BLOG_INDEX, b"", BLOG_INDEX),
    (BLOG_INDEX, b"page=3", f"{BLOG_INDEX}?page=3"),
    (BLOG_INDEX.title() + "/", b"page=3&x=y", BLOG_INDEX.title() + "/?page=3"),
    (BLOG_INDEX, b"x=1&page=%33", f"{BLOG_INDEX}?page=3"),
    # An Arabic-Indic three: the app reads ASCII digits only.
    (BLOG_INDEX, b"page=%D9%A3", BLOG_INDEX),
    (post_address("a-post"), b"page=3", post_address("a-post")),
    ("/", b"page=2", "/"),
    ("/request-received", b"kind=quote&x=1", "/request-received?kind=quote"),
    ("/request-received", b"kind=policy-change", "/request-received?kind=policy-change"),
    ("/request-received", b"kind=bogus", "/request-received"),
    ("/request-received", b"reference=HP-4K7Q2&kind=quote",
     "/request-received?kind=quote&reference=HP-4K7Q2"),
    ("/request-received", b"kind=quote&reference=HP-4K7Q1", "/request-received?kind=quote"),
    ("/request-received", b"reference=hp-4k7q2", "/request-received"),
    ("/request-received", b"reference=HP-4K7Q2%0A", "/request-received"),
    ("/request-quote", b"coverage=flood", "/request-quote?coverage=flood"),
    ("/request-quote/", b"x=1&coverage=home", "/request-quote/?coverage=home"),
    ("/request-quote", b"coverage=nonsense", "/request-quote"),
    ("/request-quote", b"coverage=", "/request-quote"),
    ("/request-quote", b"coverage=Flood", "/request-quote"),
    ("/request-quote", b"coverage=flood&coverage=auto", "/request-quote"),
    ("/request-quote", b"coverage=flood&coverage=flood", "/request-quote"),
    ("/contact", b"coverage=flood", "/contact"),
])
def test_render_url_keeps_what_the_route_reads(path: str, query: bytes, url: str) -> None:
    assert render_url(path, query) == url


def test_render_url_knows_every_query_parameter_a_public_page_reads() -> None:
    """The web app's public code reads no query parameter that render_url drops."""
    query_apis = re.compile(r"useSearch|URLSearchParams|location\.search")
    reads = re.compile(r"""\.get(?:All)?\(['"](\w+)['"]\)""")
    staff = re.compile(
        r"/(?:features/(?:admin-editor|post-editor|document-editor|staff-bar|auth|requests"
        r"|newsletter-staff)"
        r"|app/routes/admin-)")
    # The static export's reader parses API addresses (`?view=summary`), not the page's query.
    api_only = {"static-data.ts"}
    found: set[str] = set()
    for source in (PROJECT_ROOT / "web" / "src").rglob("*.ts*"):
        code = source.read_text("utf-8")
        if ".test." not in source.name and source.name not in api_only \
                and not staff.search(source.as_posix()) and query_apis.search(code):
            found |= set(reads.findall(code))
    # A kind's form reads the parameters its fields declare (`fromAddress`, address-presets.ts).
    found |= {field.fromAddress for kind in REQUEST_KINDS.kinds for field in kind.fields
              if field.fromAddress}
    assert found == {name for names in ROUTE_PARAMETERS.values() for name in names} \
        == {"page", "kind", "reference", "coverage"}


async def edit_post(state: AppState, slug: str, field: str) -> None:
    """Change one field of a post on disk and let the cache read it, as its watcher would."""
    path = state.store.post_path(slug)
    document = json.loads(path.read_text("utf-8"))
    document[field] = ("<p>Edited body.</p>" if field == "content"
                       else f"Edited {document[field]}")
    path.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    await state.cache.refresh({path})


async def edit_document(state: AppState, path: Path, field: str) -> None:
    document = json.loads(path.read_text("utf-8"))
    document[field] = f"Edited {document[field]}"
    path.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    await state.cache.refresh({path})


ROUTES = ("/", BLOG_INDEX, f"{BLOG_INDEX}?page=2", "/faqs", "/about/companies-we-represent",
          "/contact",
          "/request-quote", "/insurance/vehicle-insurance/motorcycle-insurance",
          "/insurance/property-insurance/flood-insurance")


async def render_counts(client: Any, urls: Iterable[str]) -> dict[str, str]:
    """Each URL's render number: it stays the same while the page is answered from the cache."""
    return {url: (await rendered_heading(client, url)).rsplit("#", 1)[1] for url in urls}


async def test_a_body_edit_re_renders_that_post_and_nothing_else(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    state: AppState = rendering_app.extensions["agency_content"]
    edited, other = (post.slug for post in state.cache.newest_first[:2])
    urls = (*ROUTES, post_address(edited), post_address(other))
    before = await render_counts(client, urls)
    assert await render_counts(client, urls) == before  # answered from the cache
    renders = state.renderer.renders
    await edit_post(state, edited, "content")
    after = await render_counts(client, urls)
    assert after[post_address(edited)] != before[post_address(edited)]
    assert {url: after[url] for url in urls if url != post_address(edited)} == \
        {url: before[url] for url in urls if url != post_address(edited)}
    assert state.renderer.renders == renders + 1


async def test_a_title_edit_re_renders_every_page_that_lists_posts(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    state: AppState = rendering_app.extensions["agency_content"]
    edited, other = (post.slug for post in state.cache.newest_first[:2])
    urls = (*ROUTES, post_address(edited), post_address(other))
    before = await render_counts(client, urls)
    await edit_post(state, edited, "title")
    after = await render_counts(client, urls)
    listing = {"/", BLOG_INDEX, f"{BLOG_INDEX}?page=2", "/faqs", post_address(edited),
               post_address(other),
               "/insurance/vehicle-insurance/motorcycle-insurance",
               "/insurance/property-insurance/flood-insurance"}  # all read the summaries
    assert {url for url in urls if after[url] != before[url]} == listing


# The title is also in the list of product addresses, which every insurance page routes by.
@pytest.mark.parametrize(("field", "re_rendered"), [
    ("summary", {"/insurance/vehicle-insurance/motorcycle-insurance"}),
    ("title", {"/insurance/vehicle-insurance/motorcycle-insurance",
               "/insurance/property-insurance/flood-insurance"}),
])
async def test_a_product_edit_re_renders_the_pages_that_show_it(
        rendering_app: Quart, field: str, re_rendered: set[str]) -> None:
    client = rendering_app.test_client()
    state: AppState = rendering_app.extensions["agency_content"]
    before = await render_counts(client, ROUTES)
    await edit_document(state, state.store.products_dir / "motorcycle-insurance.json", field)
    after = await render_counts(client, ROUTES)
    assert {url for url in ROUTES if after[url] != before[url]} == re_rendered


async def test_a_change_to_the_site_facts_re_renders_every_page(rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    state: AppState = rendering_app.extensions["agency_content"]
    before = await render_counts(client, ROUTES)
    await edit_document(state, state.store.site_file, "name")
    after = await render_counts(client, ROUTES)
    assert all(after[url] != before[url] for url in ROUTES)


async def test_a_page_that_reads_something_unknown_is_re_rendered_on_any_change(
        rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    state: AppState = rendering_app.extensions["agency_content"]
    urls = ("/reads-something-new", "/request-quote", "/contact")
    before = await render_counts(client, urls)
    await edit_post(state, state.cache.newest_first[0].slug, "content")
    after = await render_counts(client, urls)
    # The form settings come from the service's settings: fixed while it runs.
    assert {url for url in urls if after[url] != before[url]} == {"/reads-something-new"}


async def test_a_page_missing_its_data_is_not_kept_a_not_found_page_is(
        rendering_app: Quart) -> None:
    client = rendering_app.test_client()
    unreachable = [await rendered_heading(client, post_address("unreachable")) for _ in range(2)]
    assert unreachable[0] != unreachable[1]  # rendered again: the next try may get the data
    missing = [await rendered_heading(client, post_address("missing-post")) for _ in range(2)]
    assert missing[0] == missing[1]


class CountingWorker:
    """A render worker that answers every URL with a page of `size` characters at once; `gate`,
    when set, holds each render until it opens."""

    def __init__(self, size: int, reads: tuple[str, ...] = ("/api/site",)) -> None:
        self.size = size
        self.reads = reads
        self.renders = 0
        self.gate: asyncio.Event | None = None

    async def render(self, url: str, origin: str) -> RenderedPage:
        self.renders += 1
        if self.gate is not None:
            await self.gate.wait()
        return RenderedPage(200, f"<title>{url}</title>", "x" * self.size, "{}", self.reads)


@pytest.fixture
async def cache(store: ContentStore) -> ContentCache:
    loaded = ContentCache(store)
    await loaded.load()
    return loaded


async def test_the_rendered_page_cache_is_bounded_in_pages_and_bytes(
        cache: ContentCache) -> None:
    worker = CountingWorker(size=100_000)
    renderer = PageRenderer(worker, ReadChanges(cache), max_entries=50,  # type: ignore[arg-type]
                            max_bytes=1_000_000)
    for number in range(200):
        await renderer.page(f"/no-such-page-{number}", "http://localhost")
    assert renderer.cached_pages <= 10 and renderer.cached_bytes <= 1_000_000
    small = PageRenderer(CountingWorker(size=10), ReadChanges(cache),  # type: ignore[arg-type]
                         max_entries=50)
    for number in range(200):
        await small.page(f"/no-such-page-{number}", "http://localhost")
    assert small.cached_pages == 50
    assert (CACHE_ENTRIES, CACHE_BYTES) == (500, 32 * 1024 * 1024)


async def test_the_bound_holds_across_content_changes(cache: ContentCache) -> None:
    """Pages that survive a change keep their place; the bytes count stays exact."""
    slug = cache.newest_first[0].slug
    worker = CountingWorker(size=50_000, reads=(f"/api/blog-posts/{slug}", "/api/site"))
    renderer = PageRenderer(worker, ReadChanges(cache), max_entries=30,  # type: ignore[arg-type]
                            max_bytes=1_000_000)
    for round_number in range(5):
        for number in range(40):
            await renderer.page(f"/page-{number}", "http://localhost")
        assert renderer.cached_pages <= 19 and renderer.cached_bytes <= 1_000_000
        path = cache.store.post_path(slug)
        path.write_text(path.read_text("utf-8").replace(
            '"content": "', f'"content": "<p>Round {round_number}</p>', 1), "utf-8")
        await cache.refresh({path})
        await renderer.page("/page-0", "http://localhost")  # catches up: every page read it
        assert renderer.cached_pages == 1
        assert renderer.cached_bytes == sum(page.size for page in renderer._cache.values())


async def test_a_page_stays_cached_while_it_is_used(cache: ContentCache) -> None:
    worker = CountingWorker(size=10)
    renderer = PageRenderer(worker, ReadChanges(cache), max_entries=3)  # type: ignore[arg-type]
    for url in ("/a", "/b", "/a", "/c", "/a", "/d", "/a"):
        await renderer.page(url, "http://localhost")
    assert worker.renders == 4  # /a rendered once, the least recently used went first


@pytest.mark.parametrize(("reads", "kept"), [
    (("/api/companies", "/api/site"), True),
    (("/api/blog-posts?view=summary", "/api/site"), False),
])
async def test_a_render_that_spans_a_change_is_kept_only_if_the_change_missed_it(
        cache: ContentCache, reads: tuple[str, ...], kept: bool) -> None:
    worker = CountingWorker(size=10, reads=reads)
    worker.gate = asyncio.Event()
    renderer = PageRenderer(worker, ReadChanges(cache))  # type: ignore[arg-type]
    rendering = asyncio.ensure_future(renderer.page("/page", "http://localhost"))
    await asyncio.sleep(0)
    path = cache.store.post_path(cache.newest_first[0].slug)
    path.write_text(path.read_text("utf-8").replace('"title": "', '"title": "New ', 1), "utf-8")
    await cache.refresh({path})  # the summaries change while the page renders
    worker.gate.set()
    assert await rendering is not None
    await renderer.page("/page", "http://localhost")
    assert worker.renders == (1 if kept else 2)


async def test_read_changes_name_the_reads_an_edit_changed(cache: ContentCache) -> None:
    changes = ReadChanges(cache)
    assert changes.catch_up() == frozenset() and changes.since(cache.version) == frozenset()
    first = cache.version
    slug = cache.newest_first[0].slug
    path = cache.store.post_path(slug)
    path.write_text(path.read_text("utf-8").replace('"content": "', '"content": "<p>x</p>', 1),
                    "utf-8")
    await cache.refresh({path})
    assert changes.catch_up() == {"/api/blog-posts", f"/api/blog-posts/{slug}"}
    await cache.refresh({path})  # read again, unchanged: a new version, no changed read
    assert changes.catch_up() == frozenset()
    assert changes.since(first) == {"/api/blog-posts", f"/api/blog-posts/{slug}"}
    assert changes.since(first - 1) is None  # before the record began


async def test_a_product_title_edit_changes_the_product_addresses(cache: ContentCache) -> None:
    changes = ReadChanges(cache)
    changes.catch_up()
    path = cache.store.products_dir / "bonds.json"
    path.write_text(path.read_text("utf-8").replace('"title": "Bonds"', '"title": "Surety Bonds"'),
                    "utf-8")
    await cache.refresh({path})
    assert changes.catch_up() == {"/api/products", "/api/products/bonds"}


def test_the_affected_rule() -> None:
    post = ("/api/blog-posts/a", "/api/blog-posts?view=summary", "/api/site")
    assert not affected(post, frozenset())
    assert affected(post, frozenset({"/api/blog-posts/a"}))
    assert not affected(post, frozenset({"/api/blog-posts/b", "/api/blog-posts"}))
    assert affected(("/api/companies",), frozenset({"/api/site"}))  # facts: in every shell
    assert not affected(("/api/requests/settings",), frozenset({"/api/blog-posts/b"}))
    assert affected(("/api/blog-posts?view=summary&limit=3",), frozenset({"/api/copy/faq"}))
    assert all(is_content_read(read) for read in post)
    assert not is_content_read("/api/blog-posts/a/b") and not is_content_read("/api/admin/x")
    assert is_content_read("/api/products") and is_content_read("/api/products/bonds")


async def test_a_failed_render_falls_back_to_the_plain_shell(rendering_app: Quart) -> None:
    response = await rendering_app.test_client().get("/boom")
    html = await response.get_data(as_text=True)
    assert response.status_code == 200
    assert "<title>Shell</title>" in html and "<!--ssr-html-->" in html


async def test_a_slow_render_falls_back_in_time(settings: Settings, web_dist: Path) -> None:
    (web_dist / "index.html").write_text(SSR_INDEX, "utf-8")
    app = create_app(settings.replace(render_command=(sys.executable, str(FAKE_WORKER)),
                                      render_timeout=0.5))
    async with app.test_app():
        response = await app.test_client().get("/slow")
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
