"""The daily backup's parts on real files: names that sort by time, the newest found by name, the
rotation, encryption to an age key, the content bundled only without a remote, and a failure
kept in its status and log."""

import datetime as dt
import io
import logging
import tarfile
from pathlib import Path

import pyrage
import pytest
from argon2 import PasswordHasher
from pyrage import x25519

from service.auth.accounts import StaffDirectory
from service.config import Settings
from service.ops.backup import backup_name, daily_backups, latest_backup, rotate, taken_at
from service.ops.backup_status import read_backup_status
from service.ops.backup_task import DailyBackup
from service.store.content_store import ContentStore
from tests.conftest import file_mode

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


def names_at(*stamps: str, suffix: str = ".tar.gz") -> list[str]:
    return [f"agency-backup-{stamp}{suffix}" for stamp in stamps]


def test_names_sort_by_time_and_the_newest_is_found_by_its_name(tmp_path: Path) -> None:
    moment = dt.datetime(2026, 11, 14, 3, 0, 5, tzinfo=dt.timezone(dt.timedelta(hours=-5)))
    assert backup_name(moment, encrypted=False) == "agency-backup-20261114T080005Z.tar.gz"
    assert backup_name(moment, encrypted=True) == "agency-backup-20261114T080005Z.tar.gz.age"
    assert taken_at(Path(backup_name(moment, True))) == moment
    assert latest_backup(tmp_path / "missing") is None
    for name in [*names_at("20261114T080005Z", "20261101T000000Z"),
                 *names_at("20261113T235959Z", suffix=".tar.gz.age"),
                 "agency-backup-latest.tar.gz", "notes.txt"]:
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "agency-backup-20261201T000000Z.tar.gz").mkdir()  # not a file: not a backup
    newest = latest_backup(tmp_path)
    assert newest is not None and newest.name == "agency-backup-20261114T080005Z.tar.gz"
    assert [path.name for path in daily_backups(tmp_path)] == [
        "agency-backup-20261101T000000Z.tar.gz", "agency-backup-20261113T235959Z.tar.gz.age",
        "agency-backup-20261114T080005Z.tar.gz"]


def test_rotation_keeps_the_newest_and_never_touches_another_file(tmp_path: Path) -> None:
    stamps = [f"202611{day:02d}T030000Z" for day in range(1, 8)]
    for name in [*names_at(*stamps), "agency-backup-by-hand.tar.gz", "notes.txt"]:
        (tmp_path / name).write_bytes(b"")
    deleted = rotate(tmp_path, 3)
    assert [path.name for path in deleted] == names_at(*stamps[:4])
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        [*names_at(*stamps[4:]), "agency-backup-by-hand.tar.gz", "notes.txt"])


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    folder = tmp_path / "instance"
    StaffDirectory(folder / "staff.sqlite3", hasher=PasswordHasher(
        time_cost=1, memory_cost=1024, parallelism=1)).add("maria", "a long password 1")
    return folder


def daily(content_dir: Path, instance: Path, folder: Path, **settings: object) -> DailyBackup:
    chosen = Settings.from_env({}).replace(content_dir=content_dir,
                                           instance_dir=instance, backup_dir=folder, **settings)
    return DailyBackup(chosen, ContentStore(content_dir), folder)


def members(archive: Path | bytes) -> list[str]:
    source = io.BytesIO(archive) if isinstance(archive, bytes) else archive.open("rb")
    with source, tarfile.open(fileobj=source, mode="r:gz") as tar:
        return tar.getnames()


@pytest.mark.usefixtures("open_umask")
def test_a_backup_without_a_remote_holds_the_content_bundle(
        content_dir: Path, instance: Path, tmp_path: Path) -> None:
    folder = tmp_path / "backups" / "daily"
    archive = daily(content_dir, instance, folder).take()
    assert archive.parent == folder and taken_at(archive) is not None
    assert file_mode(folder) == 0o700 and file_mode(archive) == 0o600
    assert members(archive) == ["staff.sqlite3", "content.bundle"]
    with_remote = daily(content_dir, instance, tmp_path / "other",
                        git_remote=str(tmp_path / "remote.git")).take()
    assert members(with_remote) == ["staff.sqlite3"]


def test_an_encrypted_backup_opens_with_the_key_only(content_dir: Path, instance: Path,
                                                     tmp_path: Path) -> None:
    key = x25519.Identity.generate()
    archive = daily(content_dir, instance, tmp_path / "backups",
                    backup_age_recipient=str(key.to_public())).take()
    assert archive.name.endswith(".tar.gz.age") and file_mode(archive) == 0o600
    assert [path.name for path in archive.parent.iterdir()] == [archive.name]  # no plain copy
    encrypted = archive.read_bytes()
    assert b"maria" not in encrypted
    assert members(pyrage.decrypt(encrypted, [key])) == ["staff.sqlite3", "content.bundle"]
    with pytest.raises(pyrage.DecryptError):
        pyrage.decrypt(encrypted, [x25519.Identity.generate()])


def test_the_first_backup_is_due_at_once_unless_one_is_newer_than_the_interval(
        content_dir: Path, instance: Path, tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    backup = daily(content_dir, instance, folder, backup_seconds=86400.0)
    assert backup.seconds_until_due() == 0.0
    an_hour_ago = dt.datetime.now(dt.UTC) - dt.timedelta(hours=1)
    folder.mkdir()
    (folder / backup_name(an_hour_ago, encrypted=False)).write_bytes(b"")
    assert 82700 < backup.seconds_until_due() <= 82800
    (folder / backup_name(an_hour_ago - dt.timedelta(days=2), encrypted=True)).write_bytes(b"")
    assert 82700 < backup.seconds_until_due() <= 82800  # the newest counts


def test_a_failed_backup_is_logged_and_kept_in_the_status_until_one_succeeds(
        content_dir: Path, instance: Path, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    backup = daily(content_dir, instance, blocked / "backups")
    state_dir = ContentStore(content_dir).state_dir
    with caplog.at_level(logging.INFO, "service.ops.backup_task"):
        backup.attempt()
    assert backup.status.failing
    assert any(record.levelno == logging.ERROR and "daily backup into" in record.getMessage()
               for record in caplog.records)
    saved = read_backup_status(state_dir)
    assert saved is not None and saved["lastError"] and saved["failingSince"]
    assert saved["lastSuccessAt"] is None
    blocked.unlink()
    blocked.mkdir()
    backup.attempt()
    saved, newest = read_backup_status(state_dir), latest_backup(blocked / "backups")
    assert saved is not None and saved["lastError"] is None and saved["failingSince"] is None
    assert newest is not None and saved["lastBackup"] == newest.name


def test_a_bad_age_recipient_is_refused_with_the_setting_named() -> None:
    with pytest.raises(ValueError, match=r"AGENCY_BACKUP_AGE_RECIPIENT must be an age public key "
                                         r"\(age1\.\.\.\), not 'age1-not-a-key'"):
        Settings.from_env({"AGENCY_BACKUP_AGE_RECIPIENT": "age1-not-a-key"})
