"""Login throttling: too many recent failures for one client address or one user name."""

import time
from collections import deque

MAX_FAILURES = 5
WINDOW_SECONDS = 15 * 60


class LoginThrottle:
    """Counts failed sign-ins per key within a sliding window (one process: the service)."""

    def __init__(self, max_failures: int = MAX_FAILURES, window: float = WINDOW_SECONDS) -> None:
        self.max_failures = max_failures
        self.window = window
        self._failures: dict[str, deque[float]] = {}

    def retry_after(self, *keys: str) -> int:
        """Seconds until any of keys may try again; 0 when none is blocked."""
        now = time.monotonic()
        waits = [0.0]
        for key in keys:
            recent = self._recent(key, now)
            if len(recent) >= self.max_failures:
                waits.append(recent[0] + self.window - now)
        return int(max(waits)) + (1 if max(waits) > 0 else 0)

    def failed(self, *keys: str) -> None:
        now = time.monotonic()
        for key in keys:
            self._recent(key, now).append(now)

    def succeeded(self, *keys: str) -> None:
        for key in keys:
            self._failures.pop(key, None)

    def _recent(self, key: str, now: float) -> deque[float]:
        recent = self._failures.setdefault(key, deque())
        while recent and recent[0] <= now - self.window:
            recent.popleft()
        return recent
