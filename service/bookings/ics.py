"""A booking as an RFC 5545 calendar invitation: one VEVENT in the agency's zone, with that
zone's VTIMEZONE built from zoneinfo's transitions, CRLF lines folded at 75 octets."""

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from zoneinfo import ZoneInfo

PRODID = "-//Milford agency site//Bookings//EN"
LINE_OCTETS = 75
UTC = dt.UTC
# Text values escape these (RFC 5545 3.3.11); other control characters are dropped.
TEXT_ESCAPES = {"\\": "\\\\", ";": "\\;", ",": "\\,", "\n": "\\n"}


@dataclass(frozen=True)
class Invitation:
    """What one invitation says; `cancelled` makes it METHOD:CANCEL, STATUS:CANCELLED."""

    uid: str
    sequence: int
    start: float
    end: float
    zone: str
    summary: str
    location: str
    description: str
    organizer_name: str
    organizer_email: str
    attendee_name: str
    attendee_email: str
    cancelled: bool = False


def escape_text(value: str) -> str:
    """A TEXT value: backslash, semicolon, comma and line breaks escaped, controls dropped."""
    value = value.replace("\r\n", "\n").replace("\r", "\n")
    kept = "".join(ch for ch in value if ch in "\n\t" or (ch >= " " and ch != "\x7f"))
    return "".join(TEXT_ESCAPES.get(ch, ch) for ch in kept)


def param_text(value: str) -> str:
    """A parameter value (a CN): quoted, with no quote or control character in it."""
    kept = "".join(ch for ch in value if ch >= " " and ch not in '"\x7f')
    return f'"{kept}"'


def fold(line: str) -> str:
    """The line cut into pieces of at most 75 octets, never inside a UTF-8 character, each
    continuation starting with one space."""
    pieces: list[str] = []
    current, size, limit = "", 0, LINE_OCTETS
    for ch in line:
        width = len(ch.encode("utf-8"))
        if size + width > limit:
            pieces.append(current)
            current, size, limit = " ", 1, LINE_OCTETS
        current += ch
        size += width
    pieces.append(current)
    return "\r\n".join(pieces)


def _utc(seconds: float) -> str:
    return dt.datetime.fromtimestamp(seconds, UTC).strftime("%Y%m%dT%H%M%SZ")


def _local(seconds: float, zone: ZoneInfo) -> str:
    return dt.datetime.fromtimestamp(seconds, zone).strftime("%Y%m%dT%H%M%S")


def _offset(seconds: float, zone: ZoneInfo) -> dt.timedelta:
    offset = dt.datetime.fromtimestamp(seconds, zone).utcoffset()
    assert offset is not None
    return offset


def transitions(zone: ZoneInfo, first_year: int, last_year: int) -> list[float]:
    """The instants (UTC seconds) the zone's offset changes in those years, found day by day
    and then to the second."""
    found: list[float] = []
    day = dt.datetime(first_year, 1, 1, tzinfo=UTC).timestamp()
    end = dt.datetime(last_year + 1, 1, 1, tzinfo=UTC).timestamp()
    while day < end:
        low, high = day, day + 86400
        if _offset(low, zone) != _offset(high, zone):
            while high - low > 1:  # the first second of the new offset
                middle = (low + high) // 2
                low, high = (middle, high) if _offset(middle, zone) == _offset(low, zone) \
                    else (low, middle)
            found.append(high)
        day += 86400
    return found


def _hours(offset: dt.timedelta) -> str:
    minutes = int(offset.total_seconds()) // 60
    sign = "-" if minutes < 0 else "+"
    return f"{sign}{abs(minutes) // 60:02d}{abs(minutes) % 60:02d}"


def vtimezone(name: str, start: float, end: float) -> list[str]:
    """The zone's VTIMEZONE: every change of offset from a year before the event's to the end
    of its last year, each as a STANDARD or DAYLIGHT part starting in the old offset's time."""
    zone = ZoneInfo(name)
    first, last = (dt.datetime.fromtimestamp(t, zone).year for t in (start, end))
    lines = ["BEGIN:VTIMEZONE", f"TZID:{name}"]
    changes = transitions(zone, first - 1, last)
    if not changes:  # a zone without changes: one standard part from the epoch
        offset = _hours(_offset(start, zone))
        tzname = dt.datetime.fromtimestamp(start, zone).tzname() or name
        return [*lines, "BEGIN:STANDARD", "DTSTART:19700101T000000", f"TZOFFSETFROM:{offset}",
                f"TZOFFSETTO:{offset}", f"TZNAME:{escape_text(tzname)}", "END:STANDARD",
                "END:VTIMEZONE"]
    for instant in changes:
        after = dt.datetime.fromtimestamp(instant, zone)
        before = _offset(instant - 1, zone)
        part = "DAYLIGHT" if after.dst() else "STANDARD"
        onset = (dt.datetime.fromtimestamp(instant, UTC) + before).strftime("%Y%m%dT%H%M%S")
        lines += [f"BEGIN:{part}", f"DTSTART:{onset}", f"TZOFFSETFROM:{_hours(before)}",
                  f"TZOFFSETTO:{_hours(_offset(instant, zone))}",
                  f"TZNAME:{escape_text(after.tzname() or name)}", f"END:{part}"]
    return [*lines, "END:VTIMEZONE"]


def _event(invite: Invitation, stamp: float) -> Iterator[str]:
    zone = ZoneInfo(invite.zone)
    yield from ("BEGIN:VEVENT", f"UID:{escape_text(invite.uid)}",
                f"SEQUENCE:{invite.sequence}", f"DTSTAMP:{_utc(stamp)}",
                f"DTSTART;TZID={invite.zone}:{_local(invite.start, zone)}",
                f"DTEND;TZID={invite.zone}:{_local(invite.end, zone)}",
                f"SUMMARY:{escape_text(invite.summary)}",
                f"LOCATION:{escape_text(invite.location)}",
                f"DESCRIPTION:{escape_text(invite.description)}",
                f"ORGANIZER;CN={param_text(invite.organizer_name)}:mailto:"
                f"{invite.organizer_email}")
    if invite.attendee_email:
        yield (f"ATTENDEE;CN={param_text(invite.attendee_name)};ROLE=REQ-PARTICIPANT;"
               f"PARTSTAT={'DECLINED' if invite.cancelled else 'ACCEPTED'};RSVP=FALSE:mailto:"
               f"{invite.attendee_email}")
    yield f"STATUS:{'CANCELLED' if invite.cancelled else 'CONFIRMED'}"
    yield "TRANSP:OPAQUE"
    yield "END:VEVENT"


def calendar(invite: Invitation, stamp: float) -> str:
    """The whole VCALENDAR, METHOD:REQUEST (or CANCEL), as CRLF text ready to attach."""
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", f"PRODID:{PRODID}", "CALSCALE:GREGORIAN",
             f"METHOD:{'CANCEL' if invite.cancelled else 'REQUEST'}",
             *vtimezone(invite.zone, invite.start, invite.end), *_event(invite, stamp),
             "END:VCALENDAR"]
    return "".join(fold(line) + "\r\n" for line in lines)
