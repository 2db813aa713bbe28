"""The newsletter's public API as visitors and mail programs use it: topics, sign-up (JSON and a
plain form post), confirmation, preferences and the one-click unsubscribe of RFC 8058."""

import sqlite3
import stat
from typing import Any
from urllib.parse import urlencode

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.newsletter.addresses import ROLE_ADDRESS
from service.newsletter.confirm_mail import prepare_confirmation
from service.newsletter.links import SubscriberLinks
from service.requests.desk import RequestDesk
from tests.addresses import post_address

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

ACCEPTED = "Check your inbox: we sent a link to confirm. Nothing is sent until you click it."
HTML_FORM = {"Content-Type": "application/x-www-form-urlencoded",
             "Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
TEST_CLIENT_ADDRESS = "<local>"
DAY = 24 * 60 * 60


def desk_of(app: Quart) -> RequestDesk:
    desk: RequestDesk = app.extensions["agency_requests"]
    return desk


def sign_up_fields(app: Quart, **changes: Any) -> dict[str, Any]:
    desk = desk_of(app)
    fields = {"email": "jane@example.com", "name": "Jane Doe", "topics": ["home-auto"],
              "page": post_address("winter-driving"), "website": "",
              "formToken": desk.tokens.issue(desk.clock.now() - 10, TEST_CLIENT_ADDRESS)}
    fields.update(changes)
    return {key: value for key, value in fields.items() if value is not None}


def rows(settings: Settings, query: str, *values: Any) -> list[tuple[Any, ...]]:
    with sqlite3.connect(settings.requests_database) as db:
        return db.execute(query, values).fetchall()


def confirm_mails(settings: Settings) -> list[tuple[Any, ...]]:
    return rows(settings, "SELECT recipient, state FROM newsletter_mails WHERE purpose = "
                          "'confirm'")


async def signed_up(app: Quart, anonymous: QuartClient, **changes: Any) -> Any:
    return await anonymous.post("/api/newsletter/subscribe", json=sign_up_fields(app, **changes))


def token_for(app: Quart, subscriber_id: int = 1) -> str:
    """The token the sender would put in the confirmation mail (confirm_mail.py)."""
    desk = desk_of(app)
    with desk.store.transaction() as db:
        mail_id = db.execute("SELECT MAX(id) FROM newsletter_mails WHERE subscriber_id = ?",
                             (subscriber_id,)).fetchone()[0]
        token = prepare_confirmation(db, {"id": mail_id, "subscriber_id": subscriber_id},
                                     desk.clock.now())
    assert token is not None
    return token


def lasting(settings: Settings, subscriber_id: int = 1, send_id: int | None = None) -> str:
    return SubscriberLinks.of_instance(settings.instance_dir).token(subscriber_id, send_id)


async def test_the_topics_are_the_copys(anonymous: QuartClient) -> None:
    answer = await (await anonymous.get("/api/newsletter/topics")).get_json()
    assert [topic["title"] for topic in answer["topics"]] == ["Home & auto", "Business"]
    assert "unsubscribe at any time" in answer["consentText"] and answer["intro"]


async def test_a_sign_up_queues_one_confirmation_and_repeats_within_a_day_queue_none(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    for address in ("jane@example.com", "Jane@Example.com ", "JANE@example.com"):
        response = await signed_up(app, anonymous, email=address.strip())
        assert response.status_code == 202
        assert await response.get_json() == {"message": ACCEPTED}
    assert confirm_mails(settings) == [("jane@example.com", "pending")]
    assert rows(settings, "SELECT status, json_extract(consent, '$.page') FROM subscribers") == [
        ("pending", post_address("winter-driving"))]
    desk_of(app).clock.advance(DAY)
    await signed_up(app, anonymous)
    assert len(confirm_mails(settings)) == 2


async def test_the_requests_file_is_the_owners_alone(app: Quart, anonymous: QuartClient,
                                                     settings: Settings) -> None:
    await signed_up(app, anonymous)
    lasting(settings)  # the lasting links' key is made on first use
    for private in (settings.requests_database, settings.instance_dir / "newsletter-key"):
        assert stat.S_IMODE(private.stat().st_mode) == 0o600, private
    assert not list(settings.content_dir.rglob("*sqlite*"))


@pytest.mark.parametrize(("changes", "field", "message"), [
    ({"email": "postmaster@example.com"}, "email", ROLE_ADDRESS),
    ({"email": "abuse@example.com"}, "email", ROLE_ADDRESS),
    ({"email": "jane@"}, "email", "This e-mail address doesn't look complete."),
    ({"email": "jane@example.com\nBcc: all@example.com"}, "email",
     "This e-mail address doesn't look complete."),
    ({"topics": []}, "topics", "Choose at least one topic."),
    ({"topics": ["gardening"]}, "topics", "Choose among the topics shown."),
    ({"name": "x" * 101}, "name", "Please shorten your name to 100 characters.")])
async def test_bad_sign_ups_are_refused_with_the_field_and_nothing_queued(
        app: Quart, anonymous: QuartClient, settings: Settings, changes: dict[str, Any],
        field: str, message: str) -> None:
    response = await signed_up(app, anonymous, **changes)
    assert response.status_code == 422
    assert (await response.get_json())["errors"] == {field: message}
    assert confirm_mails(settings) == []


async def test_the_honeypot_the_form_token_and_the_rate_limit_guard_the_sign_up(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    assert (await signed_up(app, anonymous, website="https://spam.example")).status_code == 400
    assert (await signed_up(app, anonymous, formToken="forged")).status_code == 422
    fresh = desk_of(app).tokens.issue(desk_of(app).clock.now(), TEST_CLIENT_ADDRESS)
    assert (await signed_up(app, anonymous, formToken=fresh)).status_code == 422  # too fast
    cross = await anonymous.post("/api/newsletter/subscribe", json=sign_up_fields(app),
                                 headers={"Origin": "http://evil.example",
                                          "Sec-Fetch-Site": "cross-site"})
    assert cross.status_code == 403
    assert confirm_mails(settings) == []
    answers = [(await signed_up(app, anonymous, email=f"p{n}@example.com")).status_code
               for n in range(6)]
    assert answers == [202] * 5 + [429]
    assert len(confirm_mails(settings)) == 5


async def test_a_form_token_spent_answers_alike_and_queues_nothing_more(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    fields = sign_up_fields(app)
    assert (await anonymous.post("/api/newsletter/subscribe", json=fields)).status_code == 202
    again = await anonymous.post("/api/newsletter/subscribe",
                                 json={**fields, "email": "other@example.com"})
    assert again.status_code == 202
    assert confirm_mails(settings) == [("jane@example.com", "pending")]


async def test_a_plain_form_post_goes_on_to_check_your_inbox_or_back_with_the_problem(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    fields = sign_up_fields(app, topics=None)
    body = urlencode([*fields.items(), ("topics", "home-auto"), ("topics", "business")])
    response = await anonymous.post("/api/newsletter/subscribe", data=body, headers=HTML_FORM)
    assert response.status_code == 303
    assert response.headers["Location"] == "/newsletter/check-your-inbox"
    assert rows(settings, "SELECT topics FROM subscribers") == [('["home-auto", "business"]',)]
    refused = await anonymous.post("/api/newsletter/subscribe", headers=HTML_FORM, data=urlencode(
        {**sign_up_fields(app, topics=None), "email": "postmaster@example.com",
         "topics": "business", "page": "footer:/about"}))
    assert refused.status_code == 422 and refused.mimetype == "text/html"
    page = await refused.get_data(as_text=True)
    assert "Please use a personal address: mail to postmaster@ or abuse@ is not read" in page
    assert 'href="/about"' in page and "sign-up" in page


async def test_confirming_subscribes_and_forged_or_expired_links_are_refused(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    await signed_up(app, anonymous)
    token = token_for(app)
    forged = await anonymous.post("/api/newsletter/confirm", json={"token": token[:-2] + "xx"})
    assert forged.status_code == 404
    assert rows(settings, "SELECT status FROM subscribers") == [("pending",)]
    confirmed = await anonymous.post("/api/newsletter/confirm", json={"token": token})
    assert confirmed.status_code == 200
    assert await confirmed.get_json() == {"email": "jane@example.com", "topics": ["home-auto"]}
    again = await anonymous.post("/api/newsletter/confirm", json={"token": token})
    assert again.status_code == 200
    assert rows(settings, "SELECT status FROM subscribers") == [("subscribed",)]
    await signed_up(app, anonymous, email="late@example.com")
    late = token_for(app, 2)
    desk_of(app).clock.advance(DAY)
    expired = await anonymous.post("/api/newsletter/confirm", json={"token": late})
    assert expired.status_code == 410
    assert (await expired.get_json())["message"] == (
        "This link has expired. Sign up again and we will send a new one.")
    assert (await anonymous.get("/api/newsletter/confirm")).status_code == 405


async def test_preferences_read_and_change_with_the_lasting_link(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    await signed_up(app, anonymous)
    await anonymous.post("/api/newsletter/confirm", json={"token": token_for(app)})
    header = {"Authorization": f"Newsletter {lasting(settings)}"}
    read = await (await anonymous.get("/api/newsletter/preferences", headers=header)).get_json()
    assert (read["email"], read["topics"], read["status"]) == (
        "jane@example.com", ["home-auto"], "subscribed")
    assert [topic["id"] for topic in read["allTopics"]] == ["home-auto", "business"]
    changed = await anonymous.post("/api/newsletter/preferences", headers=header,
                                   json={"topics": ["business"]})
    assert (await changed.get_json())["topics"] == ["business"]
    unknown = await anonymous.post("/api/newsletter/preferences", headers=header,
                                   json={"topics": ["gardening"]})
    assert unknown.status_code == 422
    left = await anonymous.post("/api/newsletter/preferences/unsubscribe", headers=header)
    assert (await left.get_json())["status"] == "unsubscribed"
    for forged in ("Newsletter 1..AAAAAAAAAAAAAAAAAAAAAA", f"Booking {lasting(settings)}", ""):
        response = await anonymous.get("/api/newsletter/preferences",
                                       headers={"Authorization": forged})
        assert response.status_code == 404


async def test_one_click_unsubscribes_at_once_without_cookie_or_token_and_get_never_does(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    await signed_up(app, anonymous)
    await anonymous.post("/api/newsletter/confirm", json={"token": token_for(app)})
    token = lasting(settings, 1, send_id=7)
    shown = await anonymous.get(f"/api/newsletter/unsubscribe/{token}")
    assert shown.status_code == 303
    assert shown.headers["Location"] == f"/newsletter/preferences#{token}"
    assert rows(settings, "SELECT status FROM subscribers") == [("subscribed",)]
    mail_client = await anonymous.post(
        f"/api/newsletter/unsubscribe/{token}", data="List-Unsubscribe=One-Click",
        headers={"Content-Type": "application/x-www-form-urlencoded",
                 "Origin": "https://mail.example"})
    assert mail_client.status_code == 200
    assert await mail_client.get_data(as_text=True) == "You are unsubscribed."
    assert rows(settings, "SELECT status FROM subscribers") == [("unsubscribed",)]
    assert rows(settings, "SELECT data FROM subscriber_events WHERE type = 'unsubscribed'") == [
        ('{"how": "one-click", "sendId": 7}',)]
    forged = token[:-1] + ("A" if token[-1] != "A" else "B")
    assert (await anonymous.post(f"/api/newsletter/unsubscribe/{forged}")).status_code == 404
    assert (await anonymous.get(f"/api/newsletter/unsubscribe/{forged}")).headers[
        "Location"] == f"/newsletter/preferences#{forged}"
    odd = await anonymous.get("/api/newsletter/unsubscribe/%0d%0aSet-Cookie:x")
    assert odd.headers["Location"] == "/newsletter/preferences"


async def test_one_click_is_not_limited_per_client_as_a_mailbox_provider_posts_for_many(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    desk = desk_of(app)
    for number in range(1, 31):
        with desk.store.transaction() as db:
            db.execute("INSERT INTO subscribers (email, mailbox, topics, status, created_at, "
                       "changed_at) VALUES (?, ?, '[\"business\"]', 'subscribed', 0, 0)",
                       (f"p{number}@example.com", f"p{number}@example.com"))
        answer = await anonymous.post(f"/api/newsletter/unsubscribe/{lasting(settings, number)}",
                                      data="List-Unsubscribe=One-Click")
        assert answer.status_code == 200, number
    assert rows(settings, "SELECT DISTINCT status FROM subscribers") == [("unsubscribed",)]


async def test_a_quote_request_never_makes_a_subscriber(app: Quart, anonymous: QuartClient,
                                                       settings: Settings) -> None:
    desk = desk_of(app)
    quote = {"kind": "quote", "name": "Jane Doe", "email": "jane@example.com",
             "phone": "(203) 555-0199", "contactPreference": "email", "message": "Two cars.",
             "coverages": ["auto"], "zip": "06460", "website": "",
             "formToken": desk.tokens.issue(desk.clock.now() - 10, TEST_CLIENT_ADDRESS)}
    assert (await anonymous.post("/api/requests", json=quote)).status_code == 201
    assert rows(settings, "SELECT COUNT(*) FROM subscribers") == [(0,)]
    assert rows(settings, "SELECT COUNT(*) FROM newsletter_mails") == [(0,)]
