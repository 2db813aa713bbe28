"""The time request handling reads, so tests can move it forward instead of sleeping."""

import time


class Clock:
    """Wall-clock seconds plus an offset that only tests change."""

    def __init__(self) -> None:
        self.offset = 0.0

    def now(self) -> float:
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds
