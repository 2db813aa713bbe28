"""What a database file must hold comes from the schemas' own code: a file the service makes, and
a file of any older release once migrated, hold exactly that; anything added, dropped or made
otherwise is named."""

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

import pytest
from argon2 import PasswordHasher

from service.auth.accounts import StaffDirectory
from service.auth.staff_schema import STAFF_SCHEMA
from service.ops.backup import DATABASE_SCHEMAS
from service.requests.schema import REQUESTS_SCHEMA
from service.requests.storage import RequestStore
from service.sqlite_migrations import Schema, SchemaTooNew
from service.sqlite_objects import expected_objects, normalised_sql, unexpected_objects
from tests.service.old_requests_database import OLD_SCHEMA as OLD_REQUESTS
from tests.service.test_session_storage import OLD_SCHEMA as OLD_STAFF, SCHEMA_2, SCHEMA_3


@contextmanager
def opened(sql: str) -> Iterator[sqlite3.Connection]:
    with closing(sqlite3.connect(":memory:", isolation_level=None)) as connection:
        connection.executescript(sql)
        yield connection


def test_files_the_service_makes_hold_exactly_what_is_expected(tmp_path: Path) -> None:
    StaffDirectory(tmp_path / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add("owner", "a long enough password")
    RequestStore(tmp_path / "requests.sqlite3").set_up()
    for name, schema in DATABASE_SCHEMAS.items():
        with closing(sqlite3.connect(tmp_path / name)) as connection:
            assert unexpected_objects(connection, schema) == []


@pytest.mark.parametrize(("sql", "schema"), [
    (OLD_REQUESTS, REQUESTS_SCHEMA), (OLD_STAFF, STAFF_SCHEMA), (SCHEMA_2, STAFF_SCHEMA),
    (SCHEMA_3, STAFF_SCHEMA)])
def test_older_releases_files_are_expected_once_migrated(sql: str, schema: Schema) -> None:
    with opened(sql) as connection:
        assert unexpected_objects(connection, schema) == []


def test_what_is_expected_is_what_the_layout_makes() -> None:
    """Every table and index the layout names, and SQLite's own objects that come with them."""
    names = {name for _kind, name in expected_objects(REQUESTS_SCHEMA)}
    assert {"requests", "events", "mails", "digests", "spent_form_tokens", "requests_by_email",
            "mails_to", "sqlite_sequence"} <= names
    assert {kind for kind, _name in expected_objects(STAFF_SCHEMA)} == {"table", "index"}


def test_an_empty_file_passes_and_one_with_only_foreign_objects_does_not() -> None:
    with opened("") as connection:
        assert unexpected_objects(connection, STAFF_SCHEMA) == []
    with opened("CREATE TABLE notes (text TEXT);") as connection:
        assert unexpected_objects(connection, STAFF_SCHEMA) == [
            "table notes, which this release does not make"]


def test_a_newer_file_is_left_to_the_newer_release() -> None:
    newer = f"CREATE TABLE staff (username TEXT); PRAGMA user_version = {STAFF_SCHEMA.version + 1};"
    with opened(newer) as connection, pytest.raises(SchemaTooNew):
        unexpected_objects(connection, STAFF_SCHEMA)


def test_an_old_file_missing_what_its_migration_reads_is_named() -> None:
    with opened(OLD_REQUESTS + "DROP TABLE outbox;") as connection:
        [said] = unexpected_objects(connection, REQUESTS_SCHEMA)
    assert said.startswith("schema 1 cannot be brought to this release's: no such table")


def test_spacing_is_not_compared_but_quoted_text_is() -> None:
    assert normalised_sql("CREATE TABLE t (\n    a TEXT\n, b INT )") == \
        normalised_sql("CREATE TABLE t(a TEXT, b INT)")
    assert normalised_sql("CREATE TABLE t (a TEXT DEFAULT 'x  y')") != \
        normalised_sql("CREATE TABLE t (a TEXT DEFAULT 'x y')")
    assert normalised_sql(None) == ""
