"""`agency staff ...`: staff accounts for the admin editor, kept in the instance folder."""

from datetime import UTC, datetime
from typing import Annotated

import typer
from rich.table import Table

from cli.console import console, fail
from cli.instance import instance_settings, set_up
from cli.replica import writes
from service.auth.account_rules import ROLES, AccountError, Role
from service.auth.accounts import StaffDirectory

app = typer.Typer(help="Staff accounts that may sign in to the editor.", no_args_is_help=True)


def directory() -> StaffDirectory:
    return set_up(StaffDirectory(instance_settings().staff_database))


def ask_password(password: str | None) -> str:
    if password is not None:
        return password
    value: str = typer.prompt("Password", hide_input=True, confirmation_prompt=True)
    return value


PasswordOption = Annotated[str | None, typer.Option(
    "--password", envvar="AGENCY_STAFF_PASSWORD",
    help="The password (asked for, hidden, when not given).")]


RoleOption = Annotated[str, typer.Option(
    "--role", help="owner (also manages staff accounts) or staff. The first account is an owner.")]


@app.command("add")
@writes
def add(username: Annotated[str, typer.Argument(help="Sign-in name.")],
        password: PasswordOption = None, role: RoleOption = "staff") -> None:
    """Create a staff account."""
    if role not in ROLES:
        fail(f"A role is one of {', '.join(ROLES)}, not {role!r}")
    chosen: Role = "owner" if role == "owner" else "staff"
    try:
        given = directory().add(username, ask_password(password), chosen)
    except AccountError as error:
        fail(str(error))
    first = " (the first account is always an owner)" if given != chosen else ""
    console.print(f"Added {given} [bold]{username}[/]{first}.")


@app.command("list")
def list_staff() -> None:
    """List staff accounts: role, whether disabled, and how many live sessions each has."""
    table = Table("User", "Role", "Created", "Signed-in sessions", "Note")
    for member in directory().members():
        created = datetime.fromtimestamp(member.created_at, UTC).strftime("%Y-%m-%d")
        note = "disabled" if member.disabled else (
            "must change password" if member.must_change_password else "")
        table.add_row(member.username, member.role, created, str(member.active_sessions), note)
    console.print(table)


@app.command("disable")
@writes
def disable(username: Annotated[str, typer.Argument(help="Sign-in name.")]) -> None:
    """Stop an account signing in and end its sessions (the last owner stays enabled)."""
    set_disabled(username, True, "Disabled [bold]{}[/]; their sessions have ended.")


@app.command("enable")
@writes
def enable(username: Annotated[str, typer.Argument(help="Sign-in name.")]) -> None:
    """Let a disabled account sign in again."""
    set_disabled(username, False, "Enabled [bold]{}[/].")


def set_disabled(username: str, disabled: bool, done: str) -> None:
    try:
        directory().set_disabled(username, disabled)
    except AccountError as error:
        fail(str(error))
    console.print(done.format(username))


@app.command("remove")
@writes
def remove(username: Annotated[str, typer.Argument(help="Sign-in name.")],
           yes: Annotated[bool, typer.Option("--yes", help="Do not ask for confirmation.")]
           = False) -> None:
    """Delete a staff account and end its sessions."""
    if not yes and not typer.confirm(f"Remove {username} and sign them out everywhere?"):
        raise typer.Exit(code=1)
    try:
        directory().remove(username)
    except AccountError as error:
        fail(str(error))
    console.print(f"Removed [bold]{username}[/]; their sessions have ended.")


@app.command("passwd")
@writes
def passwd(username: Annotated[str, typer.Argument(help="Sign-in name.")],
           password: PasswordOption = None) -> None:
    """Set a new password (ends the member's sessions)."""
    try:
        directory().set_password(username, ask_password(password))
    except AccountError as error:
        fail(str(error))
    console.print(f"Password changed for [bold]{username}[/]; their sessions have ended.")
