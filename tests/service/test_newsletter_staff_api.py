"""Staff and the newsletter's subscribers over the API: the list with its counts, the CSV export,
an import (consent source required, who may not be added skipped with why) and unsubscribing."""

import csv
import io
import sqlite3
from typing import Any

from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.requests.desk import RequestDesk
from tests.service.conftest import StaffClient

SHEET = "email,name\nann@example.com,Ann Lee\nbob@example.com,Bob\npostmaster@example.com,PM\n"
SOURCE = "Paper sign-up sheet at the office, 2026"


def desk_of(app: Quart) -> RequestDesk:
    desk: RequestDesk = app.extensions["agency_requests"]
    return desk


def rows(settings: Settings, query: str) -> list[tuple[Any, ...]]:
    with sqlite3.connect(settings.requests_database) as db:
        return db.execute(query).fetchall()


async def imported(client: StaffClient, **changes: Any) -> Any:
    body = {"csv": SHEET, "consentSource": SOURCE, "topics": ["business"], **changes}
    return await client.post("/api/admin/newsletter/subscribers/import", json=body)


async def test_an_import_adds_the_consenting_and_lists_the_skipped(
        client: StaffClient, settings: Settings) -> None:
    response = await imported(client)
    assert response.status_code == 200
    assert await response.get_json() == {"added": 2, "skipped": [
        {"line": 4, "email": "postmaster@example.com",
         "reason": "a role address, not read by a person"}]}
    assert rows(settings, "SELECT status, json_extract(consent, '$.source') FROM subscribers") \
        == [("subscribed", f"import: {SOURCE}")] * 2
    assert rows(settings, "SELECT COUNT(*) FROM newsletter_mails") == [(0,)]
    assert rows(settings, "SELECT actor, type FROM subscriber_events") == [
        ("editor", "imported")] * 2


async def test_an_import_without_consent_source_or_topics_or_of_a_bad_file_adds_nobody(
        client: StaffClient, settings: Settings) -> None:
    for changes, field in (({"consentSource": ""}, "consentSource"),
                           ({"consentSource": None}, "consentSource"),
                           ({"topics": []}, "topics"), ({"topics": ["gardening"]}, "topics"),
                           ({"csv": "a@example.com\x00"}, "csv")):
        response = await imported(client, **changes)
        assert response.status_code == 422, changes
        assert list((await response.get_json())["errors"]) == [field]
    not_json = await client.post("/api/admin/newsletter/subscribers/import", json=[1])
    assert not_json.status_code == 400
    huge = await imported(client, csv="a@example.com\n" * 40_000)
    assert huge.status_code == 413  # past the JSON body's limit: never read
    assert rows(settings, "SELECT COUNT(*) FROM subscribers") == [(0,)]


async def test_a_multipart_import_of_a_file(client: StaffClient, settings: Settings) -> None:
    body = (b"--b\r\nContent-Disposition: form-data; name=\"consentSource\"\r\n\r\n"
            + SOURCE.encode() + b"\r\n--b\r\nContent-Disposition: form-data; name=\"topics\""
            b"\r\n\r\nhome-auto\r\n--b\r\nContent-Disposition: form-data; name=\"file\"; "
            b"filename=\"sheet.csv\"\r\nContent-Type: text/csv\r\n\r\n\xef\xbb\xbf"
            + SHEET.encode() + b"\r\n--b--\r\n")
    response = await client.post("/api/admin/newsletter/subscribers/import", data=body,
                                 headers={"Content-Type": "multipart/form-data; boundary=b"})
    assert (await response.get_json())["added"] == 2
    latin = body.replace(b"Ann Lee", b"Ann \xe9")
    refused = await client.post("/api/admin/newsletter/subscribers/import", data=latin,
                                headers={"Content-Type": "multipart/form-data; boundary=b"})
    assert refused.status_code == 422


async def test_the_list_searches_filters_and_counts(client: StaffClient) -> None:
    await imported(client)
    found = await (await client.get("/api/admin/newsletter/subscribers?q=ann")).get_json()
    assert [s["email"] for s in found["subscribers"]] == ["ann@example.com"]
    assert found["total"] == 1 and found["counts"]["subscribed"] == 2
    assert found["subscribers"][0]["consent"]["source"] == f"import: {SOURCE}"
    by_topic = await client.get("/api/admin/newsletter/subscribers?topic=home-auto")
    assert (await by_topic.get_json())["total"] == 0
    narrowed = {"status=subscribed": 2, "q=ann&status=subscribed&topic=business": 1,
                "q=ann&status=pending": 0, "q=%25": 0, "q=_nn": 0}  # % and _ are no wildcards
    for query, total in narrowed.items():
        response = await client.get(f"/api/admin/newsletter/subscribers?{query}")
        assert (await response.get_json())["total"] == total, query
    for bad in ("status=gone", "page=0", "page=x", f"q={'a' * 201}", f"topic={'a' * 61}"):
        response = await client.get(f"/api/admin/newsletter/subscribers?{bad}")
        assert response.status_code == 400, bad


async def test_the_export_is_csv_of_every_subscriber(client: StaffClient) -> None:
    await imported(client, csv="email,name\n=1+2@example.com,\"=HYPERLINK(\"\"x\"\")\"\n")
    response = await client.get("/api/admin/newsletter/subscribers.csv")
    assert response.mimetype == "text/csv"
    assert "subscribers.csv" in response.headers["Content-Disposition"]
    [header, row] = list(csv.reader(io.StringIO(await response.get_data(as_text=True))))
    assert header == ["email", "name", "topics", "status", "created", "confirmed",
                      "consent source", "consent page"]
    assert row[:4] == ["'=1+2@example.com", "'=HYPERLINK(\"x\")", "business", "subscribed"]
    assert row[6] == f"import: {SOURCE}"


async def test_staff_may_only_unsubscribe(client: StaffClient, settings: Settings) -> None:
    await imported(client)
    path = "/api/admin/newsletter/subscribers/1/status"
    refused = await client.post(path, json={"status": "subscribed"})
    assert refused.status_code == 422
    done = await client.post(path, json={"status": "unsubscribed"})
    assert (await done.get_json())["status"] == "unsubscribed"
    missing = await client.post("/api/admin/newsletter/subscribers/99/status",
                                json={"status": "unsubscribed"})
    assert missing.status_code == 404
    assert rows(settings, "SELECT actor FROM subscriber_events WHERE type = 'unsubscribed'") == [
        ("editor",)]


async def test_visitors_and_writes_without_csrf_are_refused(
        anonymous: QuartClient, client: StaffClient, settings: Settings) -> None:
    assert (await anonymous.get("/api/admin/newsletter/subscribers")).status_code == 401
    assert (await anonymous.get("/api/admin/newsletter/subscribers.csv")).status_code == 401
    no_csrf = await client.raw.post("/api/admin/newsletter/subscribers/import",
                                    json={"csv": SHEET, "consentSource": SOURCE,
                                          "topics": ["business"]})
    assert no_csrf.status_code == 403
    assert rows(settings, "SELECT COUNT(*) FROM subscribers") == [(0,)]


async def test_staff_edit_the_topics_on_the_site_screen_and_the_sign_up_follows(
        client: StaffClient, anonymous: QuartClient) -> None:
    listed = await (await client.get("/api/admin/documents")).get_json()
    [entry] = [item for item in listed if item["name"] == "copy/newsletter"]
    assert entry["title"] == "Newsletter: sign-up and topics" and entry["group"] == "Agency"
    document = await (await client.get("/api/admin/documents/copy/newsletter")).get_json()
    copy = document["value"]
    twice = {**copy, "topics": [copy["topics"][0], copy["topics"][0]]}
    assert (await client.put("/api/admin/documents/copy/newsletter", json=twice)).status_code \
        == 422
    boats = {"id": "boats", "title": "Boats", "description": "On the water."}
    changed = await client.put("/api/admin/documents/copy/newsletter",
                               json={**copy, "topics": [*copy["topics"], boats]})
    assert changed.status_code == 200, await changed.get_data()
    topics = await (await anonymous.get("/api/newsletter/topics")).get_json()
    assert [topic["id"] for topic in topics["topics"]] == ["home-auto", "business", "boats"]
