"""The shapes of the staff booking API for the OpenAPI document: a week of hours, time off, a
day's bookings, and the bodies staff send."""

from pydantic import Field

from service.api.api_model import ApiModel
from service.api.openapi import JSONObject
from service.bookings.hours_rules import MOST_RANGES, NOTE_LIMIT, WEEKDAYS

BOOKING_ACTIONS = ("reschedule", "cancel", "no-show", "done")
BOOKING_STATUSES = ("booked", "cancelled", "no-show", "done")
_TIME = {"type": "string", "pattern": "^([01][0-9]|2[0-4]):[0-5][0-9]$",
         "description": "HH:MM on the quarter hour (24:00 ends a day)."}
_RANGE: JSONObject = {"type": "object", "required": ["from", "to"],
                      "properties": {"from": _TIME, "to": _TIME}}
WEEK_SCHEMA: JSONObject = {
    "type": "object", "additionalProperties": False,
    "description": "Each weekday's ranges of bookable hours (none or empty: not bookable that "
                   "day); ranges of a day may not overlap, each ends after it starts.",
    "properties": {day: {"type": "array", "maxItems": MOST_RANGES, "items": _RANGE}
                   for day in WEEKDAYS}}
HOURS_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["week"], "properties": {"week": WEEK_SCHEMA}}}}}
TIME_OFF_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["firstDay"],
    "properties": {"firstDay": {"type": "string", "format": "date"},
                   "lastDay": {"type": "string", "format": "date",
                               "description": "Left out: the first day only."},
                   "note": {"type": "string", "maxLength": NOTE_LIMIT}}}}}}
BOOKING_ACTION_BODY: JSONObject = {"required": True, "content": {"application/json": {
    "schema": {"type": "object", "required": ["action"],
               "properties": {"action": {"type": "string", "enum": list(BOOKING_ACTIONS)},
                              "start": {"type": "string", "format": "date-time",
                                        "description": "For reschedule: the new start, "
                                                       "ISO 8601 UTC."}}}}}}
CLIENT_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["client"], "properties": {"client": {"type": "boolean"}}}}}}


class HoursRange(ApiModel):
    """One range of a day's hours."""

    from_: str = Field(alias="from")
    to: str


class BookingHours(ApiModel):
    """A team member's weekly booking hours; `week` null while they use the office's hours."""

    member: str
    name: str
    week: dict[str, list[HoursRange]] | None


class TimeOff(ApiModel):
    """Days a team member takes no bookings, both ends included."""

    id: int
    firstDay: str
    lastDay: str
    note: str


class TimeOffList(ApiModel):
    """A team member's time off, the earliest first."""

    member: str
    timeOff: list[TimeOff]


class DayBooking(ApiModel):
    """A booking on the day view."""

    requestId: int
    reference: str
    type: str
    title: str
    start: str
    end: str
    place: str
    status: str = Field(json_schema_extra={"enum": list(BOOKING_STATUSES)})
    name: str
    phone: str
    member: str


class TeamMember(ApiModel):
    """A team member whose day an owner may switch to."""

    id: str
    name: str


class DayBookings(ApiModel):
    """The bookings of one of the agency's days, the earliest first, of one member (null: all)."""

    day: str
    member: str | None
    bookings: list[DayBooking]
    members: list[TeamMember]


class BookingAnswer(ApiModel):
    """A question of the meeting type and the visitor's answer."""

    id: str
    label: str
    answer: str


class BookingDetail(ApiModel):
    """The booking of a request: its time, type, place, member and the visitor's answers."""

    requestId: int
    reference: str
    type: str
    title: str
    member: str
    place: str
    start: str
    end: str
    status: str
    sequence: int
    answers: list[BookingAnswer]
