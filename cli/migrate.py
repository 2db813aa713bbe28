"""`agency migrate`: bring the content folder to this release's version now, as the service's
start does (one commit "Migrate content to version N"); a replica takes the primary's instead."""

import typer
from rich.markup import escape

from cli.console import console, done, fail
from cli.content import open_store
from cli.replica import writes
from service.store import ContentVersionError, MigrationFailed, migrate_content


@writes  # a replica takes the primary's migration commit when it pulls
def migrate(ctx: typer.Context) -> None:
    """Migrate the content to this release's version (the service does it as it starts)."""
    store = open_store(ctx)
    try:
        plan = migrate_content(store, "agency migrate")
    except ContentVersionError as error:
        fail(str(error))
    except MigrationFailed as error:
        for problem in error.problems:  # the content's own words may hold [brackets]
            console.print(f"[bold red]{escape(problem.file)}[/]: {escape(problem.field)}: "
                          f"{escape(problem.reason)}. Fix: {escape(problem.fix)}", soft_wrap=True)
        fail("nothing was migrated")
    for line in plan.lines():
        if plan.needed:
            done(line)
        else:
            console.print(escape(line))
