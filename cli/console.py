"""Rich output shared by every command: one console, one way to report a user error."""

from typing import NoReturn

import typer
from rich.console import Console

console = Console()
errors = Console(stderr=True)


def fail(message: str) -> NoReturn:
    """Print one red line and exit non-zero; users never see a traceback."""
    errors.print(f"[bold red]Error:[/] {message}", highlight=False)
    raise typer.Exit(code=1)
