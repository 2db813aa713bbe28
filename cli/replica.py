"""@writes marks a command that changes the content or the instance folder: on a read-only
replica (AGENCY_READ_ONLY=1) it refuses with one red line and exit code 2 before doing anything."""

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from cli.console import fail
from service.config import Settings
from service.ops.read_only import READ_ONLY_MESSAGE

REFUSED_EXIT_CODE = 2
REFUSED_MESSAGE = f"{READ_ONLY_MESSAGE} Run this command there (AGENCY_READ_ONLY=1 here)."

P = ParamSpec("P")
R = TypeVar("R")


def writes(command: Callable[P, R]) -> Callable[P, R]:
    """Declare a write command: a replica refuses it, whatever its options (a dry run too)."""
    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        if Settings.from_env().read_only:
            fail(REFUSED_MESSAGE, code=REFUSED_EXIT_CODE)
        return command(*args, **kwargs)

    return run
