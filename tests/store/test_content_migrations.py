"""Each content migration step as a pure function, and the runner: one commit, idempotent, a step
that cannot complete names file, field and fix and writes nothing, newer content refused."""

import json
from pathlib import Path

import pytest

from service.store.content_store import ContentStore
from service.store.migrations import (
    v2_office_hours,
    v3_faq_answers,
    v4_team_ids,
    v5_online_services,
    v6_founding_year,
)
from service.store.migrations.base import CannotMigrate
from service.store.migrations.runner import MigrationFailed, migrate_content, plan_migration
from service.store.migrations.steps import CONTENT_VERSION, MIGRATIONS
from service.store.migrations.version_file import ContentVersionError, read_content_version
from tests.conftest import PROJECT_ROOT, commit_count, git, make_content_copy

RELEASES = PROJECT_ROOT / "tests" / "fixtures" / "content-releases"
NINE_TO_FIVE = {"opens": "09:00", "closes": "17:00"}


def test_hours_rows_become_each_weekdays_times_and_a_note() -> None:
    rows = [{"days": "Monday \N{EN DASH} Friday", "hours": "9:00 AM \N{EN DASH} 5:00 PM"},
            {"days": "Saturday", "hours": "9:00 AM \N{EN DASH} 12:00 PM"},
            {"days": "Evenings", "hours": "By appointment"},
            {"days": "Sunday", "hours": "Closed"}]
    assert v2_office_hours.office_hours(rows) == {
        **dict.fromkeys(("monday", "tuesday", "wednesday", "thursday", "friday"), NINE_TO_FIVE),
        "saturday": {"opens": "09:00", "closes": "12:00"}, "sunday": None,
        "note": "Evenings by appointment"}


@pytest.mark.parametrize(("days", "hours", "expected"), [
    ("Mon-Wed", "9 - 5 PM", {"monday", "tuesday", "wednesday"}),
    ("Tues & Thurs", "09:00 to 17:00", {"tuesday", "thursday"}),
    ("Weekdays", "9am\N{EN DASH}5pm", {"monday", "tuesday", "wednesday", "thursday", "friday"}),
])
def test_hours_rows_in_other_spellings(days: str, hours: str, expected: set[str]) -> None:
    week = v2_office_hours.office_hours([{"days": days, "hours": hours}])
    assert {day for day, times in week.items() if times == NINE_TO_FIVE} == expected
    assert "note" not in week


def test_hours_that_are_not_times_stop_with_the_field() -> None:
    with pytest.raises(CannotMigrate) as refused:
        v2_office_hours.office_hours([{"days": "Monday", "hours": "9ish until 5"}])
    assert refused.value.field == "hours.0.hours"
    assert "9:00 AM \N{EN DASH} 5:00 PM" in refused.value.fix
    with pytest.raises(CannotMigrate, match="Monday is in two rows"):
        v2_office_hours.office_hours([{"days": "Monday", "hours": "Closed"},
                                      {"days": "Mon - Fri", "hours": "9 AM - 5 PM"}])


def test_faq_answers_become_html_paragraphs_escaped() -> None:
    faq = {"title": "FAQ", "sections": [{"id": "general", "items": [
        {"question": "Q?", "answer": ["One & two.", "<Three>"]}]}]}
    migrated = v3_faq_answers.migrate_faq(faq)
    assert migrated["sections"][0]["items"][0]["answer"] == (
        "<p>One &amp; two.</p>\n<p>&lt;Three&gt;</p>")
    assert v3_faq_answers.migrate_faq(migrated) == migrated


def test_team_ids_are_made_from_names_and_kept_unique() -> None:
    team = {"agents": [{"name": "Zoë O'Brien", "title": "Agent"},
                       {"name": "Zoe O Brien", "title": "Agent"},
                       {"name": "Ann", "id": "ann-1", "title": "Agent"}]}
    agents = v4_team_ids.migrate_team(team)["agents"]
    assert [agent["id"] for agent in agents] == ["zoe-o-brien", "zoe-o-brien-2", "ann-1"]
    assert list(agents[0]) == ["name", "id", "title"]
    with pytest.raises(CannotMigrate) as refused:
        v4_team_ids.migrate_team({"agents": [{"name": "李", "title": "Agent"}]})
    assert refused.value.field == "agents.0.name"


def test_online_services_keep_their_own_sections_and_gain_the_missing_ones() -> None:
    own = {"heading": "Ours", "intro": "Our words."}
    page = v5_online_services.migrate_online_services({"title": "T", "serviceCentre": own})
    assert page["serviceCentre"] == own and page["afterLoss"]["steps"]


def test_the_founding_year_is_kept_and_serving_since_goes() -> None:
    assert v6_founding_year.migrate_site({"founded": 1986, "servingSince": 1987}) == {
        "founded": 1986}
    assert v6_founding_year.migrate_site({"servingSince": 1987}) == {"founded": 1987}


def test_versions_follow_the_migrations() -> None:
    assert [migration.version for migration in MIGRATIONS] == list(range(2, CONTENT_VERSION + 1))


def test_migrating_732fda6s_content_is_one_commit_and_running_again_does_nothing(
        tmp_path: Path) -> None:
    folder = make_content_copy(tmp_path / "content", RELEASES / "732fda6")
    store = ContentStore(folder)
    plan = migrate_content(store, "agency migrate")
    assert plan.found == 1 and plan.needed
    assert git(folder, "log", "-1", "--format=%an|%s").strip() == (
        f"agency migrate|Migrate content to version {CONTENT_VERSION}")
    assert set(git(folder, "show", "--name-only", "--format=", "HEAD").split()) == {
        "site.json", "copy/faq.json", "copy/team.json", "copy/online-services.json",
        "copy/privacy.json", "copy/accessibility.json", "copy/intake-defaults.json",
        "copy/booking.json", "copy/newsletter.json",
        "version.json"}
    assert read_content_version(folder) == CONTENT_VERSION
    commits, before = commit_count(folder), _files(folder)
    assert not migrate_content(store).needed
    assert commit_count(folder) == commits and _files(folder) == before


def test_a_step_that_cannot_complete_names_file_field_and_fix_and_writes_nothing(
        tmp_path: Path) -> None:
    folder = make_content_copy(tmp_path / "content", RELEASES / "732fda6")
    site = json.loads((folder / "site.json").read_text("utf-8"))
    site["hours"][0]["hours"] = "9ish \N{EN DASH} later"
    team = json.loads((folder / "copy/team.json").read_text("utf-8"))
    team["agents"][1]["since"] = "long ago"  # a hand edit no step touches, in a file one does
    (folder / "site.json").write_text(json.dumps(site), "utf-8")
    (folder / "copy/team.json").write_text(json.dumps(team), "utf-8")
    git(folder, "commit", "-qam", "Hand edits")
    before, commits = _files(folder), commit_count(folder)
    with pytest.raises(MigrationFailed) as failed:
        migrate_content(ContentStore(folder))
    assert [(p.file, p.field) for p in failed.value.problems] == [
        ("site.json", "hours.0.hours"), ("copy/team.json", "agents.1.since")]
    assert all(problem.fix for problem in failed.value.problems)
    assert _files(folder) == before and commit_count(folder) == commits


def test_content_newer_than_this_release_is_refused(tmp_path: Path) -> None:
    folder = make_content_copy(tmp_path / "content")
    (folder / "version.json").write_text(
        json.dumps({"contentVersion": CONTENT_VERSION + 1}), "utf-8")
    with pytest.raises(ContentVersionError, match=f"at version {CONTENT_VERSION + 1}, newer"):
        plan_migration(ContentStore(folder))


def _files(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in folder.rglob("*.json")
            if ".git" not in path.parts and ".store" not in path.parts}


def test_a_missing_content_folder_is_left_missing_and_absent_facts_stay_absent(
        tmp_path: Path) -> None:
    assert not migrate_content(ContentStore(tmp_path / "nowhere")).needed
    assert not (tmp_path / "nowhere").exists()
    assert v2_office_hours.migrate_site(None) is None
    assert v6_founding_year.migrate_site(None) is None
