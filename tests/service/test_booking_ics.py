"""The booking's calendar invitation, read back by a real iCalendar library (icalendar): UID,
SEQUENCE, the start in the agency's zone, its VTIMEZONE across a DST change, the CANCEL method,
lines folded at 75 octets without splitting a character, and text escaped."""

import datetime as dt
from zoneinfo import ZoneInfo

import icalendar

from service.bookings.ics import Invitation, calendar, escape_text, fold, transitions
from service.content.agency_zone import TIME_ZONE_NAME as AGENCY_ZONE

ZONE = ZoneInfo(AGENCY_ZONE)
STAMP = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC).timestamp()


def at(*parts: int) -> float:
    return dt.datetime(*parts, tzinfo=ZONE).timestamp()  # type: ignore[misc]


def invitation(**changes: object) -> Invitation:
    values: dict[str, object] = dict(
        uid="b-4f1c2a@agency.example", sequence=0, start=at(2026, 12, 1, 9, 0),
        end=at(2026, 12, 1, 9, 15), zone=AGENCY_ZONE, summary="Quote call with Eleanor",
        location="Phone: we call you at (203) 555-0100", description="Reference BK-1",
        organizer_name="Harbor Point Insurance", organizer_email="office@agency.example",
        attendee_name="Ann Lee", attendee_email="ann@example.com")
    return Invitation(**(values | changes))  # type: ignore[arg-type]


def event_of(text: str) -> icalendar.Event:
    parsed = icalendar.Calendar.from_ical(text)
    events = parsed.walk("VEVENT")
    assert len(events) == 1
    return events[0]


def test_the_invitation_parses_with_its_uid_sequence_and_local_start() -> None:
    text = calendar(invitation(sequence=3), STAMP)
    parsed = icalendar.Calendar.from_ical(text)
    assert str(parsed["METHOD"]) == "REQUEST"
    event = event_of(text)
    assert str(event["UID"]) == "b-4f1c2a@agency.example"
    assert int(event["SEQUENCE"]) == 3
    start = event.decoded("DTSTART")
    assert start == dt.datetime(2026, 12, 1, 9, 0, tzinfo=ZONE)
    assert event["DTSTART"].params["TZID"] == AGENCY_ZONE
    assert start.astimezone(dt.UTC) == dt.datetime(2026, 12, 1, 14, 0, tzinfo=dt.UTC)
    assert event.decoded("DTEND") - start == dt.timedelta(minutes=15)
    assert str(event["STATUS"]) == "CONFIRMED"
    assert str(event["ORGANIZER"]) == "mailto:office@agency.example"
    assert str(event["ATTENDEE"]) == "mailto:ann@example.com"
    assert event.decoded("DTSTAMP") == dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)
    # Round trip: the library writes back what it read, and it reads the same event again.
    again = event_of(parsed.to_ical().decode("utf-8"))
    assert again.decoded("DTSTART") == start and str(again["UID"]) == str(event["UID"])


def test_a_cancellation_is_method_cancel_with_the_same_uid() -> None:
    text = calendar(invitation(sequence=2, cancelled=True), STAMP)
    parsed = icalendar.Calendar.from_ical(text)
    assert str(parsed["METHOD"]) == "CANCEL"
    event = event_of(text)
    assert str(event["STATUS"]) == "CANCELLED" and int(event["SEQUENCE"]) == 2
    assert str(event["UID"]) == "b-4f1c2a@agency.example"


def test_the_vtimezone_names_the_changes_around_a_meeting_across_dst() -> None:
    # A booking on the Monday after DST ends: the VTIMEZONE must give EDT -> EST on Nov 1, 2026.
    text = calendar(invitation(start=at(2026, 11, 2, 10, 0), end=at(2026, 11, 2, 10, 30)), STAMP)
    zone = icalendar.Calendar.from_ical(text).walk("VTIMEZONE")[0]
    assert str(zone["TZID"]) == AGENCY_ZONE
    parts = [(part.name, part.decoded("DTSTART"), str(part["TZOFFSETFROM"].to_ical()),
              str(part["TZOFFSETTO"].to_ical())) for part in zone.subcomponents]
    assert ("STANDARD", dt.datetime(2026, 11, 1, 2, 0), "-0400", "-0500") in parts
    assert ("DAYLIGHT", dt.datetime(2026, 3, 8, 2, 0), "-0500", "-0400") in parts
    # The start is read in the agency's zone: standard time (EST) again.
    start = event_of(text).decoded("DTSTART")
    assert start.utcoffset() == dt.timedelta(hours=-5)
    assert start.astimezone(dt.UTC).hour == 15


def test_transitions_are_the_zone_offset_changes_to_the_second() -> None:
    changes = transitions(ZONE, 2027, 2027)
    assert [dt.datetime.fromtimestamp(t, dt.UTC) for t in changes] == [
        dt.datetime(2027, 3, 14, 7, 0, tzinfo=dt.UTC),
        dt.datetime(2027, 11, 7, 6, 0, tzinfo=dt.UTC)]


def test_lines_are_crlf_and_folded_at_75_octets_without_splitting_a_character() -> None:
    summary = "Policy review — Zoë\u2019s café " * 8
    text = calendar(invitation(summary=summary, description="ü" * 100), STAMP)
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", "")
    lines = text.split("\r\n")[:-1]
    assert all(len(line.encode("utf-8")) <= 75 for line in lines)
    assert any(line.startswith(" ") for line in lines)
    assert str(event_of(text)["SUMMARY"]) == summary
    assert str(event_of(text)["DESCRIPTION"]) == "ü" * 100
    folded = fold("X:" + "é" * 50)
    assert [len(piece.encode("utf-8")) for piece in folded.split("\r\n")] == [74, 29]


def test_text_is_escaped_and_a_visitor_cannot_add_a_property() -> None:
    hostile = "Ann; Lee, Jr.\\ \r\nATTENDEE:mailto:evil@example.com\x07"
    assert escape_text(hostile) == "Ann\\; Lee\\, Jr.\\\\ \\nATTENDEE:mailto:evil@example.com"
    text = calendar(invitation(description=hostile, attendee_name='Ann "x" Lee:;'), STAMP)
    event = event_of(text)
    assert str(event["DESCRIPTION"]) == hostile.replace("\r\n", "\n").replace("\x07", "")
    assert str(event["ATTENDEE"]) == "mailto:ann@example.com"
    assert event["ATTENDEE"].params["CN"] == "Ann x Lee:;"
    assert "\r\nATTENDEE:mailto:evil" not in text
