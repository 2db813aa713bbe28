"""POST /api/requests as visitors send it (JSON and plain form posts), and the staff endpoints."""

import csv
import io
import re
import sqlite3
from datetime import timedelta
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlencode

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.requests.desk import RequestDesk
from service.requests.storage import RequestStore
from tests.clock import TUESDAY_10AM, milford, place
from tests.service.conftest import STAFF_USER, StaffClient

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

THANKS = ("Thank you, we received your request. "
          "An agent will contact you within one business day.")
HTML_FORM = {"Content-Type": "application/x-www-form-urlencoded",
             "Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


class PageReader(HTMLParser):
    """What a person reads on a small page: its title, heading, list items and links."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.title, self.heading, self.items, self.links = "", "", [], []
        self._open: str | None = None
        self._href = ""
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._open = tag
        self._href = dict(attrs).get("href") or ""

    def handle_endtag(self, tag: str) -> None:
        self._open = None

    def handle_data(self, data: str) -> None:
        if self._open == "title":
            self.title += data
        elif self._open == "h1":
            self.heading += data
        elif self._open == "li":
            self.items.append(data)
        elif self._open == "a":
            self.links.append((data, self._href))


# The app's clock starts here (tests/service/conftest.py); dates asked for count from its day.
OFFICE_TODAY = TUESDAY_10AM.date()


def desk_of(app: Quart) -> RequestDesk:
    desk: RequestDesk = app.extensions["agency_requests"]
    return desk


# The test client's requests come over no connection; Quart calls their address this.
TEST_CLIENT_ADDRESS = "<local>"


def old_token(app: Quart, seconds_ago: float = 10, address: str = TEST_CLIENT_ADDRESS) -> str:
    """A token issued a little while ago, as if a person had spent that long on the form."""
    desk = desk_of(app)
    return desk.tokens.issue(desk.clock.now() - seconds_ago, address)


def quote(app: Quart, **changes: Any) -> dict[str, Any]:
    fields = {"kind": "quote", "name": "Jane Doe", "email": "jane@example.com",
              "phone": "(203) 555-0199", "contactPreference": "email",
              "message": "Two cars, one teen driver.", "coverages": ["auto", "home"],
              "zip": "06460", "website": "", "formToken": old_token(app)}
    fields.update(changes)
    return {k: v for k, v in fields.items() if v is not None}


def policy_change(app: Quart, **changes: Any) -> dict[str, Any]:
    fields = {"kind": "policy-change", "name": "Sam Lee", "phone": "203.555.0142",
              "policyNumber": "PA-12345", "insurer": "Travelers", "changeKind": "vehicle",
              "effectiveDate": OFFICE_TODAY.isoformat(), "message": "Replacing my 2012 Civic.",
              "formToken": old_token(app)}
    fields.update(changes)
    return {k: v for k, v in fields.items() if v is not None}


def stored_rows(settings: Settings) -> list[tuple[Any, ...]]:
    RequestStore(settings.requests_database).find()  # the tables exist once this has run
    with sqlite3.connect(settings.requests_database) as db:
        return db.execute("SELECT id, kind, name, details FROM requests ORDER BY id").fetchall()


async def test_a_json_quote_is_stored_and_answered_201(app: Quart, anonymous: QuartClient,
                                                       client: StaffClient,
                                                       settings: Settings) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, extra="not kept"))
    assert response.status_code == 201
    body = await response.get_json()
    assert body == {"id": 1, "reference": body["reference"], "message": THANKS}
    assert re.fullmatch(r"HP-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{5}", body["reference"])
    listing = await (await client.get("/api/admin/requests")).get_json()
    assert listing["newCount"] == 1
    [request] = listing["requests"]
    assert request["kind"] == "quote" and request["status"] == "new"
    assert request["name"] == "Jane Doe" and request["phone"] == "(203) 555-0199"
    assert request["details"] == {"coverages": ["auto", "home"], "zip": "06460"}
    assert request["createdAt"].endswith("Z")
    assert request["mail"] == {"state": "off", "attempts": 0, "lastError": None}
    assert request["confirmation"] is None  # no mail server: nothing queued for the visitor
    assert request["reference"] == body["reference"] and request["source"] == {}
    assert "not kept" not in str(stored_rows(settings))
    assert (settings.instance_dir / "requests.sqlite3").is_file()
    assert not any("requests" in p.name for p in settings.content_dir.rglob("*"))


async def test_a_policy_change_keeps_its_own_fields(app: Quart, anonymous: QuartClient,
                                                    client: StaffClient) -> None:
    response = await anonymous.post("/api/requests", json=policy_change(app))
    assert response.status_code == 201, await response.get_json()
    request = await (await client.get("/api/admin/requests/1")).get_json()
    assert request["kind"] == "policy-change"
    assert request["details"] == {"policyNumber": "PA-12345", "insurer": "Travelers",
                                  "changeKind": "vehicle",
                                  "effectiveDate": OFFICE_TODAY.isoformat()}
    assert request["message"] == "Replacing my 2012 Civic."


async def test_visitor_text_is_stored_as_typed(app: Quart, anonymous: QuartClient,
                                               client: StaffClient) -> None:
    hostile = '<img src=x onerror="alert(1)"> & <b>Bob</b>'
    message = "Line one\nLine <script>two</script>"
    response = await anonymous.post("/api/requests", json=quote(app, name=hostile,
                                                                  message=message))
    assert response.status_code == 201
    request = await (await client.get("/api/admin/requests/1")).get_json()
    assert request["name"] == hostile and request["message"] == message


@pytest.mark.parametrize(("changes", "errors"), [
    ({"name": ""}, {"name": "Tell us your name."}),
    ({"name": "x" * 101}, {"name": "Please keep this to 100 characters or fewer."}),
    ({"email": None, "phone": None},
     {"email": "Add a phone number or an e-mail address so we can reach you.",
      "phone": "Add a phone number or an e-mail address so we can reach you."}),
    ({"email": "jane@example"}, {"email": "This e-mail address doesn't look complete."}),
    ({"email": "jane.example.com"}, {"email": "This e-mail address doesn't look complete."}),
    ({"email": "a" * 250 + "@example.com"},
     {"email": "Please keep this to 254 characters or fewer."}),
    ({"phone": "555-0199"}, {"phone": "Enter a 10-digit phone number, like (203) 555-0142."}),
    ({"phone": "call me maybe"},
     {"phone": "Enter a 10-digit phone number, like (203) 555-0142."}),
    ({"contactPreference": "pigeon"}, {"contactPreference": "Choose phone, text or e-mail."}),
    ({"zip": "6460"}, {"zip": "Enter a 5-digit ZIP code."}),
    ({"coverages": []}, {"coverages": "Choose at least one kind of insurance."}),
    ({"coverages": ["auto", "spaceship"]}, {"coverages": "Choose at least one kind of insurance."}),
    ({"message": "x" * 4001}, {"message": "Please keep this to 4000 characters or fewer."}),
    ({"kind": "complaint"}, {"kind": "Choose a quote or a policy change."}),
    ({"name": 42}, {"name": "Please type this answer as text."}),
])
async def test_each_quote_problem_is_named_beside_its_field(
        app: Quart, anonymous: QuartClient, changes: dict[str, Any],
        errors: dict[str, str]) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, **changes))
    assert response.status_code == 422
    assert await response.get_json() == {"message": "Please check the highlighted fields.",
                                         "errors": errors}


@pytest.mark.parametrize(("effective", "status"), [
    ("2026-12-01", 201), ("2026-11-30", 422), ("2027-12-31", 201), ("2028-01-01", 422)])
async def test_the_effective_date_window_counts_from_the_offices_day_not_utcs(
        app: Quart, anonymous: QuartClient, effective: str, status: int) -> None:
    # 21:00 on New Year's Eve in Milford is already January 1 in UTC: 30 days back and a year
    # ahead count from December 31.
    place(desk_of(app).clock, milford("2026-12-31 21:00"), running=False)
    response = await anonymous.post("/api/requests",
                                    json=policy_change(app, effectiveDate=effective))
    assert response.status_code == status, await response.get_json()


@pytest.mark.parametrize(("changes", "errors"), [
    ({"changeKind": None}, {"changeKind": "Choose the kind of change you need."}),
    ({"changeKind": "upgrade"}, {"changeKind": "Choose the kind of change you need."}),
    ({"insurer": "Acme Mutual"},
     {"insurer": "Choose your insurance company from the list, or \u201cNot sure\u201d."}),
    ({"effectiveDate": (OFFICE_TODAY - timedelta(days=31)).isoformat()},
     {"effectiveDate": "Choose a date from 30 days ago up to a year from today."}),
    ({"effectiveDate": (OFFICE_TODAY + timedelta(days=366)).isoformat()},
     {"effectiveDate": "Choose a date from 30 days ago up to a year from today."}),
    ({"effectiveDate": "next week"},
     {"effectiveDate": "Choose a date from 30 days ago up to a year from today."}),
    ({"policyNumber": "P" * 41}, {"policyNumber": "Please keep this to 40 characters or fewer."}),
])
async def test_each_policy_change_problem_is_named(app: Quart, anonymous: QuartClient,
                                                   changes: dict[str, Any],
                                                   errors: dict[str, str]) -> None:
    response = await anonymous.post("/api/requests", json=policy_change(app, **changes))
    assert response.status_code == 422
    assert (await response.get_json())["errors"] == errors


@pytest.mark.parametrize("phone", ["203-555-0142", "+1 203 555 0142", "(203) 555.0142",
                                   "1-203-555-0142"])
async def test_us_phone_numbers_in_any_usual_shape_are_taken(app: Quart, anonymous: QuartClient,
                                                             phone: str) -> None:
    response = await anonymous.post("/api/requests",
                                    json=quote(app, email=None, phone=phone, zip="06460-1234",
                                               insurer="Not sure"))
    assert response.status_code == 201


async def test_a_plain_form_post_is_redirected_to_the_confirmation(
        app: Quart, anonymous: QuartClient, client: StaffClient) -> None:
    fields = quote(app, coverages=None)
    body = urlencode([*fields.items(), ("coverages", "auto"), ("coverages", "flood")])
    response = await anonymous.post("/api/requests", data=body, headers=HTML_FORM)
    assert response.status_code == 303
    request = await (await client.get("/api/admin/requests/1")).get_json()
    assert response.headers["Location"] == \
        f"/request-received?kind=quote&reference={request['reference']}"
    assert request["details"]["coverages"] == ["auto", "flood"]
    change = urlencode(policy_change(app))
    response = await anonymous.post("/api/requests", data=change, headers=HTML_FORM)
    reference = (await (await client.get("/api/admin/requests/2")).get_json())["reference"]
    assert response.headers["Location"] == \
        f"/request-received?kind=policy-change&reference={reference}"


async def test_a_form_post_without_html_accept_gets_json(app: Quart,
                                                         anonymous: QuartClient) -> None:
    fields = quote(app, coverages=None)
    body = urlencode([*fields.items(), ("coverages", "renters")])
    response = await anonymous.post("/api/requests", data=body, headers={
        "Content-Type": "application/x-www-form-urlencoded"})
    assert response.status_code == 201
    assert (await response.get_json())["message"] == THANKS


async def test_a_refused_form_post_gets_a_page_naming_the_problems(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    body = urlencode({**quote(app, name="", zip="12", coverages=None), "kind": "quote"})
    response = await anonymous.post("/api/requests", data=body, headers=HTML_FORM)
    assert response.status_code == 422
    assert response.mimetype == "text/html"
    page = (await response.get_data()).decode()
    reader = PageReader(page)
    assert reader.title == reader.heading == "Please check your request"
    assert reader.items == ["Tell us your name.", "Choose at least one kind of insurance.",
                            "Enter a 5-digit ZIP code."]
    assert ("Go back to the form", "/request-quote") in reader.links
    assert "(203) 555-0142" in page and 'href="tel:+12035550142"' in page
    assert "javascript:" not in page
    assert "style-src 'sha256-" in response.headers["Content-Security-Policy"]
    assert stored_rows(settings) == []


async def test_the_error_page_escapes_what_the_visitor_sent(app: Quart,
                                                            anonymous: QuartClient) -> None:
    body = urlencode(policy_change(app, insurer="<script>alert(1)</script>",
                                   kind="policy-change"))
    response = await anonymous.post("/api/requests", data=body, headers=HTML_FORM)
    page = (await response.get_data()).decode()
    assert "<script>" not in page
    assert 'href="/request-policy-change"' in page


async def test_the_honeypot_refuses_and_stores_nothing(app: Quart, anonymous: QuartClient,
                                                       settings: Settings) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, website="http://spam"))
    assert response.status_code == 400
    assert await response.get_json() == {"message": "Your request could not be sent. "
                                                    "Please call us."}
    response = await anonymous.post("/api/requests", data=urlencode(
        quote(app, website="x", coverages="auto")), headers=HTML_FORM)
    assert response.status_code == 400 and b"Please call us." in await response.get_data()
    assert stored_rows(settings) == []


async def test_a_form_sent_too_quickly_is_refused_with_a_reason(app: Quart,
                                                                anonymous: QuartClient) -> None:
    token = (await (await anonymous.get("/api/requests/form-token")).get_json())
    assert token["minimumSeconds"] == 3
    response = await anonymous.post("/api/requests", json=quote(app, formToken=token["token"]))
    assert response.status_code == 422
    assert await response.get_json() == {
        "message": "That was quicker than we expected. Please wait a moment and send the form "
                   "again.", "errors": {}}
    desk_of(app).clock.advance(3)
    response = await anonymous.post("/api/requests", json=quote(app, formToken=token["token"]))
    assert response.status_code == 201


@pytest.mark.parametrize(("smtp_host", "office_mail"), [(None, False), ("127.0.0.1", True)])
async def test_the_form_settings_say_what_happens_to_a_request(
        settings: Settings, smtp_host: str | None, office_mail: bool) -> None:
    """The forms' privacy notice reads the retention and mail the service really applies."""
    changed = settings.replace(request_retention_days=90, smtp_host=smtp_host,
                               notify_to="office@example.com")
    app = create_app(changed)
    async with app.test_app():
        response = await app.test_client().get("/api/requests/settings")
        assert response.status_code == 200
        assert await response.get_json() == {"retentionDays": 90, "officeMail": office_mail,
                                             "minimumSeconds": 3}


@pytest.mark.parametrize("token", [None, "", "garbage", "1.abc.def"])
async def test_a_missing_or_forged_token_means_reload(app: Quart, anonymous: QuartClient,
                                                      token: str | None) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, formToken=token))
    assert response.status_code == 422
    assert await response.get_json() == {
        "message": "This form has expired. Please reload the page and send it again.",
        "errors": {}}


async def test_a_token_expires_after_two_hours(app: Quart, anonymous: QuartClient,
                                              settings: Settings) -> None:
    kept, expired = old_token(app), old_token(app)
    desk_of(app).clock.advance(2 * 60 * 60 - 11)  # issued 10 s ago, so 1 s left
    assert (await anonymous.post("/api/requests", json=quote(app, formToken=kept))
            ).status_code == 201
    desk_of(app).clock.advance(2)
    response = await anonymous.post("/api/requests", json=quote(app, formToken=expired))
    assert response.status_code == 422
    assert (await response.get_json())["message"].startswith("This form has expired.")
    assert len(stored_rows(settings)) == 1


async def test_a_token_is_taken_once(app: Quart, anonymous: QuartClient,
                                     settings: Settings) -> None:
    token = old_token(app)
    assert (await anonymous.post("/api/requests", json=quote(app, formToken=token))
            ).status_code == 201
    again = await anonymous.post("/api/requests", json=quote(app, formToken=token,
                                                             name="Someone Else"))
    assert again.status_code == 422
    assert await again.get_json() == {
        "message": "This form was already sent, and we have that request. To send another "
                   "one, please reload the page.", "errors": {}}
    page = await anonymous.post("/api/requests", headers=HTML_FORM,
                                data=urlencode(quote(app, formToken=token, coverages="auto")))
    assert page.status_code == 422 and b"already sent" in await page.get_data()
    assert [row[2] for row in stored_rows(settings)] == ["Jane Doe"]


async def test_a_token_refused_for_its_fields_can_be_sent_again_fixed(
        app: Quart, anonymous: QuartClient) -> None:
    token = old_token(app)
    refused = await anonymous.post("/api/requests", json=quote(app, formToken=token, zip="1"))
    assert refused.status_code == 422 and "zip" in (await refused.get_json())["errors"]
    assert (await anonymous.post("/api/requests", json=quote(app, formToken=token))
            ).status_code == 201


async def test_a_token_is_taken_only_from_the_address_it_was_issued_to(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    elsewhere = old_token(app, address="198.51.100.7")
    response = await anonymous.post("/api/requests", json=quote(app, formToken=elsewhere))
    assert response.status_code == 422
    assert (await response.get_json())["message"].startswith("This form has expired.")
    fetched = await (await anonymous.get("/api/requests/form-token")).get_json()
    desk_of(app).clock.advance(5)
    assert (await anonymous.post("/api/requests", json=quote(app, formToken=fetched["token"]))
            ).status_code == 201
    assert len(stored_rows(settings)) == 1


@pytest.mark.parametrize("headers", [
    {"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "same-site"},
    {"Origin": "http://evil.example"},
    {"Origin": "null"},
])
async def test_a_post_from_another_site_is_refused_with_a_page(
        app: Quart, anonymous: QuartClient, settings: Settings, headers: dict[str, str]) -> None:
    page = await anonymous.post("/api/requests", headers={**HTML_FORM, **headers},
                                data=urlencode(quote(app, coverages="auto")))
    assert page.status_code == 403
    reader = PageReader(await page.get_data(as_text=True))
    assert any("only be sent from the forms on our own website" in item for item in reader.items)
    as_json = await anonymous.post("/api/requests", json=quote(app), headers=headers)
    assert as_json.status_code == 403
    assert (await as_json.get_json())["message"].startswith("Requests can only be sent from")
    assert stored_rows(settings) == []


@pytest.mark.parametrize("headers", [
    {"Origin": "http://localhost", "Sec-Fetch-Site": "same-origin"},
    {"Origin": "http://localhost"},
    {},
])
async def test_a_post_from_the_site_itself_goes_through(
        app: Quart, anonymous: QuartClient, headers: dict[str, str]) -> None:
    page = await anonymous.post("/api/requests", headers={**HTML_FORM, **headers},
                                data=urlencode(quote(app, coverages="auto")))
    assert page.status_code == 303


async def test_a_tampered_token_is_refused(app: Quart, anonymous: QuartClient) -> None:
    issued, nonce, signature = old_token(app).split(".")
    earlier = str(int(issued) - 60_000)
    response = await anonymous.post("/api/requests",
                                    json=quote(app, formToken=f"{earlier}.{nonce}.{signature}"))
    assert (await response.get_json())["message"].startswith("This form has expired.")


async def test_six_requests_in_ten_minutes_are_too_many(app: Quart, anonymous: QuartClient,
                                                        settings: Settings) -> None:
    for _ in range(5):
        assert (await anonymous.post("/api/requests", json=quote(app))).status_code == 201
    response = await anonymous.post("/api/requests", json=quote(app))
    assert response.status_code == 429
    # The clock stands still here: the first of the five leaves the 10-minute window in 600 s.
    assert response.headers["Retry-After"] == "600"
    assert await response.get_json() == {
        "message": "You've sent several requests in a short time. Please wait a few minutes, "
                   "or call us at (203) 555-0142."}
    page = await anonymous.post("/api/requests", data=urlencode(quote(app, coverages="auto")),
                                headers=HTML_FORM)
    assert page.status_code == 429
    assert page.headers["Retry-After"] == "600"
    reader = PageReader((await page.get_data()).decode())
    assert reader.title == "Too many requests from this connection"
    assert reader.heading == "Too many requests from this connection"
    assert len(stored_rows(settings)) == 5
    desk_of(app).clock.advance(10 * 60 + 1)
    assert (await anonymous.post("/api/requests", json=quote(app))).status_code == 201


async def test_the_body_is_capped(app: Quart, anonymous: QuartClient,
                                  settings: Settings) -> None:
    response = await anonymous.post("/api/requests", json=quote(app, message="x" * 40_000))
    assert response.status_code == 413
    assert "message" in await response.get_json()
    assert stored_rows(settings) == []


async def test_a_body_without_a_length_is_capped_too(app: Quart, anonymous: QuartClient,
                                                     settings: Settings) -> None:
    body = urlencode(quote(app, coverages="auto", message="x" * 40_000))
    response = await anonymous.post("/api/requests", data=body, headers={
        **HTML_FORM, "Transfer-Encoding": "chunked"})
    assert response.status_code == 413
    assert stored_rows(settings) == []


async def test_other_body_types_are_refused(app: Quart, anonymous: QuartClient) -> None:
    response = await anonymous.post("/api/requests", data="name=Jane",
                                    headers={"Content-Type": "text/plain"})
    assert response.status_code == 415
    response = await anonymous.post("/api/requests", json=["not", "an", "object"])
    assert response.status_code == 400


async def test_staff_endpoints_need_a_session(app: Quart, anonymous: QuartClient) -> None:
    await anonymous.post("/api/requests", json=quote(app))
    for path in ("/api/admin/requests", "/api/admin/requests/1", "/api/admin/requests/export.csv"):
        response = await anonymous.get(path)
        assert response.status_code == 401, path
        assert "Jane" not in (await response.get_data()).decode()
    response = await anonymous.patch("/api/admin/requests/1", json={"status": "contacted"},
                                     headers={"Origin": "http://localhost"})
    assert response.status_code == 401


async def test_a_status_change_needs_the_csrf_token(app: Quart, anonymous: QuartClient,
                                                    client: StaffClient) -> None:
    await anonymous.post("/api/requests", json=quote(app))
    response = await client.raw.patch("/api/admin/requests/1", json={"status": "contacted"},
                                      headers={"Origin": "http://localhost"})
    assert response.status_code == 403
    assert (await (await client.get("/api/admin/requests/1")).get_json())["status"] == "new"


async def test_status_changes_record_who_and_when(app: Quart, anonymous: QuartClient,
                                                  client: StaffClient) -> None:
    await anonymous.post("/api/requests", json=quote(app))
    await anonymous.post("/api/requests", json=policy_change(app))
    response = await client.patch("/api/admin/requests/1", json={"status": "contacted"})
    assert response.status_code == 200
    changed = await response.get_json()
    assert changed["status"] == "contacted"
    assert changed["statusChangedBy"] == STAFF_USER
    assert changed["statusChangedAt"].endswith("Z")
    await client.patch("/api/admin/requests/1", json={"status": "lost"})
    request = await (await client.get("/api/admin/requests/1")).get_json()
    assert [(e["data"], e["actor"]) for e in request["timeline"] if e["type"] == "status"] == [
        ({"status": "contacted", "was": "new"}, STAFF_USER),
        ({"status": "lost", "was": "contacted"}, STAFF_USER)]
    listing = await (await client.get("/api/admin/requests")).get_json()
    assert [r["id"] for r in listing["requests"]] == [2, 1]  # newest first
    assert listing["newCount"] == 1
    lost = await (await client.get("/api/admin/requests?status=lost")).get_json()
    assert [r["id"] for r in lost["requests"]] == [1]
    changes = await (await client.get("/api/admin/requests?kind=policy-change")).get_json()
    assert [r["id"] for r in changes["requests"]] == [2]
    bad = await client.patch("/api/admin/requests/2", json={"status": "lost"})
    assert bad.status_code == 422
    lost = await client.patch("/api/admin/requests/99", json={"status": "lost"})
    assert lost.status_code == 404
    assert (await client.get("/api/admin/requests/99")).status_code == 404
    assert (await client.get("/api/admin/requests?status=closed")).status_code == 400


async def test_the_csv_export_is_quoted_and_formula_safe(app: Quart, anonymous: QuartClient,
                                                         client: StaffClient) -> None:
    await anonymous.post("/api/requests", json=quote(
        app, name='=HYPERLINK("http://evil","click")', message='He said "hi",\nthen left',
        email="+jane@example.com"))
    await anonymous.post("/api/requests", json=policy_change(app, name="@SUM(A1)"))
    response = await client.get("/api/admin/requests/export.csv")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    text = (await response.get_data()).decode()
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [row["id"] for row in rows] == ["2", "1"]
    assert rows[1]["name"] == "'=HYPERLINK(\"http://evil\",\"click\")"
    assert rows[1]["email"] == "'+jane@example.com"
    assert rows[1]["message"] == 'He said "hi",\nthen left'
    assert rows[1]["coverages"] == "Auto, Home"  # words, as the office reads them
    assert rows[0]["name"] == "'@SUM(A1)"
    assert rows[0]["changeKind"] == "Add, replace or remove a vehicle"
    assert re.match(r'"2","[A-Z]{2}-[0-9A-Z]{5}","Policy change request"', text.splitlines()[1])
    only_quotes = await client.get("/api/admin/requests/export.csv?kind=quote")
    assert len(list(csv.DictReader(io.StringIO((await only_quotes.get_data()).decode())))) == 1
    # An empty filter is "any" (a filter form's "All"), as the API document says.
    any_status = await client.get("/api/admin/requests/export.csv?status=&kind=policy-change")
    assert any_status.status_code == 200
    assert [row["kind"] for row in csv.DictReader(io.StringIO(
        (await any_status.get_data()).decode()))] == ["Policy change request"]
