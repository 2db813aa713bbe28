"""What `agency posts import` shows: progress per phase, a one-screen summary, the item table
(--details) and the same report as JSON (--json)."""

from collections import Counter
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)
from rich.table import Table
from rich.text import Text

from cli.console import console, done, warn
from cli.content import (
    FAILED,
    IMPORTED,
    REPLACED,
    SKIPPED,
    UNCHANGED,
    BatchOutcome,
    ImportPlan,
    ImportSource,
)

STATUS_STYLES = {IMPORTED: "green", REPLACED: "yellow", UNCHANGED: "dim", SKIPPED: "dim",
                 FAILED: "red"}
PHASES = {"reading": "Reading", "checking": "Checking", "writing": "Writing",
          "committing": "Committing"}
LISTED = 10  # failed and skipped items listed in the summary; --details lists them all
NOTES_LISTED = 8


class ImportProgress:
    """A bar for each phase as it starts (reading, checking, writing, committing), on stderr."""

    def __init__(self, terminal: Console, *, enabled: bool) -> None:
        columns = (TextColumn("{task.description:<10}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn())
        self.bars = Progress(*columns, console=terminal, transient=True, disable=not enabled)
        self.tasks: dict[str, TaskID] = {}

    def __enter__(self) -> "ImportProgress":
        self.bars.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.bars.stop()

    def __call__(self, phase: str, done: int, total: int | None) -> None:
        if phase not in self.tasks:
            self.tasks[phase] = self.bars.add_task(PHASES.get(phase, phase), total=total)
        self.bars.update(self.tasks[phase], completed=done, total=total)

    def checked(self, total: int) -> Callable[[Any], None]:
        count = [0]

        def advance(_item: Any) -> None:
            count[0] += 1
            self("checking", count[0], total)

        return advance


def print_report(source: ImportSource, plan: ImportPlan, outcome: BatchOutcome | None,
                 finished: list[str], *, dry_run: bool, details: bool,
                 only_failed: bool = False) -> None:
    for message in finished:
        warn(f"Finished an earlier import that had been interrupted: {message}")
    if details:
        _print_table(source, plan, dry_run, only_failed)
    else:
        _print_summary(source, plan)
    for note in source.notes:
        console.print(note, markup=False)
    if source.ignored:
        kinds = ", ".join(f"{kind}: {count}" for kind, count in sorted(source.ignored.items()))
        console.print(f"Left out {sum(source.ignored.values())} item(s) that are not posts "
                      f"({kinds}).", markup=False)
    _print_totals(plan, outcome, dry_run)


def _print_summary(source: ImportSource, plan: ImportPlan) -> None:
    console.print(f"Import of {source.path.name} ({source.kind}, {len(source.items)} items)",
                  style="bold", markup=False)
    for status in (FAILED, SKIPPED):
        outcomes = [o for o in plan.outcomes if o.status == status]
        if outcomes:
            console.print(Text(f"{status.capitalize()} ({len(outcomes)}):",
                               style=STATUS_STYLES[status]))
        for outcome in outcomes[:LISTED]:
            console.print(Text(f"  {outcome.slug or outcome.source}: {outcome.detail}"))
        if len(outcomes) > LISTED:
            console.print(f"  … and {len(outcomes) - LISTED} more (--details lists them)")
    notes = Counter(note for o in plan.outcomes if o.status in (IMPORTED, REPLACED)
                    for note in dict.fromkeys(o.notes))
    if notes:
        console.print("Changed on the way (posts):")
        for note, count in notes.most_common(NOTES_LISTED):
            console.print(Text(f"  {count:>5}  {note}"))
        if len(notes) > NOTES_LISTED:
            console.print(f"  … and {len(notes) - NOTES_LISTED} other notes (--details shows "
                          "each item's)")


def _print_table(source: ImportSource, plan: ImportPlan, dry_run: bool,
                 only_failed: bool) -> None:
    table = Table(title=f"Import of {source.path.name}", header_style="bold")
    table.add_column("Result", no_wrap=True)
    table.add_column("Slug", overflow="fold")
    table.add_column("From", overflow="fold")
    table.add_column("Details", ratio=1)
    for outcome in plan.outcomes:
        if only_failed and outcome.status != FAILED:
            continue
        status = outcome.status
        if dry_run and status in (IMPORTED, REPLACED):
            status = f"would be {status}"
        table.add_row(Text(status, style=STATUS_STYLES[outcome.status]),
                      Text(outcome.slug or ""), Text(outcome.source), Text(outcome.detail))
    if table.row_count:
        console.print(table)


def _print_totals(plan: ImportPlan, outcome: BatchOutcome | None, dry_run: bool) -> None:
    imported, replaced = plan.count(IMPORTED), plan.count(REPLACED)
    drafts = sum(1 for post in plan.posts if post.status == "draft")
    scheduled = sum(1 for post in plan.posts if post.publishAt is not None and post.status
                    != "draft")
    kept_back = f" ({drafts} as drafts, {scheduled} scheduled)" if drafts or scheduled else ""
    totals = (f"{imported} imported{kept_back}, {replaced} replaced, {plan.count(UNCHANGED)} "
              f"unchanged, {plan.count(SKIPPED)} skipped, {plan.count(FAILED)} failed")
    if dry_run:
        console.print(f"Dry run: {totals}; nothing written.", markup=False)
        return
    if outcome is not None and not outcome.committed:
        warn("The posts are written but git could not commit them now; the next change "
             "commits them.")
    if outcome is not None and outcome.stop_requested:
        warn("A stop was asked for while the import was being committed: it was finished "
             "first.")
    if plan.count(FAILED):
        warn(f"{totals}.")
    else:
        done(f"{totals}.")


def report_json(source: ImportSource, plan: ImportPlan, outcome: BatchOutcome | None,
                finished: list[str], dry_run: bool) -> dict[str, Any]:
    """The report for scripts: totals, every item with its notes, what was left out."""
    return {
        "source": str(source.path), "kind": source.kind, "dryRun": dry_run,
        "committed": bool(outcome and outcome.committed),
        "counts": {status: plan.count(status)
                   for status in (IMPORTED, REPLACED, UNCHANGED, SKIPPED, FAILED)},
        "items": [{"source": o.source, "slug": o.slug, "status": o.status, "notes": o.notes}
                  for o in plan.outcomes],
        "leftOut": dict(source.ignored), "notes": source.notes,
        "finishedInterruptedImports": finished,
    }
