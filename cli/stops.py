"""How the `agency` process answers Ctrl-C and SIGTERM: a stop ends a command until it is committed.

Ctrl-C stops any command; SIGTERM stops one that asks for it (an import) as Ctrl-C does, and
otherwise ends the process at once as it always has. A command past its point of no return (an
import past its seal) finishes, reports and exits as usual: a stop then could only hide what
happened, and a process killed while it exits would tell a script that a committed import failed.
"""

import signal
from collections.abc import Iterator
from contextlib import contextmanager

_finishing = False
_own_process = False  # the `agency` command owns the process's signals (not so in tests)


def _stop(_number: int, _frame: object) -> None:
    if not _finishing:
        raise KeyboardInterrupt


def answer_stops() -> None:
    """Ctrl-C raises KeyboardInterrupt in the main thread, unless the command is finishing."""
    global _own_process
    _own_process = True
    signal.signal(signal.SIGINT, _stop)


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
