"""The instance folder: made 0700 and its files 0600 whatever the umask, repaired at start-up."""

import contextlib
import os
import stat
from pathlib import Path

FOLDER_MODE = 0o700
FILE_MODE = 0o600


def make_folder(folder: Path) -> Path:
    """The folder, made 0700 when missing (its parents, if missing too, as the umask says)."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    try:
        folder.mkdir(FOLDER_MODE)
    except FileExistsError:
        return folder
    os.chmod(folder, FOLDER_MODE)  # mkdir's mode passes through the umask
    return folder


def open_private(path: Path, flags: int) -> int:
    """os.open with O_CREAT, the file left (or made) 0600 before anything is written to it."""
    descriptor = os.open(path, flags | os.O_CREAT | os.O_NOFOLLOW, FILE_MODE)
    try:
        os.fchmod(descriptor, FILE_MODE)  # os.open's mode passes through the umask
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def private_file(path: Path) -> Path:
    """path, made empty and 0600 (in a folder made 0700) unless it exists.

    Made before SQLite opens a database: SQLite gives the -wal, -shm and -journal files it makes
    beside a database the database file's own mode, so they are private from the start too.
    """
    make_folder(path.parent)
    with contextlib.suppress(FileExistsError):
        os.close(open_private(path, os.O_WRONLY | os.O_EXCL))
    return path


def repair(folder: Path) -> list[str]:
    """Make the folder 0700 and each file directly in it 0600; one line to log or print for
    what was changed and one for what could not be (another user's file), none when all was
    well. Sub-folders (the image variants, public images made again on demand) are left as they
    are: the folder itself keeps other users out."""
    fixed, refused = _fix_modes(folder)
    lines = []
    if fixed:
        lines.append(f"instance folder {folder}: made private what other users could read "
                     f"(folder 0700, files 0600): {', '.join(fixed)}")
    if refused:
        lines.append(f"instance folder {folder}: cannot make these private, another user owns "
                     f"them (fix by hand): {', '.join(refused)}")
    return lines


def _fix_modes(folder: Path) -> tuple[list[str], list[str]]:
    fixed: list[str] = []
    refused: list[str] = []
    if not folder.is_dir():
        return fixed, refused
    for path in (folder, *sorted(folder.iterdir())):
        is_folder = path == folder
        try:  # the folder may be a symbolic link to it; a file that is one is not followed
            info = path.stat() if is_folder else path.lstat()
        except FileNotFoundError:  # a -wal or -shm SQLite removed meanwhile
            continue
        if not is_folder and not stat.S_ISREG(info.st_mode):
            continue
        mode = stat.S_IMODE(info.st_mode)
        wanted = FOLDER_MODE if is_folder else FILE_MODE
        if mode == wanted:
            continue
        name = f"{'the folder' if is_folder else path.name} (was {mode:04o})"
        try:
            os.chmod(path, wanted)
        except FileNotFoundError:
            continue
        except PermissionError:
            refused.append(name)
            continue
        fixed.append(name)
    return fixed, refused
