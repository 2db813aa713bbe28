"""Atomic file replacement: temp file in the same folder, fsync, rename, fsync the folder."""

import contextlib
import json
import os
from pathlib import Path
from typing import Any

TEMP_PREFIX = ".tmp-"


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace path with data so readers see the old file or the new one, never a mix."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    temp = folder / f"{TEMP_PREFIX}{os.getpid()}-{os.urandom(4).hex()}-{path.name}"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
        raise
    fsync_path(folder)


def remove_file(path: Path) -> None:
    """Delete path and make the removal durable."""
    path.unlink()
    fsync_path(path.parent)


def fsync_path(path: Path) -> None:
    """Make a file's bytes, or a folder's entries, durable."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def json_bytes(value: Any) -> bytes:
    """Pretty-printed JSON with a trailing newline, so git diffs read well."""
    return (json.dumps(value, indent=2, ensure_ascii=False) + "\n").encode("utf-8")


def read_json_object(path: Path) -> dict[str, Any] | None:
    """A JSON object written with json_bytes, or None when the file is missing, unreadable as
    JSON or holds something else (a state file half-written by an older version, say)."""
    try:
        value = json.loads(path.read_text("utf-8"))
    except (FileNotFoundError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def is_temp_name(name: str) -> bool:
    """Whether a file name is one of our temp files (for listings that have names, not paths)."""
    return name.startswith(TEMP_PREFIX)


def is_temp_file(path: Path) -> bool:
    return is_temp_name(path.name)


def remove_stale_temp_files(folder: Path) -> list[Path]:
    """Delete temp files left by a killed writer; call only while holding the write lock."""
    removed: list[Path] = []
    if not folder.is_dir():
        return removed
    for candidate in folder.iterdir():
        if is_temp_file(candidate) and candidate.is_file():
            with contextlib.suppress(FileNotFoundError):
                candidate.unlink()
                removed.append(candidate)
    return removed
