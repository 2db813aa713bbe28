"""`agency posts ...`: list, show and delete posts; the other subcommands live beside this file."""

from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from cli import post_export, post_history, post_import, post_writing
from cli.console import console, done, fail, print_json, user_errors, warn
from cli.content import (
    STATUSES,
    AtOption,
    Post,
    PostStatus,
    SlugArgument,
    delete_post,
    describe_moment,
    html_to_text,
    load_post,
    open_store,
    post_document,
    post_status,
    publish_post,
    rename_post,
    text_paragraphs,
    unpublish_post,
    utc_now,
)
from cli.replica import writes
from service.routes import post_address

LIST_FIXED_WIDTH = 10 + 9 + 5 + 16  # date, status, image, borders and padding
STATUS_STYLES = {"draft": "yellow", "scheduled": "magenta", "published": "green"}

app = typer.Typer(help="Blog posts: list, show, add, edit, delete, import, export, history.",
                  no_args_is_help=True)


@app.command("list")
@user_errors
def list_posts(
    ctx: typer.Context,
    search: Annotated[str | None, typer.Option(
        help="Only posts whose title or slug contains this (any case).")] = None,
    limit: Annotated[int | None, typer.Option(min=1, help="Show at most this many.")] = None,
    status: Annotated[str | None, typer.Option(
        help="Only posts in this state: draft, scheduled or published.",
        show_default=False)] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False,
) -> None:
    """List posts, newest first, drafts and scheduled ones included."""
    if status is not None and status not in STATUSES:
        fail(f"--status must be one of {', '.join(STATUSES)}")
    posts, problems = open_store(ctx).read_posts()
    now = utc_now()
    states: dict[str, PostStatus] = {p.slug: post_status(p, now) for p in posts}
    if search:
        needle = search.lower()
        posts = [p for p in posts if needle in p.title.lower() or needle in p.slug]
    if status:
        posts = [p for p in posts if states[p.slug] == status]
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
    table.add_column("Status", no_wrap=True, width=9)
    table.add_column("Slug", overflow="fold", style="cyan", width=slug_width)
    table.add_column("Title", width=free - slug_width)
    table.add_column("Image", no_wrap=True, justify="center", width=5)
    for post in posts:
        state = states[post.slug]
        table.add_row(post.date.isoformat(), Text(state, style=STATUS_STYLES[state]),
                      Text(post.slug), Text(post.title), "yes" if post.imageUrl else "no")
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
            ("Id", str(post.id)), ("Status", describe_status(post)),
            ("Image", post.imageUrl or "none"), ("Excerpt", post.excerpt or "(none)")]
    for label, value in rows:
        console.print(Text.assemble((f"{label}: ", "bold"), value))
    for paragraph in text_paragraphs(html_to_text(post.content)):
        console.print()
        console.print(Text(paragraph))


@writes
@user_errors
def delete(
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
    delete_post(store, slug, via="agency posts delete")
    done(f"Deleted post '{slug}'. `agency posts restore {slug} --to HEAD~1` brings it back.")


def describe_status(post: Post) -> str:
    """'draft', 'published', or 'scheduled for 2026-12-01 09:00 EST'."""
    state = post_status(post, utc_now())
    if state == "scheduled" and post.publishAt is not None:
        return f"scheduled for {describe_moment(post.publishAt)}"
    return state


@writes
@user_errors
def publish(ctx: typer.Context, slug: SlugArgument, at: AtOption = None) -> None:
    """Publish a post now, or schedule it with --at (one commit)."""
    post = publish_post(open_store(ctx), slug, at, via="agency posts publish")
    done(f"Post '{slug}' is {describe_status(post)}.")


@writes
@user_errors
def unpublish(ctx: typer.Context, slug: SlugArgument) -> None:
    """Turn a post back into a draft that only staff see (one commit)."""
    unpublish_post(open_store(ctx), slug, via="agency posts unpublish")
    done(f"Post '{slug}' is a draft now; visitors no longer see it.")


@writes
@user_errors
def rename(
    ctx: typer.Context,
    old: Annotated[str, typer.Argument(help="The post's slug now.", show_default=False)],
    new: Annotated[str, typer.Argument(help="Its new slug.", show_default=False)],
) -> None:
    """Give a post a new slug; a published post's old address forwards to the new one."""
    store = open_store(ctx)
    load_post(store, old)
    post = rename_post(store, old, new, via="agency posts rename")
    forwards = any(r.source == post_address(old) for r in store.read_redirects())
    tail = (f" {post_address(old)} now forwards to {post_address(post.slug)}." if forwards
            else "")
    done(f"Post '{old}' is now '{post.slug}'.{tail}")


app.command("new")(post_writing.new_post)
app.command("edit")(post_writing.edit_post)
app.command("delete")(delete)
app.command("publish")(publish)
app.command("unpublish")(unpublish)
app.command("rename")(rename)
app.command("import")(post_import.import_posts)
app.command("export")(post_export.export_posts)
app.command("history")(post_history.show_history)
app.command("restore")(post_history.restore)
