"""Editing a post in $EDITOR: invalid text is offered again, never lost; giving up keeps a copy."""

import datetime as dt
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

import click
import typer
from rich.markup import escape

from cli.console import console, errors, fail
from cli.content import (
    ContentStore,
    MediaPlan,
    Post,
    StoreError,
    post_from_editable_text,
    post_to_editable_text,
)

RECOVERY_FOLDER = "recovery"


@dataclass
class EditResult:
    """The post as edited (None: the user closed the editor without a change)."""

    post: Post | None
    text: str = ""
    media: dict[str, bytes] = field(default_factory=dict)


def edit_in_editor(store: ContentStore, post: Post) -> EditResult:
    """Open $VISUAL or $EDITOR on the post's text form until it validates or the user gives up."""
    original = post_to_editable_text(post)
    text = original
    while True:
        try:
            edited = click.edit(text, extension=".md", require_save=True)
        except click.ClickException as error:
            fail(f"could not run the editor (set EDITOR): {error.message}")
        if edited is None:  # closed without saving
            if text == original:
                return EditResult(None)
            give_up(store, post.slug, text, original)
        if not edited.strip():
            give_up(store, post.slug, text, original)
        media = MediaPlan(store)
        try:
            updated = post_from_editable_text(
                edited, post, functools.partial(media.image_url, base_dir=Path.cwd()))
        except StoreError as error:
            reason = getattr(error, "reason", str(error))
            errors.print(f"[bold red]Error:[/] [red]{escape(reason)}[/]", soft_wrap=True)
            text = edited
            if not typer.confirm("Edit again?", default=True):
                give_up(store, post.slug, text, original)
            continue
        return EditResult(updated, edited, media.files)


def give_up(store: ContentStore, slug: str, text: str, original: str | None = None) -> NoReturn:
    """Keep the user's text in a recovery file (unless it is the untouched original) and stop."""
    if text.strip() and text != original:
        path = save_recovery(store, slug, text)
        console.print(f"Nothing written. Your text is saved in {path}", soft_wrap=True,
                      markup=False)
    else:
        console.print("Edit cancelled; nothing written.")
    raise typer.Exit(code=1)


def save_recovery(store: ContentStore, slug: str, text: str) -> Path:
    """content/.store/recovery/<slug>-<time>.md: git-ignored, kept until the user removes it."""
    folder = store.state_dir / RECOVERY_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"{slug}-{stamp}.md"
    number = 2
    while path.exists():
        path = folder / f"{slug}-{stamp}-{number}.md"
        number += 1
    path.write_text(text, "utf-8")
    return path
