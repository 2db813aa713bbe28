"""CHANGELOG.md's newest version is the one the project says it is: `agency --version` (the
installed package's metadata), pyproject.toml and package.json; versions are listed newest first."""

import json
import re
import tomllib
from importlib.metadata import version

from typer.testing import CliRunner

from cli.main import DISTRIBUTION, app
from service.auth.staff_schema import STAFF_SCHEMA
from service.requests.schema import REQUESTS_SCHEMA
from service.store.migrations.steps import MIGRATIONS
from tests.conftest import PROJECT_ROOT

VERSION_HEADING = re.compile(r"^## (\d+)\.(\d+)\.(\d+)\b", re.M)


def changelog_versions() -> list[tuple[int, ...]]:
    text = (PROJECT_ROOT / "CHANGELOG.md").read_text("utf-8")
    return [tuple(int(part) for part in match) for match in VERSION_HEADING.findall(text)]


def newest() -> str:
    return ".".join(map(str, changelog_versions()[0]))


def test_versions_are_listed_newest_first() -> None:
    versions = changelog_versions()
    assert versions and versions == sorted(set(versions), reverse=True)


def test_agency_version_is_the_changelogs_newest() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"agency {newest()}"
    assert version(DISTRIBUTION) == newest(), "the installed package is stale: make install"


def test_the_project_files_name_the_same_version() -> None:
    pyproject = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text("utf-8"))
    package = json.loads((PROJECT_ROOT / "package.json").read_text("utf-8"))
    lock = json.loads((PROJECT_ROOT / "package-lock.json").read_text("utf-8"))
    assert pyproject["project"]["version"] == newest()
    assert package["version"] == lock["version"] == lock["packages"][""]["version"] == newest()


def test_every_content_and_database_migration_is_listed() -> None:
    """An operator reads what the upgrade changes before the restart: a migration added without
    its line in CHANGELOG.md fails here."""
    text = (PROJECT_ROOT / "CHANGELOG.md").read_text("utf-8")
    for migration in MIGRATIONS:
        assert f"- {migration.version - 1} -> {migration.version}, `" in text, migration
        for name in migration.files:
            assert f"`{name}`" in text, name
    for database, schema in (("staff.sqlite3", STAFF_SCHEMA),
                             ("requests.sqlite3", REQUESTS_SCHEMA)):
        for step in schema.migrations:
            assert f"`{database}` {step.version - 1} -> {step.version}: " in text, step
