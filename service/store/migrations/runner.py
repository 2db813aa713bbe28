"""Bringing a content folder to CONTENT_VERSION: planned from the files (nothing written), then
applied as one commit "Migrate content to version N" through the store's journalled writes."""

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from service.store.atomic import json_bytes
from service.store.content_store import ContentStore
from service.store.loading import validation_field_errors
from service.store.migrations.base import CannotMigrate
from service.store.migrations.steps import CONTENT_VERSION, MIGRATIONS
from service.store.migrations.version_file import VERSION_FILE, refuse_newer, version_bytes

VALIDATE_FIX = ("Correct that field by hand to what the message asks, then start again: nothing "
                "is migrated until every file does.")


@dataclass(frozen=True)
class MigrationProblem:
    file: str  # in the content folder: "copy/team.json"
    field: str  # a dotted path into it, "(file)" for the whole
    reason: str
    fix: str

    def __str__(self) -> str:
        return f"{self.file}: {self.field}: {self.reason}. Fix: {self.fix}"


class MigrationFailed(Exception):
    def __init__(self, problems: list[MigrationProblem]) -> None:
        super().__init__("; ".join(map(str, problems)))
        self.problems = problems


@dataclass
class MigrationPlan:
    found: int
    target: int = CONTENT_VERSION
    changes: dict[str, list[str]] = field(default_factory=dict)  # file: what changes in it
    files: dict[Path, bytes] = field(default_factory=dict)  # what is written, version.json too

    @property
    def needed(self) -> bool:
        return self.found < self.target

    def lines(self) -> list[str]:
        """What migrating does, a line per file changed."""
        if not self.needed:
            return [f"content is at version {self.found}: nothing to migrate"]
        return [f"content version {self.found} -> {self.target}",
                *(f"{name}: {'; '.join(what)}" for name, what in sorted(self.changes.items())),
                f"{VERSION_FILE}: records version {self.target}"]


def plan_migration(store: ContentStore) -> MigrationPlan:
    """What migrating would write (blocking: reads the files). ContentVersionError for content
    newer than this code; MigrationFailed naming each file and field a step cannot carry."""
    plan = MigrationPlan(found=refuse_newer(store.root))
    if not plan.needed or not store.root.is_dir():
        return MigrationPlan(found=plan.found, target=plan.found)  # no folder: nothing to carry
    documents: dict[str, Any] = {}
    problems: list[MigrationProblem] = []
    failed: set[str] = set()  # a file a step could not carry: its later steps would mislead
    for migration in MIGRATIONS[plan.found - 1:]:
        for name, step in migration.files.items():
            if name in failed:
                continue
            if name not in documents:
                documents[name] = _read_json(store.root / name, name)
            try:
                new = step(documents[name])
            except CannotMigrate as error:
                problems.append(MigrationProblem(name, error.field, error.reason, error.fix))
                failed.add(name)
                continue
            if new != documents[name]:
                plan.changes.setdefault(name, []).append(
                    f"{migration.description} (version {migration.version})")
                documents[name] = new
    for name in [name for name in plan.changes if name not in failed]:
        data = json_bytes(documents[name])
        problems += _still_invalid(store, name, data)
        plan.files[store.root / name] = data
    if problems:
        raise MigrationFailed(problems)
    plan.files[store.root / VERSION_FILE] = version_bytes(plan.target)
    return plan


def migrate_content(store: ContentStore, author: str | None = None) -> MigrationPlan:
    """Migrate under the write lock, as one commit (blocking). Run again, it finds nothing to do."""
    if not store.root.is_dir():  # the lock would make the folder: health says it is missing
        return plan_migration(store)
    with store.write_lock():
        plan = plan_migration(store)
        if plan.needed:
            store.apply(plan.files, f"Migrate content to version {plan.target}", author)
    return plan


def _read_json(path: Path, name: str) -> Any:
    try:
        return json.loads(path.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:
        raise MigrationFailed([MigrationProblem(
            name, "(file)", f"cannot be read as JSON ({error})",
            f"Restore it from git (git -C {path.parent} log -- {path.name}) or correct it by "
            "hand.")]) from error


def _still_invalid(store: ContentStore, name: str, data: bytes) -> list[MigrationProblem]:
    """The problems of a migrated file the current model still refuses (hand-edited content)."""
    adapter = store.document_adapter(store.root / name)
    if adapter is None:
        return []
    try:
        adapter.validate_json(data)
    except ValidationError as error:
        return [MigrationProblem(name, where or "(file)", message, VALIDATE_FIX)
                for where, message in validation_field_errors(error)]
    return []
