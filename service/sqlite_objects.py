"""Whether a SQLite file holds exactly what the project's own schema makes: the tables and
indexes of its layout and migrations, and nothing else (no trigger, view or table another made).

What is expected is not kept as a list: the schema is built in memory by the migrations
themselves and its sqlite_master read. An older file is compared after the same migrations run
on an empty copy of its tables and indexes (no row of it is read).
"""

import functools
import re
import sqlite3
from contextlib import closing
from dataclasses import dataclass

from service.sqlite_migrations import Schema, migrate, schema_version

# What the project's schemas are made of; SQLite's own objects (sqlite_sequence, the automatic
# indexes) come with them and are compared like the rest.
MADE_TYPES = ("table", "index")
# String literals and quoted names are left as written; spacing elsewhere is not compared.
_QUOTED = re.compile(r"""('(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\])""")
_SPACE_AROUND = re.compile(r" ?([(),]) ?")


@dataclass(frozen=True)
class SchemaObject:
    type: str  # table, index, trigger or view
    name: str
    table: str  # the table an index or trigger belongs to (a table's own name)
    sql: str  # normalised_sql of its statement

    def __str__(self) -> str:
        on = f" on {self.table}" if self.table != self.name else ""
        return f"{self.type} {self.name}{on}"


def normalised_sql(sql: str | None) -> str:
    """The statement as SQLite keeps it, spacing aside: ALTER TABLE writes added columns on one
    line, a new file has them as the layout spells them."""
    parts = _QUOTED.split(sql or "")
    for index in range(0, len(parts), 2):  # the even parts lie outside quotes
        parts[index] = _SPACE_AROUND.sub(r"\1", re.sub(r"\s+", " ", parts[index]))
    return "".join(parts).strip()


def schema_objects(connection: sqlite3.Connection) -> dict[tuple[str, str], SchemaObject]:
    """Every object in the file's sqlite_master, by (type, name)."""
    rows = connection.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    return {(kind, name): SchemaObject(kind, name, table, normalised_sql(sql))
            for kind, name, table, sql in rows}


@functools.cache
def expected_objects(schema: Schema) -> dict[tuple[str, str], SchemaObject]:
    """What a new file holds once the schema's layout is made: built in memory."""
    with closing(sqlite3.connect(":memory:", isolation_level=None)) as connection:
        migrate(connection, schema)
        return schema_objects(connection)


def unexpected_objects(connection: sqlite3.Connection, schema: Schema) -> list[str]:
    """A sentence for each object the file holds that the schema does not make, or makes
    otherwise, and for each it lacks; none for a file with nothing in it yet. SchemaTooNew when
    a newer release has migrated it (this one cannot tell what that one makes)."""
    version = schema_version(connection, schema)
    found = schema_objects(connection)
    if version == 0:
        return [f"{item}, which this release does not make" for item in found.values()]
    if version < schema.version:
        foreign = [f"{item}, which no release makes" for item in found.values()
                   if item.type not in MADE_TYPES or item.sql.startswith("CREATE VIRTUAL")
                   or (item.name.lower().startswith("sqlite_") and not _sqlite_own(item))]
        if foreign:
            return foreign
        try:
            found = _migrated_copy(connection, schema)
        except sqlite3.Error as error:
            return [f"schema {version} cannot be brought to this release's: {error}"]
    return _differences(found, expected_objects(schema))


def _migrated_copy(connection: sqlite3.Connection,
                   schema: Schema) -> dict[tuple[str, str], SchemaObject]:
    """The file's tables and indexes made again, empty, in memory and migrated: what the file
    will hold once the service has migrated it."""
    statements = [sql for (sql,) in connection.execute(
        "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' "
        "ESCAPE '\\' ORDER BY rowid")]
    stored: int = connection.execute("PRAGMA user_version").fetchone()[0]
    with closing(sqlite3.connect(":memory:", isolation_level=None)) as copy:
        for statement in statements:
            copy.execute(statement)
        copy.execute(f"PRAGMA user_version = {stored:d}")
        migrate(copy, schema)
        return schema_objects(copy)


def _sqlite_own(item: SchemaObject) -> bool:
    """SQLite's own objects, which the copy gets by itself: AUTOINCREMENT's counter table and
    the indexes of PRIMARY KEY and UNIQUE columns."""
    if item.type == "table":
        return item.name == "sqlite_sequence"
    return item.sql == "" and re.fullmatch(
        rf"sqlite_autoindex_{re.escape(item.table)}_\d+", item.name) is not None


def _differences(found: dict[tuple[str, str], SchemaObject],
                 expected: dict[tuple[str, str], SchemaObject]) -> list[str]:
    said = []
    for key, item in sorted(found.items()):
        if key not in expected:
            said.append(f"{item}, which this release does not make")
        elif item != expected[key]:
            said.append(f"{item}, made otherwise than this release makes it: {item.sql}")
    said += [f"no {item}, which this release makes" for key, item in sorted(expected.items())
             if key not in found]
    return said
