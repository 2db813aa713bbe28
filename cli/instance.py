"""The instance folder as commands open it: its settings, after its file modes are repaired,
and its databases, migrated first when an older release made them."""

from typing import Protocol, TypeVar

from cli.console import fail, note, warn
from service.config import Settings
from service.instance import repair
from service.sqlite_migrations import SchemaTooNew


class Database(Protocol):
    def set_up(self) -> list[str]: ...


OpenedDatabase = TypeVar("OpenedDatabase", bound=Database)


def instance_settings() -> Settings:
    """The settings, once the instance folder is private again (what changed is said first)."""
    settings = Settings.from_env()
    for line in repair(settings.instance_dir):
        warn(line)
    return settings


def set_up(database: OpenedDatabase) -> OpenedDatabase:
    """database, made or migrated to its current schema (each migration said on stderr); one
    red line when a newer release has migrated it."""
    try:
        applied = database.set_up()
    except SchemaTooNew as error:
        fail(str(error))
    for line in applied:
        note(line)
    return database
