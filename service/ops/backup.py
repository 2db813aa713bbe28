"""`agency backup FILE`: the instance folder (what git does not hold) as one .tar.gz.

Each SQLite database (staff accounts and sessions, visitors' requests) is copied with SQLite's
online backup, which gives a consistent copy while the service keeps writing; the form-token
key comes along. Derived files (the image variants) are left out: they are made again. The
archive holds password hashes and visitors' requests, so it and every file in it are 0600.
"""

import os
import sqlite3
import tarfile
import tempfile
from pathlib import Path

from service.instance import FILE_MODE, open_private, private_file

DATABASES = ("staff.sqlite3", "requests.sqlite3")
OTHER_FILES = ("form-token.key",)


def sqlite_copy(source: Path, target: Path) -> None:
    """A consistent copy of a live database (SQLite's backup API, WAL contents included)."""
    reader = sqlite3.connect(f"file:{source}?mode=ro", uri=True, timeout=30)
    writer = sqlite3.connect(private_file(target))
    try:
        reader.backup(writer)
    finally:
        writer.close()
        reader.close()


def _private_member(member: tarfile.TarInfo) -> tarfile.TarInfo:
    # Unpacked by tar into the instance folder, a file keeps this mode until the service starts.
    member.mode = FILE_MODE
    return member


def back_up_instance(instance_dir: Path, archive: Path) -> list[str]:
    """Write archive (.tar.gz) with the instance folder's state; answers the names it holds."""
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
        partial.replace(archive)
    return names
