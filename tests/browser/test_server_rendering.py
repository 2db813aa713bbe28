"""Server rendering: every public route's first answer holds the rendered page and its head
tags; the browser hydrates it without a change; unknown addresses answer 404; content edits show
in the HTML at once."""

import html
import json
import re
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from service.routes import fixed_paths, routes_of
from tests.addresses import BLOG_INDEX, post_address
from tests.browser.helpers import collect_console_errors, wait_until_element_hydrated
from tests.conftest import TEST_CONTENT


@pytest.fixture(scope="session")
def base_url(rendered_base_url: str) -> str:
    """These tests read what the server renders: the served site with server rendering on."""
    return rendered_base_url

# Route → its h1: every fixed page of the route table (service/site/routes.json), the unlisted
# ones too, headed by its title there but for the pages named here, and product pages. The generic
# service page and a post are added below from the API.
HEADED_OTHERWISE = {
    "/": "Insurance that fits your life, compared for you by a local independent agent",
    "/about": "About Harbor Point Insurance Agency",
}
PUBLIC_ROUTES = {
    **{route.path: route.title for route in routes_of("pages", "unlisted")},
    **HEADED_OTHERWISE,
    "/insurance/vehicle-insurance/motorcycle-insurance": "Motorcycle Insurance",
    "/insurance/property-insurance/homeowners-insurance": "Homeowners Insurance",
    "/insurance/business-insurance/bonds": "Bonds",
}

HEAD_TAGS = [
    r"<title>[^<]+ \| Harbor Point Insurance</title>",
    r'<meta name="description" content="[^"]{40,}"',
    r'<link rel="canonical" href="http://127\.0\.0\.1:\d+{path}"',
    r'<meta property="og:title" content="[^"]+"',
    r'<meta property="og:description" content="[^"]{40,}"',
    r'<meta property="og:url" content="http://127\.0\.0\.1:\d+{path}"',
    r'<meta property="og:image" content="http://127\.0\.0\.1:\d+/[^"]+"',
    r'<meta name="twitter:card" content="summary_large_image"',
    r'<link rel="alternate" type="application/atom\+xml" href="/feed\.xml"',
]


def api(base_url: str, path: str) -> Any:
    with urllib.request.urlopen(base_url + path) as answer:
        return json.load(answer)


def fetch(base_url: str, path: str) -> tuple[int, str]:
    """The raw answer, as a crawler gets it (no JavaScript)."""
    try:
        with urllib.request.urlopen(base_url + path) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def root_markup(page_html: str) -> str:
    match = re.search(r'<div id="root">(.*)</div>\s*<script id="query-state"', page_html, re.S)
    assert match, "the answer has no server-rendered #root followed by the query state"
    return match.group(1)


def text_of(markup: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", markup)))


def first_paragraph_text(content: str) -> str:
    """The first 60 characters of the first paragraph of an HTML or plain-text content."""
    first = re.split(r"</p>|\n", content.strip())[0]
    return text_of(first).strip()[:60]


@pytest.fixture(scope="module")
def posts(base_url: str) -> list[dict[str, Any]]:
    """The test content's own posts as the site lists them, newest first. A post another module
    makes for the length of a test (test_publishing.py) is left out: it is made and deleted
    through the other service on this content, which this one notices a moment later."""
    own = {path.stem for path in (TEST_CONTENT / "posts").glob("*.json")}
    return [post for post in api(base_url, "/api/blog-posts") if post["slug"] in own]


@pytest.fixture(scope="module")
def generic_service(base_url: str) -> dict[str, Any]:
    """A service without a fixed product page (shown by the generic service page)."""
    services = api(base_url, "/api/services")
    return next(s for s in services if s["slug"].startswith("life-health-umbrella/"))


def routes_with_text(
    base_url: str, posts: list[dict[str, Any]], service: dict[str, Any]
) -> dict[str, tuple[str, str | None]]:
    """Every public route → (h1, a piece of its main text when the API says it)."""
    routes: dict[str, tuple[str, str | None]] = {
        path: (h1, None) for path, h1 in PUBLIC_ROUTES.items()
    }
    for name, path in [("about", "/about"), ("contact", "/contact")]:
        routes[path] = (
            routes[path][0],
            first_paragraph_text(api(base_url, f"/api/pages/{name}")["content"]),
        )
    post = posts[0]
    routes[post_address(post['slug'])] = (post["title"], first_paragraph_text(post["content"]))
    routes[BLOG_INDEX] = ("News & Blog", posts[0]["title"])
    routes[f"/insurance/{service['slug']}"] = (service["name"], service["description"][:60])
    product = api(base_url, "/api/products/homeowners-insurance")
    routes["/insurance/property-insurance/homeowners-insurance"] = (product["title"], None)
    return routes


def test_every_public_route_answers_the_rendered_page_with_its_head_tags(
    base_url: str, posts: list[dict[str, Any]], generic_service: dict[str, Any]
) -> None:
    for path, (h1, piece) in routes_with_text(base_url, posts, generic_service).items():
        status, page_html = fetch(base_url, path)
        assert status == 200, path
        head = page_html.split("</head>")[0]
        for pattern in HEAD_TAGS:
            assert re.search(pattern.replace("{path}", re.escape(path)), head), (
                f"{path}: no {pattern}"
            )
        markup = root_markup(page_html)
        h1s = re.findall(r"<h1[^>]*>(.*?)</h1>", markup, re.S)
        assert [text_of(h).strip() for h in h1s] == [h1], path
        main = text_of(markup.split("<main", 1)[1].split("</main>", 1)[0])
        # No page is left at a loading state: its text is in the HTML.
        assert "Loading..." not in main, path
        paragraphs = [text_of(p) for p in re.findall(r"<p[^>]*>(.*?)</p>", markup, re.S)]
        assert any(len(p) >= 60 for p in paragraphs), f"{path}: no paragraph of text"
        if piece:
            assert piece in main, f"{path}: {piece!r} missing"
        # The data the page was rendered from rides along for hydration.
        carried = re.search(
            r'<script id="query-state" type="application/json">(.*?)</script>', page_html, re.S
        )
        assert carried, f"{path}: no query state"
        state = json.loads(carried.group(1))
        assert any(q["queryKey"] == ["site"] for q in state["queries"]), path
        # CSP (script-src 'self', style-src 'self'): no inline executable script or style attribute.
        assert not re.search(
            r"<script(?![^>]*type=\"application/(?:ld\+)?json\")[^>]*>[^<]", page_html
        ), path
        assert " style=" not in markup, path


def test_unknown_route_is_a_404_with_the_not_found_page(base_url: str) -> None:
    status, page_html = fetch(base_url, "/no-such-page/here")
    assert status == 404
    assert "404 Page Not Found" in root_markup(page_html)
    assert "<title>Page Not Found | Harbor Point Insurance</title>" in page_html


def test_unknown_post_is_a_404_with_blog_post_not_found(base_url: str) -> None:
    status, page_html = fetch(base_url, post_address("no-such-post-anywhere"))
    assert status == 404
    assert "Blog Post Not Found" in root_markup(page_html)


def test_unknown_service_and_product_are_404s(base_url: str) -> None:
    status, page_html = fetch(base_url, "/insurance/vehicle-insurance/no-such-service")
    assert status == 404
    assert "Service Not Found" in root_markup(page_html)


def test_admin_paths_are_not_server_rendered(base_url: str) -> None:
    for path in fixed_paths("staff"):  # without a session, each but the sign-in page leads to it
        status, page_html = fetch(base_url, path)
        assert status == 200, path
        assert '<div id="root"><!--ssr-html--></div>' in page_html, path


def test_pages_are_readable_without_javascript(
    browser: Browser, base_url: str, posts: list[dict[str, Any]]
) -> None:
    """The home page and a post, one after the other in one context without JavaScript."""
    context = browser.new_context(
        java_script_enabled=False, viewport={"width": 1280, "height": 900}
    )
    try:
        page = context.new_page()
        page.goto(base_url + "/")
        expect(page.get_by_role("heading", level=1)).to_have_text(PUBLIC_ROUTES["/"])
        expect(page.get_by_role("link", name="Request a Quote").first).to_be_visible()
        expect_the_stylesheet_applies(page)
        post = posts[1]
        page.goto(f"{base_url}{post_address(post['slug'])}")
        expect(page.get_by_role("heading", level=1)).to_have_text(post["title"])
        expect(page.get_by_text(first_paragraph_text(post["content"]))).to_be_visible()
        expect_the_stylesheet_applies(page)
    finally:
        context.close()


def expect_the_stylesheet_applies(page: Page) -> None:
    """The page has its designed layout, not unstyled text."""
    assert page.evaluate("getComputedStyle(document.querySelector('main')).display") != "inline"


LAYOUT_SHIFT_PROBE = """
window.__layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }
}).observe({ type: 'layout-shift', buffered: true });
"""


@pytest.mark.parametrize(
    "path",
    [
        "/",
        BLOG_INDEX,
        "POST",
        "/contact",
        "/faqs",
        "/insurance/property-insurance/homeowners-insurance",
        "/about/our-team",
    ],
)
def test_hydration_keeps_the_page_without_warnings_or_shift(
    page: Page, base_url: str, posts: list[dict[str, Any]], path: str
) -> None:
    if path == "POST":
        path = post_address(posts[0]['slug'])
    messages: list[str] = []
    page.on(
        "console", lambda m: messages.append(m.text) if m.type in ("error", "warning") else None
    )
    errors = collect_console_errors(page)
    page.add_init_script(LAYOUT_SHIFT_PROBE)
    page.set_viewport_size({"width": 1280, "height": 900})
    server_h1 = text_of(
        re.findall(r"<h1[^>]*>(.*?)</h1>", fetch(base_url, path)[1], re.S)[0]
    ).strip()
    page.goto(base_url + path, wait_until="networkidle")
    expect(page.get_by_role("heading", level=1)).to_have_text(server_h1)
    page.wait_for_timeout(300)
    shift = page.evaluate("window.__layoutShift")
    assert shift < 0.01, f"layout shift {shift}"
    # The page marks itself ready once its chunk has loaded and hydrated.
    page.wait_for_selector("html[data-page-ready]", state="attached")
    # Hydrated: a client-side navigation works (the router handles the link: no new document).
    page.evaluate("window.__sameDocument = true")
    page.get_by_role("link", name=re.compile("^(Contact|Contact Us)$")).first.click()
    expect(page).to_have_url(re.compile(r"/contact$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Contact Us")
    assert page.evaluate("window.__sameDocument") is True, (
        "the link reloaded the page: not hydrated"
    )
    expect_head_of_the_contact_page(page, base_url)
    assert not errors, errors
    assert not [m for m in messages if "hydrat" in m.lower() or "did not match" in m.lower()], (
        messages
    )


def expect_head_of_the_contact_page(page: Page, base_url: str) -> None:
    """The head follows a client-side navigation to Contact: its title, one canonical address,
    og:url and one description."""
    expect(page).to_have_title("Contact Us | Harbor Point Insurance")
    canonical = page.locator('link[rel="canonical"]')
    expect(canonical).to_have_count(1)
    expect(canonical).to_have_attribute("href", base_url + "/contact")
    expect(page.locator('meta[property="og:url"]')).to_have_attribute(
        "content", base_url + "/contact"
    )
    expect(page.locator('meta[name="description"]')).to_have_count(1)


def edit_post_file(content_dir: Path, slug: str, title: str) -> None:
    path = content_dir / "posts" / f"{slug}.json"
    post = json.loads(path.read_text("utf-8"))
    post["title"] = title
    path.write_text(json.dumps(post, indent=2), "utf-8")


def wait_for(check: Any, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.05)
    return bool(check())


def test_a_post_edited_on_disk_shows_in_its_html_the_blog_sitemap_and_feed(
    base_url: str, served_content: Path, posts: list[dict[str, Any]]
) -> None:
    post = posts[2]  # recent enough to be in the feed, on the first list page
    original = (served_content / "posts" / f"{post['slug']}.json").read_text("utf-8")
    path = post_address(post['slug'])
    assert post["title"] in text_of(
        root_markup(fetch(base_url, path)[1])
    )  # rendered (and cached) once
    new_title = "Edited Title " + str(time.time_ns())
    try:
        edit_post_file(served_content, post["slug"], new_title)
        assert wait_for(lambda: new_title in fetch(base_url, path)[1], 1.0), (
            "the edit did not show within 1 s"
        )
        page_html = fetch(base_url, path)[1]
        assert f"<title>{new_title} | Harbor Point Insurance</title>" in page_html
        assert new_title in root_markup(page_html)
        assert new_title in fetch(base_url, "/feed.xml")[1]
        assert post_address(post['slug']) in fetch(base_url, "/sitemap.xml")[1]
        assert new_title in root_markup(fetch(base_url, BLOG_INDEX)[1])
    finally:
        (served_content / "posts" / f"{post['slug']}.json").write_text(original, "utf-8")
        wait_for(lambda: post["title"] in fetch(base_url, path)[1], 2.0)


def test_home_sections_keep_their_html_and_hydrate_as_they_near_the_viewport(
        page: Page, base_url: str) -> None:
    """Below the fold, a server-rendered section stays as served until the reader comes near it:
    its text is there from the start, its code loads then, and its links then work in the app."""
    errors = collect_console_errors(page)
    scripts: list[str] = []
    page.on("request", lambda request: scripts.append(request.url)
            if request.resource_type == "script" else None)
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(base_url + "/", wait_until="networkidle")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    for name in ("about", "testimonials", "posts", "cta"):
        expect(page.locator(f"[data-home-section={name}] h2")).to_be_visible()
    assert not [url for url in scripts if "latest-posts-section" in url]

    posts = page.locator("[data-home-section=posts]")
    with page.expect_request(lambda request: "latest-posts-section" in request.url):
        posts.scroll_into_view_if_needed()
    page.wait_for_load_state("networkidle")
    expect(posts.locator("h2")).to_be_visible()
    title = posts.locator("article h3").first.inner_text()
    page.evaluate("window.__sameDocument = true")
    link = posts.locator("article a").first
    # Its code has come; the click must wait for React to take the section over (hydration yields
    # to the browser and may take a moment on a busy machine), else it is a plain page load.
    wait_until_element_hydrated(link)
    link.click()
    expect(page.get_by_role("heading", level=1)).to_have_text(title)
    assert page.evaluate("window.__sameDocument") is True, "the link reloaded the page"
    assert errors == []


def test_quote_section_keeps_its_html_until_its_code_loads(page: Page, base_url: str) -> None:
    with urllib.request.urlopen(base_url + "/api/site") as answer:
        slug = json.load(answer)["quotePostSlug"]
    scripts: list[str] = []
    page.on("request", lambda request: scripts.append(request.url)
            if request.resource_type == "script" else None)
    page.set_viewport_size({"width": 375, "height": 667})
    page.goto(f"{base_url}{post_address(slug)}", wait_until="networkidle")
    page.locator("html[data-page-ready]").wait_for(state="attached")
    heading = page.get_by_role("heading", name="Get Your Free Quote Today")
    expect(heading).to_have_count(1)
    assert not [url for url in scripts if "quote-section" in url]
    with page.expect_request(lambda request: "quote-section" in request.url):
        heading.scroll_into_view_if_needed()
    expect(heading).to_be_visible()
