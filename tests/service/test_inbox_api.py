"""GET /api/admin/requests as staff search and filter the inbox, and its CSV export."""

from typing import Any

import pytest

from service.config import Settings
from tests.addresses import post_address
from tests.service.conftest import STAFF_USER, StaffClient
from tests.service.request_rows import (
    DAY,
    NOW,
    at_now,  # noqa: F401 (a fixture)
    rows,
    write_event,
    write_mail,
    write_request,
)

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


async def listed(client: StaffClient, query: str = "") -> dict[str, Any]:
    response = await client.get(f"/api/admin/requests{query}")
    assert response.status_code == 200, await response.get_data()
    answer: dict[str, Any] = await response.get_json()
    return answer


def ids(answer: dict[str, Any]) -> list[int]:
    return [request["id"] for request in answer["requests"]]


@pytest.mark.usefixtures("at_now")
async def test_a_phone_in_two_formats_and_the_reference_find_the_request_and_nothing_else(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        wanted = write_request(db, name="Quinn Zabriskie", phone="(203) 555-0161",
                               reference="HP-4K7Q2")
        write_request(db, name="Other Person", phone="203-555-0162", email="other@example.com",
                      reference="HP-4K7Q3")
        write_request(db, name="Reference Digits", phone="475-247-4700", email="r@example.com")
    for q in ("203-555-0161", "2035550161", "+1 (203) 555 0161", "hp-4k7q2", "HP-4K7Q2",
              "zabriskie", "QUINN Z"):
        assert ids(await listed(client, f"?q={q.replace('+', '%2B')}")) == [wanted], q
    found = await listed(client, "?q=2035550161")
    assert found["total"] == 1
    assert found["requests"][0]["reference"] == "HP-4K7Q2"
    # The digits of a reference are not a phone number, and three digits find nothing.
    assert ids(await listed(client, "?q=HP-47")) == []
    assert ids(await listed(client, "?q=555")) == []


@pytest.mark.usefixtures("at_now")
async def test_a_name_or_e_mail_is_found_by_any_part_of_it_in_any_case(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        ada = write_request(db, name="Ada Park", email="ada.park@example.com", phone="")
        write_request(db, name="Bo 100% Sure", email="bo@example.org", phone="")
    assert ids(await listed(client, "?q=PARK")) == [ada]
    assert ids(await listed(client, "?q=k%40EXAMPLE.c")) == [ada]
    # % is a character searched for, not a wildcard.
    assert ids(await listed(client, "?q=a%25")) == []


@pytest.mark.usefixtures("at_now")
async def test_filters_narrow_by_kind_status_assignee_and_overdue(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        late = write_request(db, due_at=NOW - 60, assignee=STAFF_USER)
        fresh = write_request(db, assignee=None)
        change = write_request(db, kind="policy-change", status="in-progress",
                               details={"changeKind": "vehicle"}, due_at=NOW - DAY)
    assert ids(await listed(client, "?kind=policy-change")) == [change]
    assert ids(await listed(client, "?status=new")) == [late, fresh]
    assert ids(await listed(client, f"?assignee={STAFF_USER}")) == [late]
    assert ids(await listed(client, "?assignee=none")) == [change, fresh]
    # Only a new request is late: the one in progress was answered, whatever its due time.
    assert ids(await listed(client, "?overdue=1")) == [late]
    assert ids(await listed(client, "?overdue=true&kind=quote&status=new")) == [late]
    assert ids(await listed(client, "?overdue=&kind=&status=")) == [late, change, fresh]


@pytest.mark.usefixtures("at_now")
async def test_the_overdue_come_first_the_earliest_due_first_then_the_newest(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        old_done = write_request(db, status="won", created_at=NOW - 9 * DAY, due_at=NOW - 8 * DAY)
        later_due = write_request(db, created_at=NOW - 3 * DAY, due_at=NOW - 2 * DAY)
        earlier_due = write_request(db, created_at=NOW - 2 * DAY, due_at=NOW - 3 * DAY)
        newest = write_request(db, created_at=NOW - 60, due_at=NOW + DAY)
        forgotten = write_request(db, due_at=NOW - 9 * DAY, forgotten_at=NOW, name="",
                                  email="", phone="")
    answer = await listed(client)
    assert ids(answer) == [earlier_due, later_due, newest, old_done]
    assert forgotten not in ids(answer)
    assert [r["overdue"] for r in answer["requests"]] == [True, True, False, False]
    assert (answer["total"], answer["newCount"], answer["overdueCount"]) == (4, 3, 2)
    assert answer["mailLinks"] is False  # no AGENCY_PUBLIC_URL here: the workspace says so
    # A search lists what it finds in the same order.
    assert ids(await listed(client, "?q=jane")) == ids(answer)


@pytest.mark.usefixtures("at_now")
async def test_the_inbox_is_read_fifty_at_a_time(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        late = [write_request(db, created_at=NOW - DAY - n, due_at=NOW - 100 + n)
                for n in range(3)]
        made = [write_request(db, status="contacted", created_at=NOW - n * 60)
                for n in range(55)]
    first, second = await listed(client), await listed(client, "?page=2")
    assert ids(first) == late + made[::-1][:47]
    assert ids(second) == made[::-1][47:]
    assert (first["total"], first["page"], first["pageSize"]) == (58, 1, 50)
    assert second["page"] == 2
    assert ids(await listed(client, "?page=3")) == []
    searched = await listed(client, "?q=jane&page=2")
    assert ids(searched) == made[::-1][47:] and searched["total"] == 58


@pytest.mark.usefixtures("at_now")
async def test_a_listed_request_has_its_reference_source_owner_mails_and_notes_count(
        client: StaffClient, settings: Settings) -> None:
    with rows(settings) as db:
        request_id = write_request(db, reference="HP-ABCDE", assignee=STAFF_USER,
                                   source={"page": post_address("x"), "utmSource": "newsletter"},
                                   status="contacted")
        write_event(db, request_id, "note", {"text": "Called back."})
        write_event(db, request_id, "contact", {"channel": "call"}, at=NOW - 3600)
        write_event(db, request_id, "contact", {"channel": "email"}, at=NOW - 60)
        write_event(db, request_id, "note", {"text": "Sent the quote."})
        write_event(db, request_id, "status", {"status": "contacted"})
        write_mail(db, request_id, "office", "sent", attempts=1)
        write_mail(db, request_id, "confirmation", "failed", attempts=3, error="refused")
        bare = write_request(db)
    listed_ones = {r["id"]: r for r in (await listed(client))["requests"]}
    item = listed_ones[request_id]
    assert item["reference"] == "HP-ABCDE" and item["assignee"] == STAFF_USER
    assert item["source"] == {"page": post_address("x"), "utmSource": "newsletter"}
    assert item["notesCount"] == 2
    assert item["mail"] == {"state": "sent", "attempts": 1, "lastError": None}
    assert item["confirmation"] == {"state": "failed", "attempts": 3, "lastError": "refused"}
    assert item["firstContactAt"] == "2026-11-18T10:06:40Z"
    assert item["dueAt"] == "2026-11-19T11:06:40Z" and item["overdue"] is False
    assert "timeline" not in item and "related" not in item
    assert listed_ones[bare]["confirmation"] is None and listed_ones[bare]["notesCount"] == 0


@pytest.mark.parametrize("query", [
    "kind=claim", "status=closed", "assignee=nobody", "overdue=maybe", "page=0", "page=two",
    "page=1000001", "q=" + "x" * 201])
async def test_a_filter_that_names_nothing_is_refused(
        client: StaffClient, settings: Settings, query: str) -> None:
    for path in ("/api/admin/requests", "/api/admin/requests/export.csv"):
        response = await client.get(f"{path}?{query}")
        assert response.status_code == 400, (path, query)
        assert (await response.get_json())["message"]
