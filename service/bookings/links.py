"""The signed links of the booking mails: to reschedule or cancel a booking ('manage') and to book
an annual review ('review'). Only each link's SHA-256 is kept; a link is opened, then spent."""

import hashlib
import secrets
import sqlite3
from dataclasses import dataclass
from enum import Enum
from typing import Literal

LinkPurpose = Literal["manage", "review"]
DAY = 24 * 60 * 60
# The review link's life (issue 47: valid 60 days); a manage link lives until its booking ends.
REVIEW_LINK_DAYS = 60


class LinkRefusal(Enum):
    """Why a link opens nothing; each is one clear page, and none changes anything."""

    UNKNOWN = "unknown"  # never made here, or forged: the same answer for both
    EXPIRED = "expired"
    USED = "used"


class LinkRefused(Exception):
    def __init__(self, refusal: LinkRefusal) -> None:
        super().__init__(refusal.value)
        self.refusal = refusal


@dataclass(frozen=True)
class OpenedLink:
    request_id: int
    purpose: LinkPurpose
    expires_at: float


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def make_link(db: sqlite3.Connection, purpose: LinkPurpose, request_id: int, now: float,
              expires_at: float, replace: bool = True) -> str:
    """A new link for the request; an older unspent link of the same purpose stops working
    (unless `replace` is False: each booking mail's manage link works beside the earlier ones
    until the booking changes, service/bookings/notices.py)."""
    if replace:
        spend_links_of(db, request_id, purpose, now)
    token = secrets.token_urlsafe(32)
    db.execute("INSERT INTO booking_links (token_hash, purpose, request_id, created_at, "
               "expires_at) VALUES (?, ?, ?, ?, ?)",
               (_digest(token), purpose, request_id, now, expires_at))
    return token


def spend_links_of(db: sqlite3.Connection, request_id: int, purpose: LinkPurpose,
                   now: float) -> None:
    """Every unspent link of the request for that purpose stops working."""
    db.execute("UPDATE booking_links SET used_at = ? WHERE request_id = ? AND purpose = ? "
               "AND used_at IS NULL", (now, request_id, purpose))


def open_link(db: sqlite3.Connection, purpose: LinkPurpose, token: str,
              now: float) -> OpenedLink:
    """The request a link is for, or LinkRefused: unknown (or of another purpose), expired, used."""
    row = db.execute("SELECT request_id, expires_at, used_at FROM booking_links "
                     "WHERE token_hash = ? AND purpose = ?",
                     (_digest(token), purpose)).fetchone()
    if row is None:
        raise LinkRefused(LinkRefusal.UNKNOWN)
    request_id, expires_at, used_at = row
    if used_at is not None:
        raise LinkRefused(LinkRefusal.USED)
    if now >= expires_at:
        raise LinkRefused(LinkRefusal.EXPIRED)
    return OpenedLink(request_id=request_id, purpose=purpose, expires_at=expires_at)


def spend_link(db: sqlite3.Connection, purpose: LinkPurpose, token: str, now: float) -> int:
    """Open the link and mark it used in the same transaction; the request id it was for."""
    opened = open_link(db, purpose, token, now)
    db.execute("UPDATE booking_links SET used_at = ? WHERE token_hash = ?", (now, _digest(token)))
    return opened.request_id
