"""Changes that survive a crash: new bytes staged and an intent recorded before any file moves.

A change is applied in three steps, each durable before the next: (1) every new file's bytes are
written and fsynced under `.store/staged/`; (2) the intent (paths, staged names, commit message,
author) is written atomically: from here on the change will happen; (3) staged files are renamed
into place, removed files deleted, the paths committed, and the intent cleared. A writer killed at
any instant leaves either no intent (nothing visible changed; stray staged files are swept away)
or an intent that the next writer, or the service at start-up, carries through to its commit.
"""

import json
import logging
import os
import shutil
from collections.abc import Mapping
from pathlib import Path

from service.store.atomic import fsync_path, json_bytes, remove_file, write_bytes_atomic
from service.store.vcs import GitRecorder

log = logging.getLogger(__name__)


class ChangeJournal:
    """The write-ahead record of the one change under way; used only under the write lock."""

    def __init__(self, root: Path, state_dir: Path, git: GitRecorder) -> None:
        self.root = root
        self.stage_dir = state_dir / "staged"
        self.intent_file = state_dir / "intent.json"
        self.git = git

    def apply(self, files: Mapping[Path, bytes | None], message: str,
              author: str | None) -> None:
        """Write (bytes) or remove (None) each file and commit them, crash-safely."""
        self._sweep_stage()
        self.stage_dir.mkdir(parents=True, exist_ok=True)
        staged: dict[str, str | None] = {}
        for number, (path, data) in enumerate(files.items()):
            relative = os.path.relpath(path, self.root)
            if data is None:
                staged[relative] = None
                continue
            name = f"{number}-{path.name}"
            _write_durably(self.stage_dir / name, data)
            staged[relative] = name
        fsync_path(self.stage_dir)
        intent: dict[str, object] = {"message": message, "author": author, "files": staged}
        write_bytes_atomic(self.intent_file, json_bytes(intent))
        self._carry_out(intent)

    def recover(self) -> bool:
        """Finish a change a killed writer left recorded; True when there was one."""
        if not self.intent_file.exists():
            self._sweep_stage()
            return False
        try:
            intent = json.loads(self.intent_file.read_text("utf-8"))
        except (OSError, ValueError):
            log.error("unreadable change record %s: discarded", self.intent_file)
            self._finish()
            return False
        log.warning("completing a change interrupted before its commit: %s", intent["message"])
        self.git.clear_stale_locks()
        self._carry_out(intent)
        return True

    def _carry_out(self, intent: dict[str, object]) -> None:
        files = intent["files"]
        assert isinstance(files, dict)
        targets = []
        for relative, name in files.items():
            target = self.root / relative
            targets.append(target)
            if name is None:
                if target.exists():
                    remove_file(target)
                continue
            source = self.stage_dir / name
            if source.exists():  # else it was moved before the interruption
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(source, target)
                fsync_path(target.parent)
        author = intent.get("author")
        self.git.commit(targets, str(intent["message"]),
                        author if isinstance(author, str) else None)
        self._finish()

    def _finish(self) -> None:
        if self.intent_file.exists():
            remove_file(self.intent_file)
        self._sweep_stage()

    def _sweep_stage(self) -> None:
        if self.stage_dir.exists():
            shutil.rmtree(self.stage_dir, ignore_errors=True)


def _write_durably(path: Path, data: bytes) -> None:
    with open(path, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
