"""The git commands replication needs, run without blocking the event loop and with time limits.

The remote is named by its URL or path (AGENCY_GIT_REMOTE), never added to the repository's
configuration; what was last pushed is kept in the ref refs/remotes/agency/<branch>. Every value
from settings or from git's answers comes after --end-of-options, so none is read as an option
(--upload-pack=... would run a command).
"""

import asyncio
import contextlib
from dataclasses import dataclass
from pathlib import Path

from service.replication.shown_remote import hide_remote_secrets
from service.store import GitFolder

NETWORK_SECONDS = 60.0
LOCAL_SECONDS = 15.0
TRACKING_PREFIX = "refs/remotes/agency/"
# The transports a remote may use, whatever git's configuration allows: not ext:: (it runs a
# command) nor any other helper.
ALLOWED_PROTOCOLS = "file:git:http:https:ssh"
# ssh never asks for a password or waits long for a host (the environment may say otherwise).
SSH_DEFAULTS = {"GIT_SSH_COMMAND": "ssh -o BatchMode=yes -o ConnectTimeout=20"}


class GitFailed(Exception):
    """A git command failed; the message is git's own explanation, without the remote's secrets."""


@dataclass(frozen=True)
class Result:
    code: int
    out: str
    err: str


@dataclass(eq=False)
class GitRemote(GitFolder):
    """One content repository (its work tree holds the content folder) and one remote."""

    url: str

    async def run(self, *args: str, seconds: float = LOCAL_SECONDS,
                  check: bool = True) -> Result:
        env = self.git_environment(SSH_DEFAULTS, LC_ALL="C", GIT_ALLOW_PROTOCOL=ALLOWED_PROTOCOLS)
        process = await asyncio.create_subprocess_exec(
            *self.git_command(*args), env=env, stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        try:
            out, err = await asyncio.wait_for(process.communicate(), seconds)
        except (TimeoutError, asyncio.CancelledError):
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()
            raise GitFailed(f"git {args[0]} took longer than {seconds:.0f} s") from None
        # git echoes the remote's URL, query string included, in what it says on stderr.
        result = Result(process.returncode or 0, out.decode(errors="replace").strip(),
                        hide_remote_secrets(err.decode(errors="replace").strip(), self.url))
        if check and result.code != 0:
            raise GitFailed(result.err or hide_remote_secrets(result.out, self.url)
                            or f"git {args[0]} failed")
        return result

    async def branch(self) -> str:
        """The branch the work tree is on: the same name is pushed to, or pulled from."""
        return (await self.run("symbolic-ref", "--quiet", "--short", "HEAD")).out

    async def head(self) -> str | None:
        result = await self.run("rev-parse", "--verify", "--quiet", "HEAD", check=False)
        return result.out or None

    async def tracking(self, branch: str) -> str | None:
        """What was last pushed to (or fetched from) the remote's branch, as far as we know."""
        result = await self.run("rev-parse", "--verify", "--quiet", TRACKING_PREFIX + branch,
                                check=False)
        return result.out or None

    async def count_between(self, base: str | None, tip: str) -> int:
        """Commits in tip that base does not have (all of tip's when base is None)."""
        spec = f"{base}..{tip}" if base else tip
        return int((await self.run("rev-list", "--count", "--end-of-options", spec)).out or 0)

    async def push(self, rev: str, branch: str) -> None:
        """Push rev to the remote's branch (fast-forward only), then remember it as pushed."""
        await self.run("push", "--quiet", "--no-verify", "--end-of-options", self.url,
                       f"{rev}:refs/heads/{branch}", seconds=NETWORK_SECONDS)
        await self.run("update-ref", TRACKING_PREFIX + branch, rev)

    async def fetch(self, branch: str) -> str:
        """Fetch the remote's branch; answers the commit it points at."""
        await self.run("fetch", "--quiet", "--no-tags", "--end-of-options", self.url,
                       f"refs/heads/{branch}", seconds=NETWORK_SECONDS)
        rev = (await self.run("rev-parse", "--verify", "FETCH_HEAD")).out
        await self.run("update-ref", TRACKING_PREFIX + branch, rev)
        return rev

    async def remote_head(self, branch: str, seconds: float = NETWORK_SECONDS) -> str | None:
        """The commit the remote's branch points at (None when it has no such branch)."""
        listed = await self.run("ls-remote", "--heads", "--end-of-options", self.url,
                                f"refs/heads/{branch}", seconds=seconds)
        return listed.out.split()[0] if listed.out else None

    async def has_commit(self, rev: str) -> bool:
        """Whether this repository holds the commit rev names."""
        found = await self.run("cat-file", "-e", "--end-of-options", f"{rev}^{{commit}}",
                               check=False)
        return found.code == 0

    async def is_ancestor(self, older: str, newer: str) -> bool:
        result = await self.run("merge-base", "--is-ancestor", "--end-of-options", older, newer,
                                check=False)
        if result.code not in (0, 1):
            raise GitFailed(result.err or "git merge-base failed")
        return result.code == 0

    async def changed_files(self, old: str, new: str) -> list[Path]:
        """Files of the content folder that differ between two commits."""
        out = (await self.run("diff", "--name-only", "--relative", "--no-renames",
                              "--end-of-options", old, new)).out
        return [self.root / line for line in out.splitlines() if line]
