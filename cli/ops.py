"""`agency status`, `agency push`, `agency backup FILE` and `agency restore FILE`: running the
site for real."""

import asyncio
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from cli.console import console, done, fail, note, print_json
from cli.content import open_store
from cli.instance import instance_settings
from cli.replica import REFUSED_EXIT_CODE, writes
from service.config import Settings
from service.ops.backup import back_up_instance
from service.ops.restore import restore_instance
from service.ops.restore_archive import RestoreRefused
from service.ops.status_report import status_report
from service.replication.pusher import push_now


def status(ctx: typer.Context,
           as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """The content's commit, what waits to be committed or pushed, the last push or pull, and
    health as /healthz checks it. Exits 1 when anything fails (a push or pull, the office's mail,
    the requests database, disk space ...), so a cron job or monitor can tell."""
    report = asyncio.run(status_report(open_store(ctx), Settings.from_env()))
    if as_json:
        print_json(report)
    else:
        for label, value in [*_status_lines(report), *_health_lines(report)]:
            console.print(f"[bold]{label}:[/] {escape(value)}", soft_wrap=True)
    if report["health"]["status"] != "ok" or "gitError" in report:
        raise typer.Exit(1)


def _health_lines(report: dict[str, Any]) -> list[tuple[str, str]]:
    health = report["health"]
    return [("Health", health["status"]),
            *(("Problem", reason) for reason in health["problems"]),
            *(("Degraded", reason) for reason in health["degraded"]),
            *(("Warning", warning) for warning in report["warnings"])]


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
        if last.get("nextAttemptAt"):
            lines.append(("Next attempt", f"{last['nextAttemptAt']} (or at the next save)"))
    if "gitError" in report:
        lines.append(("Git error", report["gitError"]))
    return lines


def push(ctx: typer.Context) -> None:
    """Push the content's commits to the git remote now, instead of at the service's next retry.
    One push runs at a time: this one waits for the service's, if one is under way."""
    settings = Settings.from_env()
    if settings.read_only:
        fail("A read-only replica pulls from the remote and never pushes: run this on the "
             "main server.", code=REFUSED_EXIT_CODE)
    if not settings.git_remote:
        fail("No git remote to push to: set AGENCY_GIT_REMOTE.")
    store = open_store(ctx)
    if not store.git.enabled:
        fail(f"{store.root} is not a git work tree: nothing to push.")
    pushed, recorded = asyncio.run(push_now(store.root, store.state_dir, settings.git_remote))
    if pushed is None:
        fail(f"push to {recorded.remote} failed ({recorded.pending_commits} commits wait): "
             f"{' '.join((recorded.last_error or '').split())}")
    done(f"Pushed {pushed} commits to {recorded.remote}." if pushed
         else f"{recorded.remote} has every commit already.")


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


@writes
def restore(
    archive: Annotated[Path, typer.Argument(
        help="A backup (.tar.gz, or .tar.gz.age when encrypted).", dir_okay=False)],
    identity: Annotated[Path | None, typer.Option(
        "--identity", help="The age identity file (age-keygen's) for an encrypted backup.",
        dir_okay=False)] = None,
    content_to: Annotated[Path | None, typer.Option(
        "--content-to", help="Also clone the content repository the backup holds into this "
        "new folder (backups taken without a git remote hold one).", file_okay=False)] = None,
) -> None:
    """Put a backup back as the instance folder, the service stopped; changes nothing unless the
    whole backup checks out."""
    settings = Settings.from_env()  # not instance_settings(): nothing changes before the checks
    try:
        restored = restore_instance(archive, settings.instance_dir, identity, content_to)
    except (RestoreRefused, OSError) as error:
        fail(f"not restored: {error}")
    done(f"Restored {', '.join(restored.names)} into {settings.instance_dir}.")
    if restored.kept is not None:
        note(f"The folder it replaced is kept as {restored.kept}: delete it once the site "
             "works (it holds personal data).")
    if restored.content is not None:
        note(f"Cloned the content repository into {restored.content}: set AGENCY_CONTENT_DIR "
             "to it.")
