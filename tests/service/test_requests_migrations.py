"""The requests database's schema version: old files migrated whole (every request keeps its data
and gets a reference), new ones made current, a newer one refused, two processes at once, and a
failing step leaving the old layout."""

import multiprocessing
import re
import shutil
import sqlite3
from contextlib import closing
from multiprocessing.synchronize import Barrier
from pathlib import Path
from queue import Queue

import pytest

from service.requests.fields import Submission
from service.requests.schema import LAYOUT, REQUESTS_SCHEMA
from service.requests.storage import RequestStore, TokenAlreadySpent
from service.sqlite_migrations import Migration, Schema, SchemaTooNew, migrate
from tests.service.old_requests_database import (
    CURRENT_TABLES,
    MIGRATED_LINES,
    MIGRATED_REQUESTS,
    NEWER,
    OLD_TABLES,
    folder_bytes,
    layout,
    make_old_database,
    requests_kept,
    rows,
    tables,
    user_version,
)

REFERENCE = re.compile(r"RQ-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}")
REFUSAL = (f"{NEWER}: a newer release has migrated it. Run that release, or restore the backup "
           "made before the upgrade")


def submission() -> Submission:
    return Submission(kind="quote", name="After Upgrade", email="after@example.com",
                      phone="", contact_preference="email", message="Hello", details={})


def test_a_file_from_before_versions_is_migrated_with_every_request_intact(
        tmp_path: Path) -> None:
    database = tmp_path / "requests.sqlite3"
    make_old_database(database)
    store = RequestStore(database)
    assert store.set_up() == MIGRATED_LINES
    assert requests_kept(database) == MIGRATED_REQUESTS
    assert tables(database) == CURRENT_TABLES
    assert user_version(database) == REQUESTS_SCHEMA.version == 8
    references = [store.get(request_id)["reference"] for request_id in (1, 2, 4)]
    assert all(REFERENCE.fullmatch(reference) for reference in references)
    assert len(set(references)) == 3
    closed = store.get(1)
    assert [(event["type"], event["actor"], event["data"]) for event in closed["timeline"]] == [
        ("received", None, {}), ("status", "editor", {"status": "contacted"}),
        ("status", "editor", {"status": "closed"}),
        ("status", None, {"status": "lost", "was": "closed"})]
    assert closed["firstContactAt"] is None  # a status change is no contact anyone recorded
    assert closed["dueAt"] == "2023-11-15T22:13:20Z"  # a day after it came, for rows before 3
    assert store.get(2)["phone"] == "203-555-0100"
    assert store.get(4)["mail"] == {"state": "failed", "attempts": 9,
                                    "lastError": "SMTP 554: relay refused"}
    assert store.add(submission(), 1_800_000_000.0, mail=False, spending=("key", 2e9)).id == 5
    with pytest.raises(TokenAlreadySpent):
        store.add(submission(), 1_800_000_000.0, mail=False, spending=("key", 2e9))
    assert RequestStore(database).set_up() == []  # migrated once
    assert [store.get(request_id)["reference"] for request_id in (1, 2, 4)] == references


def test_a_backup_of_the_old_file_restored_after_the_upgrade_migrates_again(
        tmp_path: Path) -> None:
    database, backup = tmp_path / "requests.sqlite3", tmp_path / "backup.sqlite3"
    make_old_database(database)
    shutil.copyfile(database, backup)
    RequestStore(database).set_up()
    database.unlink()
    for leftover in tmp_path.glob("requests.sqlite3-*"):
        leftover.unlink()
    shutil.copyfile(backup, database)
    assert user_version(database) == 0
    store = RequestStore(database)
    assert store.set_up() == MIGRATED_LINES
    assert requests_kept(database) == MIGRATED_REQUESTS
    assert all(REFERENCE.fullmatch(store.get(request_id)["reference"]) for request_id in (1, 2, 4))


def test_a_new_file_gets_the_current_layout_and_version_directly(tmp_path: Path) -> None:
    new, old = tmp_path / "new" / "requests.sqlite3", tmp_path / "old" / "requests.sqlite3"
    assert RequestStore(new).set_up() == []
    assert user_version(new) == REQUESTS_SCHEMA.version
    assert tables(new) == CURRENT_TABLES
    make_old_database(old)
    RequestStore(old).set_up()
    assert layout(new) == layout(old)  # the migrations lead where LAYOUT starts


def test_a_file_a_newer_release_migrated_is_refused_and_left_as_it_is(tmp_path: Path) -> None:
    database = tmp_path / "requests.sqlite3"
    RequestStore(database).add(submission(), 1_800_000_000.0, mail=False)
    with closing(sqlite3.connect(database)) as db:
        db.execute(f"PRAGMA user_version = {REQUESTS_SCHEMA.version + 1}")
        db.execute("ALTER TABLE requests ADD COLUMN channel TEXT")  # what it might bring
        db.commit()
    before = folder_bytes(tmp_path)
    store = RequestStore(database)
    with pytest.raises(SchemaTooNew) as refused:
        store.set_up()
    assert str(refused.value) == f"{database} {REFUSAL}"
    with pytest.raises(SchemaTooNew):
        store.find()
    assert folder_bytes(tmp_path) == before


def set_up_in_another_process(database: Path, together: Barrier, answers: Queue[list[str]]
                              ) -> None:
    together.wait()
    answers.put(RequestStore(database).set_up())


def test_two_processes_migrating_one_file_at_once_apply_the_migration_once(
        tmp_path: Path) -> None:
    database = tmp_path / "requests.sqlite3"
    make_old_database(database)
    context = multiprocessing.get_context("fork")
    together, answers = context.Barrier(2), context.Queue()
    processes = [context.Process(target=set_up_in_another_process,
                                 args=(database, together, answers)) for _ in range(2)]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=60)
        if process.is_alive():  # stuck: fail below rather than leave it behind
            process.kill()
    assert [process.exitcode for process in processes] == [0, 0]
    assert sorted([answers.get(timeout=5), answers.get(timeout=5)]) == [[], MIGRATED_LINES]
    assert requests_kept(database) == MIGRATED_REQUESTS
    assert tables(database) == CURRENT_TABLES
    assert user_version(database) == REQUESTS_SCHEMA.version


def test_a_failing_step_leaves_the_old_layout_and_every_row(tmp_path: Path) -> None:
    database = tmp_path / "requests.sqlite3"
    before = make_old_database(database)
    failing = Migration(REQUESTS_SCHEMA.version + 1, "fails half-way",
                        "CREATE TABLE channels (name TEXT); INSERT INTO no_such_table VALUES (1);")
    schema = Schema(layout=LAYOUT, first_table="requests",
                    migrations=(*REQUESTS_SCHEMA.migrations, failing))
    with closing(sqlite3.connect(database, isolation_level=None)) as db:
        with pytest.raises(sqlite3.OperationalError, match="no such table: no_such_table"):
            migrate(db, schema)
        assert not db.in_transaction
    assert tables(database) == OLD_TABLES  # no table of any step
    assert user_version(database) == 0
    assert rows(database) == before
    assert RequestStore(database).set_up() == MIGRATED_LINES  # and the real ones still apply
