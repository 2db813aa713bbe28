"""Schema versions of the instance folder's SQLite files (PRAGMA user_version) and migrations."""

import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from service.instance import private_file

# SQL statements, or a function that changes the file through the connection it is given.
Step = str | Callable[[sqlite3.Connection], None]


class SchemaTooNew(Exception):
    """A newer release has migrated the file: this one does not know its layout and leaves it."""


@dataclass(frozen=True)
class Migration:
    version: int  # the version this step leads to, from the one just before it
    description: str
    step: Step


@dataclass(frozen=True)
class Schema:
    """One database's layout: made whole in a new file, reached step by step from an older one.

    Version 1 is the layout from before versions were kept: a file whose user_version is still 0
    but that holds `first_table`. Each migration leads to the next version, in order.
    """

    layout: str  # the current layout, for a new file
    first_table: str  # a table every version has had
    migrations: tuple[Migration, ...] = ()

    def __post_init__(self) -> None:
        versions = [migration.version for migration in self.migrations]
        if versions != list(range(2, len(versions) + 2)):
            raise ValueError(f"migrations must lead to versions 2, 3, ... in order: {versions}")

    @property
    def version(self) -> int:
        return len(self.migrations) + 1


def schema_version(connection: sqlite3.Connection, schema: Schema) -> int:
    """The file's schema version, 0 for a new file; SchemaTooNew (nothing written) when a newer
    release has migrated it."""
    version: int = connection.execute("PRAGMA user_version").fetchone()[0]
    if version == 0 and connection.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
            (schema.first_table,)).fetchone():
        version = 1
    if version > schema.version:
        raise SchemaTooNew(
            f"{_path(connection)} is at schema version {version}, newer than this release knows "
            f"({schema.version}): a newer release has migrated it. Run that release, or restore "
            "the backup made before the upgrade")
    return version


def refuse_newer(database: Path, schema: Schema) -> None:
    """SchemaTooNew when a newer release has migrated the file; only reads, and leaves a missing
    file missing (it is made when the service starts)."""
    if database.exists():
        with closing(sqlite3.connect(database, timeout=10)) as connection:
            schema_version(connection, schema)


def open_and_migrate(database: Path, schema: Schema, busy_seconds: float,
                     prepare: Callable[[sqlite3.Connection], None] | None = None) -> list[str]:
    """Make the database file (0600, before SQLite opens it, so the -wal, -shm and -journal
    files it makes beside it are private too) or migrate it; `prepare` runs on the connection
    first. Answers a line per migration applied; SchemaTooNew leaves a newer file as it is."""
    private_file(database)
    with closing(sqlite3.connect(database, timeout=busy_seconds,
                                 isolation_level=None)) as connection:
        if prepare is not None:
            prepare(connection)
        return migrate(connection, schema)


def migrate(connection: sqlite3.Connection, schema: Schema) -> list[str]:
    """Bring the file to the schema's version in one transaction, so a crash or a failing step
    leaves the old layout whole. Answers one line per migration applied (none for a new file)."""
    if schema_version(connection, schema) == schema.version:
        return []
    # One writer at a time: the service and a CLI command may open an old file together.
    connection.execute("BEGIN IMMEDIATE")
    try:
        found = schema_version(connection, schema)  # the other may have migrated it meanwhile
        applied = _bring_up(connection, schema, found)
        connection.execute(f"PRAGMA user_version = {schema.version:d}")
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:  # SQLite rolls back by itself on some errors (a full disk)
            connection.execute("ROLLBACK")
        raise
    return applied


def _bring_up(connection: sqlite3.Connection, schema: Schema, found: int) -> list[str]:
    if found == 0:
        _run(connection, schema.layout)
        return []
    name = Path(_path(connection)).name
    applied = []
    for migration in schema.migrations[found - 1:]:
        _run(connection, migration.step)
        applied.append(f"{name}: schema {migration.version - 1} -> {migration.version} "
                       f"({migration.description})")
    return applied


def _run(connection: sqlite3.Connection, step: Step) -> None:
    if callable(step):
        step(connection)
        return
    for statement in statements(step):
        connection.execute(statement)


def statements(sql: str) -> list[str]:
    """The statements in `sql`, one by one: executescript would commit the open transaction."""
    found: list[str] = []
    pending = ""
    for part in sql.split(";"):
        pending += part + ";"
        if sqlite3.complete_statement(pending):  # a trigger's body holds semicolons of its own
            if pending.strip(" \t\n;"):
                found.append(pending.strip())
            pending = ""
    return found


def _path(connection: sqlite3.Connection) -> str:
    path: str = connection.execute("PRAGMA database_list").fetchone()[2]
    return path
