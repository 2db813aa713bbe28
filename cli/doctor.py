"""`agency doctor`: the checks of service/ops/doctor, one coloured line each."""

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from cli.console import console
from cli.content import chosen_content_folder
from service.ops.doctor.checks import UPGRADE_CHECKS, examine, exit_code
from service.ops.doctor.findings import Finding, Status
from service.ops.log_escape import escape_controls

SHOWN: dict[Status, str] = {"ok": "[green]ok  [/]", "warn": "[yellow]warn[/]",
                            "fail": "[bold red]fail[/]"}


def doctor(
    ctx: typer.Context,
    nginx_config: Annotated[Path | None, typer.Option(
        "--nginx-config", dir_okay=False,
        help="Test this nginx file with nginx -t: a whole nginx.conf, or the site's file "
             "`agency deploy nginx` printed.")] = None,
    certificate: Annotated[Path | None, typer.Option(
        "--certificate", dir_okay=False,
        help="Check this PEM certificate's expiry (default: those the nginx file names).")] = None,
) -> None:
    """Check the settings, the instance folder, the content repository and its remote, the mail
    server, nginx, the certificate, disk space and the databases; exit 1 if anything fails."""
    findings = asyncio.run(examine(nginx_config, certificate, chosen_content_folder(ctx)))
    for finding in findings:
        console.print(_line(finding), soft_wrap=True)
    raise typer.Exit(exit_code(findings))


def upgrade_check(ctx: typer.Context) -> None:
    """Say what starting this release will migrate, before the restart: the content's version and
    each file it changes, each content file still refused, the databases' schemas; exit 1 when the
    start would refuse."""
    findings = asyncio.run(examine(content_dir=chosen_content_folder(ctx), checks=UPGRADE_CHECKS))
    for finding in findings:
        console.print(_line(finding), soft_wrap=True)
    raise typer.Exit(exit_code(findings))


def _line(finding: Finding) -> str:
    # What git, nginx or a mail server said may hold anything, terminal escapes included.
    said = escape(escape_controls(finding.message))
    if finding.fix:
        fix = escape(escape_controls(finding.fix))
        said += f"{'' if said.endswith('.') else '.'} [bold]Fix:[/] {fix}"
    return f"{SHOWN[finding.status]} [bold]{escape(finding.subject)}:[/] {said}"
