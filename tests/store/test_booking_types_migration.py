"""Version 11: the meeting types (copy/booking.json) come with the release where the content has
none, are kept where staff already wrote them, validate, and name team members the content has."""

import json
from pathlib import Path

from service.content import COPY_MODELS
from service.content.booking_types import BookingCopy
from service.store.content_store import ContentStore
from service.store.migrations.runner import migrate_content
from service.store.migrations.v11_booking import add_when_missing
from tests.conftest import PROJECT_ROOT, TEST_CONTENT, git, make_content_copy

RELEASES = PROJECT_ROOT / "tests" / "fixtures" / "content-releases"


def test_the_meeting_types_are_added_only_where_missing() -> None:
    added = BookingCopy.model_validate(add_when_missing(None))
    assert [(kind.id, kind.durationMinutes, kind.places) for kind in added.types] == [
        ("quote-call", 15, ["phone"]), ("policy-review", 30, ["phone", "office"]),
        ("business-consultation", 45, ["office"])]
    assert all(kind.minimumNoticeBusinessHours >= 4 and kind.daysAhead == 30
               for kind in added.types)
    own = {"intro": "Ours.", "types": []}
    assert add_when_missing(own) is own
    assert COPY_MODELS["booking"] is BookingCopy


def test_an_earlier_releases_content_gains_the_meeting_types_in_the_migration_commit(
        tmp_path: Path) -> None:
    folder = make_content_copy(tmp_path / "content", RELEASES / "7cfd900")
    assert not (folder / "copy" / "booking.json").exists()
    assert migrate_content(ContentStore(folder)).needed
    changed = git(folder, "show", "--name-only", "--format=", "HEAD").split()
    assert "copy/booking.json" in changed
    stored = BookingCopy.model_validate_json((folder / "copy" / "booking.json").read_text("utf-8"))
    team = json.loads((folder / "copy" / "team.json").read_text("utf-8"))
    ids = {agent["id"] for agent in team["agents"]}
    assert {member for kind in stored.types for member in kind.members} <= ids
    assert json.loads((folder / "version.json").read_text("utf-8"))["contentVersion"] >= 11


def test_the_test_content_holds_the_release_text() -> None:
    shipped = json.loads((TEST_CONTENT / "copy" / "booking.json").read_text("utf-8"))
    assert shipped == add_when_missing(None)
