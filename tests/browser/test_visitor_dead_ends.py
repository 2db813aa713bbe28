"""Visitors who never hit a dead end, in real Chromium at 375 and 1280 px on the server-rendered
site: a product page's every quote button (the header's Get a Quote first) preselects the product;
a post's byline is in the HTML fetched without JavaScript and hydrates without a warning; a post
ends with a talk-to-an-agent box; a wide table scrolls sideways in its frame with a cue; the
footer's Pay a bill and Report a claim reach their Online Services sections; axe finds nothing.
The contact page's answer time and the 301s of common wrong addresses are asked over HTTP in
tests/service/test_visitor_pages_html.py."""

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.addresses import post_address
from tests.browser.helpers import (
    assert_accessible,
    assert_no_horizontal_scroll,
    at_each_width,
    collect_console_errors,
    save_screenshot,
    set_width,
    tel_link,
    wait_until_element_hydrated,
    wait_until_hydrated,
)
from tests.conftest import make_content_copy
from tests.servers import running_service

FLOOD = "/insurance/property-insurance/flood-insurance"
POST = "a-contractors-guide-to-surety-bonds"  # by eleanor-whitcomb in the test content
BYLINE_HTML = "Eleanor Whitcomb</a>, Principal Agent"
HEADINGS = ["Bond", "Who asks for it", "What it guarantees", "Typical amount", "When it ends",
            "What it costs"]
TABLE = ("<table><thead><tr>" + "".join(f"<th>{name}</th>" for name in HEADINGS)
         + "</tr></thead><tbody><tr>"
         + "".join(f"<td>{name}: a longer explanation in words</td>" for name in HEADINGS)
         + "</tr></tbody></table>")
WIDTHS = [375, 1280]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The server-rendered site over a copy of the test content whose post holds a wide table."""
    content = make_content_copy(tmp_path_factory.mktemp("visitors") / "content")
    post_file = content / "posts" / f"{POST}.json"
    post = json.loads(post_file.read_text("utf-8"))
    post["content"] = post["content"].replace("</p>", f"</p>{TABLE}", 1)
    post_file.write_text(json.dumps(post, indent=2), "utf-8")
    instance = tmp_path_factory.mktemp("visitors-instance")
    with running_service(content, instance, server_rendering=True) as url:
        yield url, content


def test_every_quote_button_of_a_product_page_preselects_it(
        page: Page, site: tuple[str, Path]) -> None:
    """One load of the product page, on a phone and then widened; its header's button followed."""
    url, _ = site
    quote = "/request-quote?coverage=flood"
    served = page.request.get(url + FLOOD).text()
    # The server's HTML already leads there: no visitor waits for the script for it.
    assert served.count(f'href="{quote.replace("&", "&amp;")}"') >= 2, "header and quote block"
    header_quote = page.get_by_role("banner").get_by_role("link", name="Get a Quote", exact=True)
    block = page.get_by_role("region", name="Get a quote")
    for width in at_each_width(page, url + FLOOD, WIDTHS):
        wait_until_hydrated(page)
        expect(header_quote).to_have_attribute("href", quote)
        expect(block.get_by_role("link", name="Request a Quote")).to_have_attribute("href", quote)
        if width == 375:
            page.get_by_role("banner").get_by_role("button", name="Open menu").click()
            menu_quote = page.get_by_role("banner").get_by_role("link", name="Get a Quote").last
            expect(menu_quote).to_have_attribute("href", quote)
            page.keyboard.press("Escape")
        save_screenshot(page, f"visitors-product-{width}", full_page=False)
        assert_accessible(page)
    header_quote.click()
    expect(page).to_have_url(url + quote)
    expect(page.get_by_role("checkbox", name=re.compile("^Flood"))).to_be_checked()
    # Off a product page the header's button leads to the plain form.
    page.goto(url + "/about")
    expect(page.get_by_role("banner").get_by_role("link", name="Get a Quote", exact=True)) \
        .to_have_attribute("href", "/request-quote")


def test_the_byline_is_in_the_html_and_hydrates_without_a_warning(
        page: Page, site: tuple[str, Path]) -> None:
    url, _ = site
    answer = page.request.get(url + post_address(POST))  # no JavaScript runs here
    assert answer.ok and BYLINE_HTML in answer.text().replace("<!-- -->", "")
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    errors = collect_console_errors(page)
    page.goto(url + post_address(POST))
    wait_until_hydrated(page)
    article = page.get_by_role("article").first
    expect(article.get_by_text("By Eleanor Whitcomb, Principal Agent", exact=True)).to_be_visible()
    page.mouse.wheel(0, 4000)  # the post's end hydrates as it nears the viewport
    talk = article.get_by_role("heading", name="Talk to an agent")
    talk.scroll_into_view_if_needed()  # below the newsletter's sign-up on a short screen
    expect(talk).to_be_in_viewport()
    page.wait_for_load_state("networkidle")
    mismatch = [m for m in [*errors, *warnings] if re.search(r"hydrat|did not match", m, re.I)]
    assert not errors and not mismatch, [*errors, *mismatch]


def test_a_post_ends_with_a_talk_to_an_agent_box_and_its_wide_table_scrolls_in_a_frame(
        page: Page, site: tuple[str, Path]) -> None:
    """One load of the post for both, on a phone and then widened, and one axe scan at each."""
    url, content = site
    facts = json.loads((content / "site.json").read_text("utf-8"))
    served = page.request.get(url + post_address(POST)).text()
    assert "Talk to an agent" in served
    for width in at_each_width(page, url + post_address(POST), WIDTHS):
        wait_until_hydrated(page)
        article = page.get_by_role("article").first
        box = article.locator("div", has=page.get_by_role("heading", name="Talk to an agent")).last
        box.scroll_into_view_if_needed()
        expect(box.get_by_role("link", name=f"Call {facts['phone']}")).to_have_attribute(
            "href", tel_link(facts["phone"]))
        expect(box.get_by_role("link", name=f"Text {facts['text']}")).to_have_attribute(
            "href", re.compile(r"^sms:\+1\d{10}$"))
        expect(box.get_by_role("link", name="Get a Quote")).to_have_attribute(
            "href", "/request-quote")
        # Before the next post: the box comes before anything the reader appends.
        order = page.evaluate("""() => {
            const box = [...document.querySelectorAll('article h2, article h3')]
                .find((h) => h.textContent === 'Talk to an agent');
            const older = [...document.querySelectorAll('article')][1];
            const after = Node.DOCUMENT_POSITION_FOLLOWING;
            return !older || Boolean(box.compareDocumentPosition(older) & after);
        }""")
        assert order, width
        save_screenshot(page, f"visitors-agent-box-{width}", full_page=False)
        expect_a_wide_table_scrolls_sideways_in_its_frame_with_a_cue(page, width)
        assert_accessible(page)


def expect_a_wide_table_scrolls_sideways_in_its_frame_with_a_cue(page: Page, width: int) -> None:
    frame = page.get_by_role("region", name=f"Table: {', '.join(HEADINGS[:3])}, scrolls sideways")
    frame.scroll_into_view_if_needed()
    expect(frame).to_be_visible()
    assert_no_horizontal_scroll(page)
    sizes = frame.evaluate("(el) => ({ scroll: el.scrollWidth, client: el.clientWidth, "
                           "page: document.documentElement.clientWidth, "
                           "right: el.getBoundingClientRect().right, "
                           "background: getComputedStyle(el).backgroundImage })")
    assert sizes["right"] <= sizes["page"], "the frame itself is cut off"
    if width == 375:
        assert sizes["scroll"] > sizes["client"], "the table does not scroll at 375 px"
        # The cue: the frame's edges shade where more of the table lies.
        assert sizes["background"].count("radial-gradient") == 2, sizes["background"]
        save_screenshot(page, "visitors-table-375-start", full_page=False)
        # Focusable, so a keyboard scrolls it too; here scrolled to its end as a finger would.
        frame.focus()
        frame.evaluate("(el) => { el.scrollLeft = el.scrollWidth; }")
        frame.scroll_into_view_if_needed()
        last = frame.get_by_role("cell", name=f"{HEADINGS[-1]}: a longer explanation in words")
        expect(last).to_be_in_viewport()
        save_screenshot(page, "visitors-table-375-end", full_page=False)


FOOTER_LINKS = [
    ("Pay a bill", "client-service-center", "Client service center"),
    ("Report a claim", "after-a-loss", "What to do first after an accident or a loss"),
]


def test_the_footer_leads_to_pay_a_bill_and_report_a_claim(
        page: Page, site: tuple[str, Path]) -> None:
    """At each width a fresh load of About, one link followed in the app once the footer has
    hydrated, then Back in the app and the other link (each link from a fresh load at one width);
    the page they lead to scanned by axe once, and reached by a full load of the same address."""
    url, _ = site
    for width, links in ((375, FOOTER_LINKS), (1280, FOOTER_LINKS[::-1])):
        set_width(page, width)
        page.goto(url + "/about")
        wait_until_hydrated(page)
        for number, (label, section, heading) in enumerate(links):
            if number:
                page.go_back()
                expect(page).to_have_url(url + "/about")
            link = page.get_by_role("contentinfo").get_by_role("link", name=label)
            expect(link).to_have_attribute("href", f"/online-services#{section}")
            wait_until_element_hydrated(link)
            page.evaluate("window.__sameDocument = true")
            link.click()
            expect(page).to_have_url(f"{url}/online-services#{section}")
            target = page.locator(f"section#{section}").get_by_role(
                "heading", level=2, name=heading)
            # history.pushState never scrolls: the site goes to the section and focuses its
            # heading.
            expect(target).to_be_focused()
            expect(target).to_be_in_viewport()
            assert page.evaluate("window.__sameDocument") is True, ("the link reloaded the page",
                                                                    label, width)
            if label == "Pay a bill":
                save_screenshot(page, f"visitors-footer-{width}", full_page=True)
    assert_accessible(page)
    page.goto(url + "/about")
    page.goto(f"{url}/online-services#{FOOTER_LINKS[0][1]}")
    wait_until_hydrated(page)
    expect(page.locator(f"section#{FOOTER_LINKS[0][1]}").get_by_role(
        "heading", level=2, name=FOOTER_LINKS[0][2])).to_be_in_viewport()
