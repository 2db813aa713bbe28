"""What the daily backup last did, for /healthz and `agency status` (kept in .store/backup.json)."""

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from service.replication.status import utc_stamp
from service.store import json_bytes, read_json_object, write_bytes_atomic

STATUS_FILE = "backup.json"


@dataclass
class BackupStatus:
    """folder: where the backups go; last_backup: the newest one's file name. Times are UTC
    ISO 8601."""

    folder: str
    last_success_at: str | None = None
    last_backup: str | None = None
    last_attempt_at: str | None = None
    last_error: str | None = None
    failing_since: str | None = None

    def as_json(self) -> dict[str, Any]:
        names = {"last_success_at": "lastSuccessAt", "last_backup": "lastBackup",
                 "last_attempt_at": "lastAttemptAt", "last_error": "lastError",
                 "failing_since": "failingSince"}
        return {names.get(key, key): value for key, value in asdict(self).items()}

    @property
    def failing(self) -> bool:
        return self.last_error is not None

    def succeeded(self, name: str) -> None:
        self.last_attempt_at = self.last_success_at = utc_stamp()
        self.last_backup = name
        self.last_error = None
        self.failing_since = None

    def failed(self, error: str) -> None:
        now = utc_stamp()
        self.last_attempt_at = now
        self.last_error = error
        self.failing_since = self.failing_since or now

    def save(self, state_dir: Path) -> None:
        write_bytes_atomic(state_dir / STATUS_FILE, json_bytes(self.as_json()))


def read_backup_status(state_dir: Path) -> dict[str, Any] | None:
    """The status the service last wrote, or None when it never took a daily backup here."""
    return read_json_object(state_dir / STATUS_FILE)
