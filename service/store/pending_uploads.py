"""Uploads wait uncommitted until a save names them: the save's commit takes them along, so an
image uploaded for a save that then fails (or is abandoned) never becomes a committed orphan."""

import re
from collections.abc import Mapping
from pathlib import Path

from service.store.vcs import GitRecorder

# An upload's address as content names it (ContentStore.add_media: 24 hex characters and a type).
UPLOAD_ADDRESS = re.compile(rb"/media/uploads/([0-9a-f]{24}\.[a-z0-9]{2,5})\b")


def uploads_named(uploads_dir: Path, git: GitRecorder,
                  files: Mapping[Path, bytes | None]) -> dict[Path, bytes]:
    """The uploads the new files name that git does not hold yet, with their bytes as stored:
    to commit with them (without git nothing is committed, so nothing waits)."""
    if not git.enabled:
        return {}
    names = {match.decode("ascii") for data in files.values() if data is not None
             for match in UPLOAD_ADDRESS.findall(data)}
    waiting = [path for path in (uploads_dir / name for name in sorted(names))
               if path not in files and path.is_file()]
    untracked = set(git.untracked(waiting)) if waiting else set()
    return {path: path.read_bytes() for path in waiting if path in untracked}
