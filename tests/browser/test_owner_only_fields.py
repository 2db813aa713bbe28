"""The site editor as a staff member who is not an owner sees it: the embeds and feature flags
read-only with why, the rest of the facts editable and saved; the wording rules not saveable.
An owner gets the same fields to edit."""

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from service.auth.accounts import StaffDirectory
from tests.browser.conftest import instance_with_staff, signed_in_again
from tests.conftest import make_content_copy
from tests.servers import running_service

CLERK = ("front-desk", "a long enough clerk password")
NOTE = re.compile("Only an owner can change this")


@pytest.fixture(scope="module")
def site_url(tmp_path_factory: pytest.TempPathFactory,
             staff_credentials: tuple[str, str]) -> Iterator[str]:
    content = make_content_copy(tmp_path_factory.mktemp("owner-only") / "content")
    instance = instance_with_staff(tmp_path_factory.mktemp("owner-only-instance"),
                                   staff_credentials)
    StaffDirectory(instance / "staff.sqlite3").add(*CLERK, "staff")
    with running_service(content, instance, server_rendering=False) as url:
        yield url


def open_document(page: Page, site_url: str, title: str) -> None:
    if "/admin/" in page.url:
        # Within the workspace as staff go: a reload just after a save can be cut off by the
        # page's own navigation on a loaded machine (net::ERR_ABORTED).
        staff_nav = page.get_by_role("navigation", name="Staff")
        staff_nav.get_by_role("link", name="Site", exact=True).click()
    else:
        page.goto(site_url + "/admin/site")
    page.get_by_role("link", name=title, exact=True).click()
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()


def test_staff_see_the_embeds_read_only_and_save_the_phone(page: Page, site_url: str,
                                                          tmp_path: Path) -> None:
    signed_in_again(page, site_url, CLERK)
    open_document(page, site_url, "Agency facts")
    expect(page.get_by_label("Form script address")).to_be_disabled()
    expect(page.get_by_label("Map shown on the page")).to_be_disabled()
    expect(page.get_by_label("Edit posts on the blog pages")).to_be_disabled()
    expect(page.get_by_label("Directions link")).to_be_enabled()
    expect(page.get_by_text(NOTE).first).to_be_visible()
    phone = page.get_by_label("Phone", exact=True)
    phone.fill("(203) 555-0188")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text(re.compile("is saved and shows on the website now")).first) \
        .to_be_visible()
    open_document(page, site_url, "Wording rules")
    expect(page.get_by_role("button", name="Save")).to_be_disabled()
    expect(page.get_by_text(NOTE).first).to_be_visible()


def test_an_owner_edits_the_embeds(page: Page, site_url: str,
                                   staff_credentials: tuple[str, str]) -> None:
    signed_in_again(page, site_url, staff_credentials)
    open_document(page, site_url, "Agency facts")
    expect(page.get_by_label("Form script address")).to_be_enabled()
    expect(page.get_by_text(NOTE)).to_have_count(0)
