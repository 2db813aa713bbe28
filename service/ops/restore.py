"""`agency restore FILE`: a backup checked whole in a folder beside the instance folder, then
swapped in for it, while no service runs on it.

Nothing in the instance folder changes until every check has passed: the archive decrypts
(age), its gzip stream is whole and unpacks to no more than unpack_limit() allows (counted as it
is read, before a byte is written), it holds only the files a backup holds, each a plain file at
its top (no path, no link), each database passes SQLite's integrity check and holds exactly the
tables and indexes this release's schema makes (no trigger, view or table of anyone else's),
and the content bundle is one git can read. Then the old folder is moved aside (kept, unless it
was empty) and the new one renamed into its place.
"""

import contextlib
import datetime as dt
import os
import sqlite3
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from service.instance import FOLDER_MODE
from service.instance_lock import InstanceBusy, no_service_running
from service.ops.backup import CONTENT_BUNDLE, DATABASE_SCHEMAS, DATABASES, STAMP_FORMAT
from service.ops.backup_crypt import AgeError, decrypt_file, is_encrypted
from service.ops.restore_archive import RestoreRefused, check_gzip, unpack, unpack_limit
from service.sqlite_migrations import SchemaTooNew
from service.sqlite_objects import unexpected_objects
from service.store import fsync_path


@dataclass(frozen=True)
class Restored:
    names: list[str]
    kept: Path | None  # the folder the restore replaced, when it held anything
    content: Path | None  # where the content's repository was cloned, when asked


def restore_instance(archive: Path, instance_dir: Path, identity: Path | None = None,
                     content_to: Path | None = None) -> Restored:
    """Put archive back as instance_dir (made when missing); RestoreRefused, with nothing
    changed, when it cannot."""
    target = instance_dir.resolve()  # a symbolic link to the folder keeps pointing at it
    target.parent.mkdir(parents=True, exist_ok=True)
    if content_to is not None and content_to.exists() and any(content_to.iterdir()):
        raise RestoreRefused(f"{content_to} is not empty: name a new folder for the content")
    try:
        with no_service_running(target), tempfile.TemporaryDirectory(
                prefix=f".{target.name}.restoring-", dir=target.parent) as scratch:
            unpacked = _checked_copy(archive, Path(scratch), identity)
            bundle = unpacked / CONTENT_BUNDLE
            if content_to is not None:
                _clone_content(bundle, content_to)
            bundle.unlink(missing_ok=True)  # the content's history does not live here
            names = sorted(path.name for path in unpacked.iterdir())
            return Restored(names, _swap(unpacked, target), content_to)
    except InstanceBusy as error:
        raise RestoreRefused(str(error)) from None


def _checked_copy(archive: Path, scratch: Path, identity: Path | None) -> Path:
    """The archive's files in a new folder under scratch, every check passed."""
    try:
        encrypted = is_encrypted(archive)
    except OSError as error:
        raise RestoreRefused(f"cannot read {archive}: {error.strerror}") from None
    if encrypted:
        if identity is None:
            raise RestoreRefused(f"{archive.name} is encrypted with age: give the identity "
                                 "file that holds its secret key (--identity)")
        plain = scratch / "backup.tar.gz"
        try:
            decrypt_file(archive, plain, identity)
        except AgeError as error:
            raise RestoreRefused(str(error)) from None
        archive = plain
    unpacked = scratch / "instance"
    unpacked.mkdir(FOLDER_MODE)
    os.chmod(unpacked, FOLDER_MODE)
    limit = unpack_limit(archive.stat().st_size)
    check_gzip(archive, limit)
    unpack(archive, unpacked, limit)
    for name in DATABASES:
        if (unpacked / name).exists():
            _check_database(unpacked / name)
    if (unpacked / CONTENT_BUNDLE).exists():
        _check_bundle(unpacked / CONTENT_BUNDLE)
    return unpacked


def _check_database(path: Path) -> None:
    """Undamaged, and holding what this release's schema makes and nothing else: a trigger
    would run inside the service (keep an owner from being removed, copy what forget erases)."""
    try:
        with contextlib.closing(sqlite3.connect(path)) as db:
            found = [row[0] for row in db.execute("PRAGMA integrity_check")]
            strange = unexpected_objects(db, DATABASE_SCHEMAS[path.name]) \
                if found == ["ok"] else []
    except SchemaTooNew:
        raise RestoreRefused(f"{path.name} in the archive was migrated by a newer release than "
                             "this one: restore it with that release") from None
    except sqlite3.DatabaseError as error:
        raise RestoreRefused(f"{path.name} in the archive is damaged: {error}") from None
    if found != ["ok"]:
        raise RestoreRefused(f"{path.name} in the archive is damaged (SQLite's integrity "
                             f"check: {'; '.join(map(str, found[:3]))})")
    if strange:
        more = f" (and {len(strange) - 3} more)" if len(strange) > 3 else ""
        raise RestoreRefused(f"{path.name} in the archive holds {'; '.join(strange[:3])}{more}: "
                             "refused, as the service would run it")


def _check_bundle(bundle: Path) -> None:
    result = subprocess.run(["git", "bundle", "list-heads", str(bundle)], capture_output=True,
                            text=True, process_group=0)
    if result.returncode != 0 or not result.stdout.strip():
        raise RestoreRefused(f"{CONTENT_BUNDLE} in the archive is not a git bundle git can read: "
                             f"{result.stderr.strip()}")


def _clone_content(bundle: Path, target: Path) -> None:
    """target: a clone of the bundle with the bundle left out of its remotes."""
    if not bundle.exists():
        raise RestoreRefused("the backup holds no content bundle (only backups taken without "
                             "a git remote do): restore the content from the remote instead")
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=f".{target.name}.restoring-",
                                     dir=target.parent) as scratch:
        clone = Path(scratch) / "content"
        for args in (["clone", "--quiet", "--end-of-options", str(bundle), str(clone)],
                     ["-C", str(clone), "remote", "remove", "origin"]):
            result = subprocess.run(["git", *args], capture_output=True, text=True,
                                    process_group=0)
            if result.returncode != 0:
                raise RestoreRefused(f"cannot clone the content from the backup: "
                                     f"{result.stderr.strip()}")
        with contextlib.suppress(FileNotFoundError):
            target.rmdir()  # empty, checked before
        clone.rename(target)


def _swap(unpacked: Path, target: Path) -> Path | None:
    """unpacked renamed to target; the folder there before moved aside (answered) or, when
    empty, removed."""
    kept: Path | None = None
    if target.exists():
        with contextlib.suppress(OSError):
            target.rmdir()  # only when empty
    if target.exists():
        stamp = dt.datetime.now(dt.UTC).strftime(STAMP_FORMAT)
        kept = target.with_name(f"{target.name}.before-restore-{stamp}")
        target.rename(kept)
    for path in sorted(unpacked.rglob("*")):  # the intake's files' folder and files too
        fsync_path(path)
    unpacked.rename(target)
    fsync_path(target.parent)
    return kept
