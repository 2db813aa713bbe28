"""The CLI's one way into the content store: which folder a command works on (--content, then
AGENCY_CONTENT_DIR, then ./content), opening its store, and the store's operations the commands
use, named here so the rest of cli/ imports them from this module only."""

from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

from cli.console import fail
from service.checks import check_content as check_content
from service.config import Settings
from service.content import (
    NewPost as NewPost,
    Post as Post,
    PostChange as PostChange,
    document_adapter as document_adapter,
    document_name as document_name,
)
from service.documents import (
    change_document as change_document,
    document_versions as document_versions,
    read_document_version as read_document_version,
    restore_document as restore_document,
    stored_form as stored_form,
)
from service.html import (
    html_to_text as html_to_text,
    text_paragraphs as text_paragraphs,
    text_to_html as text_to_html,
)
from service.imports import (
    FAILED as FAILED,
    IMPORTED as IMPORTED,
    MARKDOWN as MARKDOWN,
    MARKDOWN_SUFFIXES as MARKDOWN_SUFFIXES,
    REPLACED as REPLACED,
    SKIPPED as SKIPPED,
    UNCHANGED as UNCHANGED,
    ImportPlan as ImportPlan,
    ImportSource as ImportSource,
    MediaPlan as MediaPlan,
    import_content as import_content,
    markdown_item as markdown_item,
    plan_import as plan_import,
    post_from_editable_text as post_from_editable_text,
    post_to_editable_text as post_to_editable_text,
    post_to_markdown as post_to_markdown,
    read_import_source as read_import_source,
)
from service.posts import (
    STATUSES as STATUSES,
    PostStatus as PostStatus,
    change_post as change_post,
    create_post as create_post,
    delete_post as delete_post,
    describe_moment as describe_moment,
    image_url_or_none as image_url_or_none,
    parse_date as parse_date,
    post_status as post_status,
    post_versions as post_versions,
    publish_post as publish_post,
    rename_post as rename_post,
    restore_version as restore_version,
    unpublish_post as unpublish_post,
    utc_now as utc_now,
)
from service.store import (
    BatchOutcome as BatchOutcome,
    Conflict as Conflict,
    ContentFileError as ContentFileError,
    ContentStore as ContentStore,
    InvalidContent as InvalidContent,
    NotFound as NotFound,
    StaleVersion as StaleVersion,
    StoreError as StoreError,
    finish_interrupted_writes as finish_interrupted_writes,
    json_bytes as json_bytes,
    parse_bytes as parse_bytes,
    post_document as post_document,
    post_version as post_version,
    write_bytes_atomic as write_bytes_atomic,
    write_posts as write_posts,
)

DocumentArgument = Annotated[str, typer.Argument(
    help="The document's name: its path under the content folder without .json ('site', "
         "'companies', 'copy/faq', 'pages/about'); `agency site list` names them all.",
    show_default=False)]
SlugArgument = Annotated[str, typer.Argument(help="The post's slug (its file name).",
                                             show_default=False)]
AtOption = Annotated[str | None, typer.Option(
    "--at", help="Publish at this time instead of now: 'YYYY-MM-DD HH:MM' in Connecticut time, "
                 "or ISO 8601 with an offset.", show_default=False)]


def chosen_content_folder(ctx: typer.Context) -> Path:
    """The content folder chosen with --content, else the settings' (AGENCY_CONTENT_DIR, from
    the environment or the settings file)."""
    folder: Path | None = (ctx.find_root().obj or {}).get("content")
    return folder or Settings.from_env().content_dir


def content_root(ctx: typer.Context) -> Path:
    """The chosen content folder; one red line when it is missing."""
    root = chosen_content_folder(ctx)
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



def load_document(store: ContentStore, name: str) -> tuple[Any, str]:
    """The document called name as stored, with its version, or one red line saying there is
    none."""
    try:
        return read_document_version(store, name)
    except NotFound:
        no_such_document(store, name)


def no_such_document(store: ContentStore, name: str) -> NoReturn:
    fail(f"no document called {name[:100]!r} in {store.root} (`agency site list` names them)")
