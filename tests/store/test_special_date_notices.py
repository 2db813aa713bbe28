"""Version 8: a special date's notice is free text. Earlier content's labels become the very
sentence the site showed for them, and content from an earlier release migrates to it."""

import json
from pathlib import Path

import pytest

from service.content.registry import SITE_ADAPTER
from service.store.content_store import ContentStore
from service.store.migrations.base import CannotMigrate
from service.store.migrations.runner import migrate_content
from service.store.migrations.v8_special_date_notices import migrate_site
from tests.conftest import PROJECT_ROOT, git, make_content_copy

RELEASES = PROJECT_ROOT / "tests" / "fixtures" / "content-releases"


def test_a_label_becomes_the_sentence_the_site_showed_for_it() -> None:
    site = {"specialHours": [
        {"date": "2026-11-26", "label": "Thanksgiving", "closed": True},
        {"date": "2026-12-24", "label": "Christmas Eve", "opens": "09:00", "closes": "13:00"},
        {"date": "2026-12-03", "notice": "Closing at noon for our party", "opens": "09:00",
         "closes": "12:00"}]}
    assert migrate_site(site) == {"specialHours": [
        {"date": "2026-11-26", "notice": "Closed Thursday, November 26 for Thanksgiving",
         "closed": True},
        {"date": "2026-12-24",
         "notice": "Open 9:00 AM \N{EN DASH} 1:00 PM Thursday, December 24 for Christmas Eve",
         "opens": "09:00", "closes": "13:00"},
        site["specialHours"][2]]}
    assert migrate_site(migrate_site(site)) == migrate_site(site)
    assert migrate_site({"name": "x"}) == {"name": "x"} and migrate_site(None) is None


def test_a_date_that_cannot_be_read_names_the_field() -> None:
    with pytest.raises(CannotMigrate) as failed:
        migrate_site({"specialHours": [{"date": "soon", "label": "Party", "closed": True}]})
    assert failed.value.field == "specialHours.0" and failed.value.fix


def test_an_earlier_releases_special_dates_migrate_and_validate(tmp_path: Path) -> None:
    release = RELEASES / "7cfd900"
    before = json.loads((release / "site.json").read_text("utf-8"))["specialHours"]
    assert all("label" in day for day in before)
    folder = make_content_copy(tmp_path / "content", release)
    assert migrate_content(ContentStore(folder)).needed
    assert "site.json" in git(folder, "show", "--name-only", "--format=", "HEAD").split()
    site = SITE_ADAPTER.validate_json((folder / "site.json").read_bytes())
    assert [day.notice for day in site.specialHours] == [
        "Closed Thursday, November 26 for Thanksgiving", "Closed Friday, December 25 for Christmas"]
