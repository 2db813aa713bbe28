"""The shapes of the request API for the OpenAPI document: the form a visitor posts, its
refusals, and what staff read about stored requests."""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pydantic import Field
from typing_extensions import TypedDict

from service.api.api_model import ApiModel
from service.api.booking_request import RequestBooking
from service.api.openapi import JSONObject
from service.requests.answer_checks import CALENDAR_DATE, ZIP
from service.requests.fields import CAMPAIGN_LIMIT, CONTACT_PREFERENCES, KINDS, LIMITS
from service.requests.kinds import REQUEST_KINDS, KindField
from service.requests.storage import MAIL_STATES, STATUSES
from service.requests.tokens import LIFETIME_SECONDS

EVENT_TYPES = ("received", "status", "assigned", "note", "mail-sent", "mail-failed", "mail-skipped",
               "forgotten", "contact", "consent", "intake-sent", "intake-revealed", "intake-edited",
               "intake-exported", "renewal-due", "booked", "booking-moved", "client")
NOTE_LIMIT = 5000
INTAKE_FLAG = ("true: a quote goes on to the detailed intake, stored as started with a token for "
               "it (its mails wait until the intake is sent).")
TOKEN_DESCRIPTION = (
    "From GET /api/requests/form-token, asked for from the same client address: at least "
    f"`minimumSeconds` and at most {LIFETIME_SECONDS // 60} minutes old, and good for one "
    "request. Any other token (expired, too new, spent or not issued here) is refused with 422.")


def _one_of(values: tuple[str, ...]) -> Any:
    return Field(json_schema_extra={"enum": list(values)})


class FormToken(ApiModel):
    """A token for one request form, and the least time in seconds a person takes to fill it."""

    token: str
    minimumSeconds: int


class FormSettings(ApiModel):
    """What the forms tell visitors."""

    retentionDays: int
    officeMail: bool
    minimumSeconds: int


class IntakeStarted(ApiModel):
    """The token this device goes on with the intake by (`Authorization: Intake <token>`)."""

    token: str


class RequestReceived(ApiModel):
    """The stored request's id, the reference the visitor quotes, and the thank-you sentence;
    `intake` when the quote was sent with `intake: true` (stored as started, no mail yet)."""

    id: int
    reference: str
    message: str
    intake: IntakeStarted | None = None


class MailState(ApiModel):
    state: str = _one_of(MAIL_STATES)
    attempts: int
    lastError: str | None


class RequestSource(TypedDict, total=False):
    """Where the request came from, as the form reported it; a key is left out when unknown."""

    page: str
    landing: str
    referrerHost: str
    utmSource: str
    utmMedium: str
    utmCampaign: str


class TimelineEvent(ApiModel):
    """One thing that happened to a request; `actor` is the staff member, null for the system.
    data: received {}, status {status, was?}, assigned {assignee}, note {text}, mail-sent
    {purpose}, mail-failed {purpose, error, final}, mail-skipped {purpose, reason},
    forgotten {requests}, contact {channel, note?} (at: when the visitor was reached), consent
    {text, page} (the sentence the visitor saw), intake-sent {steps}, intake-revealed {step,
    item?, field, label}, intake-edited {step, fields}, intake-exported {sensitive, format},
    renewal-due {renewalOn, days}, booking-moved {from, to}, client {client}; never an
    intake's answer."""

    id: int
    at: str
    actor: str | None
    type: str = _one_of(EVENT_TYPES)
    data: dict[str, Any]


class RequestHeading(ApiModel):
    """What names a request: its id and reference, kind, status and when it came."""

    id: int
    reference: str
    kind: str = _one_of(KINDS)
    status: str = _one_of(STATUSES)
    createdAt: str


class RelatedRequest(RequestHeading):
    """Another request of the same person (e-mail or phone) from 30 days around this one."""


def _details_shape() -> Any:
    """A TypedDict with one key per field request_kinds.json declares (a list of choices, or
    text), so that a new kind's answers are documented with no change here."""
    keys = {name: list[str] if field.check == "choices" else str
            for name, field in REQUEST_KINDS.fields.items()}
    shape = TypedDict("RequestDetails", keys, total=False)  # type: ignore[misc]
    shape.__doc__ = ("The kind's own answers: coverages and zip for a quote; policy number, "
                     "insurer, change and\nthe day it takes effect for a policy change.")
    return shape


if TYPE_CHECKING:  # the keys are known only once the declaration is read
    RequestDetails = dict[str, Any]
else:
    RequestDetails = _details_shape()


class StoredRequest(RequestHeading):
    """A visitor's request as staff read it; `details` holds the kind's own answers."""

    dueAt: str
    overdue: bool
    name: str
    email: str
    phone: str
    contactPreference: str
    message: str
    details: RequestDetails
    assignee: str | None
    source: RequestSource
    statusChangedBy: str | None
    statusChangedAt: str | None
    firstContactAt: str | None
    mail: MailState
    confirmation: MailState | None
    notesCount: int
    renewalOn: str | None = Field(description=(
        "The end of the current policy the quote intake gives (YYYY-MM-DD): its re-quote "
        "reminder's date; null without one."))
    booking: RequestBooking | None
    client: bool = Field(description="Marked a client by staff: may get the review link.")


class SourceTitles(ApiModel):
    """The titles of the pages in `source`; null where it names none or the site has no page."""

    page: str | None
    landing: str | None


class StoredRequestWithHistory(StoredRequest):
    """A request with its timeline, oldest first, the person's other recent requests, and the
    titles of the pages it came from."""

    timeline: list[TimelineEvent]
    related: list[RelatedRequest]
    sourceTitles: SourceTitles


# What a text answer of each check looks like, empty included.
ANSWER_PATTERNS = {"zip": f"^({ZIP.pattern})?$", "date": f"^({CALENDAR_DATE.pattern})?$"}


def _kind_answer(field: KindField, answer: Callable[..., JSONObject],
                 choice: Callable[[tuple[str, ...], str], JSONObject]) -> JSONObject:
    """One of a kind's own fields in the form's schema, as request_kinds.json declares it."""
    if field.check == "choices":
        return {"type": "array", "items": {"type": "string", "enum": list(field.choices)},
                "description": field.about}
    if field.check == "choice":
        return choice(tuple(field.choices), field.about)
    pattern = {"pattern": ANSWER_PATTERNS[field.check]} if field.check in ANSWER_PATTERNS else {}
    return answer(field.name, field.about, **pattern)


def _source_fields(text: str | list[str]) -> JSONObject:
    """Where the form was sent from: a value that does not fit is dropped, never refused."""
    page = "A path of this site, starting with one slash; left out when it does not fit."
    campaign = "A campaign tag of the page's address; left out when it does not fit."
    opened = f"The page the form was opened from. {page}"
    return {"sourcePage": {"type": text, "description": opened},
            "landingPage": {"type": text, "description": f"The visit's first page. {page}"},
            "referrerHost": {"type": text, "description": "The referring site's host name."},
            **{name: {"type": text, "description": f"{campaign} (at most {CAMPAIGN_LIMIT})"}
               for name in ("utmSource", "utmMedium", "utmCampaign")}}


def _form_fields(text: str | list[str]) -> JSONObject:
    """The request form's fields; `text` is the type of a text answer (null is empty in JSON,
    and a form post has only text)."""

    def answer(field: str, description: str = "", **schema: Any) -> JSONObject:
        return {"type": text, "maxLength": LIMITS[field], **schema,
                **({"description": description} if description else {})}

    def choice(values: tuple[str, ...], description: str) -> JSONObject:
        nullable = [None] if isinstance(text, list) else []
        return {"type": text, "enum": ["", *values, *nullable], "description": description}

    return {
        "type": "object",
        "required": ["kind", "name", "formToken"],
        "properties": {
            "kind": {"type": "string", "enum": [kind.id for kind in REQUEST_KINDS.form_kinds]},
            "name": {"type": "string", "minLength": 1, "maxLength": LIMITS["name"]},
            "email": answer("email", "An e-mail address; this or a phone number is needed."),
            "phone": answer("phone", "A 10-digit US phone number; this or an e-mail is needed."),
            "contactPreference": choice(CONTACT_PREFERENCES, "How to reach the visitor."),
            "message": answer("message"),
            **{field.name: _kind_answer(field, answer, choice)
               for field in REQUEST_KINDS.fields.values()},
            **_source_fields(text),
            "formToken": {"type": "string", "minLength": 1, "maxLength": LIMITS["formToken"],
                          "description": TOKEN_DESCRIPTION},
            "website": {"type": text, "maxLength": 0,
                        "description": "Left empty: a field people never see."},
            **({"intake": {"type": "boolean", "description": INTAKE_FLAG}}
               if isinstance(text, list) else {}),  # JSON only: a plain form post cannot go on
        },
    }


QUOTE_EXAMPLE: JSONObject = {
    "kind": "quote", "name": "Jordan Rivera", "email": "jordan@example.com",
    "phone": "(203) 555-0142", "contactPreference": "email", "coverages": ["auto", "home"],
    "zip": "06460", "message": "Two cars and a house in Milford.",
    "formToken": "the token from GET /api/requests/form-token", "website": ""}

FORM_BODY: JSONObject = {"required": True, "content": {
    "application/json": {"schema": _form_fields(["string", "null"]), "example": QUOTE_EXAMPLE},
    "application/x-www-form-urlencoded": {"schema": _form_fields("string")},
}}

# A refusal of the form: JSON, or a small page for a browser's plain form post (Accept: text/html).
FORM_REFUSAL_CONTENT: JSONObject = {
    "application/json": {"schema": {"$ref": "#/components/schemas/FormRefusal"}},
    "text/html": {"schema": {"type": "string"}},
}
FORM_RESPONSES: dict[int, JSONObject] = {
    303: {"description": "A browser's plain form post goes on to the thank-you page.",
          "headers": {"Location": {"required": True, "schema": {"type": "string"}}}},
    400: {"description": "The body could not be read, or the hidden field was filled.",
          "content": FORM_REFUSAL_CONTENT},
    403: {"description": "A post a browser marks as sent from another site's page, or a "
                         "read-only copy of the site.", "content": FORM_REFUSAL_CONTENT},
    413: {"description": "The request is too long to send.", "content": FORM_REFUSAL_CONTENT},
    422: {"description": "Fields to fix, or a form token that is not good (sent too fast, too "
                         "long after the form was loaded, a second time, or not issued to this "
                         "client).", "content": FORM_REFUSAL_CONTENT},
    429: {"description": "Several requests in a short time from this client.",
          "content": FORM_REFUSAL_CONTENT},
}

CHANGE_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "minProperties": 1,
    "properties": {"status": {"type": "string", "enum": list(STATUSES),
                              "description": "One of the statuses the request's kind takes."},
                   "assignee": {"type": ["string", "null"],
                                "description": "An active staff member's username; null "
                                               "unassigns."}}}}}}

NOTE_BODY: JSONObject = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["text"],
    "properties": {"text": {"type": "string", "minLength": 1, "maxLength": NOTE_LIMIT}}}}}}

FIELD_REFUSAL: dict[int, JSONObject] = {422: {
    "description": "A field that is not acceptable, named in `errors` with its sentence.",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/FormRefusal"}}}}}

CSV_ANSWER: dict[int, JSONObject] = {200: {
    "description": "The requests as CSV, one row each.",
    "headers": {"Content-Disposition": {"required": True, "schema": {"type": "string"}}},
    "content": {"text/csv": {"schema": {"type": "string"}}}}}
