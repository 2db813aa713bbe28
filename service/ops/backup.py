"""Backups: the instance folder (what git does not hold) as one .tar.gz, and the folder of daily
ones (their time-stamped names, the newest, the rotation).

Each SQLite database (staff accounts and sessions, visitors' requests) is copied with SQLite's
online backup, which gives a consistent copy while the service keeps writing; the form-token
key and the files visitors attached to a quote intake come along, and without a git remote a
bundle of the content's repository. Derived files (the image variants) are left out: they are
made again; so is the intake's key file, kept apart on purpose (docs/operating.md). The
archive holds password hashes and visitors' requests, so it and every file in it are 0600.
"""

import datetime as dt
import os
import re
import sqlite3
import subprocess
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from service.auth.staff_schema import STAFF_SCHEMA
from service.config import INTAKE_FILES_FOLDER
from service.instance import FILE_MODE, open_private, private_file
from service.requests.schema import REQUESTS_SCHEMA
from service.store import fsync_path

if TYPE_CHECKING:
    import tarfile

# Each database of the instance folder, with the schema its file holds (`agency restore` and
# `agency doctor` accept no other).
DATABASE_SCHEMAS = {"staff.sqlite3": STAFF_SCHEMA, "requests.sqlite3": REQUESTS_SCHEMA}
DATABASES = tuple(DATABASE_SCHEMAS)
OTHER_FILES = ("form-token.key",)
CONTENT_BUNDLE = "content.bundle"
# All an archive may hold, each a plain file at its top, and the intake's stored files (plain
# files of its folder, named as files.write_whole names them): `agency restore` refuses
# anything else.
MEMBERS = (*DATABASES, *OTHER_FILES, CONTENT_BUNDLE)
STORED_FILE = re.compile(rf"{INTAKE_FILES_FOLDER}/[A-Za-z0-9_-][A-Za-z0-9._-]{{0,99}}")

NAME_PREFIX = "agency-backup-"
STAMP_FORMAT = "%Y%m%dT%H%M%SZ"  # UTC, so names sort by time
ARCHIVE_SUFFIX = ".tar.gz"
# A failed backup is tried again within the hour: one missed day is late, two have stopped.
LATE_SLACK = dt.timedelta(hours=2)
DAILY_NAME = re.compile(rf"{NAME_PREFIX}(\d{{8}}T\d{{6}}Z){re.escape(ARCHIVE_SUFFIX)}(\.age)?")


def sqlite_copy(source: Path, target: Path) -> None:
    """A consistent copy of a live database (SQLite's backup API, WAL contents included)."""
    reader = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
    writer = sqlite3.connect(private_file(target))
    try:
        reader.backup(writer)
    finally:
        writer.close()
        reader.close()


def is_member(name: str) -> bool:
    """Whether a backup holds a file of this name."""
    return name in MEMBERS or STORED_FILE.fullmatch(name) is not None


def _add_stored_files(tar: "tarfile.TarFile", instance_dir: Path) -> list[str]:
    """The intake's stored files (half-written ones, named with a leading dot, left out); a
    file deleted meanwhile (forget, the purge) is rightly missing."""
    try:
        entries = sorted(os.scandir(instance_dir / INTAKE_FILES_FOLDER), key=lambda e: e.name)
    except FileNotFoundError:
        return []
    added = []
    for entry in entries:
        name = f"{INTAKE_FILES_FOLDER}/{entry.name}"
        if not entry.is_file(follow_symlinks=False) or not STORED_FILE.fullmatch(name):
            continue
        try:
            tar.add(entry.path, arcname=name, filter=_private_member)
        except FileNotFoundError:
            continue
        added.append(name)
    return added


def _private_member(member: "tarfile.TarInfo") -> "tarfile.TarInfo":
    # Unpacked by tar into the instance folder, a file keeps this mode until the service starts.
    member.mode = FILE_MODE
    return member


def back_up_instance(instance_dir: Path, archive: Path,
                     content_repository: Path | None = None) -> list[str]:
    """Write archive (.tar.gz) with the instance folder's state, and a bundle of the content's
    git repository when one is given; answers the names it holds."""
    # Imported here, not by every start: a start imports this module only for overdue().
    import tarfile

    if not instance_dir.is_dir():
        raise FileNotFoundError(f"no instance folder at {instance_dir}")
    names: list[str] = []
    archive.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="agency-backup-") as scratch:
        partial = archive.with_name(f".{archive.name}.partial")
        with os.fdopen(open_private(partial, os.O_WRONLY | os.O_TRUNC), "wb") as file, \
                tarfile.open(fileobj=file, mode="w:gz") as tar:
            for name in DATABASES:
                source = instance_dir / name
                if source.is_file():
                    copy = Path(scratch) / name
                    sqlite_copy(source, copy)
                    tar.add(copy, arcname=name, filter=_private_member)
                    names.append(name)
            for name in OTHER_FILES:
                if (instance_dir / name).is_file():
                    tar.add(instance_dir / name, arcname=name, filter=_private_member)
                    names.append(name)
            if _add_stored_files(tar, instance_dir):
                names.append(f"{INTAKE_FILES_FOLDER}/")
            bundle = Path(scratch) / CONTENT_BUNDLE
            if content_repository is not None and bundle_content(content_repository, bundle):
                tar.add(bundle, arcname=CONTENT_BUNDLE, filter=_private_member)
                names.append(CONTENT_BUNDLE)
        fsync_path(partial)  # on disk before the rotation deletes an older one
        partial.replace(archive)
    fsync_path(archive.parent)
    return names


def bundle_content(repository: Path, target: Path) -> bool:
    """target: every branch and tag of the git repository the folder lies in (`git bundle
    --all`); False, writing nothing, when it has no commit yet."""
    heads = subprocess.run(["git", "-C", str(repository), "rev-parse", "--verify", "-q", "HEAD"],
                           capture_output=True, text=True, process_group=0)
    if heads.returncode != 0:
        return False
    subprocess.run(["git", "-C", str(repository), "bundle", "create", "--quiet", str(target),
                    "--all"], capture_output=True, text=True, check=True, process_group=0)
    return True


def backup_name(moment: dt.datetime, encrypted: bool) -> str:
    """agency-backup-20261114T030000Z.tar.gz (.age after it when encrypted)."""
    stamp = moment.astimezone(dt.UTC).strftime(STAMP_FORMAT)
    return f"{NAME_PREFIX}{stamp}{ARCHIVE_SUFFIX}{'.age' if encrypted else ''}"


def taken_at(path: Path) -> dt.datetime | None:
    """When a daily backup was taken, from its name; None for any other file."""
    match = DAILY_NAME.fullmatch(path.name)
    if match is None:
        return None
    return dt.datetime.strptime(match[1], STAMP_FORMAT).replace(tzinfo=dt.UTC)


def daily_backups(folder: Path) -> list[Path]:
    """The daily backups in folder, oldest first (none when the folder is missing)."""
    try:
        paths = list(folder.iterdir())
    except (FileNotFoundError, NotADirectoryError):  # not made yet, or cannot be: none taken
        return []
    found = [(moment, path.name, path) for path in paths
             if (moment := taken_at(path)) is not None and path.is_file()]
    return [path for _moment, _name, path in sorted(found)]


def latest_backup(folder: Path) -> Path | None:
    """The newest daily backup in folder, or None."""
    backups = daily_backups(folder)
    return backups[-1] if backups else None


def missed_after(age: dt.timedelta, interval: dt.timedelta, missed: int) -> bool:
    """Whether a backup this old means `missed` daily backups did not come (the slack given)."""
    return age > missed * interval + LATE_SLACK


def overdue(folder: Path, interval: dt.timedelta, missed: int, now: dt.datetime) -> bool:
    """Whether the newest daily backup is older than `missed` intervals (and the slack)."""
    newest = latest_backup(folder)
    moment = taken_at(newest) if newest else None
    return moment is not None and missed_after(now - moment, interval, missed)


def rotate(folder: Path, keep: int) -> list[Path]:
    """Delete all but the newest `keep` daily backups (no other file); answers those deleted."""
    old = daily_backups(folder)[:-keep]
    for path in old:
        path.unlink(missing_ok=True)
    return old
