"""The daily backup the service takes into AGENCY_BACKUP_DIR: soon after start when the newest
there is older than the interval, then once per interval; the oldest beyond AGENCY_BACKUP_KEEP
deleted; a failure logged, kept in its status (service/ops/backup_status.py) and tried again
within the hour."""

import asyncio
import contextlib
import datetime as dt
import logging
import tempfile
from pathlib import Path

from service.config import Settings
from service.instance import make_folder
from service.ops.backup import back_up_instance, backup_name, latest_backup, rotate, taken_at
from service.ops.backup_crypt import encrypt_file
from service.ops.backup_status import BackupStatus
from service.store import ContentStore, fsync_path
from service.waiting import stopped_within

log = logging.getLogger(__name__)

# After a failure (a full disk, a folder gone), the next try comes sooner than a day.
RETRY_SECONDS = 3600.0


class DailyBackup:
    """Runs as a lifecycle loop; `status` says what it last did."""

    def __init__(self, settings: Settings, store: ContentStore, folder: Path) -> None:
        self.folder = folder
        self.settings = settings
        self.store = store
        self.status = BackupStatus(folder=str(folder))

    async def run(self, stopping: asyncio.Event) -> None:
        wait = await asyncio.to_thread(self.seconds_until_due)
        log.info("daily backup into %s: the next in %d s", self.folder, wait,
                 extra={"event": "backup"})
        while not await stopped_within(stopping, wait):
            await asyncio.to_thread(self.attempt)
            wait = self.settings.backup_seconds
            if self.status.failing:
                wait = min(wait, RETRY_SECONDS)

    def seconds_until_due(self) -> float:
        try:
            newest = latest_backup(self.folder)
        except OSError:  # the attempt, at once, meets the same error and reports it
            return 0.0
        moment = taken_at(newest) if newest else None
        if moment is None:
            return 0.0
        age = (dt.datetime.now(dt.UTC) - moment).total_seconds()
        return max(0.0, self.settings.backup_seconds - age)

    def attempt(self) -> None:
        """One backup, its outcome logged and saved; never raises."""
        try:
            archive = self.take()
        except Exception as error:  # whatever went wrong, the service serves on and tells
            self.status.failed(f"{type(error).__name__}: {error}")
            log.error("daily backup into %s failed: %s: %s", self.folder,
                      type(error).__name__, error, extra={"event": "backup", "ok": False})
        else:
            self.status.succeeded(archive.name)
            log.info("daily backup: %s", archive, extra={"event": "backup", "ok": True})
        with contextlib.suppress(OSError):  # /healthz still has it in memory
            self.status.save(self.store.state_dir)

    def take(self) -> Path:
        """A backup named for now in the folder (made 0700 when missing), then the rotation."""
        recipient = self.settings.backup_age_recipient
        archive = make_folder(self.folder) / backup_name(dt.datetime.now(dt.UTC),
                                                         recipient is not None)
        # Without a remote, nothing else keeps the content's history off this machine.
        content = (self.store.root if self.settings.git_remote is None and self.store.git.enabled
                   else None)
        if recipient is None:
            back_up_instance(self.settings.instance_dir, archive, content)
        else:
            # The plain archive never enters the backup folder, which may be copied elsewhere.
            partial = archive.with_name(f".{archive.name}.partial")
            with tempfile.TemporaryDirectory(prefix="agency-backup-") as scratch:
                plain = Path(scratch) / "backup.tar.gz"
                try:
                    back_up_instance(self.settings.instance_dir, plain, content)
                    encrypt_file(plain, partial, recipient)
                    fsync_path(partial)
                    partial.replace(archive)
                finally:
                    partial.unlink(missing_ok=True)
            fsync_path(self.folder)
        for old in rotate(self.folder, self.settings.backup_keep):
            log.info("daily backup: deleted %s (AGENCY_BACKUP_KEEP=%d)", old.name,
                     self.settings.backup_keep, extra={"event": "backup"})
        return archive
