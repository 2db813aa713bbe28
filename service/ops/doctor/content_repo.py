"""The content repository: a git repository, its changes committed, its commits pushed to
AGENCY_GIT_REMOTE, and that remote reachable from here."""

import re
import shlex

from service.config import Settings
from service.ops.doctor.findings import Finding, Setup, fail, ok, warn
from service.replication.git_remote import GitFailed, GitRemote
from service.replication.shown_remote import shown_remote

REPOSITORY = "content repository"
REMOTE = "git remote"
# Long enough for a remote across the internet to answer, short enough for a doctor to wait.
REMOTE_SECONDS = 20.0

WAITING_UPLOAD = re.compile(r"\?\? (?:.*/)?media/uploads/[^/]+$")


async def content_repository(setup: Setup) -> list[Finding]:
    settings = setup.settings
    root = settings.content_dir
    git = GitRemote(root, settings.git_remote or "")
    quoted = shlex.quote(str(root))
    if not root.is_dir():
        return [fail(REPOSITORY, f"{root} does not exist",
                     "Point AGENCY_CONTENT_DIR at the content folder.")]
    inside = await git.run("rev-parse", "--is-inside-work-tree", check=False)
    if inside.out != "true":
        return [fail(REPOSITORY, f"{root} is not in a git repository: edits keep no history",
                     f"git -C {quoted} init && git -C {quoted} add -A && "
                     f"git -C {quoted} commit -m 'Content'")]
    changed = (await git.run("status", "--porcelain", "--untracked-files=all", "--", ".")).out
    # An upload waits uncommitted for the save that names it (service/store/pending_uploads.py).
    count = len([line for line in changed.splitlines()
                 if not WAITING_UPLOAD.match(line)])
    findings = [warn(REPOSITORY, f"{count} files changed and not committed",
                     f"Look at them with git -C {quoted} status, then commit or discard them "
                     "(the service commits its own saves).") if count
                else ok(REPOSITORY, f"{root} is a git repository with nothing left uncommitted")]
    return findings + await _remote(git, settings)


async def _remote(git: GitRemote, settings: Settings) -> list[Finding]:
    if not settings.git_remote:
        return [warn(REMOTE, "none set: the content has no copy off this machine",
                     "Set AGENCY_GIT_REMOTE to a repository on another disk or host.")]
    shown = shown_remote(settings.git_remote)
    try:
        branch = await git.branch()
    except GitFailed:
        return [fail(REMOTE, "no branch is checked out, so none can be pushed or pulled",
                     f"git -C {shlex.quote(str(git.root))} switch main (or the branch to use).")]
    head = await git.head()
    try:
        remote_head = await git.remote_head(branch, seconds=REMOTE_SECONDS)
    except GitFailed as error:
        return [fail(REMOTE, f"{shown} cannot be reached: {error}",
                     "Check the address, the network and this user's access (ssh key or "
                     "token), then try git ls-remote with it.")]
    found = [ok(REMOTE, f"{shown} answers")]
    if head is not None:
        found.append(await _compared(git, settings, branch, head, remote_head))
    return found


async def _compared(git: GitRemote, settings: Settings, branch: str, head: str,
                    remote_head: str | None) -> Finding:
    """How this copy's branch stands against the remote's: pushed, ahead, behind or apart."""
    if remote_head == head:
        return ok(REMOTE, f"{branch} is the same here and there")
    if settings.read_only:  # a replica pulls: being behind for a moment is its normal state
        return ok(REMOTE, f"{branch} differs from the remote's: the replica pulls it every "
                          f"{settings.pull_seconds:g} s")
    waiting = "The service pushes after each save and retries; if they stay, see agency status."
    if remote_head is None:
        return warn(REMOTE, f"{branch} is not on the remote yet", waiting)
    if await git.has_commit(remote_head) and await git.is_ancestor(remote_head, head):
        ahead = await git.count_between(remote_head, head)
        return warn(REMOTE, f"{ahead} commits not pushed yet", waiting)
    return fail(REMOTE, f"the remote's {branch} has commits this copy does not have: pushes "
                        "are refused",
                "One primary pushes to a remote: find who else does, then bring the two "
                "together with git (fetch, merge) before the service pushes again.")
