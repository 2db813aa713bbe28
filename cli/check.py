"""`agency check`: validate every content file and report each problem with its path, and every
finding of the pre-publish checks with its file and phrase."""

import json
from typing import Annotated, Any

import typer
from rich.markup import escape

from cli.console import console, errors, user_errors
from cli.content import (
    check_content,
    open_store,
)
from service.checks import ContentFindings, FileFinding, content_findings
from service.store import Problem


@user_errors
def check(ctx: typer.Context, as_json: Annotated[bool, typer.Option(
        "--json", help="Print the problems and findings as one JSON object.")] = False) -> None:
    """Validate every content file (schema, unique slugs and ids, every reference to a media
    file, allowed HTML) and run the pre-publish checks on every post and document.

    Exits non-zero when there is any problem, or wording to review (a risk finding nobody has
    acknowledged) in a published or scheduled post or in any document.
    """
    store = open_store(ctx)
    report = check_content(store)
    checked = content_findings(store)
    problems = [*report.problems, *checked.problems]
    if as_json:
        typer.echo(json.dumps(_json_report(problems, checked), indent=2, ensure_ascii=False))
    else:
        _print_report(problems, checked)
    if problems or checked.blocking:
        raise typer.Exit(code=1)
    if not as_json:
        console.print(f"[green]OK[/]: {len(report.posts)} posts and every other content file "
                      "are valid, with no wording left to review.")


def _print_report(problems: list[Problem], checked: ContentFindings) -> None:
    for found in checked.findings:
        (errors if found.blocking else console).print(_finding_line(found), soft_wrap=True)
    for problem in problems:
        errors.print(f"[red]{escape(str(problem.path))}[/]: {escape(problem.reason)}",
                     soft_wrap=True)
    if checked.blocking:
        errors.print(f"[bold red]{len(checked.blocking)} wording finding(s) to review[/] in "
                     "public text: rewrite them, or acknowledge them in the editor.")
    if problems:
        errors.print(f"[bold red]{len(problems)} problem(s) found.[/]")


def _finding_line(found: FileFinding) -> str:
    finding = found.finding
    what = f'"{finding.phrase}" in ' if finding.phrase else ""
    state = " (reviewed)" if found.acknowledged else ""
    colour = "red" if found.blocking else "yellow" if finding.severity == "risk" else "cyan"
    line = (f"[{colour}]{escape(str(found.path))}[/]: {finding.severity}{state} {finding.rule}: "
            f"{escape(what)}{finding.field}: {escape(repr(finding.excerpt))}")
    if found.blocking:  # why it matters and what to say instead, where it must be acted on
        line += f" {escape(finding.message)} Instead: {escape(finding.suggestion or '')}"
    return line


def _json_report(problems: list[Problem], checked: ContentFindings) -> dict[str, Any]:
    return {
        "problems": [{"file": str(p.path), "reason": p.reason} for p in problems],
        "findings": [{"file": str(found.path), **found.finding.model_dump(mode="json"),
                      "acknowledged": found.acknowledged} for found in checked.findings],
    }
