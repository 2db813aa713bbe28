"""`agency posts import`: JSON, Markdown (Jekyll, Hugo) and WordPress exports, all or nothing."""

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from cli.console import errors, fail, print_json, user_errors
from cli.content import (
    FAILED,
    BatchOutcome,
    ContentStore,
    ImportPlan,
    ImportSource,
    finish_interrupted_writes,
    open_store,
    plan_import,
    read_import_source,
    write_posts,
)
from cli.import_report import ImportProgress, print_report, report_json
from cli.replica import writes
from cli.stops import finish_without_stopping, sigterm_as_ctrl_c

STOPPED_EXIT_CODE = 130  # what shells report for a command ended by Ctrl-C

# How the report is shown.
DetailsOption = Annotated[bool, typer.Option(
    "--details", help="List every item with its result, not only the summary.")]
JsonReportOption = Annotated[bool, typer.Option(
    "--json", help="Print the report as JSON for scripts.")]
QuietOption = Annotated[bool, typer.Option(
    "--quiet", "-q", help="Print nothing unless something failed.")]


@writes
@user_errors
def import_posts(
    ctx: typer.Context,
    path: Annotated[Path, typer.Argument(
        help="A JSON file (an array of posts or one post, as the API answers them), a Markdown "
             "file or folder of them (Jekyll and Hugo conventions), or a WordPress export "
             "(WXR, from WordPress or WordPress.com).", show_default=False)],
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Check every item and report; write nothing.")] = False,
    overwrite: Annotated[bool, typer.Option(
        "--overwrite", help="Replace posts whose slug exists (skipped by default).")] = False,
    recursive: Annotated[bool, typer.Option(
        "--recursive", "-r", help="Also read Markdown files in sub-folders.")] = False,
    details: DetailsOption = False,
    as_json: JsonReportOption = False,
    quiet: QuietOption = False,
) -> None:
    """Import posts as one commit: all of them or, if stopped, none.

    Drafts stay drafts (WordPress drafts, pending and private posts, Hugo's draft: true,
    Jekyll's published: false and _drafts/), and posts dated in the future are scheduled for
    then. Formatting the site allows is kept and the rest becomes paragraphs, reported item by
    item. Local images are copied into media/imported/. Exits with 1 when any item failed.
    """
    store = open_store(ctx)
    if not path.exists():
        fail(f"{path}: no such file or folder")
    written: list[BatchOutcome | None] = []
    try:
        with ImportProgress(errors, enabled=not (as_json or quiet)) as progress, \
                sigterm_as_ctrl_c():
            finished = finish_interrupted_writes(store)
            source = read_import_source(path, recursive=recursive, progress=progress)
            plan = plan_import(store, source, overwrite=overwrite,
                               on_item=progress.checked(len(source.items)))
            written.append(_write(store, path, plan, overwrite, progress) if not dry_run
                           else None)
    except KeyboardInterrupt:
        errors.print("[yellow]Import stopped after it was committed.[/]" if written else
                     "[yellow]Import stopped: nothing was imported.[/]")
        raise typer.Exit(code=STOPPED_EXIT_CODE) from None
    _report(source, plan, written[0], finished, dry_run=dry_run, details=details,
            as_json=as_json, quiet=quiet)
    if plan.count(FAILED):
        raise typer.Exit(code=1)


def _write(store: ContentStore, path: Path, plan: ImportPlan, overwrite: bool,
           progress: ImportProgress) -> BatchOutcome | None:
    if not plan.posts:
        return None
    count = len(plan.posts)
    message = f"agency posts import: {count} post{'s' if count != 1 else ''} from {path.name}"
    return write_posts(store, plan.posts, message, media=plan.media, replace=overwrite,
                       progress=_finishing_once_committing(progress))


def _finishing_once_committing(
        progress: ImportProgress) -> Callable[[str, int, int | None], None]:
    """The progress report, which also tells the process when the import is past its seal."""
    def report(phase: str, done: int, total: int | None) -> None:
        if phase == "committing":
            finish_without_stopping()
        progress(phase, done, total)

    return report


def _report(source: ImportSource, plan: ImportPlan, outcome: BatchOutcome | None,
            finished: list[str], **options: Any) -> None:
    if options["as_json"]:
        print_json(report_json(source, plan, outcome, finished, options["dry_run"]))
    elif not options["quiet"] or plan.count(FAILED):
        print_report(source, plan, outcome, finished, dry_run=options["dry_run"],
                     details=options["details"] or options["quiet"],
                     only_failed=options["quiet"])

