"""The shapes of the public booking API for the OpenAPI document: the meeting types, the open
times, the booking a visitor posts and its answers."""

from typing import Literal

from pydantic import Field

from service.api.api_model import ApiModel
from service.api.openapi import JSONObject, query
from service.api.request_answers import TOKEN_DESCRIPTION
from service.bookings.availability import Refusal
from service.content import TIME_ZONE_NAME, Question
from service.requests.fields import LIMITS

Place = Literal["phone", "office", "video"]
MAX_DAYS, DEFAULT_DAYS = 14, 7
ANSWER_LIMIT = 500
ISO_UTC = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?Z$"


class OfferedType(ApiModel):
    """A meeting type as a visitor chooses it."""

    id: str
    title: str
    description: str
    durationMinutes: int
    places: list[Place]
    questions: list[Question]


class BookingTypes(ApiModel):
    """The booking page's introduction, the agency's time zone and the types offered."""

    intro: str
    zone: str = Field(json_schema_extra={"enum": [TIME_ZONE_NAME]})
    types: list[OfferedType]


class OpenDay(ApiModel):
    """A day in the agency's zone (YYYY-MM-DD) and its open starts (ISO 8601 UTC)."""

    date: str
    slots: list[str]


class OpenSlots(ApiModel):
    """The type's open starts day by day, and the first three from now."""

    type: str
    zone: str
    days: list[OpenDay]
    next: list[str]


class NextSlots(ApiModel):
    """The first active type's next open starts (the request-received page offers them)."""

    type: str | None
    slots: list[str]


class Booked(ApiModel):
    """The stored booking: its reference, type, times, place, and the manage link's token
    (`Authorization: Booking <manage>` reschedules or cancels it, until it starts)."""

    reference: str
    type: str
    start: str
    end: str
    place: Place
    manage: str


SLOT_PARAMETERS: list[JSONObject] = [
    query("type", {"type": "string"}, "The meeting type's id (GET /api/booking/types)."),
    query("from", {"type": "string", "format": "date"},
          "The first day (YYYY-MM-DD, agency's zone); left out: today."),
    query("days", {"type": "integer", "minimum": 1, "maximum": MAX_DAYS,
                   "default": DEFAULT_DAYS}, "How many days from `from`.")]
NEXT_PARAMETERS: list[JSONObject] = [
    query("count", {"type": "integer", "minimum": 1, "maximum": 10, "default": 3},
          "How many open starts.")]

BOOKING_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "title": "BookingPosted",
    "required": ["type", "start", "place", "name", "email", "consent", "formToken"],
    "properties": {
        "type": {"type": "string", "description": "The meeting type's id."},
        "start": {"type": "string", "pattern": ISO_UTC,
                  "description": "An open start, ISO 8601 UTC with Z."},
        "place": {"type": "string", "enum": ["phone", "office", "video"]},
        "name": {"type": "string", "minLength": 1, "maxLength": LIMITS["name"]},
        "email": {"type": "string", "maxLength": LIMITS["email"]},
        "phone": {"type": "string", "maxLength": LIMITS["phone"],
                  "description": "A 10-digit US phone number (needed for a phone meeting)."},
        "answers": {"type": "object", "description": "Each question's answer by its id.",
                    "additionalProperties": {"type": "string", "maxLength": ANSWER_LIMIT}},
        "consent": {"type": "boolean", "enum": [True]},
        "formToken": {"type": "string", "description": TOKEN_DESCRIPTION},
        "website": {"type": "string", "maxLength": 0, "description": "Left empty (honeypot)."},
        "zone": {"type": ["string", "null"], "maxLength": 64,
                 "description": "The visitor's IANA time zone, for their mails."},
        "review": {"type": ["string", "null"], "maxLength": 200,
                   "description": "A review link's token: the booking is that client's review."},
    }, "additionalProperties": False}}}}
TAKEN_SCHEMA: JSONObject = {
    "type": "object", "title": "SlotRefusal",
    "properties": {"message": {"type": "string"},
                   "reason": {"type": "string", "enum": [reason.value for reason in Refusal]},
                   "nextFree": {"type": "array", "items": {"type": "string"}},
                   "errors": {"type": "object", "additionalProperties": {"type": "string"}}},
    "required": ["message"]}
BOOKING_RESPONSES: dict[int, JSONObject] = {
    409: {"description": "That time was just taken: `nextFree` gives the next open starts.",
          "content": {"application/json": {"schema": TAKEN_SCHEMA}}},
    422: {"description": "A field to fix (`errors`), or a start that is past, too soon, outside "
                         "hours, beyond the window or on a full day (`reason`, `nextFree`).",
          "content": {"application/json": {"schema": TAKEN_SCHEMA}}},
}
