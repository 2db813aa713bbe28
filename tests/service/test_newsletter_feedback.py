"""Bounces, complaints and mailto unsubscribes, from the webhook and from a real Maildir: the
subscriber is marked and gets nothing more; each Maildir message is read once."""

import mailbox
from email.message import EmailMessage
from pathlib import Path

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.newsletter.desk import EXTENSION_KEY
from service.newsletter.feedback_mailbox import read_maildir
from service.newsletter.links import SubscriberLinks
from service.newsletter.sender import NewsletterSender
from tests.conftest import eventually
from tests.service.conftest import StaffClient
from tests.service.newsletter_rows import add_subscriber, mails, status_of
from tests.service.test_newsletter_sending import (  # noqa: F401 (fixtures)
    OFFICE,
    PUBLIC_URL,
    WAIT,
    Relay,
    relay,
    send,
    smtp_port,
)
from tests.service.test_requests_api import desk_of

SECRET = "s3cret-for-the-webhook"
FEEDBACK = "/api/newsletter/feedback"


@pytest.fixture
def settings(settings: Settings, tmp_path: Path, smtp_port: int) -> Settings:  # noqa: F811
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port, smtp_starttls=False,
                            notify_to=OFFICE, public_url=PUBLIC_URL, newsletter_per_minute=6000,
                            newsletter_feedback_secret=SECRET,
                            newsletter_maildir=tmp_path / "feedback")


def sender_of(app: Quart) -> NewsletterSender:
    sender: NewsletterSender = app.extensions[EXTENSION_KEY].sender
    return sender


def dsn(recipient: str, message_id: str, status: str = "5.1.1",
        action: str = "failed") -> bytes:
    """A delivery status notification as Postfix writes one (RFC 3464)."""
    return f"""From: MAILER-DAEMON@relay.example (Mail Delivery System)
To: office@harborpoint.example
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
 boundary="B0UND"

--B0UND
Content-Type: text/plain; charset=us-ascii

I'm sorry to have to inform you that your message could not be delivered.

--B0UND
Content-Type: message/delivery-status

Reporting-MTA: dns; relay.example
Arrival-Date: Tue, 24 Nov 2026 10:00:00 -0500

Final-Recipient: rfc822; {recipient}
Original-Recipient: rfc822;{recipient}
Action: {action}
Status: {status}
Diagnostic-Code: smtp; 550 {status} <{recipient}>: user unknown

--B0UND
Content-Type: text/rfc822-headers

Message-ID: {message_id}
From: Harbor Point Insurance Agency <office@harborpoint.example>
To: {recipient}
Subject: News

--B0UND--
""".replace("\n", "\r\n").encode()


def arf(recipient: str, message_id: str) -> bytes:
    """A complaint as a mailbox provider's feedback loop sends it (RFC 5965)."""
    return f"""From: feedback@provider.example
To: abuse@harborpoint.example
Subject: Complaint about message
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report;
 boundary="F33D"

--F33D
Content-Type: text/plain; charset=us-ascii

This is an abuse report for a message received from IP 192.0.2.1.

--F33D
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: SomeGenerator/1.0
Version: 1
Original-Rcpt-To: <{recipient}>

--F33D
Content-Type: message/rfc822
Content-Disposition: inline

Message-ID: {message_id}
From: Harbor Point Insurance Agency <office@harborpoint.example>
To: {recipient}
Subject: News

The newsletter.

--F33D--
""".replace("\n", "\r\n").encode()


def drop(folder: Path, message: EmailMessage | bytes) -> None:
    box = mailbox.Maildir(folder, create=True)
    box.add(message)


async def test_a_dsn_in_the_maildir_bounces_the_subscriber_who_then_gets_nothing_more(
        app: Quart, client: StaffClient, relay: Relay, settings: Settings) -> None:  # noqa: F811
    store = desk_of(app).store
    add_subscriber(store, "ann@example.org", ["home-auto"])
    add_subscriber(store, "bob@example.org", ["home-auto"])
    first = await send(client, ["home-auto"])
    database = settings.requests_database
    await eventually(lambda: [r["state"] for r in mails(database, first["id"])]
                     == ["sent", "sent"], WAIT)
    sent = {r["recipient"]: r for r in mails(database, first["id"])}
    assert settings.newsletter_maildir is not None
    drop(settings.newsletter_maildir, dsn("ann@example.org", sent["ann@example.org"]
                                          ["message_id"]))
    drop(settings.newsletter_maildir, dsn("bob@example.org", "<other@x>", status="4.2.2",
                                          action="delayed"))  # a delay is no bounce
    sender_of(app).wake()
    folder = settings.newsletter_maildir
    await eventually(lambda: status_of(store, "ann@example.org") == "bounced"
                     and not list((folder / "new").iterdir()), WAIT)
    assert status_of(store, "bob@example.org") == "subscribed"
    assert mails(database, first["id"])[0]["bounced_at"] is not None
    assert not list((settings.newsletter_maildir / "new").iterdir())  # read once, moved
    assert len(list((settings.newsletter_maildir / "cur").iterdir())) == 2
    second = await send(client, ["home-auto"], force=True)
    await eventually(lambda: len(relay.messages) == 3, WAIT)
    assert relay.count("ann@example.org") == 1 and relay.count("bob@example.org") == 2
    assert [r["recipient"] for r in mails(database, second["id"])] == ["bob@example.org"]
    links = SubscriberLinks.of_instance(settings.instance_dir)
    assert read_maildir(store, settings.newsletter_maildir, links, 0.0) == 0


async def test_an_arf_complaint_and_a_mailto_unsubscribe_from_the_maildir(
        app: Quart, settings: Settings) -> None:
    store = desk_of(app).store
    annoyed = add_subscriber(store, "cy@example.org", ["business"])
    leaving = add_subscriber(store, "dee@example.org", ["business"])
    links = SubscriberLinks.of_instance(settings.instance_dir)
    folder = settings.newsletter_maildir
    assert folder is not None
    drop(folder, arf("cy@example.org", "<unknown@www.harborpoint.example>"))
    mailto = EmailMessage()
    mailto["Subject"] = f"unsubscribe {links.token(leaving, 7)}"
    mailto.set_content("")
    drop(folder, mailto)
    forged = EmailMessage()
    forged["Subject"] = f"unsubscribe {links.token(annoyed)[:-2]}xx"
    forged.set_content("")
    drop(folder, forged)
    assert read_maildir(store, folder, links, 100.0) == 3
    assert status_of(store, "cy@example.org") == "complained"
    assert status_of(store, "dee@example.org") == "unsubscribed"
    with store.reading() as db:
        events = db.execute("SELECT subscriber_id, type, data FROM subscriber_events "
                            "ORDER BY id").fetchall()
    assert sorted(events) == [(annoyed, "complained", '{"sendId": null, "via": "mailbox"}'),
                      (leaving, "unsubscribed", '{"sendId": 7, "via": "mailbox"}')]


async def test_the_webhook_takes_a_bounce_with_its_secret_only_and_nothing_more_goes(
        app: Quart, anonymous: QuartClient, client: StaffClient,
        relay: Relay) -> None:  # noqa: F811
    store = desk_of(app).store
    add_subscriber(store, "eve@example.org", ["home-auto"])
    add_subscriber(store, "fay@example.org", ["home-auto"])
    body = {"type": "bounce", "email": "Eve@Example.org"}
    for header in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": SECRET}):
        refused = await anonymous.post(FEEDBACK, json=body, headers=header)
        assert refused.status_code == 404
    assert status_of(store, "eve@example.org") == "subscribed"
    taken = await anonymous.post(FEEDBACK, json=body,
                                 headers={"Authorization": f"Bearer {SECRET}"})
    assert taken.status_code == 200 and (await taken.get_json()) == {"known": True}
    assert status_of(store, "eve@example.org") == "bounced"
    complaint = await anonymous.post(FEEDBACK, json={"type": "complaint", "email":
                                                     "eve@example.org"},
                                     headers={"Authorization": f"Bearer {SECRET}"})
    assert (await complaint.get_json()) == {"known": True}
    assert status_of(store, "eve@example.org") == "complained"
    nobody = await anonymous.post(FEEDBACK, json={"type": "bounce", "email": "x@example.org"},
                                  headers={"Authorization": f"Bearer {SECRET}"})
    assert (await nobody.get_json()) == {"known": False}
    bad = await anonymous.post(FEEDBACK, json={"type": "spam", "email": "x@example.org"},
                               headers={"Authorization": f"Bearer {SECRET}"})
    assert bad.status_code == 422
    made = await send(client, ["home-auto"])
    database = desk_of(app).store.database
    await eventually(lambda: [r["state"] for r in mails(database, made["id"])] == ["sent"], WAIT)
    assert [r[0] for r in relay.recipients] == ["fay@example.org"]


async def test_the_webhook_is_off_without_its_secret(settings: Settings) -> None:
    app = create_app(settings.replace(newsletter_feedback_secret=None))
    async with app.test_app():
        response = await app.test_client().post(
            FEEDBACK, json={"type": "bounce", "email": "a@b.example"},
            headers={"Authorization": "Bearer "})
    assert response.status_code == 404
