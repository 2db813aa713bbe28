"""What a staff account may be: its name, password and role, and the refusals a change meets."""

import json
import re
import secrets
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from service.content import MEMBER_ID_MAX, MEMBER_ID_PATTERN

# The rules are data, `account_rules.json` beside this module, which the web's staff screens also
# read at build time: the hints beside their fields are these rules.
RULES: dict[str, Any] = json.loads(
    Path(__file__).with_name("account_rules.json").read_text("utf-8"))
USERNAME_PATTERN = re.compile(RULES["usernamePattern"])
USERNAME_RULE: str = RULES["usernameRule"]
MIN_PASSWORD_LENGTH: int = RULES["minPasswordLength"]
MAX_PASSWORD_LENGTH: int = RULES["maxPasswordLength"]
# owner: all that staff may, and the staff accounts themselves. staff: the site's content.
Role = Literal["owner", "staff"]
ROLES: tuple[Role, ...] = ("owner", "staff")


class AccountError(Exception):
    """A staff-account request that cannot be carried out; the message says why."""


class NoSuchMember(AccountError):
    def __init__(self, username: str) -> None:
        super().__init__(f"No staff member named {username!r}")


class NameTaken(AccountError):
    def __init__(self, username: str) -> None:
        super().__init__(f"A staff member named {username!r} already exists")


class LastOwner(AccountError):
    """The change would leave no owner who can sign in, and so nobody to manage the accounts."""

    def __init__(self) -> None:
        super().__init__("This is the last owner who can sign in: make another staff member an "
                         "owner first")


@dataclass(frozen=True)
class StaffMember:
    username: str
    created_at: float
    role: Role
    disabled: bool
    must_change_password: bool
    active_sessions: int = 0
    # The team member (copy/team.json id) the account writes as: a new post's author.
    member: str | None = None


# Letters and digits nobody misreads aloud or on paper: no 0/O/o, 1/l/I/i.
UNMISTAKABLE = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
TEMPORARY_GROUPS = 4


def temporary_password() -> str:
    """A password for an owner to hand over once, its account to change at sign-in: four groups
    of four unmistakable characters joined by dashes (about 92 bits)."""
    return "-".join("".join(secrets.choice(UNMISTAKABLE) for _ in range(4))
                    for _ in range(TEMPORARY_GROUPS))


def check_username(username: str) -> None:
    if not USERNAME_PATTERN.fullmatch(username):
        raise AccountError(f"User names are {USERNAME_RULE}")


def check_password(password: str) -> None:
    if not MIN_PASSWORD_LENGTH <= len(password) <= MAX_PASSWORD_LENGTH:
        raise AccountError(f"Passwords need at least {MIN_PASSWORD_LENGTH} characters")


def check_member_id(member: str | None) -> None:
    """A team member's id as posts name them (whether the team has it is checked with the
    content, which this database does not hold)."""
    if member is not None and (len(member) > MEMBER_ID_MAX
                               or not re.fullmatch(MEMBER_ID_PATTERN, member)):
        raise AccountError(f"{member!r} is not a team member's id: those are lowercase letters, "
                           "digits and single hyphens")


def refuse_leaving_no_owner(db: sqlite3.Connection, username: str) -> None:
    """LastOwner unless another owner who can sign in remains besides `username`."""
    others = db.execute("SELECT COUNT(*) FROM staff WHERE role = 'owner' AND NOT disabled "
                        "AND username != ?", (username,)).fetchone()[0]
    if not others:
        raise LastOwner()
