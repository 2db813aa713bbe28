"""Staff edit the wording rules in the Site screen like any document: a pattern the checks cannot
use is refused with its field named, a good one is saved and flags the wording at once, and a
coverage's own name is kept among a rule's names that are not claims."""

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import instance_with_staff, signed_in_again
from tests.browser.helpers import (
    WIDTHS,
    assert_accessible,
    assert_no_horizontal_scroll,
    set_width,
)
from tests.conftest import make_content_copy
from tests.servers import running_service


@pytest.fixture(scope="module")
def rules_site(tmp_path_factory: pytest.TempPathFactory,
               staff_credentials: tuple[str, str]) -> Iterator[tuple[str, Path]]:
    """The service on a content copy of its own (the saves here must not reach other tests):
    its address and its content folder."""
    folder = tmp_path_factory.mktemp("wording-rules")
    content = make_content_copy(folder / "content")
    instance = instance_with_staff(folder / "instance", staff_credentials)
    with running_service(content, instance, server_rendering=False) as url:
        yield url, content


def test_a_bad_pattern_is_refused_by_field_and_a_good_one_saved(
        page: Page, rules_site: tuple[str, Path], staff_credentials: tuple[str, str]) -> None:
    rules_url, rules_content = rules_site
    signed_in_again(page, rules_url, staff_credentials)
    page.goto(rules_url + "/admin/site")
    agency = page.get_by_role("region", name="Agency", exact=True)
    agency.get_by_role("link", name="Wording rules", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Wording rules")).to_be_visible()
    page.get_by_role("link", name="Price claim", exact=True).click()
    expect(page.get_by_label("Why it matters")).to_contain_text("38a-816")
    page.get_by_role("group", name="Patterns").get_by_role("link").first.click()
    pattern = page.get_by_role("textbox", name="Patterns", exact=True)
    pattern.fill("save (?=now)")
    page.get_by_role("button", name="Save").click()
    expect(pattern).to_be_focused()
    expect(pattern).to_have_attribute("aria-invalid", "true")
    expect(page.get_by_role("alert")).to_contain_text("not a pattern the checks can use")

    pattern.fill(r"save\s+now")
    # A coverage's own name is kept beside the rule's phrases, as data staff edit.
    page.get_by_role("link", name="Wording rules", exact=True).click()
    page.get_by_role("link", name="Promise of an outcome", exact=True).click()
    page.get_by_role("button", name="Add to Names that are not claims").click()
    page.get_by_role("textbox", name="Names that are not claims", exact=True).fill(
        "guaranteed issue")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.get_by_text(re.compile("is saved")).first).to_be_visible()
    stored = json.loads((rules_content / "copy" / "wording-rules.json").read_text("utf-8"))
    assert stored["rules"][1]["patterns"][0] == r"save\s+now"
    assert stored["rules"][0]["exempt"] == ["guaranteed issue"]


def test_the_rules_form_fits_a_phone_and_passes_axe(page: Page, rules_site: tuple[str, Path],
                                                   staff_credentials: tuple[str, str]) -> None:
    rules_url = rules_site[0]
    signed_in_again(page, rules_url, staff_credentials)
    set_width(page, WIDTHS["mobile"])
    page.goto(rules_url + "/admin/site?document=copy%2Fwording-rules")
    expect(page.get_by_role("heading", level=1, name="Wording rules")).to_be_visible()
    expect(page.get_by_role("button", name="Save")).to_be_visible()
    assert_no_horizontal_scroll(page)
    assert_accessible(page)
