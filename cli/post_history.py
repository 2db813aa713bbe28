"""`agency posts history` and `agency posts restore`: a post's commits, and going back to one."""

from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from cli.console import console, done, user_errors
from cli.content import (
    SlugArgument,
    open_store,
    post_versions,
    restore_version,
)
from cli.replica import writes


@user_errors
def show_history(ctx: typer.Context, slug: SlugArgument) -> None:
    """Show the commits that changed a post, newest first."""
    versions = post_versions(open_store(ctx), slug)
    table = Table(title=f"History of '{slug}'", header_style="bold")
    table.add_column("Date", no_wrap=True)
    table.add_column("Author", max_width=24)
    table.add_column("Message", overflow="fold")
    table.add_column("Changed", overflow="fold")
    table.add_column("Revision", no_wrap=True, style="cyan")
    for version in versions:
        when = version.at.astimezone().strftime("%Y-%m-%d %H:%M")
        changed = ", ".join(version.changed) if version.event == "changed" else version.event
        table.add_row(when, Text(version.author), Text(version.message), changed,
                      version.rev[:10])
    console.print(table)


@writes
@user_errors
def restore(
    ctx: typer.Context,
    slug: SlugArgument,
    to: Annotated[str, typer.Option(
        "--to", help="The revision to go back to: a commit id from `posts history`, HEAD~1 ...",
        show_default=False)],
) -> None:
    """Bring a post back as it was at a revision, as a new commit."""
    restored = restore_version(open_store(ctx), slug, to)
    if not restored.changed:
        console.print(f"Post '{slug}' is already as it was at {restored.short_rev}; "
                      "nothing written.", markup=False)
        return
    done(f"Restored post '{slug}' to {restored.short_rev}.")
