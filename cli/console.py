"""Rich output shared by every command: one console, one way to report a user error."""

import functools
import json
from collections.abc import Callable
from typing import Any, NoReturn, ParamSpec, TypeVar

import typer
from pydantic import ValidationError
from rich.console import Console
from rich.markup import escape

from service.store import InvalidContent, NotFound, StoreError, describe_validation_error

console = Console(highlight=False)
errors = Console(stderr=True, highlight=False)

P = ParamSpec("P")
R = TypeVar("R")


def fail(message: str, code: int = 1) -> NoReturn:
    """Print one red line and exit non-zero; users never see a traceback."""
    errors.print(f"[bold red]Error:[/] [red]{escape(message)}[/]", soft_wrap=True)
    raise typer.Exit(code=code)


def warn(message: str) -> None:
    errors.print(f"[yellow]Warning:[/] {escape(message)}", soft_wrap=True)


def note(message: str) -> None:
    """What a command did besides its work, on stderr, so --json output stays clean."""
    errors.print(escape(message), soft_wrap=True)


def done(message: str) -> None:
    console.print(f"[green]{escape(message)}[/]", soft_wrap=True)


def print_json(value: Any) -> None:
    """JSON for scripts: plain text on standard output, never wrapped or coloured."""
    typer.echo(json.dumps(value, indent=2, ensure_ascii=False))


def describe(error: Exception) -> str:
    """The one line a user reads for an error the store or the file system raised."""
    if isinstance(error, InvalidContent):
        return f"{error.path}: {error.reason}" if error.path else error.reason
    if isinstance(error, NotFound):
        return str(error)
    if isinstance(error, ValidationError):
        return describe_validation_error(error)
    if isinstance(error, OSError):
        where = f"{error.filename}: " if error.filename else ""
        return f"{where}{error.strerror or error}"
    return str(error)


def user_errors(command: Callable[P, R]) -> Callable[P, R]:
    """Turn the store's and the file system's errors into one red line at the command boundary."""
    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return command(*args, **kwargs)
        except (StoreError, ValidationError, OSError) as error:
            fail(describe(error))

    return run
