"""One browser context per worker, lent to each test in turn: a test's new context and page cost
a second or two on a loaded machine, and a context's warm HTTP cache spares every page load the
app's scripts. Between tests the context is emptied of what a visitor would carry (cookies, local
storage, IndexedDB, permissions, open pages); a test marked `own_context` (a cold cache measured)
gets a context of its own as before. Playwright's clock cannot be uninstalled: a context a test
installed it in is closed after that test, and the next test gets a new one."""

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Error as PlaywrightError, Frame, Page

OWN_CONTEXT = "own_context"
# Playwright's own global in a page whose context has its clock installed.
CLOCK_INSTALLED = "() => '__pwClock' in globalThis"
CLEARED = "local_storage,indexeddb,websql,service_workers,cache_storage,file_systems"


class SharedContext:
    """The worker's context, made again if a test closed it; knows the origins its pages saw."""

    def __init__(self, browser: Browser, args: dict[str, Any]) -> None:
        self.browser, self.args = browser, args
        self.context: BrowserContext | None = None
        self.origins: set[str] = set()

    def lend(self) -> BrowserContext:
        if self.context is None:
            context = self.browser.new_context(**self.args)
            context.on("close", lambda _: setattr(self, "context", None))
            context.on("page", lambda page: page.on("framenavigated", self._note))
            self.context = context
        return self.context

    def _note(self, frame: Frame) -> None:
        parts = urlsplit(frame.url)
        if parts.scheme in ("http", "https"):
            self.origins.add(f"{parts.scheme}://{parts.netloc}")

    def take_back(self) -> None:
        """Empty the context of what the test left: its storage, cookies, grants and pages; one
        that cannot be emptied (a clock in it, a browser error on the way) is closed instead."""
        context = self.context
        if context is None:
            return
        try:
            if any(clock_installed(page) for page in context.pages):
                raise ClockLeft
            self._empty(context)
        except (ClockLeft, PlaywrightError):
            self.origins.clear()
            context.close()

    def _empty(self, context: BrowserContext) -> None:
        if self.origins:
            page = context.pages[0] if context.pages else context.new_page()
            session = context.new_cdp_session(page)
            for origin in sorted(self.origins):
                session.send("Storage.clearDataForOrigin",
                             {"origin": origin, "storageTypes": CLEARED})
            session.detach()
            self.origins.clear()
        context.clear_cookies()
        context.clear_permissions()
        for page in context.pages:
            page.close()


class ClockLeft(Exception):
    """A test installed Playwright's clock in the context, which nothing can take out again."""


def clock_installed(page: Page) -> bool:
    try:
        return bool(page.evaluate(CLOCK_INSTALLED))
    except PlaywrightError:  # a page that closed or never loaded holds no clock to leak
        return False


def lent_contexts(browser: Browser, args: dict[str, Any]) -> Iterator[SharedContext]:
    """A fixture's body: a SharedContext made with args, its context closed at the fixture's end."""
    shared = SharedContext(browser, args)
    yield shared
    if shared.context is not None:
        shared.context.close()


@pytest.fixture(scope="session")
def shared_context(browser: Browser, browser_context_args: dict[str, Any]
                   ) -> Iterator[SharedContext]:
    yield from lent_contexts(browser, browser_context_args)


@pytest.fixture
def context(request: pytest.FixtureRequest, shared_context: SharedContext
            ) -> Iterator[BrowserContext]:
    """The worker's shared context, or (marked own_context) a new one closed after the test."""
    if request.node.get_closest_marker(OWN_CONTEXT):
        yield request.getfixturevalue("new_context")()
        return
    yield shared_context.lend()
    shared_context.take_back()
