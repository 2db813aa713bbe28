"""Finish later: the link mailed (a real SMTP server, aiosmtpd) and the code shown on screen open
an intake once, within 30 days; a guessed, used, replaced, expired or wrongly coded link gets a
clear refusal and no data."""

import hashlib
import re
from email.message import EmailMessage
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.requests.intake.intake_db import mark_sent
from service.requests.intake.resume import DAY, MAX_WRONG_CODES, ResumeLinks
from service.routes import moved_address
from tests.clock import place
from tests.conftest import eventually
from tests.service.intake_rows import DRIVER, LICENCE, MAKE, intake_header, started_intake
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import (  # noqa: F401 (fixtures)
    Mailbox,
    mailbox,
    settings,
    smtp_port,
)

PUBLIC = "https://harborpoint.example"
LINK = re.compile(rf"{re.escape(PUBLIC)}/request-quote/resume#link=([A-Za-z0-9_-]+)")
AGENCY = "Harbor Point Insurance"


async def finish_later(anonymous: QuartClient, token: str) -> Any:
    return await anonymous.post("/api/intake/finish-later", headers=intake_header(token))


async def mailed_link(mailbox: Mailbox, address: str, count: int = 1) -> tuple[str, EmailMessage]:  # noqa: F811
    await eventually(lambda: len(mailbox.to(address)) >= count, seconds=10)
    message = mailbox.to(address)[count - 1]
    found = LINK.search(message.get_content())
    assert found, message.get_content()
    return found.group(1), message


async def resume(anonymous: QuartClient, link: str, code: str) -> Any:
    return await anonymous.post("/api/intake/resume", json={"link": link, "code": code})


def other_code(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


async def test_the_mail_holds_the_link_and_none_of_the_answers_or_the_code(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox, settings: Settings) -> None:  # noqa: F811
    _, token = started_intake(app)
    answer = await finish_later(anonymous, token)
    assert answer.status_code == 200, await answer.get_data()
    assert answer.headers["Cache-Control"] == "no-store"
    made = await answer.get_json()
    assert re.fullmatch(r"[0-9]{6}", made["code"])
    assert made["email"] == "a•••@example.com"
    # The intake names the address as finish-later does: one masking of it.
    view = await anonymous.get("/api/intake", headers=intake_header(token))
    assert (await view.get_json())["email"] == made["email"]
    link, message = await mailed_link(mailbox, "ann.lee@example.com")
    text = message.get_content()
    assert AGENCY in message["From"] and AGENCY in text
    assert "30 days" in text and "6-digit code" in text
    raw = b"".join(mailbox.raw).decode("utf-8", "replace")
    for secret in (made["code"], DRIVER, MAKE, LICENCE):
        assert secret not in raw
    # The database keeps the link and the code only as hashes: neither is in its bytes.
    stored = b"".join(path.read_bytes() for path in settings.instance_dir.glob("requests.sqlite3*"))
    assert link.encode() not in stored
    assert hashlib.sha256(link.encode()).hexdigest().encode() in stored


async def test_link_and_code_open_the_intake_once_at_its_step_with_a_new_token(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:  # noqa: F811
    _, token = started_intake(app, step="vehicles")
    code = (await (await finish_later(anonymous, token)).get_json())["code"]
    link, _ = await mailed_link(mailbox, "ann.lee@example.com")
    opened = await resume(anonymous, link, code)
    assert opened.status_code == 200, await opened.get_data()
    body = await opened.get_json()
    assert body["step"] == "vehicles" and body["token"] != token
    # The new token works and the device's old one no longer does.
    assert (await finish_later(anonymous, token)).status_code == 401
    assert (await finish_later(anonymous, body["token"])).status_code == 200
    again = await resume(anonymous, link, code)
    assert again.status_code == 410
    assert (await again.get_json())["reason"] == "used"
    # The new token's link is mailed too (and delivered before the mail server stops, so the
    # app does not shut down mid-delivery).
    newer, _ = await mailed_link(mailbox, "ann.lee@example.com", count=2)
    assert newer != link


async def test_a_guessed_link_is_unknown_and_tells_nothing(
        app: Quart, anonymous: QuartClient) -> None:
    started_intake(app)
    answer = await resume(anonymous, "A" * 43, "123456")
    assert answer.status_code == 404
    body = await answer.get_json()
    assert body["reason"] == "unknown" and "token" not in body and "step" not in body


async def test_a_link_past_30_days_is_expired(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:  # noqa: F811
    _, token = started_intake(app)
    code = (await (await finish_later(anonymous, token)).get_json())["code"]
    link, _ = await mailed_link(mailbox, "ann.lee@example.com")
    clock = desk_of(app).clock
    place(clock, clock.now() + 30 * DAY + 60)
    answer = await resume(anonymous, link, code)
    assert answer.status_code == 410
    assert (await answer.get_json())["reason"] == "expired"


async def test_five_wrong_codes_spend_the_link(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:  # noqa: F811
    _, token = started_intake(app)
    code = (await (await finish_later(anonymous, token)).get_json())["code"]
    link, _ = await mailed_link(mailbox, "ann.lee@example.com")
    for left in range(MAX_WRONG_CODES - 1, 0, -1):
        wrong = await resume(anonymous, link, other_code(code))
        assert wrong.status_code == 422
        assert (await wrong.get_json())["triesLeft"] == left
    fifth = await resume(anonymous, link, other_code(code))
    assert fifth.status_code == 410
    assert (await fifth.get_json())["reason"] == "spent-now"
    right = await resume(anonymous, link, code)
    assert right.status_code == 410 and "token" not in await right.get_json()


async def test_a_newer_link_replaces_the_older_one(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:  # noqa: F811
    _, token = started_intake(app)
    first_code = (await (await finish_later(anonymous, token)).get_json())["code"]
    first, _ = await mailed_link(mailbox, "ann.lee@example.com")
    second_code = (await (await finish_later(anonymous, token)).get_json())["code"]
    second, _ = await mailed_link(mailbox, "ann.lee@example.com", count=2)
    assert first != second
    assert (await resume(anonymous, first, first_code)).status_code == 410
    assert (await resume(anonymous, second, second_code)).status_code == 200


@pytest.mark.parametrize(("email", "sent", "header", "status"), [
    ("ann.lee@example.com", False, None, 401),
    ("ann.lee@example.com", False, "Intake not-a-token", 401),
    ("ann.lee@example.com", True, "mine", 409),
    ("", False, "mine", 409),
])
async def test_finish_later_is_refused_without_a_way_to_use_it(
        app: Quart, anonymous: QuartClient, email: str, sent: bool, header: str | None,
        status: int) -> None:
    _, token = started_intake(app, email=email, sent=sent)
    headers = {} if header is None else \
        intake_header(token) if header == "mine" else {"Authorization": header}
    answer = await anonymous.post("/api/intake/finish-later", headers=headers)
    assert answer.status_code == status
    assert "code" not in await answer.get_json()


async def test_resume_tries_are_limited_per_client(app: Quart, anonymous: QuartClient) -> None:
    answers = [await resume(anonymous, f"guess{n:04d}", "123456") for n in range(11)]
    assert [answer.status_code for answer in answers] == [404] * 10 + [429]
    # The clock stands still: the first try leaves the 10-minute window in 600 s.
    assert answers[-1].headers["Retry-After"] == "600"


async def test_a_day_holds_at_most_five_links_for_one_request(
        behind_proxy: Quart, mailbox: Mailbox) -> None:  # noqa: F811
    _, token = started_intake(behind_proxy)
    answers = []
    for n in range(6):  # each from its own client, so only the request's own limit counts
        answers.append(await behind_proxy.test_client().post(
            "/api/intake/finish-later",
            headers={**intake_header(token), "X-Forwarded-For": f"198.51.100.{n}"}))
    assert [answer.status_code for answer in answers] == [200] * 5 + [429]
    assert "5 links" in (await answers[5].get_json())["message"]
    # The clock stands still: the first link of the day is a day old in 86,400 s.
    assert answers[5].headers["Retry-After"] == "86400"


def test_the_old_short_address_leads_to_the_resume_page() -> None:
    assert moved_address("/quote/resume") == "/request-quote/resume"


async def test_the_resume_page_is_served_and_kept_out_of_search(anonymous: QuartClient) -> None:
    page = await anonymous.get("/request-quote/resume")
    assert page.status_code == 200
    sitemap = await anonymous.get("/sitemap.xml")
    assert sitemap.status_code == 200
    listed = await sitemap.get_data(as_text=True)
    assert "/request-quote</loc>" in listed and "/request-quote/resume" not in listed


async def test_a_link_of_an_intake_sent_meanwhile_opens_nothing(
        app: Quart, anonymous: QuartClient, mailbox: Mailbox) -> None:  # noqa: F811
    request_id, token = started_intake(app)
    code = (await (await finish_later(anonymous, token)).get_json())["code"]
    link, _ = await mailed_link(mailbox, "ann.lee@example.com")
    desk = desk_of(app)
    with desk.store.transaction() as db:
        mark_sent(db, request_id, desk.clock.now())
    answer = await resume(anonymous, link, code)
    assert answer.status_code == 410
    assert (await answer.get_json())["reason"] == "sent"


def test_a_mail_written_again_after_a_restart_carries_the_same_link() -> None:
    secret = bytes(range(32))
    assert ResumeLinks(secret).link(7, 3) == ResumeLinks(secret).link(7, 3)
    assert ResumeLinks(secret).link(8, 3) != ResumeLinks(secret).link(7, 3)
    assert ResumeLinks(bytes(32)).link(7, 3) != ResumeLinks(secret).link(7, 3)


@pytest.mark.parametrize("body", [
    {"link": "abc", "code": "12345"},
    {"link": "abc", "code": "12345a"},
    {"link": "", "code": "123456"},
    {"link": "abc", "code": 123456},
    {"link": "abc"},
    {"link": "abc", "code": "123456", "more": 1},
])
async def test_a_malformed_resume_is_refused_422(
        anonymous: QuartClient, body: dict[str, Any]) -> None:
    answer = await anonymous.post("/api/intake/resume", json=body)
    assert answer.status_code == 422
    assert "token" not in await answer.get_json()
