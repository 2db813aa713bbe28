"""The worker's shared browser context (shared_context.py) hands each test what a new context
would: no cookie, stored data, grant, page or clock of the test before; screenshots are kept
only in a run that asks for them."""

import uuid

import pytest
from playwright.sync_api import BrowserContext, Page

from tests.browser.helpers import SCREENSHOTS, save_screenshot
from tests.browser.shared_context import CLOCK_INSTALLED, SharedContext

# A document of the service's origin that runs none of the app's code: what is tested is the
# context, which any page of the origin shows as well, and the app's 404 page cost each visit a
# load of the app.
PLAIN = "/robots.txt"
SET_EVERYTHING = """async () => {
    localStorage.setItem('left', 'behind');
    document.cookie = 'visitor=left-behind; path=/';
    await new Promise((done, failed) => {
        const opening = indexedDB.open('left-behind');
        opening.onupgradeneeded = () => opening.result.createObjectStore('things');
        opening.onsuccess = () => { opening.result.close(); done(); };
        opening.onerror = failed;
    });
}"""
WHAT_IS_LEFT = """async () => ({
    stored: localStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map(database => database.name),
})"""


def visit(context: BrowserContext, base_url: str) -> dict[str, object]:
    page = context.new_page()
    page.goto(base_url + PLAIN)
    return dict(page.evaluate(WHAT_IS_LEFT))


def test_a_test_leaves_nothing_behind_for_the_next(shared_context: SharedContext,
                                                   base_url: str) -> None:
    context = shared_context.lend()
    page = context.new_page()
    page.goto(base_url + PLAIN)
    page.evaluate(SET_EVERYTHING)
    context.grant_permissions(["clipboard-read"], origin=base_url)
    assert visit(context, base_url)["stored"] == 1  # what the test sees while it runs
    shared_context.take_back()

    again = shared_context.lend()
    assert again is context and again.pages == []
    assert visit(again, base_url) == {"stored": 0, "cookie": "", "databases": []}
    granted = again.pages[0].evaluate(
        "async () => (await navigator.permissions.query({name: 'clipboard-read'})).state")
    assert granted != "granted"
    shared_context.take_back()


def test_a_context_with_a_clock_installed_is_not_lent_again(shared_context: SharedContext,
                                                            base_url: str) -> None:
    context = shared_context.lend()
    page = context.new_page()
    page.clock.install()
    page.goto(base_url + PLAIN)
    assert page.evaluate(CLOCK_INSTALLED)
    shared_context.take_back()

    again = shared_context.lend()
    assert again is not context
    fresh = again.new_page()
    fresh.goto(base_url + PLAIN)
    assert not fresh.evaluate(CLOCK_INSTALLED)
    shared_context.take_back()


def test_screenshots_are_kept_only_when_the_run_asks(page: Page, base_url: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    page.goto(base_url + PLAIN)
    name = f"kept-when-asked-{uuid.uuid4().hex}"
    monkeypatch.delenv("BROWSER_SCREENSHOTS", raising=False)
    assert save_screenshot(page, name) is None
    assert not (SCREENSHOTS / f"{name}.png").exists()
    monkeypatch.setenv("BROWSER_SCREENSHOTS", "1")
    kept = save_screenshot(page, name)
    assert kept == SCREENSHOTS / f"{name}.png" and kept.stat().st_size > 0
    kept.unlink()
