"""Submissions per client address in a sliding window, in bounded memory."""

import math
from collections import OrderedDict, deque

LIMIT = 5
WINDOW_SECONDS = 10 * 60
MAX_ADDRESSES = 10_000


class SubmissionLimiter:
    """At most `limit` submissions per address per window; the least recent addresses go first."""

    def __init__(self, limit: int = LIMIT, window: float = WINDOW_SECONDS,
                 max_addresses: int = MAX_ADDRESSES) -> None:
        self.limit = limit
        self.window = window
        self.max_addresses = max_addresses
        self._seen: OrderedDict[str, deque[float]] = OrderedDict()

    def allows(self, address: str, now: float) -> bool:
        times = self._seen.get(address)
        if times is None:
            return True
        while times and times[0] <= now - self.window:
            times.popleft()
        return len(times) < self.limit

    def retry_after(self, address: str, now: float) -> int:
        """Whole seconds until the address may send again (at least 1): when its oldest
        submission in the window leaves it."""
        times = self._seen.get(address)
        if not times or len(times) < self.limit:
            return 1
        return max(1, math.ceil(times[0] + self.window - now))

    def record(self, address: str, now: float) -> None:
        times = self._seen.pop(address, None) or deque(maxlen=self.limit)
        times.append(now)
        self._seen[address] = times  # most recent last
        while len(self._seen) > self.max_addresses:
            self._seen.popitem(last=False)
