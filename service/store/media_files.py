"""The regular file behind a media URL's path inside one folder, refusing every way out of it."""

import stat
from pathlib import Path

from service.content.errors import NotFound


def file_under(folder: Path, relative: str) -> Path:
    """folder/relative when it is a regular file: no hidden or ".." names, and no symbolic link on
    the way (folder itself included), since a link kept in git could name any file of the
    machine. NotFound otherwise. The exports and nginx refuse links the same way."""
    parts = relative.split("/")
    if any(part == "" or part.startswith(".") for part in parts):
        raise NotFound("Media file")
    steps = [folder]
    for part in parts:
        steps.append(steps[-1] / part)
    try:
        modes = [step.lstat().st_mode for step in steps]
    except (OSError, ValueError) as error:  # missing, or a name the system refuses
        raise NotFound("Media file") from error
    if any(stat.S_ISLNK(mode) for mode in modes) or not stat.S_ISREG(modes[-1]):
        raise NotFound("Media file")
    return steps[-1]
