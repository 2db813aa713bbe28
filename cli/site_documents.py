"""`agency site list|show|edit|history|restore`: every content document but a post, as JSON."""

import functools
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from cli.console import console, done, fail, user_errors
from cli.content import (
    ContentFileError,
    ContentStore,
    DocumentArgument,
    InvalidContent,
    NotFound,
    StaleVersion,
    change_document,
    document_adapter,
    document_name,
    document_versions,
    json_bytes,
    load_document,
    no_such_document,
    open_store,
    parse_bytes,
    restore_document,
    stored_form,
)
from cli.editor import edit_until_valid, save_recovery
from cli.post_writing import read_text_file
from cli.replica import writes
from service.config import Settings
from service.documents import ChangeRules

NO_CHANGES = "No changes; nothing written."


def document_text(name: str, value: Any) -> str:
    """The document as its file holds it: pretty JSON of the fields it has, in the model's order."""
    adapter = document_adapter(name)
    assert adapter is not None  # the document was read, so its name is known
    return json_bytes(stored_form(adapter, value)).decode("utf-8")


def checked_document(name: str, path: Path, text: str) -> Any:
    """The edited text as the document it would store, checked as the store reads its file;
    InvalidContent names the field (or the JSON's line and column)."""
    adapter = document_adapter(name)
    assert adapter is not None
    try:
        return stored_form(adapter, parse_bytes(path, text.encode("utf-8"), adapter))
    except ContentFileError as error:
        raise InvalidContent(f"{name}: {error.problem.reason}") from error


def operator_rules() -> ChangeRules:
    """Whoever runs the command changes any field, as an owner does; a changed embed must still
    be of an origin AGENCY_EMBED_ORIGINS allows, as in the editor."""
    return ChangeRules(owner=True, embed_origins=Settings.from_env().embed_origins)


def known_name(store: ContentStore, name: str) -> str:
    if document_adapter(name) is None:
        no_such_document(store, name)
    return name


@user_errors
def list_documents(ctx: typer.Context) -> None:
    """Name every document there is to show and edit (site facts, pages, copy, products ...)."""
    store = open_store(ctx)
    names = (document_name(store.root, path) for path in store.document_files())
    for name in sorted(name for name in names if name):
        typer.echo(name)


@user_errors
def show(ctx: typer.Context, name: DocumentArgument) -> None:
    """Print a document's JSON as stored."""
    value, _version = load_document(open_store(ctx), name)
    typer.echo(document_text(name, value), nl=False)


@writes
@user_errors
def edit(
    ctx: typer.Context,
    name: DocumentArgument,
    from_file: Annotated[Path | None, typer.Option(
        "--from", dir_okay=False,
        help="Save this JSON file as the document instead of opening the editor ('-': stdin).")]
    = None,
) -> None:
    """Edit a document's JSON in $VISUAL or $EDITOR (one commit when changed).

    What does not validate is shown with the field and, after "Edit again?", reopened as you
    left it; give up and your text is kept under the content folder's .store/recovery/.
    """
    store = open_store(ctx)
    value, version = load_document(store, name)
    original = document_text(name, value)
    check = functools.partial(checked_document, name, store.document_path(name))
    if from_file is not None:
        text = read_text_file(from_file)
        data = check(text)
    else:
        edited = edit_until_valid(store, original, check, name=name, extension=".json")
        if edited is None:
            console.print(NO_CHANGES)
            return
        text, data = edited.text, edited.value
    try:
        write = change_document(store, name, data, expected_versions={version},
                                message=f"agency site edit: Edit {name}", rules=operator_rules())
    except StaleVersion as error:
        if from_file is None:
            path = save_recovery(store, name, text, ".json")
            fail(f"{error}; nothing written, your text is saved in {path}")
        fail(str(error))
    if not write.paths:
        console.print(NO_CHANGES)
        return
    done(f"Saved {name}: {store.document_path(name)}")


@user_errors
def history(ctx: typer.Context, name: DocumentArgument) -> None:
    """Show the commits that changed a document, newest first."""
    store = open_store(ctx)
    try:
        versions = document_versions(store, name)
    except NotFound:  # no such kind of document, or one that never existed
        no_such_document(store, name)
    table = Table(title=f"History of {name}", header_style="bold")
    table.add_column("Date", no_wrap=True)
    table.add_column("Author", max_width=24)
    table.add_column("Message", overflow="fold")
    table.add_column("Revision", no_wrap=True, style="cyan")
    for version in versions:
        when = version.at.astimezone().strftime("%Y-%m-%d %H:%M")
        message = f"{version.message} (deleted)" if version.deleted else version.message
        table.add_row(when, Text(version.author), Text(message), version.rev[:10])
    console.print(table)


@writes
@user_errors
def restore(
    ctx: typer.Context,
    name: DocumentArgument,
    rev: Annotated[str, typer.Argument(
        help="The revision to go back to: one from `agency site history NAME`, HEAD~1 ...",
        show_default=False)],
) -> None:
    """Bring a document back as it was at a revision, as a new commit."""
    store = open_store(ctx)
    write = restore_document(store, known_name(store, name), rev, rules=operator_rules())
    if not write.paths:
        console.print(f"{name} is already as it was at {rev}; nothing written.", markup=False)
        return
    done(f"Restored {name} to {rev}.")
