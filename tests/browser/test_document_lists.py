"""The site editor's short screens in a real browser at a phone's and a desk's width: a list is one
line per item named by the item, searched, opened alone at its own address (Back returns), no
taller than two screens; placeholders read as chips of their value; the owner-only settings sit
in a closed "Advanced" section, read-only to staff who are not owners, who still edit and save the
rest of the facts but cannot save the wording rules; a save through the lines writes the items
left alone exactly as they were, and a move, a removal and an addition as made."""

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from service.auth.accounts import StaffDirectory
from tests.browser.conftest import instance_with_staff, signed_in_again
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    resized,
    save_screenshot,
    set_width,
    years_in_business,
)
from tests.conftest import make_content_copy
from tests.servers import running_service

CLERK = ("desk-clerk", "a long enough clerk password")
SCREEN_WIDTHS = [WIDTHS["mobile"], WIDTHS["desktop"]]
QUESTION = "Should I drop collision coverage on an older car?"
OWNER_ONLY = re.compile("Only an owner can change this")


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_content_copy(tmp_path_factory.mktemp("document-lists") / "content")


@pytest.fixture(scope="module")
def site_url(content: Path, tmp_path_factory: pytest.TempPathFactory,
             staff_credentials: tuple[str, str]) -> Iterator[str]:
    instance = instance_with_staff(tmp_path_factory.mktemp("document-lists-instance"),
                                   staff_credentials)
    StaffDirectory(instance / "staff.sqlite3").add(*CLERK, "staff")
    with running_service(content, instance, server_rendering=False) as url:
        yield url


def open_document(page: Page, site_url: str, name: str, title: str) -> None:
    page.goto(f"{site_url}/admin/site?document={name}")
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(page.get_by_role("button", name="Save")).to_be_visible()


def assert_at_most_two_screens(page: Page) -> None:
    height, screen = page.evaluate(
        "[document.scrollingElement.scrollHeight, window.innerHeight]")
    assert height <= 2 * screen, f"{height}px tall on a {screen}px screen"


def at_both_widths(page: Page) -> Iterator[int]:
    """The screen as it stands (on a phone), resized to each of SCREEN_WIDTHS in turn, then back."""
    return resized(page, SCREEN_WIDTHS)


def save(page: Page) -> None:
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text(re.compile("is saved and shows on the website now")).first) \
        .to_be_visible()
    expect(page.get_by_text("No unsaved changes.")).to_be_visible()


def test_the_faq_opens_as_a_short_list_where_search_finds_a_question_that_opens_alone(
        page: Page, site_url: str, staff_credentials: tuple[str, str]) -> None:
    """Loaded once on a phone's width; the list and the question opened are each checked at
    both widths (a test per width walked the same screens again)."""
    set_width(page, SCREEN_WIDTHS[0])
    signed_in_again(page, site_url, staff_credentials)
    open_document(page, site_url, "copy/faq", "FAQ")
    topics = page.get_by_role("group", name="Sections")
    for width in at_both_widths(page):
        expect(topics.get_by_role("listitem")).to_have_count(6)
        assert_at_most_two_screens(page)
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"document-lists-faq-{width}")

    topics.get_by_label("Search Sections").fill("collision coverage")
    expect(topics.get_by_role("listitem")).to_have_count(1)
    topics.get_by_role("link", name="Car", exact=True).click()
    expect(page.get_by_role("heading", level=2, name="Car")).to_be_visible()
    questions = page.get_by_role("group", name="Items")
    questions.get_by_label("Search Items").fill("drop collision older car")
    expect(questions.get_by_role("listitem")).to_have_count(1)
    questions.get_by_role("link", name=QUESTION).click()

    expect(page.get_by_role("heading", level=2, name=QUESTION)).to_be_visible()
    expect(page).to_have_url(re.compile(r"item=sections\.1\.items\.\d+"))
    expect(page.get_by_label("Question")).to_have_value(QUESTION)
    expect(page.get_by_role("textbox", name="Answer")).to_be_visible()
    expect(page.get_by_role("link", name="Car", exact=True)).to_be_visible()
    expect(page.get_by_role("group", name="Items")).to_have_count(0)
    for width in at_both_widths(page):
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"document-lists-faq-question-{width}")
    page.go_back()
    expect(page.get_by_role("heading", level=2, name="Car")).to_be_visible()
    expect(page.get_by_role("group", name="Items").get_by_role("listitem")).to_have_count(6)


def test_the_companies_open_as_a_short_list_of_names_and_one_opens_at_its_address(
        page: Page, site_url: str, content: Path, staff_credentials: tuple[str, str]) -> None:
    """Loaded once on a phone's width; the list and the company opened are each checked at both
    widths."""
    set_width(page, SCREEN_WIDTHS[0])
    signed_in_again(page, site_url, staff_credentials)
    open_document(page, site_url, "companies", "Companies we represent")
    names = [company["name"] for company in json.loads((content / "companies.json").read_text())]
    lines = page.get_by_role("group", name="Companies we represent").get_by_role("listitem")
    for width in at_both_widths(page):
        expect(lines).to_have_count(len(names))
        expect(lines.first.get_by_role("link")).to_have_text(names[0])
        assert_at_most_two_screens(page)
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"document-lists-companies-{width}")

    page.get_by_label("Search Companies we represent").fill("travelers")
    expect(lines).to_have_count(1)
    lines.get_by_role("link", name="Travelers").click()
    expect(page.get_by_role("heading", level=2, name="Travelers")).to_be_visible()
    expect(page).to_have_url(re.compile(rf"item={names.index('Travelers')}$"))
    expect(page.get_by_label("24-hour claims phone")).to_be_visible()
    expect(page.get_by_role("link", name="The Hartford")).to_have_count(0)
    for _width in at_both_widths(page):
        assert_accessible(page)
    page.reload()
    expect(page.get_by_role("heading", level=2, name="Travelers")).to_be_visible()
    page.go_back()
    expect(page.get_by_role("heading", level=2, name="Travelers")).to_have_count(0)


def test_placeholders_read_as_chips_of_their_value(page: Page, site_url: str, content: Path,
                                                   staff_credentials: tuple[str, str]) -> None:
    set_width(page, SCREEN_WIDTHS[0])
    signed_in_again(page, site_url, staff_credentials)
    open_document(page, site_url, "copy/team", "Team members")
    founded = json.loads((content / "site.json").read_text())["founded"]
    chip = f"years in business: {years_in_business(founded)}"
    why = page.get_by_role("group", name="Why choose us")
    for _width in at_both_widths(page):
        expect(why.get_by_text(chip)).to_be_visible()
    expect(page.get_by_text("{yearsInBusiness}")).to_have_count(0)
    why.get_by_role("link").filter(has_text=chip).click()
    field = page.get_by_label("Why choose us")
    for width in at_both_widths(page):
        expect(field).to_contain_text(chip)
        assert_accessible(page)
        save_screenshot(page, f"document-lists-chips-{width}")
    field.click()
    expect(page.get_by_label("Why choose us")).to_have_value(re.compile(r"\{yearsInBusiness\}"))


def test_placeholders_in_formatted_text_read_as_chips_of_their_value(
        page: Page, site_url: str, content: Path, staff_credentials: tuple[str, str]) -> None:
    set_width(page, SCREEN_WIDTHS[0])
    signed_in_again(page, site_url, staff_credentials)
    title = json.loads((content / "pages" / "our-team.json").read_text())["title"]
    open_document(page, site_url, "pages/our-team", title)
    founded = json.loads((content / "site.json").read_text())["founded"]
    text = page.get_by_role("textbox", name="Text")
    chip = text.locator("[data-placeholder='founded']").first
    expect(chip).to_have_text("{founded}")
    expect(chip).to_have_attribute("data-chip", f"(founded: {founded})")
    # Drawn after the braces by the style sheet: the value shows, the text stays the braces.
    after = chip.evaluate("chip => getComputedStyle(chip, '::after').content")
    assert str(founded) in after
    for width in at_both_widths(page):
        expect(chip).to_be_visible()
        assert_accessible(page)
        save_screenshot(page, f"document-lists-rich-chips-{width}")


def test_the_advanced_settings_are_the_owners_and_closed(page: Page, site_url: str) -> None:
    set_width(page, SCREEN_WIDTHS[0])
    signed_in_again(page, site_url, CLERK)
    open_document(page, site_url, "site", "Agency facts")
    advanced = page.get_by_role("button", name="Advanced")
    expect(advanced).to_have_attribute("aria-expanded", "false")
    expect(page.get_by_text(OWNER_ONLY)).to_be_visible()
    expect(page.get_by_label("Form script address")).to_be_hidden()
    advanced.click()
    for label in ("Form script address", "Edit posts on the blog pages",
                  "Map \N{SINGLE RIGHT-POINTING ANGLE QUOTATION MARK} Map shown on the page"):
        expect(page.get_by_label(label)).to_be_disabled()
    expect(page.get_by_label("Directions link")).to_have_count(1)
    for width in at_both_widths(page):
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
        save_screenshot(page, f"document-lists-advanced-staff-{width}")


def test_an_owner_changes_the_advanced_settings(page: Page, site_url: str,
                                                staff_credentials: tuple[str, str]) -> None:
    """(Also test_owner_only_fields.py's owner test once, which looked for the same.)"""
    signed_in_again(page, site_url, staff_credentials)
    open_document(page, site_url, "site", "Agency facts")
    page.get_by_role("button", name="Advanced").click()
    expect(page.get_by_label("Form script address")).to_be_enabled()
    expect(page.get_by_text(OWNER_ONLY)).to_have_count(0)


def test_a_save_through_the_lines_keeps_what_was_left_alone_and_writes_each_change(
        page: Page, site_url: str, content: Path, staff_credentials: tuple[str, str]) -> None:
    signed_in_again(page, site_url, staff_credentials)
    before = json.loads((content / "companies.json").read_text())
    open_document(page, site_url, "companies", "Companies we represent")
    first, second, last = before[0]["name"], before[1]["name"], before[-1]["name"]
    page.get_by_role("button", name=f"Move {first} down").click()
    page.get_by_role("button", name=f"Remove {last}").click()
    page.get_by_role("link", name="Travelers").click()
    page.get_by_label("24-hour claims phone").fill("(800) 555-0199")
    page.get_by_role("link", name="← Back to Companies we represent").click()
    save(page)
    after = json.loads((content / "companies.json").read_text())
    expected = [before[1], before[0], *before[2:-1]]
    for company in expected:
        if company["name"] == "Travelers":
            company["claimsPhone"] = "(800) 555-0199"
    # Item by item and key by key as they were: the list view adds, drops or reorders nothing else.
    assert json.dumps(after) == json.dumps(expected)
    assert [company["name"] for company in after][:2] == [second, first]

    open_document(page, site_url, "site", "Agency facts")
    towns = page.get_by_role("group", name="Towns served")
    towns.get_by_role("button", name="Add to Towns served").click()
    page.get_by_label("Towns served").fill("Stratford Point")
    page.get_by_role("link", name="← Back to Towns served").click()
    expect(page.get_by_role("link", name="Stratford Point")).to_be_visible()
    save(page)
    assert json.loads((content / "site.json").read_text())["areaServed"][-1] == "Stratford Point"


def test_staff_see_the_embeds_read_only_and_save_the_phone(page: Page, site_url: str) -> None:
    """Moved from test_owner_only_fields.py, whose service was this one's twin (a content copy
    and a clerk): the rest of the facts editable and saved; the wording rules not saveable."""
    signed_in_again(page, site_url, CLERK)
    page.goto(site_url + "/admin/site")
    page.get_by_role("link", name="Agency facts", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Agency facts")).to_be_visible()
    expect(page.get_by_label("Form script address")).to_be_disabled()
    expect(page.get_by_label("Map shown on the page")).to_be_disabled()
    expect(page.get_by_label("Edit posts on the blog pages")).to_be_disabled()
    expect(page.get_by_label("Directions link")).to_be_enabled()
    expect(page.get_by_text(OWNER_ONLY).first).to_be_visible()
    page.get_by_label("Phone", exact=True).fill("(203) 555-0188")
    save(page)
    # Within the workspace as staff go: a reload just after a save can be cut off by the page's
    # own navigation on a loaded machine (net::ERR_ABORTED).
    page.get_by_role("navigation", name="Staff").get_by_role("link", name="Site", exact=True) \
        .click()
    page.get_by_role("link", name="Wording rules", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Wording rules")).to_be_visible()
    expect(page.get_by_role("button", name="Save")).to_be_disabled()
    expect(page.get_by_text(OWNER_ONLY).first).to_be_visible()
