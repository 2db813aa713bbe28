"""Git commits of exactly the files a change touched; failed commits are retried later."""

import json
import logging
import os
import subprocess
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from service.store.atomic import json_bytes, write_bytes_atomic
from service.store.git_folder import GitFolder

log = logging.getLogger(__name__)

DEFAULT_AUTHOR = ("Agency Content Store", "content-store@localhost")
INDEX_WAIT_SECONDS = 30


@dataclass(frozen=True)
class Change:
    """One commit's change to one file: A(dded), M(odified), D(eleted), R(enamed) and its path."""

    rev: str
    date: str
    author: str
    message: str
    status: str
    path: str


class GitRecorder(GitFolder):
    """Commits content changes when the content folder lies inside a git work tree."""

    def __init__(self, root: Path, pending_file: Path) -> None:
        super().__init__(root)
        self.pending_file = pending_file
        self._enabled: bool | None = None
        self._identity: dict[str, str] | None = None

    @property
    def enabled(self) -> bool:
        if self._enabled is None:
            result = self._git(["rev-parse", "--is-inside-work-tree"], check=False)
            self._enabled = result.returncode == 0 and result.stdout.strip() == "true"
        return self._enabled

    def commit(self, paths: Sequence[Path], message: str, author: str | None = None) -> bool:
        """Commit paths (plus any left over from a failed commit); must run under the write lock."""
        if not self.enabled:
            return False
        pending = self._read_pending()
        relative = self._committable(sorted({*pending, *(self._relative(p) for p in paths)}))
        if not relative:
            return False
        try:
            self._git(["add", "--all", "--", *relative])
            staged = self._git(["diff", "--cached", "--quiet", "--", *relative], check=False)
            if staged.returncode == 0:  # nothing differs from HEAD
                self._write_pending([])
                return False
            self._git(["commit", "--quiet", "--no-verify", "-m", message, "--", *relative],
                      author=author)
        except subprocess.CalledProcessError as error:
            log.error("git commit failed, will retry with the next change: %s",
                      (error.stderr or "").strip())
            self._write_pending(relative)
            return False
        self._write_pending([])
        return True

    def clear_stale_locks(self) -> None:
        """Remove the lock files a git process killed mid-commit left behind.

        Only called under the store's write lock after an interrupted change: the store runs git
        nowhere else, so a lock file now belongs to a process that is gone.
        """
        if not self.enabled:
            return
        git_dir = Path(self._git(["rev-parse", "--absolute-git-dir"]).stdout.strip())
        for lock in (git_dir / "index.lock", git_dir / "HEAD.lock",
                     *(git_dir / "refs" / "heads").rglob("*.lock")):
            if lock.is_file():
                log.warning("removing %s left by an interrupted git command", lock)
                lock.unlink()

    def history(self, path: Path) -> list[Change]:
        """The commits that touched path (following renames), newest first."""
        if not self.enabled:
            return []
        return self._log(["--follow", "-M", "--name-status", "--", self._relative(path)])

    def deletions(self, folder: Path, since: str) -> list[Change]:
        """Commits since a git date ('30 days ago') that deleted files in folder, newest first."""
        if not self.enabled:
            return []
        return self._log(["--diff-filter=D", "-M", f"--since={since}", "--name-status", "--",
                          self._relative(folder)])

    def recent(self, limit: int) -> list[Change]:
        """The last limit commits that touched the content folder, newest first, one Change per
        file."""
        if not self.enabled:
            return []
        return self._log([f"--max-count={limit}", "-M", "--name-status", "--", "."])

    def _log(self, args: list[str]) -> list[Change]:
        out = self._git(["log", "--relative", "--format=%x1e%H%x1f%aI%x1f%an%x1f%s",
                         *args]).stdout
        changes = []
        for record in out.split("\x1e")[1:]:
            head, *files = [line for line in record.splitlines() if line]
            rev, date, author, message = head.split("\x1f", 3)
            for line in files:
                status, *paths = line.split("\t")
                changes.append(Change(rev, date, author, message, status[0], paths[-1]))
        return changes

    def files_at(self, specs: Sequence[tuple[str, str]]) -> list[bytes | None]:
        """The bytes of each (commit, path relative to the root), None where absent; one git call.

        Runs in the root, so "./path" names the path from there wherever the repository starts.
        """
        if not specs:
            return []
        request = "".join(f"{commit}:./{path}\n" for commit, path in specs).encode()
        out = subprocess.run(self.git_command("cat-file", "--batch"), input=request,
                             capture_output=True, check=True, env=self._env(),
                             process_group=0).stdout
        found: list[bytes | None] = []
        position = 0
        for _ in specs:
            end = out.index(b"\n", position)
            header = out[position:end].split()
            if header[-1] == b"missing" or len(header) < 3 or header[1] != b"blob":
                found.append(None)
                position = end + 1
                continue
            size = int(header[2])
            found.append(out[end + 1:end + 1 + size])
            position = end + 1 + size + 1
        return found

    def untracked(self, paths: Sequence[Path]) -> list[Path]:
        """Those of paths git does not track (an upload no save has named yet)."""
        relative = [self._relative(path) for path in paths]
        tracked = set(self._git(["ls-files", "-z", "--", *relative]).stdout.split("\0"))
        return [path for path, name in zip(paths, relative, strict=True) if name not in tracked]

    def _committable(self, relative: list[str]) -> list[str]:
        """Paths git can take: present on disk, or tracked (a deletion)."""
        tracked = set(self._git(["ls-files", "-z", "--", *relative]).stdout.split("\0"))
        return [p for p in relative if p in tracked or (self.root / p).exists()]

    def _relative(self, path: Path) -> str:
        return os.path.relpath(path, self.root)

    def _identity_fallback(self) -> dict[str, str]:
        """A committer identity only where git has none configured, so commits never fail on it."""
        if self._identity is None:
            self._identity = {}
            for key, value in zip(("name", "email"), DEFAULT_AUTHOR, strict=True):
                configured = subprocess.run(self.git_command("config", f"user.{key}"),
                                            capture_output=True, text=True, check=False)
                if not configured.stdout.strip():
                    for role in ("AUTHOR", "COMMITTER"):
                        self._identity[f"GIT_{role}_{key.upper()}"] = value
        return self._identity

    def _read_pending(self) -> list[str]:
        try:
            value = json.loads(self.pending_file.read_text("utf-8"))
        except (FileNotFoundError, ValueError):
            return []
        return [p for p in value if isinstance(p, str)] if isinstance(value, list) else []

    def _write_pending(self, paths: Iterable[str]) -> None:
        paths = list(paths)
        if paths:
            write_bytes_atomic(self.pending_file, json_bytes(paths))
        elif self.pending_file.exists():
            self.pending_file.unlink()

    def _env(self) -> dict[str, str]:
        return self.git_environment(self._identity_fallback())

    def _git(self, args: list[str], check: bool = True,
             author: str | None = None) -> subprocess.CompletedProcess[str]:
        env = self._env()
        if author:
            env["GIT_AUTHOR_NAME"] = author
        # Its own process group: Ctrl-C in a terminal reaches the store, which decides whether a
        # change can still stop, and never a git half-way through a commit.
        return subprocess.run(self.git_command(*args), capture_output=True,
                              text=True, check=check, env=env, process_group=0)

    def wait_until_idle(self, seconds: float = INDEX_WAIT_SECONDS) -> bool:
        """Wait while a git process holds the index lock (say, one a killed writer left running);
        False when it is still held after `seconds`."""
        if not self.enabled:
            return True
        lock = self.root / self._git(["rev-parse", "--git-path", "index.lock"]).stdout.strip()
        deadline = time.monotonic() + seconds
        while lock.exists():
            if time.monotonic() > deadline:
                log.error("git's index is still locked (%s); committing later", lock)
                return False
            time.sleep(0.05)
        return True

    def resolve(self, rev: str) -> str | None:
        """The full id of the commit rev names (a hash, HEAD~2, a tag), or None."""
        if not self.enabled or not rev or rev.startswith("-"):
            return None
        result = self._git(["rev-parse", "--verify", "--quiet", "--end-of-options",
                            f"{rev}^{{commit}}"], check=False)
        return (result.stdout.strip() or None) if result.returncode == 0 else None

    def short(self, commit: str) -> str:
        """The abbreviated form of a full commit id."""
        return self._git(["rev-parse", "--short", "--end-of-options", commit]).stdout.strip()

    def file_at(self, path: Path, commit: str) -> bytes | None:
        """The bytes path held at commit (a full id from resolve), or None when it was absent."""
        return self.files_at([(commit, self._relative(path))])[0]
