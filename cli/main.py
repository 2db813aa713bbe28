"""The `agency` command: one sub-app per noun, working through the shared content store."""

from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Annotated

import typer

from cli import (
    bookings,
    check,
    deploy,
    doctor,
    help_format,
    keys,
    migrate,
    newsletter,
    newsletter_send,
    ops,
    posts,
    requests,
    requests_digest,
    requests_intake,
    site,
    staff,
)
from cli.console import fail, warn
from service.config import Settings
from service.config_file import SettingsError

DISTRIBUTION = "milford-agency-site"

help_format.install()
app = typer.Typer(help="Manage the agency site's content folder.", no_args_is_help=True)
app.add_typer(posts.app, name="posts")
app.add_typer(staff.app, name="staff")
app.add_typer(requests.app, name="requests")
app.add_typer(bookings.app, name="bookings")
app.add_typer(newsletter.app, name="newsletter")
newsletter.app.command("send")(newsletter_send.send)
newsletter.app.command("status")(newsletter_send.status)
requests.app.command("digest")(requests_digest.digest)
requests.app.command("intake")(requests_intake.intake)
app.add_typer(site.app, name="site")
app.add_typer(deploy.app, name="deploy")
app.add_typer(keys.app, name="keys")
app.command("check")(check.check)
app.command("status")(ops.status)
app.command("push")(ops.push)
app.command("backup")(ops.backup)
app.command("restore")(ops.restore)
app.command("doctor")(doctor.doctor)
app.command("migrate")(migrate.migrate)
app.command("upgrade-check")(doctor.upgrade_check)


def package_version() -> str:
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "unknown"


def show_version(value: bool) -> None:
    if value:
        typer.echo(f"agency {package_version()}")
        raise typer.Exit()


@app.callback()
def main(
    ctx: typer.Context,
    content: Annotated[Path | None, typer.Option(
        "--content", file_okay=False,
        help="Content folder to work on (default: AGENCY_CONTENT_DIR, else content/ of this "
             "checkout).")] = None,
    _version: Annotated[bool, typer.Option(
        "--version", callback=show_version, is_eager=True,
        help="Show the version and exit.")] = False,
) -> None:
    """Manage the agency site's content folder."""
    try:
        Settings.from_env()
        not_read = Settings.names_not_read()
    except SettingsError as error:
        if ctx.invoked_subcommand != "doctor":  # which reports them among its findings
            fail(str(error), code=2)  # as the service refuses to start on them
        not_read = []
    for sentence in not_read:  # the service refuses them; a command can still do its work
        warn(sentence)
    ctx.obj = {"content": content}
