"""`agency posts history` and `agency posts restore`: a post's commits, and going back to one."""

import datetime as dt
from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from cli.console import console, done, user_errors
from cli.context import SlugArgument, open_store
from service.store.history import post_history, restore_post


@user_errors
def show_history(ctx: typer.Context, slug: SlugArgument) -> None:
    """Show the commits that changed a post, newest first."""
    history = post_history(open_store(ctx), slug)
    table = Table(title=f"History of '{slug}'", header_style="bold")
    table.add_column("Date", no_wrap=True)
    table.add_column("Author", max_width=24)
    table.add_column("Message", overflow="fold")
    table.add_column("Revision", no_wrap=True, style="cyan")
    for entry in history:
        when = dt.datetime.fromisoformat(entry["date"]).strftime("%Y-%m-%d %H:%M")
        table.add_row(when, Text(entry["author"]), Text(entry["message"]), entry["rev"][:10])
    console.print(table)


@user_errors
def restore(
    ctx: typer.Context,
    slug: SlugArgument,
    to: Annotated[str, typer.Option(
        "--to", help="The revision to go back to: a commit id from `posts history`, HEAD~1 ...",
        show_default=False)],
) -> None:
    """Bring a post back as it was at a revision, as a new commit."""
    restored = restore_post(open_store(ctx), slug, to)
    if not restored.changed:
        console.print(f"Post '{slug}' is already as it was at {restored.short_rev}; "
                      "nothing written.", markup=False)
        return
    done(f"Restored post '{slug}' to {restored.short_rev}.")
