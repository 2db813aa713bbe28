"""The office's daily digest: the requests waiting for an answer, its mail, the day it is due."""

import logging
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.config import Settings
from service.content import AGENCY_ZONE
from service.requests.intake.renewal import waiting_renewals
from service.requests.kinds import REQUEST_KINDS, RequestKinds
from service.requests.local_time import local_date_text, local_day, local_time_text
from service.requests.mail import agency_name, kind_title, sender_address
from service.requests.opening_times import OpeningTimes
from service.requests.page_titles import PageTitles
from service.requests.request_json import stored_object
from service.requests.request_links import request_link, source_page
from service.requests.storage import RequestStore

log = logging.getLogger(__name__)

NOTHING_TO_ANSWER = "Nothing waits for an answer: no new or overdue requests. Have a good day!"


@dataclass(frozen=True)
class Waiting:
    """A new request as the digest lists it."""

    id: int
    reference: str | None
    kind: str
    name: str
    created_at: float
    due_at: float | None
    source: str = "{}"  # as stored: JSON


@dataclass(frozen=True)
class Digest:
    """The requests waiting at `now`: overdue ones (earliest due first), then new ones."""

    now: float
    overdue: list[Waiting]
    new: list[Waiting]
    renewals: list[tuple[Waiting, str]] = field(default_factory=list)  # with the renewal day
    bookings: list[tuple[Waiting, float]] = field(default_factory=list)  # today's, with start


def waiting_requests(store: RequestStore, now: float) -> Digest:
    """New requests not forgotten, split at `now` into overdue and still on time."""
    with store.reading() as db:
        rows = db.execute(
            "SELECT id, reference, kind, name, created_at, due_at, source FROM requests "
            "WHERE status = 'new' AND forgotten_at IS NULL "
            "ORDER BY due_at IS NULL, due_at, created_at, id").fetchall()
    digest = Digest(now, [], [], [(Waiting(*row[:7]), row[7])
                                   for row in waiting_renewals(store, now)],
                    [(Waiting(*row[:7]), row[7]) for row in _booked_today(store, now)])
    for request in (Waiting(*row) for row in rows):
        late = request.due_at is not None and now > request.due_at
        (digest.overdue if late else digest.new).append(request)
    return digest


def _booked_today(store: RequestStore, now: float) -> list[tuple[Any, ...]]:
    """The bookings still booked that start on the office's day of `now`, earliest first."""
    day = local_day(now)
    first = datetime.combine(day, time(), AGENCY_ZONE).timestamp()
    last = datetime.combine(day + timedelta(days=1), time(), AGENCY_ZONE).timestamp()
    with store.reading() as db:
        return db.execute(
            "SELECT r.id, r.reference, r.kind, r.name, r.created_at, NULL, r.source, "
            "b.starts_at FROM bookings b JOIN requests r ON r.id = b.request_id "
            "WHERE r.status = 'booked' AND r.forgotten_at IS NULL AND b.starts_at >= ? "
            "AND b.starts_at < ? ORDER BY b.starts_at, r.id", (first, last)).fetchall()


def subject(digest: Digest) -> str:
    """Like "Requests to answer: 2 new, 1 overdue — Wednesday, November 25, 2026"."""
    day = local_day(digest.now)
    counts = ", ".join(f"{len(group)} {label}" for group, label in
                       ((digest.new, "new"), (digest.overdue, "overdue"),
                        (digest.renewals, "to re-quote before renewal"),
                        (digest.bookings, "booked today")) if group)
    return f"Requests to answer: {counts or 'none'} — {day:%A}, {local_date_text(day)}"


def _entry(request: Waiting, public_url: str | None, kinds: RequestKinds,
           titles: PageTitles) -> list[str]:
    kind = kinds.kind(request.kind)
    heading = " · ".join(part for part in (
        request.reference, kind_title(kind),
        " ".join(request.name.split())) if part)
    lines = [heading, f"  Received: {local_time_text(request.created_at)}"]
    if request.due_at is not None:
        lines.append(f"  Due: {local_time_text(request.due_at)}")
    if page := source_page(stored_object(request.source), titles):
        lines.append(f"  Sent from: {page}")
    lines.append(f"  {request_link(public_url, request.id)}")
    return lines


def body(digest: Digest, public_url: str | None, kinds: RequestKinds = REQUEST_KINDS,
         titles: PageTitles | None = None) -> str:
    lines = [subject(digest), ""]
    for title, group in (("Overdue", digest.overdue), ("New", digest.new)):
        if group:
            lines += [f"{title} ({len(group)})", ""]
            for request in group:
                lines += [*_entry(request, public_url, kinds, titles or {}), ""]
    if digest.renewals:
        lines += [f"Re-quote before renewal ({len(digest.renewals)})", ""]
        for request, renewal_on in digest.renewals:
            entry = _entry(request, public_url, kinds, titles or {})
            lines += [entry[0], f"  Renews: {local_date_text(date.fromisoformat(renewal_on))}",
                      *entry[1:], ""]
    if digest.bookings:
        lines += [f"Booked today ({len(digest.bookings)})", ""]
        for request, starts_at in digest.bookings:
            entry = _entry(request, public_url, kinds, titles or {})
            lines += [entry[0], f"  Starts: {local_time_text(starts_at)}", *entry[1:], ""]
    if not digest.overdue and not digest.new and not digest.renewals and not digest.bookings:
        lines += [NOTHING_TO_ANSWER, ""]
    return "\n".join(lines)


def build_message(digest: Digest, settings: Settings, facts: Mapping[str, Any] | None,
                  titles: PageTitles | None = None) -> EmailMessage:
    assert settings.notify_to is not None
    message = EmailMessage()
    message["Subject"] = subject(digest)
    message["From"] = formataddr((agency_name(facts or {}), sender_address(settings)))
    message["To"] = settings.notify_to
    message.set_content(body(digest, settings.public_url, titles=titles))
    return message


def day_due(now: float, facts: Mapping[str, Any] | None) -> str | None:
    """The local day (YYYY-MM-DD) whose digest is due at `now`: a day the office opens, from its
    opening time on; None on a closed day, before opening, or without valid hours."""
    times = OpeningTimes.from_facts(facts)
    day = local_day(now)
    opening = times.on(day) if times is not None else None
    return day.isoformat() if opening is not None and now >= opening.opens else None


def release_day(store: RequestStore, day: str) -> None:
    """Give the claim back (sending failed) so the next round tries again."""
    try:
        store.release_digest_day(day)
    except sqlite3.Error:
        log.exception("could not release the digest of %s: it will not be retried today", day)
