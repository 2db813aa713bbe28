"""The checks of this node's parts that /healthz and `agency status` share: the content folder,
git commits, the requests database, free disk space, replication and the office's mail.

Each takes the Node and answers its reasons in words (none when all is well). None names a path,
the remote or what git or the mail server said: /healthz shows them to whoever reaches it.
"""

import datetime as dt
import json
import os
import sqlite3
from collections.abc import Mapping
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service.config import Settings
from service.ops.backup import overdue
from service.ops.backup_status import read_backup_status
from service.replication.status import seconds_since
from service.store import ContentStore, Problem

DATABASE_BUSY_SECONDS = 5.0
# Free space under which a folder's disk cannot take what the node writes: an upload is held
# in a temporary file, written to media/, stored again as a git object and made into variants
# (about four copies of the largest upload), and SQLite needs room for its write-ahead log. A
# floor of 64 MiB covers a small AGENCY_MAX_UPLOAD_BYTES and git's own packing.
UPLOAD_COPIES = 4
LEAST_FREE_BYTES = 64 * 1024 * 1024
LEAST_FREE_FILES = 1000  # inodes: a save writes a handful of files and git objects
MIB = 1024 * 1024


@dataclass(frozen=True)
class Node:
    """What the checks look at. `replication` is the status as the service holds it (or last
    recorded it, for the CLI); `serving` is true in the service, whose databases exist by now;
    `content_problems` the files the service's cache refused (None: read the files to know)."""
    settings: Settings
    store: ContentStore
    replication: Mapping[str, Any] | None
    serving: bool
    content_problems: Mapping[Path, Problem] | None = None


def content_problems(node: Node) -> list[str]:
    """The content folder must be readable: listed, and the site's facts read."""
    store = node.store
    try:
        for folder in (store.root, store.posts_dir):
            with os.scandir(folder) as entries:
                next(entries, None)
        store.site_file.read_bytes()
    except OSError as error:
        return [f"the content folder cannot be read: {error.strerror or type(error).__name__}"]
    return []


def uncommitted_files(store: ContentStore) -> int:
    """Files written but not committed, kept for the next commit after one failed."""
    try:
        pending = json.loads(store.git.pending_file.read_text("utf-8"))
    except (FileNotFoundError, ValueError):
        return 0
    return len(pending) if isinstance(pending, list) else 0


def commit_problems(node: Node) -> list[str]:
    waiting = uncommitted_files(node.store)
    return [f"{waiting} changed files wait for a git commit that keeps failing"] if waiting else []


def _open_existing(database: Path) -> sqlite3.Connection:
    """A connection as the service's, except that a missing file is an error, not made anew."""
    uri = f"{database.resolve().as_uri()}?mode=rw"
    return sqlite3.connect(uri, uri=True, timeout=DATABASE_BUSY_SECONDS)


def requests_database_problems(node: Node) -> list[str]:
    """Open the file and run SQLite's quick check, which reads every page (a few ms for thousands
    of requests): a damaged file fails it where a single query could still pass. A missing file
    is a problem once the service runs (it makes the file as it starts), not before."""
    database = node.settings.requests_database
    if not node.serving and not database.exists():
        return []
    try:
        with closing(_open_existing(database)) as db:
            db.execute("SELECT id FROM requests ORDER BY id DESC LIMIT 1").fetchall()
            verdict = db.execute("PRAGMA quick_check(1)").fetchone()
    except sqlite3.Error as error:
        return [f"the requests database fails: {error}"]
    if verdict != ("ok",):
        return [f"the requests database is damaged: {verdict[0] if verdict else 'no answer'}"]
    return []


def least_free_bytes(settings: Settings) -> int:
    return max(LEAST_FREE_BYTES, UPLOAD_COPIES * settings.max_upload_bytes)


def disk_problems(node: Node) -> list[str]:
    """The content and instance folders' disks must have room for a save, an upload, a request."""
    settings, store = node.settings, node.store
    needed = least_free_bytes(settings)
    problems = []
    for name, folder in (("content", store.root), ("instance", settings.instance_dir)):
        try:
            space = os.statvfs(folder if folder.exists() else folder.parent)
        except OSError as error:
            problems.append(f"the {name} folder's disk cannot be checked: {error.strerror}")
            continue
        free = space.f_bavail * space.f_frsize
        if free < needed:
            problems.append(f"the {name} folder's disk is nearly full: {free // MIB} MiB free, "
                            f"{needed // MIB} MiB needed")
        elif space.f_files and space.f_favail < LEAST_FREE_FILES:
            problems.append(f"the {name} folder's disk has {space.f_favail} files left")
    return problems


def replication_problems(node: Node) -> list[str]:
    """A replica that diverged keeps serving old content until someone fixes it by hand."""
    status = node.replication
    if status and status.get("diverged"):
        return ["the replica has diverged from the remote"]
    return []


def replication_degraded(node: Node) -> list[str]:
    """Pushes or pulls failing: the site still serves; commits wait, or the replica lags."""
    status = node.replication
    if not status or not status.get("failingSince") or status.get("diverged"):
        return []
    seconds = seconds_since(str(status["failingSince"]))
    if status.get("role") == "replica":
        return [f"pulls failing for {seconds:.0f} s"]
    return [f"pushes failing for {seconds:.0f} s, {status.get('pendingCommits', 0)} commits wait"]


def office_mail_degraded(node: Node) -> list[str]:
    """Notifications to the office waiting after a failed attempt: the mail server (or its
    settings) fails. A visitor's confirmation is left out: one bad address is no outage."""
    database = node.settings.requests_database
    if not database.exists():
        return []
    try:
        with closing(_open_existing(database)) as db:
            waiting, since = db.execute(
                "SELECT COUNT(*), MIN(created_at) FROM mails WHERE state = 'pending' "
                "AND purpose = 'office' AND attempts > 0").fetchone()
    except sqlite3.Error:  # requests_database_problems says what is wrong with the file
        return []
    if not waiting:
        return []
    oldest = dt.datetime.fromtimestamp(since, dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    return [f"mail to the office failing since {oldest}: {waiting} "
            f"{'notification waits' if waiting == 1 else 'notifications wait'}"]


def backup_degraded(node: Node) -> list[str]:
    """The daily backup failing, or none taken for two intervals (a service that stopped taking
    them, or one not running): the site serves, but a lost disk would lose the requests."""
    settings = node.settings
    if settings.backup_dir is None:
        return []
    status = read_backup_status(node.store.state_dir) or {}
    if status.get("lastError") and status.get("failingSince"):
        return [f"the daily backup failing for {seconds_since(str(status['failingSince'])):.0f} s"]
    interval = dt.timedelta(seconds=settings.backup_seconds)
    try:
        late = overdue(settings.backup_dir, interval, 2, dt.datetime.now(dt.UTC))
    except OSError as error:
        return [f"the backup folder cannot be read: {error.strerror or type(error).__name__}"]
    if late:
        return ["no daily backup taken for two days"
                if interval == dt.timedelta(days=1) else "the daily backups are late"]
    return []
