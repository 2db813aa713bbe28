"""A measurement that fails is tried once more and then reported as failed in its row, so that
`make bench` always finishes and prints every figure it did measure."""

import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from tests.bench.table import Section

T = TypeVar("T")
TRIES = 2


def progress(text: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class Failed:
    """A measurement that failed on every try, and why (the last try's reason)."""

    reason: str

    def __str__(self) -> str:
        return f"FAILED ({self.reason})"


def describe(error: BaseException) -> str:
    """A short reason: the program and its exit code, a time-out, or the exception."""
    if isinstance(error, subprocess.CalledProcessError):
        program = str(error.cmd[0] if isinstance(error.cmd, list | tuple) else error.cmd)
        return f"{program.rsplit('/', 1)[-1]} exited {error.returncode}"
    if isinstance(error, subprocess.TimeoutExpired):
        return f"timed out after {error.timeout:.0f} s"
    text = f"{type(error).__name__}: {error}".splitlines()[0]
    return text if len(text) <= 100 else text[:97] + "..."


def attempt(what: str, measure: Callable[[], T], tries: int = TRIES) -> T | Failed:
    """measure(), tried again once if it raises; Failed when no try succeeded."""
    reason = ""
    for number in range(1, tries + 1):
        try:
            return measure()
        except Exception as error:  # any failure of a tool or a service: the bench goes on
            reason = describe(error)
            again = "; trying once more" if number < tries else "; reported as failed"
            progress(f"{what} failed: {reason}{again}")
    return Failed(reason)


def sections_or_failure(title: str, build: Callable[[], Section | list[Section]]) -> list[Section]:
    """The sections build() makes, or one section whose row says the measurement failed."""
    result = attempt(title, build)
    if isinstance(result, Failed):
        section = Section(title, ["measurement", "result"])
        section.add(title, str(result))
        return [section]
    return result if isinstance(result, list) else [result]
