"""Editing text in $EDITOR: invalid text is offered again, never lost; giving up keeps a copy."""

import datetime as dt
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, NoReturn, TypeVar

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

T = TypeVar("T")


@dataclass(frozen=True)
class Edited(Generic[T]):
    """What the user saved, as parse read it, and the text itself."""

    value: T
    text: str


@dataclass
class EditResult:
    """The post as edited (None: the user closed the editor without a change)."""

    post: Post | None
    text: str = ""
    media: dict[str, bytes] = field(default_factory=dict)


def edit_until_valid(store: ContentStore, original: str, parse: Callable[[str], T], *,
                     name: str, extension: str) -> Edited[T] | None:
    """Open $VISUAL or $EDITOR on original until parse accepts the saved text or the user gives
    up (kept in a recovery file called after name); None: closed without saving a change."""
    text = original
    while True:
        try:
            edited = click.edit(text, extension=extension, require_save=True)
        except click.ClickException as error:
            fail(f"could not run the editor (set EDITOR): {error.message}")
        if edited is None:  # closed without saving
            if text == original:
                return None
            give_up(store, name, text, original, extension)
        if not edited.strip():
            give_up(store, name, text, original, extension)
        try:
            return Edited(parse(edited), edited)
        except StoreError as error:
            reason = getattr(error, "reason", str(error))
            errors.print(f"[bold red]Error:[/] [red]{escape(reason)}[/]", soft_wrap=True)
            text = edited
            if not typer.confirm("Edit again?", default=True):
                give_up(store, name, text, original, extension)


def edit_in_editor(store: ContentStore, post: Post) -> EditResult:
    """Edit the post's text form (front matter and paragraphs) until it validates."""
    def parse(text: str) -> tuple[Post, dict[str, bytes]]:
        media = MediaPlan(store)
        updated = post_from_editable_text(
            text, post, functools.partial(media.image_url, base_dir=Path.cwd()))
        return updated, media.files

    edited = edit_until_valid(store, post_to_editable_text(post), parse, name=post.slug,
                              extension=".md")
    if edited is None:
        return EditResult(None)
    updated, media = edited.value
    return EditResult(updated, edited.text, media)


def give_up(store: ContentStore, name: str, text: str, original: str | None = None,
            extension: str = ".md") -> NoReturn:
    """Keep the user's text in a recovery file (unless it is the untouched original) and stop."""
    if text.strip() and text != original:
        path = save_recovery(store, name, text, extension)
        console.print(f"Nothing written. Your text is saved in {path}", soft_wrap=True,
                      markup=False)
    else:
        console.print("Edit cancelled; nothing written.")
    raise typer.Exit(code=1)


def save_recovery(store: ContentStore, name: str, text: str, extension: str = ".md") -> Path:
    """content/.store/recovery/<name>-<time><extension>: git-ignored, kept until the user removes
    it ('pages/about' is kept as pages-about-...)."""
    folder = store.state_dir / RECOVERY_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{name.replace('/', '-')}-{dt.datetime.now().strftime('%Y%m%d-%H%M%S')}"
    path = folder / f"{stem}{extension}"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}{extension}"
        number += 1
    path.write_text(text, "utf-8")
    return path
