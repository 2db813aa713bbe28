"""`agency posts ...`: list, show and delete posts; the other subcommands live beside this file."""

from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from cli import post_history, post_transfer, post_writing
from cli.console import console, done, print_json, user_errors, warn
from cli.context import SlugArgument, load_post, open_store
from service.store.content_store import post_document
from service.store.models import Post
from service.store.paragraphs import html_to_text, text_paragraphs

LIST_FIXED_WIDTH = 10 + 5 + 13  # date, image, borders and padding

app = typer.Typer(help="Blog posts: list, show, add, edit, delete, import, export, history.",
                  no_args_is_help=True)


@app.command("list")
@user_errors
def list_posts(
    ctx: typer.Context,
    search: Annotated[str | None, typer.Option(
        help="Only posts whose title or slug contains this (any case).")] = None,
    limit: Annotated[int | None, typer.Option(min=1, help="Show at most this many.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """List posts, newest first."""
    posts, problems = open_store(ctx).read_posts()
    if search:
        needle = search.lower()
        posts = [p for p in posts if needle in p.title.lower() or needle in p.slug]
    posts = posts[:limit] if limit else posts
    if as_json:
        print_json([post_document(p) for p in posts])
        return
    if problems:
        warn(f"{len(problems)} post file(s) could not be read; `agency check` lists why.")
    if not posts:
        console.print("No posts match." if search else "No posts yet.")
        return
    # Slugs get up to three fifths of the free width so they rarely fold; titles wrap.
    free = max(console.width - LIST_FIXED_WIDTH, 24)
    slug_width = min(max(len(post.slug) for post in posts), max(16, free * 3 // 5))
    table = Table(header_style="bold")
    table.add_column("Date", no_wrap=True, width=10)
    table.add_column("Slug", overflow="fold", style="cyan", width=slug_width)
    table.add_column("Title", width=free - slug_width)
    table.add_column("Image", no_wrap=True, justify="center", width=5)
    for post in posts:
        table.add_row(post.date.isoformat(), Text(post.slug), Text(post.title),
                      "yes" if post.imageUrl else "no")
    console.print(table)


@app.command("show")
@user_errors
def show_post(
    ctx: typer.Context,
    slug: SlugArgument,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """Show one post as readable text: its fields, then its paragraphs."""
    post = load_post(open_store(ctx), slug)
    if as_json:
        print_json(post_document(post))
        return
    print_post(post)


def print_post(post: Post) -> None:
    rows = [("Title", post.title), ("Date", post.date.isoformat()), ("Slug", post.slug),
            ("Id", str(post.id)), ("Image", post.imageUrl or "none"),
            ("Excerpt", post.excerpt or "(none)")]
    for label, value in rows:
        console.print(Text.assemble((f"{label}: ", "bold"), value))
    for paragraph in text_paragraphs(html_to_text(post.content)):
        console.print()
        console.print(Text(paragraph))


@user_errors
def delete_post(
    ctx: typer.Context,
    slug: SlugArgument,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")]
    = False,
) -> None:
    """Delete a post (one commit); asks first unless --yes."""
    store = open_store(ctx)
    post = load_post(store, slug)
    if not yes and not typer.confirm(f"Delete post '{slug}' ({post.title})?", default=False):
        console.print("Nothing deleted.")
        raise typer.Exit(code=1)
    store.remove_post(slug, f"agency posts delete: remove '{slug}'")
    done(f"Deleted post '{slug}'.")


app.command("new")(post_writing.new_post)
app.command("edit")(post_writing.edit_post)
app.command("delete")(delete_post)
app.command("import")(post_transfer.import_posts)
app.command("export")(post_transfer.export_posts)
app.command("history")(post_history.show_history)
app.command("restore")(post_history.restore)
