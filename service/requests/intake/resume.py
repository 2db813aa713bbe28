"""Finish later: a link mailed to the visitor and a 6-digit code shown on their screen, both kept
only as SHA-256, that together open the intake once more, on any device, for 30 days."""

import functools
import hashlib
import hmac
import json
import math
import secrets
import sqlite3
from base64 import urlsafe_b64encode
from dataclasses import dataclass
from enum import Enum

from service.requests.intake.form import INTAKE_FORM
from service.requests.intake.intake_db import give_new_token, read_intake
from service.requests.mail_queue import queue_mail

PURPOSE = "intake-resume"  # the outbox's purpose of the mail that carries the link
RESUME_DAYS = 30
MAX_WRONG_CODES = 5
LINKS_A_DAY = 5  # per request: a stranger's address typed into the form gets a few mails at most
DAY = 24 * 60 * 60


class ResumeLinks:
    """The links of the mails: HMAC of the mail's row, under a key derived from the instance's
    form-token key (a key of its own by HKDF, so neither use can stand for the other).

    The database keeps only a link's SHA-256, yet the outbox can write the mail again after a
    restart (delivery is at least once) from the row and the key, which are never kept together
    anywhere but the running service."""

    def __init__(self, secret: bytes) -> None:
        self._secret = secret

    @functools.cached_property
    def _key(self) -> bytes:
        # Derived at the first link, not at start-up: cryptography's import is not on that path.
        from cryptography.hazmat.primitives.hashes import SHA256
        from cryptography.hazmat.primitives.kdf.hkdf import HKDF
        return HKDF(SHA256(), 32, salt=None, info=b"intake resume link").derive(self._secret)

    def link(self, mail_id: int, request_id: int) -> str:
        mac = hmac.new(self._key, f"{mail_id}:{request_id}".encode("ascii"), hashlib.sha256)
        return urlsafe_b64encode(mac.digest()).decode("ascii").rstrip("=")


@dataclass(frozen=True)
class MadeLink:
    code: str
    expires_at: float


class Outcome(Enum):
    """What a resume attempt came to; the API gives each its status."""

    OPENED = "opened"
    UNKNOWN = "unknown"  # never made, or its request forgotten: same answer as a guessed link
    USED = "used"  # used, replaced by a newer link, or spent by wrong codes
    EXPIRED = "expired"
    SENT = "sent"  # the intake was sent meanwhile: nothing is left to finish
    WRONG_CODE = "wrong-code"
    SPENT_NOW = "spent-now"  # this wrong code was the last one allowed


@dataclass(frozen=True)
class Attempt:
    outcome: Outcome
    token: str | None = None
    step: str | None = None
    tries_left: int = 0


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _code_hash(link: str, code: str) -> str:
    # Hashed with its link, so that the million codes cannot be tried against the table alone.
    return _hash(f"{link}:{code}")


def links_today(db: sqlite3.Connection, request_id: int, now: float) -> int:
    row = db.execute("SELECT COUNT(*) FROM intake_resumes WHERE request_id = ? AND created_at > ?",
                     (request_id, now - DAY)).fetchone()
    return int(row[0])


def next_link_in(db: sqlite3.Connection, request_id: int, now: float) -> int:
    """Whole seconds (at least 1) until the oldest of the last day's links is a day old."""
    row = db.execute("SELECT MIN(created_at) FROM intake_resumes WHERE request_id = ? "
                     "AND created_at > ?", (request_id, now - DAY)).fetchone()
    return max(1, math.ceil(row[0] + DAY - now)) if row[0] is not None else 1


def make_link(db: sqlite3.Connection, links: ResumeLinks, request_id: int, recipient: str,
              now: float) -> MadeLink:
    """A new link (the older ones of the request stop working), its mail queued, and the code
    to show on screen."""
    db.execute("UPDATE intake_resumes SET used_at = ? WHERE request_id = ? AND used_at IS NULL",
               (now, request_id))
    queue_mail(db, request_id, PURPOSE, recipient, now, "pending")
    mail_id = int(db.execute("SELECT last_insert_rowid()").fetchone()[0])
    link = links.link(mail_id, request_id)
    code = f"{secrets.randbelow(10 ** 6):06d}"
    expires_at = now + RESUME_DAYS * DAY
    db.execute("INSERT INTO intake_resumes (link_hash, request_id, code_hash, created_at, "
               "expires_at) VALUES (?, ?, ?, ?, ?)",
               (_hash(link), request_id, _code_hash(link, code), now, expires_at))
    return MadeLink(code, expires_at)


def is_live_link(db: sqlite3.Connection, link: str) -> bool:
    """Whether the link is one that may still be used (so its mail is worth sending)."""
    row = db.execute("SELECT 1 FROM intake_resumes WHERE link_hash = ? AND used_at IS NULL",
                     (_hash(link),)).fetchone()
    return row is not None


def resume(db: sqlite3.Connection, link: str, code: str, now: float) -> Attempt:
    """Open the intake with the link and its code: the link is spent, the intake gets a new
    token (the one before stops working). A wrong code is counted, and the fifth spends it."""
    row = db.execute(
        "SELECT s.request_id, s.code_hash, s.expires_at, s.used_at, s.failed_attempts, r.details "
        "FROM intake_resumes s JOIN requests r ON r.id = s.request_id "
        "WHERE s.link_hash = ? AND r.forgotten_at IS NULL", (_hash(link),)).fetchone()
    if row is None:
        return Attempt(Outcome.UNKNOWN)
    request_id, code_hash, expires_at, used_at, failed, details = row
    intake = read_intake(db, request_id)
    if intake is None:
        return Attempt(Outcome.UNKNOWN)
    if used_at is not None or failed >= MAX_WRONG_CODES:
        return Attempt(Outcome.USED)
    if expires_at <= now:
        return Attempt(Outcome.EXPIRED)
    if intake.sent_at is not None:
        return Attempt(Outcome.SENT)
    where = (_hash(link),)
    if not hmac.compare_digest(code_hash, _code_hash(link, code)):
        failed += 1
        spent = failed >= MAX_WRONG_CODES
        db.execute("UPDATE intake_resumes SET failed_attempts = ?, used_at = ? WHERE link_hash = ?",
                   (failed, now if spent else None, *where))
        return Attempt(Outcome.SPENT_NOW if spent else Outcome.WRONG_CODE,
                       tries_left=MAX_WRONG_CODES - failed)
    db.execute("UPDATE intake_resumes SET used_at = ? WHERE link_hash = ?", (now, *where))
    token = give_new_token(db, request_id)
    return Attempt(Outcome.OPENED, token, intake.step or first_step(details))


def first_step(details: str) -> str:
    """The first step offered for the coverages the visitor chose ("" when none is)."""
    try:
        chosen = json.loads(details).get("coverages") or []
    except (ValueError, AttributeError):
        chosen = []
    steps = INTAKE_FORM.steps_for({str(line) for line in chosen if isinstance(line, str)})
    return steps[0].id if steps else ""
