"""Version 10: the quote intake's rater defaults (copy/intake-defaults.json) come with the release
where the content has none, are kept where staff already wrote them, and validate."""

import json
from pathlib import Path

from service.content import COPY_MODELS, IntakeDefaults
from service.store.content_store import ContentStore
from service.store.migrations.runner import migrate_content
from service.store.migrations.v10_intake_defaults import add_when_missing
from tests.conftest import PROJECT_ROOT, git, make_content_copy

RELEASES = PROJECT_ROOT / "tests" / "fixtures" / "content-releases"


def test_the_defaults_are_added_only_where_missing() -> None:
    added = add_when_missing(None)
    assert IntakeDefaults.model_validate(added).maritalStatus == "Not asked"
    own = {"priorBiLimits": "50/100", "maritalStatus": "Single", "residenceType": "Rent"}
    assert add_when_missing(own) is own
    assert COPY_MODELS["intake-defaults"] is IntakeDefaults


def test_an_earlier_releases_content_gains_the_defaults_in_the_migration_commit(
        tmp_path: Path) -> None:
    folder = make_content_copy(tmp_path / "content", RELEASES / "7cfd900")
    assert not (folder / "copy" / "intake-defaults.json").exists()
    assert migrate_content(ContentStore(folder)).needed
    changed = git(folder, "show", "--name-only", "--format=", "HEAD").split()
    assert "copy/intake-defaults.json" in changed
    stored = json.loads((folder / "copy" / "intake-defaults.json").read_text("utf-8"))
    assert IntakeDefaults.model_validate(stored).priorBiLimits == "25/50"
    assert json.loads((folder / "version.json").read_text("utf-8"))["contentVersion"] >= 10

