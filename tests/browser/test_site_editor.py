"""The Site screens in a real browser: every content document edited in a form built from its
model, saved as one commit by the staff member, seen at once on the public pages; a conflict
keeps what was typed; History says who changed which fields and Restore brings a version back."""

import io
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import Browser, Dialog, Locator, Page, expect

from tests.browser.conftest import instance_with_staff, sign_in, signed_in_again
from tests.browser.helpers import (
    DASH,
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    go_in_app,
    set_width,
)
from tests.conftest import git, make_content_copy
from tests.servers import running_service

COMPANY = "Travelers"
CLAIMS_PHONE = "(800) 555-0199"


@pytest.fixture(scope="module")
def site_content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A content copy of its own (the saves here must not reach other tests), with one company
    that has no claims line yet."""
    content = make_content_copy(tmp_path_factory.mktemp("site-editor") / "content")
    companies = json.loads((content / "companies.json").read_text("utf-8"))
    for company in companies:
        if company["name"] == COMPANY:
            del company["claimsPhone"]
    (content / "companies.json").write_text(json.dumps(companies, indent=2) + "\n", "utf-8")
    git(content, "commit", "--quiet", "--all", "-m", "Travelers has no claims line yet")
    return content


@pytest.fixture(scope="module")
def site_url(site_content: Path, tmp_path_factory: pytest.TempPathFactory,
             staff_credentials: tuple[str, str]) -> Iterator[str]:
    instance = instance_with_staff(tmp_path_factory.mktemp("site-editor-instance"),
                                   staff_credentials)
    with running_service(site_content, instance, server_rendering=False) as url:
        yield url


@pytest.fixture
def editor(page: Page, site_url: str, staff_credentials: tuple[str, str]) -> Page:
    """A page signed in on this module's service (once per worker: conftest.signed_in_again)."""
    signed_in_again(page, site_url, staff_credentials)
    return page


def open_document(page: Page, site_url: str, title: str) -> None:
    page.goto(site_url + "/admin/site")
    page.get_by_role("link", name=title, exact=True).click()
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(page.get_by_role("button", name="Save")).to_be_visible()


def save(page: Page) -> None:
    page.get_by_role("button", name="Save").click()
    saved = page.get_by_text(re.compile("is saved and shows on the website now")).first
    expect(saved).to_be_visible()
    expect(page.get_by_text("No unsaved changes.")).to_be_visible()
    # The leave guard's history entry is taken away again (history.back()) before the page moves on.
    # A function, not an expression: Playwright evaluates an expression with eval, which the
    # site's Content-Security-Policy refuses.
    page.wait_for_function("() => !(history.state && history.state.unsavedChangesGuard)")


def commits_of(content: Path, name: str) -> list[str]:
    """The author of each commit that touched the document, newest first."""
    return git(content, "log", "--format=%an", "--", f"{name}.json").splitlines()


def put_caret_at_the_end(editor: Locator) -> None:
    """Focus a rich text field and move to its end. Not by a click: ProseMirror reads a click's
    selection a moment later and could put the caret back where the click landed, mid-text."""
    editor.focus()
    # ProseMirror puts its own selection back shortly after it gains focus (later on a busy
    # machine): move to the end until the caret stays there, nothing of the text after it.
    for _ in range(50):
        editor.page.keyboard.press("Control+End")
        editor.page.wait_for_timeout(150)
        if editor.evaluate(CARET_AT_THE_END):
            return
    raise AssertionError("the caret did not stay at the end of the rich text field")


CARET_AT_THE_END = """field => {
    const selection = getSelection();
    if (!selection.rangeCount || !field.contains(selection.focusNode)) return false;
    const after = document.createRange();
    after.selectNodeContents(field);
    after.setStart(selection.focusNode, selection.focusOffset);
    return after.toString() === '';
}"""


def test_the_site_screen_lists_every_document_by_group(editor: Page, site_url: str) -> None:
    page = editor
    page.goto(site_url + "/admin")
    page.get_by_role("navigation", name="Staff").get_by_role("link", name="Site").click()
    expect(page.get_by_role("heading", level=1, name="Site")).to_be_visible()
    for group in ("Agency", "Pages", "Insurance", "Insurance products"):
        expect(page.get_by_role("heading", level=2, name=group, exact=True)).to_be_visible()
    agency = page.get_by_role("region", name="Agency", exact=True)
    expect(agency.get_by_role("link", name="Agency facts")).to_be_visible()
    expect(agency.get_by_role("link", name="Companies we represent")).to_be_visible()


def test_saturday_hours_changed_in_the_form_show_on_the_public_pages(
        editor: Page, site_url: str, site_content: Path,
        staff_credentials: tuple[str, str]) -> None:
    page = editor
    errors = collect_console_errors(page)
    before = commits_of(site_content, "site")
    open_document(page, site_url, "Agency facts")
    page.get_by_role("button", name="Office hours").click()
    saturday = page.get_by_role("group", name="Saturday", exact=True)
    expect(saturday.get_by_label("Closed")).not_to_be_checked()
    saturday.get_by_label("Opens").fill("09:30")
    saturday.get_by_label("Closes").fill("13:30")
    save(page)

    shown = f"9:30 AM {DASH} 1:30 PM"
    for path in ("/", "/contact"):
        page.goto(site_url + path)
        expect(page.get_by_role("main").get_by_text(shown).locator("visible=true").first).to_be_visible()
        expect(page.get_by_role("contentinfo").get_by_text(shown)).to_be_visible()
    after = commits_of(site_content, "site")
    assert after == [staff_credentials[0], *before]
    assert errors == []


def test_a_company_gets_its_claims_line(editor: Page, site_url: str, site_content: Path,
                                        staff_credentials: tuple[str, str]) -> None:
    page = editor
    open_document(page, site_url, "Companies we represent")
    page.get_by_role("link", name=COMPANY, exact=True).click()
    expect(page.get_by_role("heading", level=2, name=COMPANY)).to_be_visible()
    page.get_by_label("24-hour claims phone").fill(CLAIMS_PHONE)
    save(page)
    companies = api(page, site_url, "/api/companies")
    assert next(c for c in companies if c["name"] == COMPANY)["claimsPhone"] == CLAIMS_PHONE
    assert git(site_content, "log", "-1", "--format=%an %s").startswith(staff_credentials[0])


def test_a_save_over_someone_elses_change_is_refused_and_keeps_what_was_typed(
        browser: Browser, site_url: str, staff_credentials: tuple[str, str]) -> None:
    first, second = (browser.new_context().new_page() for _ in range(2))
    for page in (first, second):
        sign_in(page, site_url, staff_credentials)
        open_document(page, site_url, "Agency facts")
    first.get_by_label("Tagline").fill("First tagline")
    save(first)

    second.get_by_label("Tagline").fill("Second tagline")
    second.get_by_role("button", name="Save").click()
    expect(second.get_by_text("Someone else changed this since you opened it.")).to_be_visible()
    expect(second.get_by_label("Tagline")).to_have_value("Second tagline")
    second.once("dialog", lambda dialog: dialog.accept())
    second.get_by_role("button", name="Load their version").click()
    expect(second.get_by_label("Tagline")).to_have_value("First tagline")
    for page in (first, second):
        page.context.close()


def test_history_names_who_changed_what_and_restore_brings_it_back(
        editor: Page, site_url: str, staff_credentials: tuple[str, str]) -> None:
    page = editor
    open_document(page, site_url, "Agency facts")
    original = page.get_by_label("Agency name").input_value()
    page.get_by_label("Agency name").fill("Harbor Point Agency for a Day")
    save(page)

    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name=re.compile("^History of"))
    versions = history.get_by_role("list").first.locator(":scope > li")
    newest = versions.first
    expect(newest).to_contain_text(staff_credentials[0])
    expect(newest).to_contain_text(f"Agency name: {original}")
    versions.nth(1).get_by_role("button", name=re.compile("^Restore this version")).click()
    page.get_by_role("alertdialog").get_by_role("button", name="Restore version").click()
    expect(page.get_by_text(re.compile("is back as it was on")).first).to_be_visible()
    expect(page.get_by_label("Agency name")).to_have_value(original)
    assert api(page, site_url, "/api/site")["name"] == original


def test_page_text_is_edited_in_the_posts_rich_editor(editor: Page, site_url: str) -> None:
    page = editor
    open_document(page, site_url, "Contact Us")
    text = page.get_by_role("textbox", name="Text")
    put_caret_at_the_end(text)
    page.keyboard.press("Enter")
    page.keyboard.type("Parking is behind the building.")
    save(page)
    content = api(page, site_url, "/api/pages/contact")["content"]
    assert content.endswith("<p>Parking is behind the building.</p>")


def png_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 40), (14, 132, 117)).save(buffer, format="PNG")
    return buffer.getvalue()


def test_an_uploaded_logo_fills_the_company_image(editor: Page, site_url: str,
                                                  site_content: Path) -> None:
    page = editor
    open_document(page, site_url, "Companies we represent")
    page.get_by_role("link", name=COMPANY, exact=True).click()
    logo = page.get_by_role("group", name="Logo")
    logo.get_by_label("Upload an image").set_input_files(
        files=[{"name": "logo.png", "mimeType": "image/png", "buffer": png_bytes()}])
    address = logo.get_by_label("Image address")
    expect(address).to_have_value(re.compile(r"^/media/uploads/[\w-]+\.png$"))
    expect(logo.get_by_role("img", name="Preview of Logo")).to_be_visible()
    save(page)
    companies = api(page, site_url, "/api/companies")
    stored = next(c for c in companies if c["name"] == COMPANY)["logo"]
    assert stored == address.input_value()
    assert (site_content / stored.removeprefix("/")).is_file()


def jpeg_portrait() -> bytes:
    """A photo as a phone takes one: a JPEG wider than any width variant the page asks for."""
    buffer = io.BytesIO()
    Image.new("RGB", (900, 900), (180, 140, 110)).save(buffer, format="JPEG", quality=80)
    return buffer.getvalue()


def test_a_team_member_added_in_the_form_with_a_photo_shows_on_our_team(
        editor: Page, site_url: str) -> None:
    page = editor
    count = len(api(page, site_url, "/api/copy/team")["agents"])
    open_document(page, site_url, "Team members")
    page.get_by_role("button", name="Add to Agents").click()
    # The new member opens on their own, at their place in the address.
    expect(page).to_have_url(re.compile(rf"item=agents\.{count}$"))
    member = page.get_by_role("main")
    member.get_by_label("Name", exact=True).fill("Rosa Delgado")
    expect(page.get_by_role("heading", level=2, name="Rosa Delgado")).to_be_visible()
    member.get_by_label("Id", exact=True).fill("rosa-delgado")
    member.get_by_label("Role").fill("Commercial Lines Agent")
    member.get_by_label("License number").fill("CT-555-0009")
    member.get_by_role("group", name="Photo").get_by_label("Upload an image").set_input_files(
        files=[{"name": "rosa.jpg", "mimeType": "image/jpeg", "buffer": jpeg_portrait()}])
    expect(member.get_by_role("img", name="Preview of Photo")).to_be_visible()
    member.get_by_role("button", name="Add to Biography").click()
    member.get_by_label("Biography", exact=True).fill(
        "Rosa looks after the agency's business clients.")
    member.get_by_role("link", name="Rosa Delgado", exact=True).click()
    expect(member.get_by_role("group", name="Biography").get_by_role("link")).to_have_text(
        "Rosa looks after the agency's business clients.")
    save(page)

    page.goto(site_url + "/about/our-team")
    card = page.get_by_role("article").filter(has=page.get_by_role("heading", name="Rosa Delgado"))
    portrait = card.get_by_role("img", name="Rosa Delgado", exact=True)
    portrait.scroll_into_view_if_needed()  # loaded lazily, as it nears the window
    page.wait_for_function("img => img.complete && img.naturalWidth > 0",
                           arg=portrait.element_handle())
    shown = portrait.evaluate("img => img.currentSrc")
    answer = page.request.get(shown)
    assert answer.ok and answer.headers["content-type"] == "image/webp", shown
    expect(card.get_by_text("CT-555-0009")).to_be_visible()


def test_a_faq_answer_with_a_link_is_saved_and_shown(editor: Page, site_url: str) -> None:
    page = editor
    open_document(page, site_url, "FAQ")
    page.get_by_role("group", name="Sections").get_by_role("link").first.click()
    page.get_by_role("group", name="Items").get_by_role("link").first.click()
    answer = page.get_by_role("textbox", name="Answer")
    put_caret_at_the_end(answer)
    page.keyboard.press("Enter")
    page.keyboard.type("Call us for help")
    page.keyboard.press("Shift+Home")
    page.get_by_role("toolbar", name="Formatting").first.get_by_role("button", name="Link").click()
    box = page.get_by_role("dialog", name="Link address")
    box.get_by_label("Link address").fill("/contact")
    box.get_by_role("button", name="Apply link").click()
    expect(answer.get_by_role("link", name="Call us for help")).to_be_visible()
    save(page)

    stored = api(page, site_url, "/api/copy/faq")["sections"][0]["items"][0]["answer"]
    assert stored.endswith('<p><a href="/contact">Call us for help</a></p>'), stored
    page.goto(site_url + "/faqs")
    link = page.get_by_role("main").get_by_role("link", name="Call us for help")
    expect(link).to_have_attribute("href", "/contact")


def test_the_privacy_notice_is_edited_in_its_form_with_the_facts_it_may_name(
        editor: Page, site_url: str) -> None:
    page = editor
    open_document(page, site_url, "Privacy notice")
    page.get_by_role("group", name="Introduction").get_by_role("link").first.click()
    intro = page.get_by_label("Introduction", exact=True)
    intro.click()  # its placeholders show as chips until it is chosen
    intro.fill("Ask {manager} anything.")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("alert")).to_contain_text(
        "{manager} is not a fact the page can fill in")
    intro.fill("Finished requests go after {retentionDays} days; ask {agencyName} anything.")
    save(page)

    days = api(page, site_url, "/api/requests/settings")["retentionDays"]
    name = api(page, site_url, "/api/site")["name"]
    page.goto(site_url + "/privacy")
    expect(page.get_by_role("main")).to_contain_text(
        f"Finished requests go after {days} days; ask {name} anything.")


def test_agency_facts_move_by_keyboard_ask_before_leaving_and_mark_a_refused_field(
        editor: Page, site_url: str) -> None:
    """The form's behaviour without a save, on one opening of Agency facts (once three tests,
    each opening it): a list item moves by keyboard and focus follows; leaving with unsaved
    changes asks first; a refused field is marked and focused."""
    page = editor
    open_document(page, site_url, "Agency facts")
    social = page.get_by_role("group", name="Social media", exact=True)
    first = social.get_by_role("listitem").first.get_by_role("link").inner_text()
    down = social.get_by_role("button", name=f"Move {first} down")
    down.focus()
    page.keyboard.press("Enter")
    expect(social.get_by_role("listitem").nth(1).get_by_role("link")).to_have_text(first)
    expect(page.locator(":focus")).to_have_accessible_name(re.compile(f"^Move {first} (up|down)$"))
    expect(page.get_by_text("You have unsaved changes.")).to_be_visible()

    page.get_by_label("Tagline").fill("Not saved yet")
    asked: list[str] = []

    def stay(dialog: Dialog) -> None:
        asked.append(dialog.message)
        dialog.dismiss()

    page.once("dialog", stay)
    page.get_by_role("navigation", name="Staff").get_by_role("link", name="Requests").click()
    assert asked == ["You have unsaved changes to this page of the site. Discard them?"]
    expect(page.get_by_label("Tagline")).to_have_value("Not saved yet")

    page.get_by_role("button", name="Office hours").click()
    saturday = page.get_by_role("group", name="Saturday", exact=True)
    saturday.get_by_label("Closes").fill("08:00")
    page.get_by_role("button", name="Save").click()
    closes = saturday.get_by_label("Closes")
    expect(closes).to_be_focused()
    expect(closes).to_have_attribute("aria-invalid", "true")
    place = " \N{SINGLE RIGHT-POINTING ANGLE QUOTATION MARK} ".join(
        ("Office hours", "Saturday", "Closes"))
    expect(page.get_by_role("alert")).to_contain_text(place)


SITE_SCREENS = ["/admin/site", "/admin/site?document=site", "/admin/site?document=copy%2Fteam",
                "/admin/site?document=pages%2Fcontact", "/admin/site?document=companies"]


def test_site_screens_fit_a_phone_and_pass_axe(editor: Page, site_url: str) -> None:
    """The screens one after another in one test (one sign-in, one context, the first loaded and
    each next reached by the Site screen's links), each scanned once."""
    page = editor
    set_width(page, WIDTHS["mobile"])
    for path in SITE_SCREENS:
        go_in_app(page, site_url, path, via=SITE_SCREENS[0])
        expect(page.get_by_role("heading", level=1)).to_be_visible()
        expect(page.get_by_role("status")).to_have_count(0)
        if "document" in path:
            expect(page.get_by_role("button", name="Save")).to_be_visible()
        assert_no_horizontal_scroll(page)
        assert_accessible(page)
