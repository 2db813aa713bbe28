"""`agency migrate`: bring the content folder to this release's version now, as the service's
start does (one commit "Migrate content to version N"); a replica takes the primary's instead."""

import typer

from cli.console import console, done, fail
from cli.content import open_store
from cli.replica import writes
from service.store.migrations.runner import MigrationFailed, migrate_content
from service.store.migrations.version_file import ContentVersionError


@writes  # a replica takes the primary's migration commit when it pulls
def migrate(ctx: typer.Context) -> None:
    """Migrate the content to this release's version (the service does it as it starts)."""
    store = open_store(ctx)
    try:
        plan = migrate_content(store, "agency migrate")
    except ContentVersionError as error:
        fail(str(error))
    except MigrationFailed as error:
        for problem in error.problems:
            console.print(f"[bold red]{problem.file}[/]: {problem.field}: {problem.reason}. "
                          f"Fix: {problem.fix}", soft_wrap=True, markup=True, highlight=False)
        fail("nothing was migrated")
    for line in plan.lines():
        done(line) if plan.needed else console.print(line)
