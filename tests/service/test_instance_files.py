"""The instance folder is 0700 and its files 0600 whatever the umask, and older ones are repaired
when the service starts."""

import contextlib
import logging
import sqlite3
import tarfile
from pathlib import Path

import pytest
from quart import Quart

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.config import Settings
from service.ops.backup import back_up_instance
from service.requests.desk import SECRET_FILE
from service.requests.digest_task import LOCK_FILE as DIGEST_LOCK_FILE
from service.requests.fields import Submission
from service.requests.sender_lock import SenderLock
from service.requests.storage import RequestStore
from service.requests.tokens import load_secret
from tests.conftest import file_mode
from tests.service.conftest import STAFF_PASSWORD, STAFF_USER, sign_in
from tests.service.test_requests_api import quote

SUBMISSION = Submission("quote", "Jane Doe", "jane@example.com", "", "", "",
                        {"coverages": ["auto"], "zip": ""})


def instance_modes(folder: Path) -> dict[str, int]:
    """The folder's mode and each of its files', as they are while the service runs."""
    modes = {folder.name: file_mode(folder)}
    for path in folder.iterdir():
        # A SQLite -shm or -wal file its last connection removed after the listing has no mode.
        with contextlib.suppress(FileNotFoundError):
            modes[path.name] = file_mode(path)
    return modes


@pytest.mark.usefixtures("open_umask")
def test_files_made_in_the_instance_folder_are_private_whatever_the_umask(
        tmp_path: Path) -> None:
    instance = tmp_path / "agency" / "instance"
    staff = StaffDirectory(instance / "staff.sqlite3")
    staff.add(STAFF_USER, STAFF_PASSWORD)
    staff.start_session(STAFF_USER)
    requests = RequestStore(instance / "requests.sqlite3")
    requests.add(SUBMISSION, 0, mail=True)
    # An open connection keeps SQLite's -wal and -shm files beside the database.
    with sqlite3.connect(instance / "requests.sqlite3") as reader:
        reader.execute("SELECT COUNT(*) FROM requests").fetchall()
        requests.add(SUBMISSION, 1, mail=True)
        load_secret(instance / SECRET_FILE)
        locks = [SenderLock(instance), SenderLock(instance, DIGEST_LOCK_FILE)]
        assert all(lock.try_hold() for lock in locks)
        modes = instance_modes(instance)
        for lock in locks:
            lock.release()
    assert modes == {"instance": 0o700, "staff.sqlite3": 0o600, "requests.sqlite3": 0o600,
                     "requests.sqlite3-wal": 0o600, "requests.sqlite3-shm": 0o600,
                     SECRET_FILE: 0o600, "outbox.lock": 0o600, "digest.lock": 0o600}


@pytest.mark.usefixtures("open_umask")
async def test_the_services_own_files_are_private_whatever_the_umask(settings: Settings,
                                                                     tmp_path: Path) -> None:
    settings = settings.replace(instance_dir=tmp_path / "new-instance")
    app = create_app(settings)
    async with app.test_app():
        visitor = app.test_client()
        assert (await visitor.post("/api/requests", json=quote(app))).status_code == 201
        StaffDirectory(settings.staff_database).add(STAFF_USER, STAFF_PASSWORD)
        assert (await sign_in(app.test_client())).status_code == 200
        modes = instance_modes(settings.instance_dir)
    assert set(modes) >= {"new-instance", "staff.sqlite3", "requests.sqlite3", SECRET_FILE}
    assert modes == {name: 0o700 if name == "new-instance" else 0o600 for name in modes}


def make_world_readable(folder: Path) -> None:
    folder.chmod(0o755)
    for path in folder.iterdir():
        path.chmod(0o644)


async def test_the_service_makes_older_instance_files_private_at_start_up_and_says_so(
        settings: Settings, caplog: pytest.LogCaptureFixture) -> None:
    instance = settings.instance_dir
    RequestStore(settings.requests_database).add(SUBMISSION, 0, mail=False)
    load_secret(instance / SECRET_FILE)
    held = sqlite3.connect(settings.requests_database)  # keeps the -wal and -shm files there
    try:
        held.execute("INSERT INTO events (request_id, at, actor, type) "
                     "VALUES (1, 0, 'test', 'note')")
        held.commit()
        names = {"staff.sqlite3", "requests.sqlite3", "requests.sqlite3-wal",
                 "requests.sqlite3-shm", SECRET_FILE}
        assert names <= {path.name for path in instance.iterdir()}
        make_world_readable(instance)
        caplog.set_level(logging.WARNING, logger="service.serving")
        app: Quart = create_app(settings)
        async with app.test_app():
            modes = instance_modes(instance)
    finally:
        held.close()
    assert {name: modes[name] for name in names} == dict.fromkeys(names, 0o600)
    assert modes["instance"] == 0o700
    [line] = [record.getMessage() for record in caplog.records
              if "made private" in record.getMessage()]
    assert line.startswith(f"instance folder {instance}: made private")
    for name in sorted(names):
        assert f"{name} (was 0644)" in line
    assert "the folder (was 0755)" in line


@pytest.mark.usefixtures("open_umask")
def test_a_backup_is_private_and_unpacks_private_files(tmp_path: Path) -> None:
    instance = tmp_path / "instance"
    StaffDirectory(instance / "staff.sqlite3").add(STAFF_USER, STAFF_PASSWORD)
    load_secret(instance / SECRET_FILE)
    make_world_readable(instance)  # as a folder from before might still be
    archive = tmp_path / "backups" / "instance.tar.gz"
    assert back_up_instance(instance, archive) == ["staff.sqlite3", SECRET_FILE]
    assert file_mode(archive) == 0o600
    with tarfile.open(archive) as tar:
        assert [(member.name, member.mode) for member in tar.getmembers()] == [
            ("staff.sqlite3", 0o600), (SECRET_FILE, 0o600)]
