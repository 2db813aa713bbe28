"""Which content folder a command works on: --content, then AGENCY_CONTENT_DIR, then ./content."""

from pathlib import Path
from typing import Annotated

import typer

from cli.console import fail
from service.config import Settings
from service.store import (
    ContentStore,
    NotFound,
    Post,
)

SlugArgument = Annotated[str, typer.Argument(help="The post's slug (its file name).",
                                             show_default=False)]
AtOption = Annotated[str | None, typer.Option(
    "--at", help="Publish at this time instead of now: 'YYYY-MM-DD HH:MM' in Connecticut time, "
                 "or ISO 8601 with an offset.", show_default=False)]


def content_root(ctx: typer.Context) -> Path:
    """The chosen content folder; one red line when it is missing."""
    folder: Path | None = (ctx.find_root().obj or {}).get("content")
    root = folder or Settings.from_env().content_dir
    if not root.is_dir():
        fail(f"content folder not found: {root} (choose one with --content or "
             "AGENCY_CONTENT_DIR)")
    return root


def open_store(ctx: typer.Context) -> ContentStore:
    """The store of the chosen content folder; one red line when the folder is missing."""
    return ContentStore(content_root(ctx))


def load_post(store: ContentStore, slug: str) -> Post:
    """The post with this slug, or one red line saying there is none."""
    try:
        return store.read_post(slug)
    except NotFound:
        fail(f"no post with slug {slug!r} in {store.posts_dir}")
