"""Free space on the disks that hold the content, instance and export folders."""

import asyncio
import os
import shutil
from pathlib import Path

from service.ops.doctor.findings import Finding, Setup, fail, ok, warn

SUBJECT = "disk space"
# Below this a save, an upload (up to AGENCY_MAX_UPLOAD_BYTES) or SQLite's journal can fail.
FAIL_BELOW = 200 * 1024 * 1024
WARN_BELOW = 1024 * 1024 * 1024
FREE_SPACE = ("Make room on that disk (old backups; journalctl --vacuum-size=200M), or move the "
              "folder to a larger one.")


async def disk_space(setup: Setup) -> list[Finding]:
    settings = setup.settings
    folders = {"content": settings.content_dir, "instance": settings.instance_dir}
    if settings.export_dir is not None:
        folders["export"] = settings.export_dir
    return await asyncio.to_thread(_by_disk, folders)


def _by_disk(folders: dict[str, Path]) -> list[Finding]:
    """One line per disk, naming the folders on it."""
    disks: dict[int, tuple[Path, list[str]]] = {}
    for name, folder in folders.items():
        existing = _nearest_existing(folder)
        disks.setdefault(os.stat(existing).st_dev, (existing, []))[1].append(name)
    return [_finding(path, names) for path, names in disks.values()]


def _finding(path: Path, names: list[str]) -> Finding:
    usage = shutil.disk_usage(path)
    said = (f"{_size(usage.free)} free of {_size(usage.total)} for {', '.join(names)} "
            f"(the disk of {path})")
    if usage.free < FAIL_BELOW:
        return fail(SUBJECT, said, FREE_SPACE)
    if usage.free < WARN_BELOW:
        return warn(SUBJECT, said, FREE_SPACE)
    return ok(SUBJECT, said)


def _nearest_existing(folder: Path) -> Path:
    """The folder, or the closest of its parents that exists (where it would be made)."""
    path = folder.absolute()
    while not path.exists():
        path = path.parent
    return path


def _size(count: int) -> str:
    size = float(count)
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1024:
            return f"{size:.1f} {unit}" if unit != "B" else f"{count} B"
        size /= 1024
    return f"{size:.1f} TB"
