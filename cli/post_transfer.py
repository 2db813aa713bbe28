"""`agency posts import` and `agency posts export`: JSON, Markdown folders, WordPress exports."""

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table
from rich.text import Text

from cli.console import console, done, fail, user_errors, warn
from cli.context import open_store
from service.store import (
    FAILED,
    IMPORTED,
    REPLACED,
    SKIPPED,
    UNCHANGED,
    ContentStore,
    ImportPlan,
    ImportSource,
    json_bytes,
    plan_import,
    post_document,
    post_to_markdown,
    read_import_source,
    write_bytes_atomic,
    write_posts,
)

STATUS_STYLES = {IMPORTED: "green", REPLACED: "yellow", UNCHANGED: "dim", SKIPPED: "dim",
                 FAILED: "red"}


class ExportFormat(StrEnum):
    json = "json"
    markdown = "markdown"


@user_errors
def import_posts(
    ctx: typer.Context,
    path: Annotated[Path, typer.Argument(
        help="A JSON file (an array of posts or one post, as the API answers them), a Markdown "
             "file or folder of them with front matter, or a WordPress export (WXR).",
        show_default=False)],
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Check every item and report; write nothing.")] = False,
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace posts whose slug exists (skipped by default).")] = False,
) -> None:
    """Import posts as one commit; invalid items are reported and never half-written.

    WordPress: only published items of type 'post' are imported (drafts, pending, private and
    scheduled posts are reported as skipped; pages and attachments are left out); shortcodes are
    dropped and the HTML becomes plain paragraphs. Local images the posts name are copied into
    media/imported/. Exits with 1 when any item failed.
    """
    store = open_store(ctx)
    if not path.exists():
        fail(f"{path}: no such file or folder")
    source = read_import_source(path)
    plan = _plan_with_progress(store, source, overwrite)
    if plan.posts and not dry_run:
        count = len(plan.posts)
        message = f"agency posts import: {count} post{'s' if count != 1 else ''} from {path.name}"
        write_posts(store, plan.posts, message, media=plan.media, replace=overwrite)
    _print_summary(source, plan, dry_run)
    if plan.count(FAILED):
        raise typer.Exit(code=1)


def _plan_with_progress(store: ContentStore, source: ImportSource, overwrite: bool) -> ImportPlan:
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn())
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task(f"Checking {source.kind} items", total=len(source.items))
        return plan_import(store, source, overwrite=overwrite,
                           on_item=lambda _item: progress.advance(task))


def _print_summary(source: ImportSource, plan: ImportPlan, dry_run: bool) -> None:
    table = Table(title=f"Import of {source.path.name}", header_style="bold")
    table.add_column("Result", no_wrap=True)
    table.add_column("Slug", overflow="fold")
    table.add_column("From", overflow="fold")
    table.add_column("Details", ratio=1)
    for outcome in plan.outcomes:
        status = outcome.status
        if dry_run and status in (IMPORTED, REPLACED):
            status = f"would be {status}"
        table.add_row(Text(status, style=STATUS_STYLES[outcome.status]), Text(outcome.slug or ""),
                      Text(outcome.source), Text(outcome.detail))
    if plan.outcomes:
        console.print(table)
    if source.ignored:
        kinds = ", ".join(f"{kind}: {count}" for kind, count in sorted(source.ignored.items()))
        console.print(f"Left out {sum(source.ignored.values())} item(s) that are not posts "
                      f"({kinds}).", markup=False)
    imported, replaced = plan.count(IMPORTED), plan.count(REPLACED)
    totals = (f"{imported} imported, {replaced} replaced, {plan.count(UNCHANGED)} unchanged, "
              f"{plan.count(SKIPPED)} skipped, {plan.count(FAILED)} failed")
    if dry_run:
        console.print(f"Dry run: {totals}; nothing written.", markup=False)
    elif plan.count(FAILED):
        warn(f"{totals}.")
    else:
        done(f"{totals}.")


@user_errors
def export_posts(
    ctx: typer.Context,
    output_format: Annotated[ExportFormat, typer.Option(
        "--format", help="json: one file in the API's shape, re-importable as it is; markdown: "
                         "one <slug>.md per post with front matter.")] = ExportFormat.json,
    output: Annotated[Path | None, typer.Option(
        "--output", "-o", help="The JSON file, or the folder for Markdown (JSON without it: "
                               "standard output).")] = None,
) -> None:
    """Export every post, newest first."""
    posts, problems = open_store(ctx).read_posts()
    if problems:
        warn(f"{len(problems)} post file(s) could not be read and are left out; "
             "`agency check` lists why.")
    if output_format is ExportFormat.json:
        data = json_bytes([post_document(post) for post in posts])
        if output is None:
            typer.echo(data.decode("utf-8"), nl=False)
            return
        write_bytes_atomic(output, data)
        done(f"Exported {len(posts)} posts to {output}")
        return
    if output is None:
        fail("--format markdown needs --output DIR")
    if output.exists() and not output.is_dir():
        fail(f"{output} is a file; give a folder for the Markdown files")
    output.mkdir(parents=True, exist_ok=True)
    for post in posts:
        write_bytes_atomic(output / f"{post.slug}.md", post_to_markdown(post).encode("utf-8"))
    done(f"Exported {len(posts)} posts to {output}/")
