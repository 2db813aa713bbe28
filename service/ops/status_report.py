"""What `agency status` shows: the content's commit, what waits to be committed or pushed,
replication as the service last recorded it, the node's health by /healthz's checks, and
warnings about settings that leave something out (no public address: mails without links)."""

import asyncio
from typing import Any

from service.config import Settings
from service.ops.node_checks import Node, uncommitted_files
from service.ops.node_health import check_node
from service.replication.git_remote import GitFailed, GitRemote
from service.replication.shown_remote import shown_remote
from service.replication.status import read_status
from service.requests.request_links import NO_PUBLIC_URL
from service.store import ContentStore


async def status_report(store: ContentStore, settings: Settings) -> dict[str, Any]:
    git = GitRemote(store.root, settings.git_remote or "")
    report: dict[str, Any] = {"contentDir": str(store.root), "git": store.git.enabled,
                              "readOnly": settings.read_only,
                              "warnings": [] if settings.public_url else [NO_PUBLIC_URL]}
    report["uncommittedFiles"] = await asyncio.to_thread(uncommitted_files, store)
    replication = await asyncio.to_thread(read_status, store.state_dir)
    node = Node(settings, store, replication if settings.git_remote else None, serving=False)
    report["health"] = (await asyncio.to_thread(check_node, node)).as_json()
    if not store.git.enabled:
        return report
    head = await git.head()
    report["commit"] = head
    if head is not None:
        report["commitMessage"] = (await git.run("log", "-1", "--format=%s", "--end-of-options",
                                                  head)).out
    if settings.git_remote:
        report["remote"] = shown_remote(settings.git_remote)
        try:
            branch = await git.branch()
            known = await git.tracking(branch)
            report["branch"] = branch
            if head is not None and not settings.read_only:
                report["pendingCommits"] = await git.count_between(known, head)
            if head is not None and settings.read_only and known is not None:
                report["behindBy"] = await git.count_between(head, known)
        except GitFailed as error:
            report["gitError"] = str(error)
    report["replication"] = replication
    return report
