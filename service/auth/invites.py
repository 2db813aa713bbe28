"""Invites by e-mail: an owner invites a colleague, whose single-use link, valid 72 hours, lets
them choose their own password; only the sha256 of the link's token is kept (instance folder)."""

import hashlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from service.auth.account_rules import (
    AccountError,
    NameTaken,
    Role,
    StaffMember,
    check_member_id,
    check_password,
    check_username,
)
from service.auth.accounts import StaffDirectory

INVITE_SECONDS = 72 * 60 * 60
INVITE_HOURS = INVITE_SECONDS // 3600


class InviteGone(AccountError):
    """The link is unknown, used already or past its 72 hours: one answer for all three, so a
    guess learns nothing."""

    def __init__(self) -> None:
        super().__init__(f"This invite link is not valid any more: each works once, for "
                         f"{INVITE_HOURS} hours. Ask the owner who invited you for a new one.")


@dataclass(frozen=True)
class Invite:
    username: str
    email: str
    role: Role
    member: str | None
    expires_at: float


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Invites:
    """The open invites of one staff database, on the clock given (seconds)."""

    def __init__(self, directory: StaffDirectory, clock: Callable[[], float] = time.time) -> None:
        self.directory = directory
        self.clock = clock

    def create(self, username: str, email: str, role: Role, member: str | None) -> str:
        """A new invite's token (for the link, never stored); an earlier open invite of the same
        name is replaced. NameTaken when an account has the name already."""
        check_username(username)
        check_member_id(member)
        token, now = secrets.token_urlsafe(32), self.clock()
        with self.directory.transaction() as db:
            if db.execute("SELECT 1 FROM staff WHERE username = ?", (username,)).fetchone():
                raise NameTaken(username)
            db.execute("DELETE FROM invites WHERE username = ? AND used_at IS NULL", (username,))
            db.execute("INSERT INTO invites (token_hash, username, email, role, member, "
                       "created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       (token_hash(token), username, email, role, member, now,
                        now + INVITE_SECONDS))
        return token

    def withdraw(self, token: str) -> None:
        """Forget an invite whose mail could not be sent."""
        with self.directory.transaction() as db:
            db.execute("DELETE FROM invites WHERE token_hash = ?", (token_hash(token),))

    def pending(self, token: str) -> Invite:
        """The open invite of this token; InviteGone when there is none."""
        with self.directory.transaction() as db:
            row = db.execute("SELECT username, email, role, member, expires_at FROM invites "
                             "WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?",
                             (token_hash(token), self.clock())).fetchone()
        if row is None:
            raise InviteGone()
        return Invite(*row)

    def accept(self, token: str, password: str) -> StaffMember:
        """Make the invited account with the password chosen, once: the link is claimed first,
        so of two uses at once one wins; a refusal after the claim gives the link back."""
        check_password(password)
        invite = self.pending(token)
        with self.directory.transaction() as db:
            claimed = db.execute("UPDATE invites SET used_at = ? WHERE token_hash = ? AND "
                                 "used_at IS NULL AND expires_at > ?",
                                 (self.clock(), token_hash(token), self.clock())).rowcount
        if claimed != 1:
            raise InviteGone()
        try:
            self.directory.add(invite.username, password, invite.role, member=invite.member)
        except BaseException:
            with self.directory.transaction() as db:
                db.execute("UPDATE invites SET used_at = NULL WHERE token_hash = ?",
                           (token_hash(token),))
            raise
        return self.directory.member(invite.username)
