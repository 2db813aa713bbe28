"""Takes the staff guide's screenshots (docs/images/*.png) in Chromium against the real service,
on the tests' own content and a scratch instance folder, with the browser tests' helpers.

    make docs-screenshots   # CHROMIUM_PATH=... uv run python -m tools.docs_screenshots
"""

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page, ViewportSize, expect, sync_playwright

from tests.browser.conftest import CHROMIUM_ARGS, instance_with_staff, sign_in
from tests.browser.test_admin import checklist, editor, open_editor
from tests.browser.test_publishing import write
from tests.browser.test_requests import aged_tokens, quote_body
from tests.conftest import make_content_copy
from tests.servers import running_service

ROOT = Path(__file__).resolve().parents[1]
IMAGES = ROOT / "docs" / "images"
CREDENTIALS = ("maria", "harbor-point-docs-2026")
VIEWPORT: ViewportSize = {"width": 1280, "height": 800}
# The pictures docs/staff.md shows: a visitor's (signed out) with their address, then the staff's.
VISITOR_SCREENS = {"sign-in": "/admin/login", "quote-form": "/request-quote"}
STAFF_SCREENS = ("overview", "post-editor", "wording-findings", "wording-checklist",
                 "requests-inbox", "request-detail", "reports", "site-documents", "document-form",
                 "staff-accounts")
RISKY = "<p>We guarantee the lowest price and complete coverage.</p>"
VISITORS = [("Jane Doe", {"coverages": ["home", "auto"], "zip": "06460"}),
            ("Sam Rivera", {"coverages": ["flood"], "email": "sam@example.com"}),
            ("Priya Shah", {"coverages": ["business"], "message": "A bakery on Broad Street."})]


def seed_requests(page: Page, site: str) -> int:
    """Three visitors' quote requests sent as the form sends them; the first one's id."""
    tokens = aged_tokens(page, site, len(VISITORS))
    ids = []
    for (name, answers), token in zip(VISITORS, tokens, strict=True):
        answer = page.request.post(site + "/api/requests", data=quote_body(name, token, **answers),
                                   headers={"Origin": site})
        assert answer.ok, answer.text()
        ids.append(answer.json()["id"])
    write(page, site, "PATCH", f"/api/admin/requests/{ids[1]}", {"status": "contacted"})
    return int(ids[0])


def shoot(page: Page, name: str) -> None:
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.wait_for_load_state("networkidle")
    page.screenshot(path=IMAGES / f"{name}.png", animations="disabled")
    print(f"wrote docs/images/{name}.png")


def staff_screens(page: Page, site: str) -> list[tuple[str, str, Callable[[], None]]]:
    """(image name, address, what to wait for or do there) for each screen the guide shows."""
    first_request = seed_requests(page, site)
    risky = write(page, site, "POST", "/api/admin/blog-posts",
                  {"title": "Why we compare quotes", "excerpt": "How an independent agent shops.",
                   "content": RISKY})

    def findings() -> None:
        open_editor(page, site, risky["slug"])
        panel = editor(page).get_by_test_id("wording-findings")
        expect(panel.get_by_role("listitem").filter(has_text="Wording to review")).to_have_count(3)
        panel.evaluate("element => element.scrollIntoView({block: 'center'})")

    def checklist_open() -> None:
        editor(page).get_by_role("button", name="Publish", exact=True).click()
        expect(checklist(page)).to_be_visible()

    return [
        ("overview", "/admin", lambda: page.get_by_text("Jane Doe").first.wait_for()),
        ("post-editor", "", lambda: open_editor(page, site)),
        ("wording-findings", "", findings),
        ("wording-checklist", "", checklist_open),
        ("requests-inbox", "/admin/requests", lambda: page.get_by_text("Priya Shah").wait_for()),
        ("request-detail", f"/admin/requests/{first_request}",
         lambda: page.get_by_text("Jane Doe").first.wait_for()),
        ("reports", "/admin/reports", lambda: page.get_by_text("Direct").first.wait_for()),
        ("site-documents", "/admin/site", lambda: page.get_by_text("Agency facts").wait_for()),
        ("document-form", "/admin/site?document=site",
         lambda: page.get_by_role("button", name="Save").first.wait_for()),
        ("staff-accounts", "/admin/staff",
         lambda: page.get_by_text(CREDENTIALS[0]).first.wait_for()),
    ]


def main() -> int:
    chromium = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        content = make_content_copy(Path(scratch) / "content")
        instance = instance_with_staff(Path(scratch) / "instance", CREDENTIALS)
        with running_service(content, instance, server_rendering=True) as site:
            browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            visitor = browser.new_page(viewport=VIEWPORT)
            for name, address in VISITOR_SCREENS.items():
                visitor.goto(site + address)
                shoot(visitor, name)
            page = browser.new_page(viewport=VIEWPORT)
            sign_in(page, site, CREDENTIALS)
            screens = staff_screens(page, site)
            assert tuple(name for name, _, _ in screens) == STAFF_SCREENS
            for name, address, ready in screens:
                if address:
                    page.goto(site + address)
                ready()
                shoot(page, name)
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
