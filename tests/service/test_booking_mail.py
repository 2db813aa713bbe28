"""The booking mails through the outbox, against a real SMTP server (aiosmtpd): the visitor's and
the staff member's, each with an invitation icalendar reads (UID, SEQUENCE, the agency's zone,
CANCEL), the visitor's manage link, and the reminders: due at their time, sent once even across a
restart and an SMTP outage, dropped when the booking moved, was cancelled or has begun."""

import datetime as dt
import json
import logging
import re
from email.message import EmailMessage
from typing import Any

import icalendar
import pytest
from quart import Quart

from service.app import create_app
from service.bookings.links import open_link
from service.config import Settings
from service.config_file import SettingsError
from service.requests.outbox import retry_delay
from tests.clock import epoch, place
from tests.conftest import eventually
from tests.service.booking_rows import STAFF, VISITOR, booked_call, change_booking
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import (  # noqa: F401 (fixtures)
    Mailbox,
    mailbox,
    settings,
    smtp_port,
    start_smtp,
)

PUBLIC = "https://harborpoint.example"
MANAGE = re.compile(rf"{re.escape(PUBLIC)}/book/manage#link=([A-Za-z0-9_-]+)")
NOW = epoch("2026-11-24 10:00")  # the app fixture's clock: Tuesday 10:00 in Milford
START = epoch("2026-12-01 09:00")  # the next Tuesday, 9:00 EST
HOUR = 3600


def invite(message: EmailMessage) -> tuple[str, icalendar.Calendar]:
    """The message's calendar attachment: its Content-Type method and the parsed calendar."""
    parts = [part for part in message.iter_attachments()
             if part.get_content_type() == "text/calendar"]
    assert len(parts) == 1, message
    return parts[0].get_param("method"), icalendar.Calendar.from_ical(parts[0].get_content())


def text_of(message: EmailMessage) -> str:
    body = message.get_body(("plain",))
    assert body is not None
    return str(body.get_content())


def event(message: EmailMessage) -> Any:
    return invite(message)[1].walk("VEVENT")[0]


def mail_rows(app: Quart, request_id: int) -> list[tuple[str, str, float]]:
    with desk_of(app).store.reading() as db:
        return [tuple(row) for row in db.execute(
            "SELECT purpose, state, next_attempt_at FROM mails WHERE request_id = ? ORDER BY id",
            (request_id,))]


async def deliver(app: Quart, at: float) -> None:
    place(desk_of(app).clock, at, running=False)
    await desk_of(app).outbox.deliver_due()


async def test_both_get_a_calendar_invitation_and_the_visitor_a_working_manage_link(
        app: Quart, mailbox: Mailbox, caplog: pytest.LogCaptureFixture) -> None:  # noqa: F811
    caplog.set_level(logging.DEBUG)
    store = desk_of(app).store
    request_id = booked_call(store, START, NOW)
    await deliver(app, NOW)
    await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
    visitor, staff = mailbox.to(VISITOR)[0], mailbox.to(STAFF)[0]
    assert visitor["Subject"].startswith("Confirmed: your quote call on Tuesday, December 1, "
                                         "2026, 9:00 AM EST (")
    for message in (visitor, staff):
        method, calendar = invite(message)
        assert method == "REQUEST" and str(calendar["METHOD"]) == "REQUEST"
        found = event(message)
        assert int(found["SEQUENCE"]) == 0 and str(found["UID"]).endswith("@agency.example")
        assert found["DTSTART"].params["TZID"] == "America/New_York"
        assert found.decoded("DTSTART").astimezone(dt.UTC) == dt.datetime(
            2026, 12, 1, 14, 0, tzinfo=dt.UTC)
        assert str(found["ATTENDEE"]) == f"mailto:{VISITOR}"
    assert str(event(visitor)["UID"]) == str(event(staff)["UID"])
    text = text_of(visitor)
    assert "To change or cancel it until Tuesday, December 1, 2026, 7:00 AM EST" in text
    link = MANAGE.search(text)
    assert link, text
    with store.reading() as db:
        assert open_link(db, "manage", link.group(1), NOW).request_id == request_id
    assert link.group(1) not in caplog.text  # the link reaches no log
    staff_text = text_of(staff)
    assert "Ann Lee" in staff_text and "(203) 555-0100" in staff_text
    assert "about: Two cars; one teen driver" in staff_text
    assert f"{PUBLIC}/admin/requests/{request_id}" in staff_text
    assert not MANAGE.search(staff_text)  # the staff member's mail never carries the link


async def test_a_move_raises_the_sequence_and_a_cancellation_is_method_cancel(
        app: Quart, mailbox: Mailbox) -> None:  # noqa: F811
    store = desk_of(app).store
    request_id = booked_call(store, START, NOW)
    await deliver(app, NOW)
    await eventually(lambda: len(mailbox.to(VISITOR)) == 1, seconds=10)
    change_booking(store, request_id, "moved", NOW + 60, start=START + 2 * HOUR)
    await deliver(app, NOW + 60)
    await eventually(lambda: len(mailbox.to(VISITOR)) == 2, seconds=10)
    moved = mailbox.to(VISITOR)[1]
    assert moved["Subject"].startswith("Changed: your quote call on Tuesday, December 1, 2026, "
                                       "11:00 AM EST")
    assert int(event(moved)["SEQUENCE"]) == 1
    assert str(event(moved)["UID"]) == str(event(mailbox.to(VISITOR)[0])["UID"])
    change_booking(store, request_id, "cancelled", NOW + 120)
    await deliver(app, NOW + 120)
    await eventually(lambda: len(mailbox.to(VISITOR)) == 3 and len(mailbox.to(STAFF)) == 3,
                     seconds=10)
    for cancelled in (mailbox.to(VISITOR)[2], mailbox.to(STAFF)[2]):
        method, calendar = invite(cancelled)
        assert method == "CANCEL" and str(calendar["METHOD"]) == "CANCEL"
        assert int(event(cancelled)["SEQUENCE"]) == 2
        assert str(event(cancelled)["STATUS"]) == "CANCELLED"
    assert not MANAGE.search(text_of(mailbox.to(VISITOR)[2]))
    assert f"{PUBLIC}/book" in text_of(mailbox.to(VISITOR)[2])


async def test_reminders_are_rows_due_a_day_and_an_hour_before_and_follow_a_move(
        app: Quart, mailbox: Mailbox) -> None:  # noqa: F811
    store = desk_of(app).store
    request_id = booked_call(store, START, NOW)
    await deliver(app, NOW)
    await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
    reminders = [(state, at) for purpose, state, at in mail_rows(app, request_id)
                 if purpose == "booking-reminder"]
    assert reminders == [("pending", START - 24 * HOUR), ("pending", START - HOUR)]
    change_booking(store, request_id, "moved", NOW + 60, start=START + 2 * HOUR)
    await deliver(app, NOW + 60)
    await eventually(lambda: len(mailbox.to(VISITOR)) == 2, seconds=10)
    reminders = [(state, at) for purpose, state, at in mail_rows(app, request_id)
                 if purpose == "booking-reminder"]
    assert reminders == [("off", START - 24 * HOUR), ("off", START - HOUR),
                         ("pending", START + 2 * HOUR - 24 * HOUR),
                         ("pending", START + HOUR)]


async def test_the_reminder_arrives_once_even_after_a_restart(
        settings: Settings, mailbox: Mailbox) -> None:  # noqa: F811
    first = create_app(settings)
    async with first.test_app():
        booked_call(desk_of(first).store, START, NOW)
        await deliver(first, NOW)
        await eventually(lambda: len(mailbox.to(VISITOR)) == 1, seconds=10)
        await deliver(first, START - 25 * HOUR)
        assert len(mailbox.to(VISITOR)) == 1  # not yet due
        await deliver(first, START - 24 * HOUR)
        await eventually(lambda: len(mailbox.to(VISITOR)) == 2, seconds=10)
    reminder = mailbox.to(VISITOR)[1]
    assert reminder["Subject"] == ("Reminder: your quote call on Tuesday, December 1, 2026, "
                                   "9:00 AM EST")
    assert MANAGE.search(text_of(reminder))
    again = create_app(settings)  # a restart: a new process over the same instance folder
    async with again.test_app():
        await deliver(again, START - 23 * HOUR)
        await deliver(again, START - HOUR)
        await eventually(lambda: len(mailbox.to(VISITOR)) == 3, seconds=10)
        await deliver(again, START - HOUR + 60)
    assert [m["Subject"].split(":")[0] for m in mailbox.to(VISITOR)] == [
        "Confirmed", "Reminder", "Reminder"]


async def test_a_reminder_waits_out_an_smtp_outage(
        app: Quart, smtp_port: int) -> None:  # noqa: F811
    request_id = booked_call(desk_of(app).store, START, NOW, staff_email=None)
    controller, box = start_smtp(smtp_port)
    try:
        await deliver(app, NOW)
        await eventually(lambda: len(box.messages) == 1, seconds=10)
    finally:
        controller.stop()
    await deliver(app, START - HOUR)  # the server is down: the attempt fails, the row waits
    # The day-before reminder, late now, is dropped beside the hour-before one, which waits.
    assert [(state, at) for purpose, state, at in mail_rows(app, request_id)
            if purpose == "booking-reminder"] == [
        ("off", START - 24 * HOUR), ("pending", START - HOUR + retry_delay(1))]
    controller, box = start_smtp(smtp_port)
    try:
        await deliver(app, START - HOUR + retry_delay(1))
        await eventually(lambda: len(box.messages) == 1, seconds=10)
    finally:
        controller.stop()
    assert box.messages[0]["Subject"].startswith("Reminder: ")


@pytest.mark.parametrize("why", ["cancelled", "started"])
async def test_no_reminder_for_a_cancelled_or_begun_booking(
        app: Quart, mailbox: Mailbox, why: str) -> None:  # noqa: F811
    store = desk_of(app).store
    request_id = booked_call(store, START, NOW)
    await deliver(app, NOW)
    await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
    if why == "cancelled":  # staff set the status without a notice: the send-time check holds
        with store.transaction() as db:
            db.execute("UPDATE requests SET status = 'cancelled' WHERE id = ?", (request_id,))
        await deliver(app, START - HOUR)
    else:  # the service was down through both reminder times and starts after the call began
        await deliver(app, START + 60)
    assert len(mailbox.messages) == 2
    states = [state for purpose, state, _ in mail_rows(app, request_id)
              if purpose == "booking-reminder"]
    assert states == ["off", "off"]
    with store.reading() as db:
        skipped = db.execute("SELECT data FROM events WHERE request_id = ? AND type = "
                             "'mail-skipped'", (request_id,)).fetchall()
    reason = "not-booked" if why == "cancelled" else "started"
    assert [row[0] for row in skipped] == [f'{{"purpose": "booking-reminder", "reason": '
                                           f'"{reason}"}}'] * 2


@pytest.mark.parametrize(("given", "seconds"), [
    (None, (24 * HOUR, HOUR)), ("2d, 90m", (48 * HOUR, 90 * 60)), ("1h,1h,24h", (24 * HOUR, HOUR)),
    ("none", ())])
def test_the_reminder_times_are_a_setting(given: str | None, seconds: tuple[int, ...]) -> None:
    environ = {} if given is None else {"AGENCY_BOOKING_REMINDERS": given}
    assert Settings.from_env(environ).booking_reminders == seconds


@pytest.mark.parametrize("given", ["5x", "0h", "h", "24h;1h", "-1h"])
def test_other_reminder_times_are_refused(given: str) -> None:
    with pytest.raises(SettingsError, match="AGENCY_BOOKING_REMINDERS must be times before"):
        Settings.from_env({"AGENCY_BOOKING_REMINDERS": given})


async def test_with_no_reminders_set_none_is_queued(settings: Settings,  # noqa: F811
                                                    mailbox: Mailbox) -> None:  # noqa: F811
    app = create_app(settings.replace(booking_reminders="none"))
    async with app.test_app():
        request_id = booked_call(desk_of(app).store, START, NOW)
        await deliver(app, NOW)
        await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
        assert [purpose for purpose, _, _ in mail_rows(app, request_id)] == [
            "booking-visitor", "booking-staff"]


def test_an_address_that_cannot_stand_in_a_header_gets_no_mail(app: Quart) -> None:
    request_id = booked_call(desk_of(app).store, START, NOW,
                             email="ann@example.com\r\nBcc: victim@example.com",
                             staff_email="not an address")
    assert mail_rows(app, request_id) == []


async def test_the_mails_call_the_meeting_by_its_title_in_the_content(
        settings: Settings, mailbox: Mailbox) -> None:  # noqa: F811
    booking_file = settings.content_dir / "copy" / "booking.json"
    booking = json.loads(booking_file.read_text("utf-8"))
    for meeting in booking["types"]:
        if meeting["id"] == "quote-call":
            meeting["title"] = "Coffee and coverage chat"
    booking_file.write_text(json.dumps(booking), "utf-8")
    app = create_app(settings)
    async with app.test_app():
        request_id = booked_call(desk_of(app).store, START, NOW)
        await deliver(app, NOW)
        await eventually(lambda: len(mailbox.messages) == 2, seconds=10)
        assert mailbox.to(VISITOR)[0]["Subject"].startswith(
            "Confirmed: your coffee and coverage chat on Tuesday, December 1, 2026")
        staff_subject = mailbox.to(STAFF)[0]["Subject"]
        assert staff_subject.endswith(": Coffee and coverage chat with Ann Lee")
        assert "Coffee and coverage chat" in str(event(mailbox.to(VISITOR)[0])["SUMMARY"])
        assert request_id
