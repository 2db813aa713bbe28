"""The time request handling reads, so tests can place it at an instant instead of waiting."""

import time


class Clock:
    """Wall-clock seconds; a test may set it to an instant (running on from there, or held) and
    move it forward. The service itself never sets it: in production it is the real time."""

    def __init__(self) -> None:
        self.offset = 0.0
        self.held: float | None = None

    def now(self) -> float:
        return self.held if self.held is not None else time.time() + self.offset

    def set(self, instant: float, *, running: bool = True) -> None:
        """From now on the clock reads `instant`: running on from it, or held there until moved."""
        self.held = None if running else instant
        self.offset = instant - time.time() if running else 0.0

    def advance(self, seconds: float) -> None:
        if self.held is not None:
            self.held += seconds
        else:
            self.offset += seconds
