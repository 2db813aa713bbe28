"""The annual review link: staff mail it to a request marked client (409 otherwise), through a
real SMTP server (aiosmtpd); the mailed link prefills the review's form for 60 days, a newer link
replaces it, and neither the link nor its token reaches the log."""

import logging
import re

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.bookings.links import DAY, REVIEW_LINK_DAYS
from service.requests.fields import Submission
from tests.clock import epoch, place
from tests.conftest import eventually
from tests.service.conftest import ORIGIN, StaffClient
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import (  # noqa: F401 (fixtures)
    Mailbox,
    mailbox,
    settings,
    smtp_port,
)

PUBLIC = "https://harborpoint.example"
REVIEW = re.compile(rf"{re.escape(PUBLIC)}/book/review#link=([A-Za-z0-9_-]+)")
CLIENT = "pat.client@example.com"
NOW = epoch("2026-11-24 10:00")


def a_request(app: Quart, client: bool = True, email: str = CLIENT) -> int:
    store = desk_of(app).store
    submission = Submission(kind="quote", name="Pat Client", email=email,
                            phone="(203) 555-0111", contact_preference="email", message="",
                            details={})
    request_id = store.add(submission, NOW).id
    with store.transaction() as db:
        db.execute("UPDATE requests SET client = ? WHERE id = ?", (int(client), request_id))
    return request_id


async def send(client: StaffClient, request_id: int) -> tuple[int, dict[str, object]]:
    answer = await client.post(f"/api/admin/requests/{request_id}/review-link")
    return answer.status_code, await answer.get_json()


async def mailed_link(mailbox: Mailbox, count: int) -> str:  # noqa: F811
    await eventually(lambda: len(mailbox.to(CLIENT)) >= count, seconds=10)
    text = mailbox.to(CLIENT)[count - 1].get_content()
    found = REVIEW.search(text)
    assert found, text
    return found.group(1)


async def prefill(anonymous: QuartClient, token: str) -> tuple[int, dict[str, object]]:
    answer = await anonymous.get("/api/booking/review",
                                 headers={"Authorization": f"Review {token}"})
    return answer.status_code, await answer.get_json()


async def test_a_client_is_mailed_a_link_that_prefills_the_review_for_60_days(
        app: Quart, client: StaffClient, anonymous: QuartClient, mailbox: Mailbox,  # noqa: F811
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    request_id = a_request(app)
    status, answer = await send(client, request_id)
    assert status == 202 and answer == {"email": CLIENT, "validDays": REVIEW_LINK_DAYS}
    token = await mailed_link(mailbox, 1)
    message = mailbox.to(CLIENT)[0]
    assert message["Subject"] == "Book your annual policy review with Harbor Point Insurance " \
                                 "Agency"
    assert f"{REVIEW_LINK_DAYS} days" in message.get_content()
    assert await prefill(anonymous, token) == (200, {
        "name": "Pat Client", "email": CLIENT, "phone": "(203) 555-0111",
        "type": "policy-review"})
    assert token not in caplog.text
    place(desk_of(app).clock, NOW + REVIEW_LINK_DAYS * DAY + 60, running=False)
    status, refused = await prefill(anonymous, token)
    assert status == 410 and refused["reason"] == "expired"


async def test_a_newer_link_replaces_the_older_one(
        app: Quart, client: StaffClient, anonymous: QuartClient, mailbox: Mailbox) -> None:  # noqa: F811
    request_id = a_request(app)
    assert (await send(client, request_id))[0] == 202
    older = await mailed_link(mailbox, 1)
    assert (await send(client, request_id))[0] == 202
    newer = await mailed_link(mailbox, 2)
    assert (await prefill(anonymous, older))[0] == 410
    assert (await prefill(anonymous, newer))[0] == 200
    assert (await prefill(anonymous, newer[:-2] + "zz"))[0] == 404
    assert (await prefill(anonymous, ""))[0] == 404


@pytest.mark.parametrize("case", ["not-client", "no-email", "bad-email"])
async def test_only_a_client_with_an_address_is_sent_one(
        app: Quart, client: StaffClient, mailbox: Mailbox, case: str) -> None:  # noqa: F811
    request_id = a_request(app, client=case != "not-client",
                           email={"no-email": "", "bad-email": "pat@"}.get(case, CLIENT))
    status, answer = await send(client, request_id)
    assert status == 409
    assert ("client" if case == "not-client" else "e-mail address") in str(answer["message"])
    with desk_of(app).store.reading() as db:
        assert db.execute("SELECT COUNT(*) FROM mails WHERE purpose = 'booking-review'"
                          ).fetchone()[0] == 0


async def test_staff_only_with_the_csrf_token_and_for_a_stored_request(
        app: Quart, client: StaffClient, anonymous: QuartClient) -> None:
    request_id = a_request(app)
    assert (await anonymous.post(f"/api/admin/requests/{request_id}/review-link")).status_code \
        == 401
    no_csrf = await client.raw.post(f"/api/admin/requests/{request_id}/review-link",
                                    headers={"Origin": ORIGIN})
    assert no_csrf.status_code == 403
    assert (await send(client, 999))[0] == 404
    with desk_of(app).store.reading() as db:
        assert db.execute("SELECT COUNT(*) FROM mails WHERE purpose = 'booking-review'"
                          ).fetchone()[0] == 0
