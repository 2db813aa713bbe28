"""GET /api/admin/requests/reports: requests per week by kind, by source and by the page they came
from, and the median time to the first contact."""

import sqlite3
from datetime import datetime

import pytest
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.content import AGENCY_ZONE
from service.requests.kinds import REQUEST_KINDS
from tests.addresses import post_address
from tests.service.conftest import StaffClient
from tests.service.request_rows import (
    DAY,
    NOW,
    at_now,  # noqa: F401 (a fixture)
    rows,
    write_event,
    write_request,
)

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

HOUR = 3600
POST = post_address("a-contractors-guide-to-surety-bonds")
HOMEOWNERS = "/insurance/property-insurance/homeowners-insurance"  # a product page's path


def contact(db: sqlite3.Connection, request_id: int, at: float, channel: str) -> None:
    """A contact staff logged ("Log a call"), as the store writes it."""
    write_event(db, request_id, "contact", {"channel": channel}, at=at)


def by_kind(**counts: int) -> dict[str, int]:
    """A week's counts as the reports give them: every declared kind, 0 unless given."""
    return {kind: counts.get(kind, 0) for kind in REQUEST_KINDS.ids}


def local(month: int, day: int, hour: int) -> float:
    """A moment of 2026 on the office's clock."""
    return datetime(2026, month, day, hour, tzinfo=AGENCY_ZONE).timestamp()


@pytest.mark.usefixtures("at_now")
async def test_weeks_sources_pages_and_the_median_first_contact(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        first = write_request(db, created_at=NOW - HOUR,
                              source={"page": POST, "utmSource": "newsletter",
                                      "referrerHost": "mail.example.com"})
        contact(db, first, NOW + HOUR, "call")
        contact(db, first, NOW - HOUR / 2, "email")  # logged later, happened first: it counts
        done = write_request(db, kind="policy-change", status="done",
                             created_at=local(11, 10, 9),
                             source={"referrerHost": "www.google.com",
                                     "page": "/request-policy-change"})
        write_event(db, done, "status", {"status": "done", "was": "new"}, at=local(11, 10, 10))
        contact(db, done, local(11, 10, 13), "text")
        # Sunday night in Milford is Monday in UTC: still the week before. Its status moved,
        # nobody logged a contact: no time to first contact.
        moved = write_request(db, created_at=local(11, 15, 23), status="contacted",
                              source={"page": HOMEOWNERS})
        write_event(db, moved, "status", {"status": "contacted", "was": "new"},
                    at=local(11, 16, 9))
        # A forgotten person's request still counts: it keeps kind, dates, source, contacts.
        forgotten = write_request(db, created_at=NOW - 2 * HOUR, forgotten_at=NOW, name="",
                                  email="", phone="", source={"page": "/nowhere/at/all"})
        contact(db, forgotten, NOW + 6 * HOUR, "call")
        write_request(db, created_at=NOW - 20 * DAY, source={"utmSource": "too-old"})
    response = await client.get("/api/admin/requests/reports?weeks=2")
    assert response.status_code == 200
    answer = await response.get_json()
    # Every declared kind is counted, 0 for a kind without requests that week.
    assert answer["weeks"] == [
        {"start": "2026-11-09", "counts": by_kind(quote=1, **{"policy-change": 1})},
        {"start": "2026-11-16", "counts": by_kind(quote=2)}]
    assert answer["sources"] == [{"source": "Direct", "count": 2},
                                 {"source": "newsletter", "count": 1},
                                 {"source": "www.google.com", "count": 1}]
    # Each page by its own title: the post's, the product page's (not the route's "Insurance
    # Service"), the fixed page's from the route table; the most visited first, then by path
    # (so the order follows the addresses, wherever the route table puts the blog).
    assert answer["pages"] == sorted([
        {"page": POST, "title": "A Contractor's Guide to Surety Bonds", "count": 1},
        {"page": HOMEOWNERS, "title": "Homeowners Insurance", "count": 1},
        {"page": "/nowhere/at/all", "title": None, "count": 1},
        {"page": "/request-policy-change", "title": "Request a Policy Change", "count": 1}],
        key=lambda row: (-row["count"], row["page"]))
    # Hours to the first logged contact: 0.5, 4 and 8; the request with a status but no
    # logged contact has none.
    assert answer["medianFirstContactHours"] == 4.0
    assert answer["total"] == 4


@pytest.mark.usefixtures("at_now")
async def test_twelve_weeks_unless_told_and_none_contacted_is_null(
        client: StaffClient) -> None:
    answer = await (await client.get("/api/admin/requests/reports")).get_json()
    assert len(answer["weeks"]) == 12 and answer["weeks"][-1]["start"] == "2026-11-16"
    assert answer["weeks"][0]["start"] == "2026-08-31"
    assert answer["medianFirstContactHours"] is None and answer["total"] == 0


async def test_weeks_out_of_range_are_refused_and_visitors_are_not_let_in(
        client: StaffClient, anonymous: QuartClient) -> None:
    for weeks in ("0", "53", "two", "-1"):
        assert (await client.get(f"/api/admin/requests/reports?weeks={weeks}")).status_code == 400
    assert (await anonymous.get("/api/admin/requests/reports")).status_code == 401
