"""What replication has done, for /healthz and `agency status` (kept in .store/replication.json)."""

import datetime as dt
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from service.store import json_bytes, read_json_object, write_bytes_atomic

STATUS_FILE = "replication.json"
JSON_NAMES = {"pending_commits": "pendingCommits", "last_success_at": "lastSuccessAt",
              "last_success_rev": "lastSuccessRev", "last_attempt_at": "lastAttemptAt",
              "last_error": "lastError", "failing_since": "failingSince",
              "next_attempt_at": "nextAttemptAt"}


def utc_stamp(moment: dt.datetime | None = None) -> str:
    moment = moment or dt.datetime.now(dt.UTC)
    return moment.replace(microsecond=0).isoformat().replace("+00:00", "Z")


def seconds_since(stamp: str) -> float:
    """Seconds from a utc_stamp until now."""
    since = dt.datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    return (dt.datetime.now(dt.UTC) - since).total_seconds()


@dataclass
class ReplicationStatus:
    """role: "primary" (pushes) or "replica" (pulls). Times are UTC ISO 8601."""

    role: str
    remote: str
    branch: str | None = None
    pending_commits: int = 0
    last_success_at: str | None = None
    last_success_rev: str | None = None
    last_attempt_at: str | None = None
    last_error: str | None = None
    failing_since: str | None = None
    next_attempt_at: str | None = None  # while failing: when the next attempt is due
    diverged: bool = False

    def as_json(self) -> dict[str, Any]:
        return {JSON_NAMES.get(key, key): value for key, value in asdict(self).items()}

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> "ReplicationStatus":
        """The status as_json wrote (names it does not know are left out)."""
        fields = {name: value[JSON_NAMES.get(name, name)] for name in cls.__dataclass_fields__
                  if JSON_NAMES.get(name, name) in value}
        return cls(**fields)

    def succeeded(self, rev: str | None) -> None:
        now = utc_stamp()
        self.last_attempt_at = self.last_success_at = now
        self.last_success_rev = rev
        self.last_error = None
        self.failing_since = None
        self.next_attempt_at = None

    def failed(self, error: str, retry_seconds: float | None = None) -> None:
        now = dt.datetime.now(dt.UTC)
        self.last_attempt_at = utc_stamp(now)
        self.last_error = error
        self.failing_since = self.failing_since or self.last_attempt_at
        self.next_attempt_at = (None if retry_seconds is None
                                else utc_stamp(now + dt.timedelta(seconds=retry_seconds)))

    def save(self, state_dir: Path) -> None:
        write_bytes_atomic(state_dir / STATUS_FILE, json_bytes(self.as_json()))


def read_status(state_dir: Path) -> dict[str, Any] | None:
    """The status the service last wrote, or None when it never replicated from this folder."""
    return read_json_object(state_dir / STATUS_FILE)
