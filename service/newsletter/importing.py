"""A CSV of people who consented elsewhere (a paper sheet at the office): each added as subscribed
with the consent source staff typed, never one forgotten at their request, one who unsubscribed,
bounced or complained, a role address or a line that is no address (each skipped with why)."""

import csv
import io
import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from service.newsletter.addresses import (
    ROLE_ADDRESS,
    address_problem,
    mailbox,
    suppression_hash,
)
from service.newsletter.subscribers import NAME_MAX, add_event
from service.requests.mail import header_text
from service.requests.request_json import iso

MAX_IMPORT_BYTES = 2 * 1024 * 1024
MAX_LINES = 20_000
SOURCE_MAX = 300
NO_SOURCE = ("Say where these people agreed to hear from you (for example: Paper sign-up sheet "
             "at the office, 2026): only people who consented may be imported.")
TOO_LARGE = f"The file is too large: import at most {MAX_LINES:,} lines (2 MB) at a time."
UNREADABLE = "The file could not be read as CSV text: save it as CSV (UTF-8) and try again."
ALREADY = {"subscribed": "already subscribed", "pending": "signed up, waiting for their "
           "confirmation", "unsubscribed": "unsubscribed: they asked to get nothing more",
           "bounced": "their address bounced", "complained": "they marked a mail as spam"}
FORGOTTEN = "forgotten at their request"
ROLE = "a role address, not read by a person"
MALFORMED_LINE = "not an e-mail address"


class ImportRefused(ValueError):
    """The whole import refused (nothing added): the field to fix and why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def _lines(text: str) -> list[tuple[int, str, str]]:
    """Each row's line number, address and name (a header row naming "email" says which columns
    hold them; without one, the first two); ImportRefused when the file is unreadable."""
    if len(text.encode()) > MAX_IMPORT_BYTES or text.count("\n") > MAX_LINES:
        raise ImportRefused("csv", TOO_LARGE)
    if "\x00" in text:
        raise ImportRefused("csv", UNREADABLE)
    reader = csv.reader(io.StringIO(text.lstrip("\ufeff")))
    at, named, found = 0, 1, []
    try:
        for row in reader:
            cells = [cell.strip().lower() for cell in row]
            if reader.line_num == 1 and ({"email", "e-mail"} & set(cells)):
                at = cells.index("email") if "email" in cells else cells.index("e-mail")
                named = cells.index("name") if "name" in cells else len(cells)
                continue
            found.append((reader.line_num, row[at] if at < len(row) else "",
                          row[named] if named < len(row) else ""))
    except csv.Error as error:
        raise ImportRefused("csv", UNREADABLE) from error
    return found


def _skip_reason(db: sqlite3.Connection, email: str, seen: set[str]) -> str | None:
    if problem := address_problem(email):
        return ROLE if problem == ROLE_ADDRESS else MALFORMED_LINE
    if mailbox(email) in seen:
        return "listed twice"
    if db.execute("SELECT 1 FROM newsletter_suppressed WHERE mailbox_hash = ?",
                  (suppression_hash(email),)).fetchone():
        return FORGOTTEN
    row = db.execute("SELECT status FROM subscribers WHERE mailbox = ?",
                     (mailbox(email),)).fetchone()
    return None if row is None else ALREADY[row[0]]


def import_subscribers(db: sqlite3.Connection, text: str, source: object,
                       topics: Sequence[str], actor: str | None, now: float) -> dict[str, Any]:
    """Add the CSV's people (email, optional name) as subscribed to `topics`; answers how many
    were added and each line skipped with its number, address and why."""
    if not isinstance(source, str) or not source.strip():
        raise ImportRefused("consentSource", NO_SOURCE)
    source = header_text(source)[:SOURCE_MAX]
    added, skipped, seen = 0, [], set[str]()
    for number, email, written_name in _lines(text):
        email, name = email.strip(), header_text(written_name)[:NAME_MAX]
        if not email and not name:
            continue
        if reason := _skip_reason(db, email, seen):
            skipped.append({"line": number, "email": email[:SOURCE_MAX], "reason": reason})
            continue
        seen.add(mailbox(email))
        consent = {"at": iso(now), "page": "", "text": "", "topics": list(topics),
                   "source": f"import: {source}"}
        subscriber_id = db.execute(
            "INSERT INTO subscribers (email, mailbox, name, topics, status, created_at, "
            "confirmed_at, changed_at, consent) VALUES (?, ?, ?, ?, 'subscribed', ?, ?, ?, ?) "
            "RETURNING id", (email, mailbox(email), name, json.dumps(list(topics)), now, now,
                             now, json.dumps(consent, ensure_ascii=False))).fetchone()[0]
        add_event(db, subscriber_id, now, actor, "imported", {"source": source})
        added += 1
    return {"added": added, "skipped": skipped}
