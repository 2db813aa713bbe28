"""`agency restore` refuses databases this release did not make (a trigger that keeps an owner,
a table fed by a trigger with every visitor's data, a view) and archives that unpack to far
more than they hold, with one red line naming what it found and the instance folder unchanged.
Each backup here is a real tar.gz around real SQLite files."""

import io
import sqlite3
import tarfile
from contextlib import closing
from pathlib import Path

import pytest

from service.ops.backup import back_up_instance
from service.requests.storage import RequestStore
from tests.cli.conftest import Agency, assert_one_red_line
from tests.cli.test_restore import fast_hashes, instance_of, staff_in, visitors_in
from tests.conftest import folder_snapshot
from tests.service.old_requests_database import make_old_database

__all__ = ["fast_hashes"]  # a fixture the tests below use

# An owner nobody can disable, demote or remove: the statement fails inside the service.
KEEP_OWNER = """
CREATE TRIGGER keep_owner BEFORE UPDATE OF disabled, role ON staff
WHEN OLD.username = 'maria' BEGIN SELECT RAISE(ABORT, 'no'); END;
CREATE TRIGGER keep_owner_account BEFORE DELETE ON staff
WHEN OLD.username = 'maria' BEGIN SELECT RAISE(IGNORE); END;
"""
# A copy of every request that `agency requests forget` never reaches.
SHADOW_COPY = """
CREATE TABLE kept (name TEXT, email TEXT, phone TEXT, message TEXT);
CREATE TRIGGER keep_requests AFTER INSERT ON requests BEGIN
    INSERT INTO kept VALUES (NEW.name, NEW.email, NEW.phone, NEW.message);
END;
"""


def tampered_backup(folder: Path, database: str, sql: str) -> Path:
    """A real backup of an instance whose database got `sql` after the service made it."""
    instance = instance_of(folder / "backed-up", "maria", "Jane Backup")
    with closing(sqlite3.connect(instance / database)) as db:
        db.executescript(sql)
    archive = folder / f"tampered-{database}.tar.gz"
    back_up_instance(instance, archive)
    return archive


@pytest.fixture
def live_instance(tmp_path: Path, fast_hashes: None) -> Path:
    return instance_of(tmp_path / "instance", "thomas", "Jane Live")


def refused_line(agency: Agency, archive: Path, instance: Path) -> str:
    before = folder_snapshot(instance)
    result = agency("restore", str(archive), env={"AGENCY_INSTANCE_DIR": str(instance)})
    line = assert_one_red_line(result)
    assert folder_snapshot(instance) == before
    assert not list(instance.parent.glob(".instance.restoring-*"))
    return line


@pytest.mark.parametrize(("database", "sql", "named"), [
    ("staff.sqlite3", KEEP_OWNER,
     "staff.sqlite3 in the archive holds trigger keep_owner on staff, which this release does "
     "not make; trigger keep_owner_account on staff, which this release does not make: "
     "refused, as the service would run it"),
    ("requests.sqlite3", SHADOW_COPY,
     "requests.sqlite3 in the archive holds table kept, which this release does not make; "
     "trigger keep_requests on requests, which this release does not make: refused"),
    ("requests.sqlite3", "CREATE VIEW everyone AS SELECT name, email FROM requests;",
     "requests.sqlite3 in the archive holds view everyone, which this release does not make: "
     "refused"),
    ("staff.sqlite3", "CREATE INDEX staff_by_hash ON staff (password_hash);",
     "staff.sqlite3 in the archive holds index staff_by_hash on staff, which this release "
     "does not make: refused"),
    ("requests.sqlite3", "DROP INDEX requests_by_email;",
     "requests.sqlite3 in the archive holds no index requests_by_email on requests, which this "
     "release makes: refused"),
])
def test_a_database_holding_what_this_release_does_not_make_is_refused(
        agency: Agency, tmp_path: Path, live_instance: Path, database: str, sql: str,
        named: str) -> None:
    line = refused_line(agency, tampered_backup(tmp_path, database, sql), live_instance)
    assert line.startswith("Error: not restored: " + named.removesuffix("refused")), line
    assert staff_in(live_instance) == ["thomas"]


def test_a_table_made_otherwise_is_refused(agency: Agency, tmp_path: Path,
                                           live_instance: Path) -> None:
    """Same name, other columns: the statement is compared, not only the names."""
    archive = tampered_backup(tmp_path, "staff.sqlite3", """
        DROP TABLE sessions;
        CREATE TABLE sessions (id_hash TEXT PRIMARY KEY, username TEXT, created_at REAL,
                               expires_at REAL, password TEXT);""")
    line = refused_line(agency, archive, live_instance)
    assert "holds table sessions, made otherwise than this release makes it: CREATE TABLE " \
           "sessions(id_hash TEXT PRIMARY KEY,username TEXT,created_at REAL,expires_at REAL," \
           "password TEXT)" in line, line


def old_instance(folder: Path, sql: str = "") -> Path:
    """An instance whose requests database is as releases before schema versions made it."""
    folder.mkdir(parents=True)
    database = folder / "requests.sqlite3"
    make_old_database(database)
    if sql:
        with closing(sqlite3.connect(database)) as db:
            db.executescript(sql)
    return folder


def test_an_older_releases_database_is_restored_but_not_with_foreign_objects(
        agency: Agency, tmp_path: Path, live_instance: Path) -> None:
    archive = tmp_path / "old.tar.gz"
    back_up_instance(old_instance(tmp_path / "old"), archive)
    tampered = tmp_path / "old-tampered.tar.gz"
    back_up_instance(old_instance(tmp_path / "old-tampered", SHADOW_COPY), tampered)
    line = refused_line(agency, tampered, live_instance)
    assert line == ("Error: not restored: requests.sqlite3 in the archive holds trigger "
                    "keep_requests on requests, which no release makes: refused, as the service "
                    "would run it"), line
    extra_table = tmp_path / "old-extra-table.tar.gz"
    back_up_instance(old_instance(tmp_path / "old-extra-table",
                                  "CREATE TABLE kept (name TEXT, email TEXT);"), extra_table)
    line = refused_line(agency, extra_table, live_instance)
    assert line == ("Error: not restored: requests.sqlite3 in the archive holds table kept, "
                    "which this release does not make: refused, as the service would run it"), line
    instance = tmp_path / "restored"
    result = agency("restore", str(archive), env={"AGENCY_INSTANCE_DIR": str(instance)})
    assert result.exit_code == 0, result.output
    RequestStore(instance / "requests.sqlite3").set_up()  # the service migrates it at start-up
    assert len(visitors_in(instance)) == 3


class ZeroStream(io.RawIOBase):
    """size bytes of zeros, read as a file (tarfile reads the member's data from it)."""

    def __init__(self, size: int) -> None:
        self.left = size

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        count = min(len(buffer), self.left)
        buffer[:count] = bytes(count)
        self.left -= count
        return count


def bomb(path: Path, size: int) -> Path:
    """A real tar.gz whose staff.sqlite3 is `size` bytes of zeros: gzip makes it ~1000x smaller."""
    info = tarfile.TarInfo("staff.sqlite3")
    info.size, info.mode = size, 0o600
    with tarfile.open(path, "w:gz") as tar:
        tar.addfile(info, ZeroStream(size))
    return path


def test_an_archive_that_unpacks_to_hundreds_of_megabytes_is_refused_early(
        agency: Agency, tmp_path: Path, live_instance: Path) -> None:
    archive = bomb(tmp_path / "small.tar.gz", 300 << 20)
    assert archive.stat().st_size < 400 << 10  # about 300 KB
    line = refused_line(agency, archive, live_instance)
    assert line == ("Error: not restored: small.tar.gz unpacks to more than 64 MB, over 100 "
                    "times its own size: no backup grows so much, refused"), line
