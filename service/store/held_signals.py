"""Ctrl-C and SIGTERM held back while a change can no longer stop half-way (staged_writes.py)."""

import signal
import threading
from dataclasses import dataclass, field
from typing import Any

HELD_SIGNALS = (signal.SIGINT, signal.SIGTERM)


@dataclass
class HeldSignals:
    """SIGINT and SIGTERM remembered instead of acted on (main thread only; elsewhere a no-op)."""

    received: list[int] = field(default_factory=list)
    previous: dict[int, Any] = field(default_factory=dict)

    def __enter__(self) -> "HeldSignals":
        if threading.current_thread() is threading.main_thread():
            for number in HELD_SIGNALS:
                self.previous[number] = signal.signal(number, self._hold)
        return self

    def _hold(self, number: int, _frame: object) -> None:
        self.received.append(number)

    def __exit__(self, *_exc: object) -> None:
        for number, handler in self.previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)

    def redeliver(self) -> None:
        """Act on the first signal held, as if it had come now (handlers already restored)."""
        signal.raise_signal(self.received[0])
        raise KeyboardInterrupt  # a handler that only took note: stop all the same
