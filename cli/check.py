"""`agency check`: validate every content file and report each problem with its path."""

import typer
from rich.markup import escape

from cli.console import console, errors, user_errors
from cli.content import (
    check_content,
    open_store,
)


@user_errors
def check(ctx: typer.Context) -> None:
    """Validate every content file: schema, unique slugs and ids, media, allowed HTML.

    Exits non-zero when there is any problem, printing one line per problem with its path.
    """
    report = check_content(open_store(ctx))
    for problem in report.problems:
        errors.print(f"[red]{escape(str(problem.path))}[/]: {escape(problem.reason)}",
                     soft_wrap=True)
    if report.problems:
        errors.print(f"[bold red]{len(report.problems)} problem(s) found.[/]")
        raise typer.Exit(code=1)
    console.print(f"[green]OK[/]: {len(report.posts)} posts and every other content file "
                  "are valid.")
