"""How the `agency` process answers Ctrl-C and SIGTERM: a stop ends a command until it is committed.

Ctrl-C stops any command; SIGTERM stops one that asks for it (an import) as Ctrl-C does, and
otherwise ends the process at once as it always has. A command past its point of no return (an
import past its seal) finishes, reports and exits as usual: a stop then could only hide what
happened, and a process killed while it exits would tell a script that a committed import failed.
"""

import _thread
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

_finishing = False
REDELIVERY_SECONDS = 0.01  # long enough for this hook to return; a stop arrives no later
_own_process = False  # the `agency` command owns the process's signals (not so in tests)


def _stop(_number: int, _frame: object) -> None:
    if not _finishing:
        raise KeyboardInterrupt


def stop_again_if_swallowed(unraisable: Any) -> None:
    """sys.unraisablehook: a stop raised inside a Python callback of native code (the HTML
    sanitiser's) cannot cross that code, which reports it and goes on; the stop is delivered
    again a moment later from another thread (raised here, it would land in this hook), and
    nothing is printed."""
    if isinstance(unraisable.exc_value, KeyboardInterrupt) and not _finishing:
        later = threading.Timer(REDELIVERY_SECONDS, _thread.interrupt_main, (signal.SIGINT,))
        later.daemon = True
        later.start()
        return
    sys.__unraisablehook__(unraisable)


def answer_stops() -> None:
    """Ctrl-C raises KeyboardInterrupt in the main thread, unless the command is finishing."""
    global _own_process
    _own_process = True
    signal.signal(signal.SIGINT, _stop)
    sys.unraisablehook = stop_again_if_swallowed


@contextmanager
def sigterm_as_ctrl_c() -> Iterator[None]:
    """Inside, SIGTERM stops the command as Ctrl-C does."""
    global _finishing
    _finishing = False
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        yield
    finally:
        if not (_finishing and _own_process):  # else kept until ignore_stops: no gap between
            signal.signal(signal.SIGTERM, previous)


def finish_without_stopping() -> None:
    """From now on stops are ignored: the command is committed and only reports."""
    global _finishing
    _finishing = True


def ignore_stops() -> None:
    """The command is over: a stop while Python shuts down (which sets Python-level handlers
    back to the default, ending the process) could only change its exit status."""
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, signal.SIG_IGN)
