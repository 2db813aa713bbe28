"""`agency staff ...`: staff accounts for the admin editor, kept in the instance folder."""

from datetime import UTC, datetime
from typing import Annotated

import typer
from rich.table import Table

from cli.console import console, fail
from cli.content import StoreError, open_store
from cli.instance import instance_settings, set_up
from cli.replica import writes
from service.auth.account_rules import ROLES, AccountError, Role
from service.auth.accounts import StaffDirectory
from service.posts import check_member, stored_authors

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
MemberOption = Annotated[str | None, typer.Option(
    "--member", help="The id of the team member (copy/team.json) the account writes as: the "
                     "author of the posts it starts.", show_default=False)]


def team_member(ctx: typer.Context, member: str | None) -> str | None:
    """The member id when the content folder's team has it; one red line when not."""
    if member is None:
        return None
    try:
        return check_member(member, stored_authors(open_store(ctx)))
    except StoreError as error:
        fail(str(error))


@app.command("add")
@writes
def add(ctx: typer.Context, username: Annotated[str, typer.Argument(help="Sign-in name.")],
        password: PasswordOption = None, role: RoleOption = "staff",
        member: MemberOption = None) -> None:
    """Create a staff account (a name typed with capitals is taken in lowercase)."""
    username = username.strip().lower()
    if role not in ROLES:
        fail(f"A role is one of {', '.join(ROLES)}, not {role!r}")
    chosen: Role = "owner" if role == "owner" else "staff"
    linked = team_member(ctx, member)
    try:
        given = directory().add(username, ask_password(password), chosen, member=linked)
    except AccountError as error:
        fail(str(error))
    first = " (the first account is always an owner)" if given != chosen else ""
    writes_as = f", writing as {linked}" if linked else ""
    console.print(f"Added {given} [bold]{username}[/]{writes_as}{first}.")


@app.command("list")
def list_staff() -> None:
    """List staff accounts: role, team member, whether disabled, and how many live sessions
    each has."""
    table = Table("User", "Role", "Team member", "Created", "Signed-in sessions", "Note")
    for account in directory().members():
        created = datetime.fromtimestamp(account.created_at, UTC).strftime("%Y-%m-%d")
        note = "disabled" if account.disabled else (
            "must change password" if account.must_change_password else "")
        table.add_row(account.username, account.role, account.member or "", created,
                      str(account.active_sessions), note)
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


@app.command("member")
@writes
def member(ctx: typer.Context, username: Annotated[str, typer.Argument(help="Sign-in name.")],
           member_id: Annotated[str | None, typer.Argument(
               metavar="ID", help="The team member's id (copy/team.json).",
               show_default=False)] = None,
           none: Annotated[bool, typer.Option(
               "--none", help="Link the account to no team member.")] = False) -> None:
    """Link an account to the team member it writes as: new posts it starts name them as author."""
    if (member_id is None) == (not none):
        fail("Give a team member's id, or --none for no member (not both)")
    linked = team_member(ctx, member_id)
    try:
        directory().set_member(username, linked)
    except AccountError as error:
        fail(str(error))
    console.print(f"[bold]{username}[/] now writes as {linked}." if linked
                  else f"[bold]{username}[/] is linked to no team member.")
