"""Renewal reminders: a quote intake's current policy ending within the setting's days brings
its request back to the inbox ("Re-quote before renewal"), once per renewal date, with a due
time, a `renewal-due` event on its timeline and a place in the daily digest."""

import asyncio
import datetime as dt
import logging
from typing import Any

from service.requests.inbox import RENEWAL_WAITING as WAITING
from service.requests.local_time import local_day
from service.requests.request_db import add_event
from service.requests.storage import RequestStore
from service.waiting import stopped_within

log = logging.getLogger(__name__)

RENEWAL_EVENT = "renewal-due"
CHECK_SECONDS = 15 * 60.0


def note_renewals(store: RequestStore, now: float, days: int) -> list[int]:
    """Bring back every request whose renewal falls within `days` of today and was not yet
    brought back for that date: due in a business day, with its event; their ids."""
    today = local_day(now)
    last = (today + dt.timedelta(days=days)).isoformat()
    with store.transaction() as db:
        found = db.execute(
            "SELECT i.request_id, i.renewal_on FROM intakes i JOIN requests r "
            "ON r.id = i.request_id WHERE r.forgotten_at IS NULL AND i.renewal_noted_at IS NULL "
            "AND i.renewal_on BETWEEN ? AND ? ORDER BY i.renewal_on, i.request_id",
            (today.isoformat(), last)).fetchall()
        for request_id, renewal_on in found:
            db.execute("UPDATE intakes SET renewal_noted_at = ? WHERE request_id = ?",
                       (now, request_id))
            db.execute("UPDATE requests SET due_at = ? WHERE id = ?",
                       (store.due_rule(now), request_id))
            add_event(db, request_id, now, None, RENEWAL_EVENT,
                      {"renewalOn": renewal_on, "days": (dt.date.fromisoformat(renewal_on)
                                                         - today).days})
    return [request_id for request_id, _ in found]


def waiting_renewals(store: RequestStore, now: float) -> list[tuple[Any, ...]]:
    """The requests back for a re-quote: (id, reference, kind, name, created_at, due_at,
    source, renewal_on), the nearest renewal first."""
    with store.reading() as db:
        return db.execute(
            "SELECT r.id, r.reference, r.kind, r.name, r.created_at, r.due_at, r.source, "
            f"i.renewal_on FROM intakes i JOIN requests r ON r.id = i.request_id WHERE {WAITING} "
            "AND r.forgotten_at IS NULL ORDER BY i.renewal_on, r.id",
            {"today": local_day(now).isoformat()}).fetchall()


class RenewalTask:
    """The service's loop job that brings renewals back as their day comes."""

    def __init__(self, store: RequestStore, days: int, clock: Any) -> None:
        self.store, self.days, self.clock = store, days, clock

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                noted = await asyncio.to_thread(note_renewals, self.store, self.clock.now(),
                                                self.days)
                if noted:
                    log.info("%s requests back in the inbox for a re-quote before renewal",
                             len(noted))
            except Exception:  # the loop must outlive a bad database moment
                log.exception("renewal reminders round failed")
            await stopped_within(stop, CHECK_SECONDS)
