"""`agency posts ...`: list the blog posts of the content folder."""

import json
from typing import Annotated

import typer
from rich.table import Table

from cli.console import console
from cli.context import open_store

app = typer.Typer(help="Blog posts.", no_args_is_help=True)


@app.command("list")
def list_posts(
    ctx: typer.Context,
    search: Annotated[str | None, typer.Option(help="Only posts whose title or slug has this.")]
    = None,
    limit: Annotated[int | None, typer.Option(min=1, help="Show at most this many.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """List posts, newest first."""
    posts, _ = open_store(ctx).read_posts()
    if search:
        needle = search.lower()
        posts = [p for p in posts if needle in p.title.lower() or needle in p.slug]
    posts = posts[:limit] if limit else posts
    if as_json:
        console.print_json(json.dumps([p.model_dump(mode="json") for p in posts]))
        return
    table = Table("Date", "Slug", "Title", "Image")
    for post in posts:
        table.add_row(post.date.isoformat(), post.slug, post.title,
                      "yes" if post.imageUrl else "no")
    console.print(table)
