"""Edit from the page and history that says what changed, in real Chromium at 375 and 1280 px: a
signed-in staff member's public pages show a staff bar whose "Edit this page" opens the page's
document and section (/faqs: the FAQ's sections), "View on site" leads back after saving; a
visitor's browser never loads the bar's code, nor does one that only carries the marker without
a session; a document's history shows each changed field old → new, and Undo puts back one field
while the version's other changes stay; restoring a page's earlier version goes through the
wording review as saving it does (a version promising "the lowest price and complete coverage"
comes back from History only once staff tick each finding, the reviews kept with it). Axe finds
nothing on the new screens."""

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Request, expect

from service.documents.writes import change_document
from service.store.content_store import ContentStore
from tests.browser.conftest import instance_with_staff, sign_in, source_map_sources
from tests.browser.helpers import (
    WIDTHS,
    api,
    assert_accessible,
    assert_no_horizontal_scroll,
    collect_console_errors,
    resized,
    save_screenshot,
    set_width,
)
from tests.conftest import git, make_content_copy
from tests.servers import running_service

SIZES = {name: WIDTHS[name] for name in ("mobile", "desktop")}
BAR_SOURCES = ("features/staff-bar/", "app/layouts/admin-staff-bar")
PLACE = " \N{SINGLE RIGHT-POINTING ANGLE QUOTATION MARK} "
OLD_PHONE, NEW_PHONE = "(800) 555-0101", "(800) 555-0199"
NEW_WEBSITE = "https://claims.travelers.example"
# The About page's risky version, restored through the wording review (once its own module's,
# test_document_restore_review.py, with a service of its own for this one test).
ABOUT = "pages/about"
ABOUT_TITLE = "About Harbor Point Insurance Agency"
SENTENCE = "We guarantee the lowest price and complete coverage."
PHRASES = ("guarantee", "lowest price", "complete coverage")
CLEAN = "We compare quotes from several companies for you."


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A content copy of its own: the saves and undos here must not reach other tests."""
    folder = make_content_copy(tmp_path_factory.mktemp("edit-from-page") / "content")
    companies = json.loads((folder / "companies.json").read_text("utf-8"))
    next(c for c in companies if c["name"] == "Travelers")["claimsPhone"] = OLD_PHONE
    (folder / "companies.json").write_text(json.dumps(companies, indent=2) + "\n", "utf-8")
    git(folder, "commit", "--quiet", "--all", "-m", "Travelers' claims line")
    # The About page once said SENTENCE, nobody having reviewed it (written as the CLI writes),
    # and now says CLEAN.
    store = ContentStore(folder)
    change_document(store, ABOUT, about_saying(folder, SENTENCE), author="Old Hand")
    change_document(store, ABOUT, about_saying(folder, CLEAN), author="Old Hand")
    return folder


def about_saying(content: Path, text: str) -> dict[str, Any]:
    stored = json.loads((content / f"{ABOUT}.json").read_text("utf-8"))
    return {**stored, "content": f"<p>{text}</p>"}


@pytest.fixture(scope="module")
def site(content: Path, tmp_path_factory: pytest.TempPathFactory,
         staff_credentials: tuple[str, str]) -> Iterator[str]:
    instance = instance_with_staff(tmp_path_factory.mktemp("edit-from-page-instance"),
                                   staff_credentials)
    with running_service(content, instance, server_rendering=False) as url:
        yield url


def record_requests(page: Page) -> list[str]:
    seen: list[str] = []

    def keep(request: Request) -> None:
        seen.append(request.url)

    page.on("request", keep)
    return seen


def bar_scripts(requests: list[str]) -> list[str]:
    """The scripts requested whose modules include the staff bar's."""
    return [url for url in requests if url.endswith(".js")
            and any(marker in source for source in source_map_sources(url)
                    for marker in BAR_SOURCES)]


def sign_in_on_the_form(page: Page, site: str, credentials: tuple[str, str]) -> None:
    """As the office does: the sign-in page, which marks this browser as a staff member's."""
    page.goto(site + "/admin/login")
    page.get_by_label("User name").fill(credentials[0])
    page.get_by_label("Password").fill(credentials[1])
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/admin$"))


def at_both_sizes(page: Page) -> Iterator[str]:
    """The page as it stands (on a phone), resized to each of SIZES in turn, then back."""
    return resized(page, SIZES)


def test_a_visitor_never_loads_the_staff_bar(page: Page, site: str) -> None:
    """Loaded on a phone's width and widened to a computer's (a test per width loaded it twice):
    at neither is the bar shown or its code asked for."""
    set_width(page, SIZES["mobile"])
    requests = record_requests(page)
    page.goto(site + "/faqs")
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    page.wait_for_load_state("networkidle")
    for _size in at_both_sizes(page):
        page.wait_for_load_state("networkidle")
        expect(page.get_by_role("complementary", name="Staff")).to_have_count(0)
        expect(page.get_by_role("link", name="Edit this page")).to_have_count(0)
    assert [url for url in requests if "/api/admin/" in url or "/api/auth/" in url] == []
    assert [url for url in requests if url.endswith(".js")], "no scripts seen at all"
    assert bar_scripts(requests) == []


def test_the_marker_alone_shows_nothing_and_is_cleared(page: Page, site: str) -> None:
    """A browser that says it is staff's but has no session: the bar's code asks the service,
    shows nothing, asks for no edit target, and forgets the marker."""
    page.goto(site + "/about")
    page.evaluate("localStorage.setItem('agency-staff', '1')")
    requests = record_requests(page)
    page.goto(site + "/faqs")
    page.wait_for_function("() => localStorage.getItem('agency-staff') === null")
    expect(page.get_by_role("complementary", name="Staff")).to_have_count(0)
    assert bar_scripts(requests) != []
    assert [url for url in requests if "/api/admin/" in url] == []


def test_edit_this_page_opens_the_faq_and_view_on_site_leads_back(
        browser: Browser, site: str, staff_credentials: tuple[str, str]) -> None:
    """Walked once on a phone's width; the page with the bar and the document it opens are each
    checked there and widened to a computer's (a test per width walked it all twice)."""
    page = browser.new_context().new_page()
    set_width(page, SIZES["mobile"])
    sign_in_on_the_form(page, site, staff_credentials)
    # From here on (the sign-in page itself asks for the session first, and is answered 401).
    errors = collect_console_errors(page)
    requests = record_requests(page)
    page.goto(site + "/faqs")
    bar = page.get_by_role("complementary", name="Staff")
    expect(bar).to_contain_text(f"Signed in as {staff_credentials[0]}")
    edit = bar.get_by_role("link", name="Edit this page")
    expect(edit).to_be_visible()
    assert bar_scripts(requests) != []
    expect(page.get_by_role("heading", level=1)).to_be_visible()  # the page, not only the bar
    for size in at_both_sizes(page):
        expect(edit).to_be_visible()
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        save_screenshot(page, f"staff-bar-faqs-{size}", full_page=False)

    edit.click()
    expect(page).to_have_url(site + "/admin/site?document=copy%2Ffaq&section=sections"
                             "&page=%2Ffaqs")
    expect(page.get_by_role("heading", level=1, name="FAQ")).to_be_visible()
    expect(page.get_by_role("group", name="Sections", exact=True)).to_be_focused()
    for size in at_both_sizes(page):
        assert_accessible(page)
        save_screenshot(page, f"edit-faq-opened-{size}", full_page=False)

    title = "Questions we hear (edited from the page)"
    page.get_by_label("Title", exact=True).first.fill(title)
    page.get_by_role("button", name="Save").click()
    saved = page.get_by_text(re.compile("is saved and shows on the website now")).first
    expect(saved).to_be_visible()
    page.wait_for_function("() => !(history.state && history.state.unsavedChangesGuard)")
    page.get_by_role("link", name=re.compile("^View on site")).click()
    expect(page).to_have_url(site + "/faqs")
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    assert errors == []
    page.context.close()


def change_travelers(page: Page, site: str, token: str, website: str) -> None:
    """A version that changes Travelers' claims phone and website, saved as staff do."""
    answer = page.request.get(site + "/api/admin/documents/companies")
    companies = answer.json()["value"]
    travelers = next(c for c in companies if c["name"] == "Travelers")
    travelers.update(claimsPhone=NEW_PHONE, website=website)
    saved = page.request.put(site + "/api/admin/documents/companies", data=companies, headers={
        "If-Match": answer.headers["etag"], "X-CSRF-Token": token, "Origin": site})
    assert saved.ok, saved.text()


def test_history_shows_old_and_new_and_undoes_one_field(
        page: Page, site: str, staff_credentials: tuple[str, str]) -> None:
    """The history dialog checked on a phone's width and widened to a computer's, one load."""
    set_width(page, SIZES["mobile"])
    errors = collect_console_errors(page)
    website = f"{NEW_WEBSITE}/history"
    change_travelers(page, site, sign_in(page, site, staff_credentials), website)
    page.goto(site + "/admin/site?document=companies")
    expect(page.get_by_role("heading", level=1, name="Companies we represent")).to_be_visible()
    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name=re.compile("^History of"))
    phone = f"Travelers{PLACE}24-hour claims phone"
    change = history.get_by_role("list", name="Changed fields").first.get_by_role(
        "listitem").filter(has_text=phone)
    expect(change).to_contain_text(f"{phone}: {OLD_PHONE}")
    expect(change).to_contain_text(NEW_PHONE)
    expect(history.get_by_role("list", name="Changed fields").first).to_contain_text(
        f"Travelers{PLACE}Website")
    for size in at_both_sizes(page):
        expect(change).to_be_visible()
        assert_accessible(page)
        assert_no_horizontal_scroll(page)
        save_screenshot(page, f"history-changes-{size}", full_page=False)

    change.get_by_role("button", name=f"Undo the change to {phone}").click()
    expect(page.get_by_text(f"{phone} is back as it was.").first).to_be_visible()
    travelers = next(c for c in api(page, site, "/api/companies") if c["name"] == "Travelers")
    assert travelers["claimsPhone"] == OLD_PHONE
    assert travelers["website"] == website
    assert errors == []


def test_restoring_a_risky_version_goes_through_the_checklist(
        page: Page, site: str, content: Path, staff_credentials: tuple[str, str]) -> None:
    url = site
    sign_in(page, url, staff_credentials)
    page.goto(url + "/admin/site?document=pages%2Fabout")
    text = page.get_by_role("textbox", name="Text")
    expect(text).to_contain_text(CLEAN)
    page.get_by_role("button", name="History").click()
    history = page.get_by_role("dialog", name=f"History of {ABOUT_TITLE}")
    # The versions by their author (each version's own changes are items of a list inside it).
    older = history.get_by_role("listitem").filter(has_text="Old Hand").nth(1)
    expect(older).to_contain_text("Text:")
    older.get_by_role("button", name="Restore this version").click()
    head = git(content, "rev-parse", "HEAD")
    page.get_by_role("alertdialog", name="Restore this version?") \
        .get_by_role("button", name="Restore version").click()

    # The server kept the restore back: the checklist names the three findings, nothing written.
    checklist = page.get_by_role("dialog", name="Check the wording before it goes public")
    boxes = checklist.get_by_role("checkbox", name="I've reviewed this wording")
    expect(boxes).to_have_count(3)
    for phrase in PHRASES:
        expect(checklist.locator("mark", has_text=phrase)).to_have_count(1)
    assert git(content, "rev-parse", "HEAD") == head
    assert CLEAN in json.loads((content / f"{ABOUT}.json").read_text("utf-8"))["content"]
    assert_accessible(page)
    go = checklist.get_by_role("button", name="Restore", exact=True)
    boxes.nth(0).check()
    boxes.nth(1).check()
    expect(go).to_be_disabled()
    boxes.nth(2).check()
    with page.expect_request(lambda r: r.method == "POST" and r.url.endswith("/restore")) as sent:
        go.click()
    body = sent.value.post_data_json
    assert body is not None
    assert sorted(item["phrase"] for item in body["acknowledge"]) == sorted(PHRASES)

    expect(page.get_by_text(f"{ABOUT_TITLE} is back as it was on").first).to_be_visible()
    expect(checklist).to_have_count(0)
    expect(history).to_have_count(0)
    expect(page.get_by_role("textbox", name="Text")).to_contain_text(SENTENCE)
    kept = json.loads((content / "wording-reviews.json").read_text("utf-8"))
    assert sorted(r["phrase"] for r in kept["documents"][ABOUT]) == sorted(PHRASES)
    assert sorted(git(content, "show", "--name-only", "--format=", "HEAD").split()) == \
        [f"{ABOUT}.json", "wording-reviews.json"]
    assert f'Wording reviewed by {staff_credentials[0]}: price-claim "lowest price"' in \
        git(content, "log", "-1", "--format=%B")

    page.goto(url + "/about")
    expect(page.get_by_text(SENTENCE)).to_be_visible()
