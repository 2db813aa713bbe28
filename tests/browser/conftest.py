"""Browser fixtures: the real service on a free port, serving the built app and a content copy,
with its own instance folder holding one staff account for the tests that sign in."""

import atexit
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Cookie, Page, expect

from service.site.build_files import SOURCEMAP_DIR
from tests.browser.scheduling import pytest_xdist_make_scheduler  # noqa: F401 (xdist's hook)
from tests.browser.shared_context import (  # noqa: F401 (fixtures)
    OWN_CONTEXT,
    context,
    shared_context,
)
from tests.conftest import PROJECT_ROOT, make_content_copy
from tests.made_once import made_once, run_folder
from tests.servers import (
    export_site,
    free_port,
    plain_static_server,
    running_nginx,
    running_service,
    web_dist,
)
from tests.service.test_requests_mail import Mailbox, start_smtp

# Not the service's default (365): a page can only show it by reading the setting it was started or
# exported with (test_privacy_pages.py).
RETENTION_DAYS = 47
RETENTION_SETTINGS = {"AGENCY_REQUEST_RETENTION_DAYS": str(RETENTION_DAYS)}

STAFF_USERNAME = "test-editor"
STAFF_PASSWORD = "harbor-point-test-2024"

# Playwright's 5 s default is shorter than a lazy route's code, data and hydration take on a CI
# machine of 2 cores running three browsers and servers: what is expected is unchanged, only how
# long a slow machine may take to show it.
EXPECT_TIMEOUT_MS = 15_000
expect.set_options(timeout=EXPECT_TIMEOUT_MS)

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def default_chromium() -> str:
    """Debian's headless shell of Chromium, which `make test-browser` uses (the Makefile's
    TEST_CHROMIUM), or the full browser where only that is installed."""
    shell = Path("/usr/bin/chromium-headless-shell")
    return str(shell) if shell.exists() else "/usr/bin/chromium"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", f"{OWN_CONTEXT}: gets a browser context of its own, not the worker's shared one "
        "(a clock installed in it, a cold cache measured): tests/browser/shared_context.py")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_type_launch_args,
            "executable_path": os.environ.get("CHROMIUM_PATH", default_chromium()),
            "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def served_content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_content_copy(tmp_path_factory.mktemp("browser") / "content")


@pytest.fixture(scope="session")
def staff_credentials() -> tuple[str, str]:
    """The user name and password of the staff account the served instance holds."""
    return STAFF_USERNAME, STAFF_PASSWORD


def instance_with_staff(folder: Path, credentials: tuple[str, str]) -> Path:
    """An instance folder (staff accounts, sessions, requests) holding the test account, added
    by the CLI: once per account in this process, then copied (the CLI takes seconds to start)."""
    shutil.copytree(_instance_made_by_the_cli(credentials), folder, dirs_exist_ok=True)
    return folder


@functools.cache
def _instance_made_by_the_cli(credentials: tuple[str, str]) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="browser-staff-instance-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    username, password = credentials
    command = [sys.executable, "-c", "from cli.main import app; app()", "staff", "add", username]
    subprocess.run(command, cwd=PROJECT_ROOT, check=True, capture_output=True,
                   env={**os.environ, "AGENCY_INSTANCE_DIR": str(folder),
                        "AGENCY_STAFF_PASSWORD": password})
    return folder


def source_map_sources(script_url: str) -> list[str]:
    """The modules a served script was built from, read from its source map in the build (the
    service does not serve source maps: see web/tools/source-maps.mjs)."""
    name = urllib.parse.urlsplit(script_url).path.removeprefix("/assets/")
    map_file = web_dist() / SOURCEMAP_DIR / f"{name}.map"
    sources: list[str] = json.loads(map_file.read_text("utf-8"))["sources"]
    return sources


@pytest.fixture(scope="session")
def served_instance(tmp_path_factory: pytest.TempPathFactory,
                    staff_credentials: tuple[str, str]) -> Path:
    """The service's own instance folder, with the test account."""
    return instance_with_staff(tmp_path_factory.mktemp("instance"), staff_credentials)


@pytest.fixture(scope="session")
def base_url(served_content: Path, served_instance: Path) -> Iterator[str]:
    """The site rendered in the browser only: most suites intercept API calls with page.route,
    which a server render would have made already. Server rendering has its own fixture."""
    with running_service(served_content, served_instance, server_rendering=False) as url:
        yield url


@pytest.fixture(scope="session")
def rendered_base_url(served_content: Path, served_instance: Path) -> Iterator[str]:
    """The same site with server rendering on, as `make run` serves it."""
    with running_service(served_content, served_instance, server_rendering=True) as url:
        yield url


@pytest.fixture(scope="session")
def static_export_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A copy of the test content as `agency site export` writes it (with RETENTION_DAYS), served
    by nginx as a plain static host: one export for the whole run, made by the first worker that
    needs it, which every worker serves read-only with an nginx of its own."""
    folder = run_folder(tmp_path_factory) / "static-site"
    with made_once(folder) as first:
        if first:
            shutil.rmtree(folder, ignore_errors=True)  # what a failed first attempt left
            folder.mkdir()
            content = make_content_copy(folder / "content")
            result = export_site(content, folder / "instance", folder / "site",
                                 **RETENTION_SETTINGS)
            assert result.returncode == 0, result.stdout + result.stderr
    port = free_port()
    with running_nginx(plain_static_server(folder / "site", port), port):
        yield f"http://127.0.0.1:{port}"


def sign_in(page: Page, base_url: str, credentials: tuple[str, str]) -> str:
    """Sign the page's browser context in through the API (the cookie lands in the context);
    answers the session's CSRF token."""
    username, password = credentials
    answer = page.request.post(base_url + "/api/auth/login",
                               data={"username": username, "password": password},
                               headers={"Origin": base_url})
    assert answer.ok, answer.text()
    token: str = answer.json()["csrfToken"]
    return token


# The session cookies of each service's accounts, by service address and user name: each account
# signs in once per worker and service (argon2 is slow on purpose), not once per test.
_SESSIONS: dict[tuple[str, str], list[Cookie]] = {}


def signed_in_again(page: Page, base_url: str, credentials: tuple[str, str]) -> None:
    """Give the page's context the account's session from an earlier test, if the service still
    honours it (a test may have signed it out, disabled the account or changed its password);
    else sign in anew."""
    key = (base_url, credentials[0])
    if key in _SESSIONS:
        page.context.add_cookies(_SESSIONS[key])
        answer = page.request.get(base_url + "/api/auth/session")
        if answer.ok and not answer.json()["mustChangePassword"]:
            return
        page.context.clear_cookies()
    sign_in(page, base_url, credentials)
    host = urllib.parse.urlsplit(base_url).hostname
    _SESSIONS[key] = [cookie for cookie in page.context.cookies(base_url)
                      if cookie.get("domain") == host]


@pytest.fixture
def staff_page(page: Page, base_url: str, staff_credentials: tuple[str, str]) -> Page:
    """A page whose browser context is signed in as the test staff member."""
    signed_in_again(page, base_url, staff_credentials)
    return page


@pytest.fixture(scope="module")
def sink() -> Iterator[tuple[Mailbox, int]]:
    """A local SMTP server (aiosmtpd) for the module's service: its mailbox and port."""
    port = free_port()
    controller, box = start_smtp(port)
    yield box, port
    controller.stop()
