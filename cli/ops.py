"""`agency status` and `agency backup FILE`: running the site for real."""

import asyncio
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from cli.console import console, done, fail, print_json
from cli.content import open_store
from cli.instance import instance_settings
from service.config import Settings
from service.ops.backup import back_up_instance
from service.ops.status_report import status_report


def status(ctx: typer.Context,
           as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """The content's commit, what waits to be committed or pushed, and the last push or pull."""
    report = asyncio.run(status_report(open_store(ctx), Settings.from_env()))
    if as_json:
        print_json(report)
        return
    for label, value in _status_lines(report):
        console.print(f"[bold]{label}:[/] {escape(value)}", soft_wrap=True)


def _status_lines(report: dict[str, Any]) -> list[tuple[str, str]]:
    lines = [("Content", report["contentDir"])]
    if not report["git"]:
        return [*lines, ("Git", "not a git work tree: changes are not committed")]
    commit = report.get("commit")
    lines.append(("Commit", f"{commit[:12]} {report.get('commitMessage', '')}"
                  if commit else "none yet"))
    lines.append(("Waiting for a commit", f"{report['uncommittedFiles']} files"))
    if "remote" not in report:
        return [*lines, ("Remote", "none (set AGENCY_GIT_REMOTE to push or pull)")]
    role = "replica, pulls from" if report["readOnly"] else "primary, pushes to"
    lines.append(("Remote", f"{role} {report['remote']} ({report.get('branch', '?')})"))
    if "pendingCommits" in report:
        lines.append(("Commits not pushed yet", str(report["pendingCommits"])))
    if "behindBy" in report:
        lines.append(("Commits fetched, not yet shown", str(report["behindBy"])))
    last = report.get("replication") or {}
    verb = "pull" if report["readOnly"] else "push"
    lines.append((f"Last {verb}", f"{last.get('lastSuccessAt') or 'never'}"
                  + (f" ({last['lastSuccessRev'][:12]})" if last.get("lastSuccessRev") else "")))
    if last.get("lastError"):
        lines.append(("Failing since", f"{last.get('failingSince')}: {last['lastError']}"))
    if "gitError" in report:
        lines.append(("Git error", report["gitError"]))
    return lines


def backup(target: Annotated[Path, typer.Argument(
        help="The archive to write (.tar.gz).", dir_okay=False)]) -> None:
    """Back up what git does not hold (staff accounts, requests), safely while the service runs."""
    settings = instance_settings()
    try:
        names = back_up_instance(settings.instance_dir, target)
    except OSError as error:
        fail(f"backup failed: {error}")
    done(f"Backed up {', '.join(names) or 'nothing (the instance folder is empty)'} from "
         f"{settings.instance_dir} to {target}.")
