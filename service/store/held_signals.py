"""Ctrl-C and SIGTERM held back while a change can no longer stop half-way (staged_writes.py).

The main thread blocks them, so the git processes it starts meanwhile inherit the block and a
Ctrl-C sent to the whole process group (as a terminal sends it) cannot stop a git half-way
through a commit; and their handlers only take note, since the kernel hands a signal sent to
the process to any thread not blocking it (Rich's refresh thread, say). On leaving, the signals
that came are counted, never acted on.
"""

import signal
import threading
from dataclasses import dataclass, field
from typing import Any

HELD_SIGNALS = {signal.SIGINT, signal.SIGTERM}


@dataclass
class HeldSignals:
    """SIGINT and SIGTERM held (main thread only; elsewhere a no-op)."""

    received: list[int] = field(default_factory=list)
    previous: dict[int, Any] = field(default_factory=dict)

    def __enter__(self) -> "HeldSignals":
        if threading.current_thread() is threading.main_thread():
            for number in HELD_SIGNALS:
                self.previous[number] = signal.signal(number, self._note)
            signal.pthread_sigmask(signal.SIG_BLOCK, HELD_SIGNALS)
        return self

    def _note(self, number: int, _frame: object) -> None:
        self.received.append(number)

    def waiting(self) -> bool:
        """Whether a held signal has come so far."""
        if self.previous and signal.sigpending() & HELD_SIGNALS:
            return True
        return bool(self.received)

    def __exit__(self, *_exc: object) -> None:
        if not self.previous:
            return
        while (info := signal.sigtimedwait(HELD_SIGNALS, 0)) is not None:
            self.received.append(info.si_signo)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, HELD_SIGNALS)
        for number, handler in self.previous.items():
            signal.signal(number, handler if handler is not None else signal.SIG_DFL)
        self.previous = {}

    def redeliver(self) -> None:
        """Act on the first signal held, as if it had come now (after leaving)."""
        signal.raise_signal(self.received[0])
        raise KeyboardInterrupt  # a handler that only took note: stop all the same
