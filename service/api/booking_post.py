"""A posted booking read into a draft: the type, the start, the place, the visitor's contact and
answers checked as the request forms check them, each problem named by its field."""

from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from service.api.booking_answers import ANSWER_LIMIT
from service.bookings.booking_db import BookingDraft
from service.bookings.setting import BookingSetting
from service.content import MeetingType
from service.requests.fields import EMAIL, LIMITS, MESSAGES, clean_text, is_us_phone, too_long
from service.requests.intake.form import INTAKE_FORM
from service.routes import meeting_address

CHECK_FIELDS: str = MESSAGES["checkFields"]
ZONE_LIMIT = 64
TOKEN_LIMIT = 200
PROBLEMS = {
    "type": "Choose one of the meetings we offer.",
    "start": "Choose one of the open times.",
    "place": "Choose where we meet.",
    "email": "Add your e-mail address: your confirmation goes there.",
    "phone": "Add a phone number we can call you at.",
    "consent": "Please agree so we can keep your booking.",
    "answer": "Please answer this question.",
}


class PostRefused(Exception):
    def __init__(self, status: int, message: str, errors: dict[str, str]) -> None:
        super().__init__(message)
        self.status, self.message, self.errors = status, message, errors


def _text(raw: dict[str, Any], name: str, errors: dict[str, str], limit: int) -> str:
    value = raw.get(name)
    if value is None:
        return ""
    if not isinstance(value, str):
        errors[name] = MESSAGES["notText"]
        return ""
    value = clean_text(name, value)
    if len(value) > limit:
        errors[name] = too_long(limit)
    return value


def _start(value: object) -> float | None:
    """An ISO 8601 UTC time with Z, as the slots give them; None for anything else."""
    if not isinstance(value, str) or not value.endswith("Z") or len(value) > 25:
        return None
    try:
        moment = datetime.fromisoformat(value[:-1] + "+00:00")
    except ValueError:
        return None
    return moment.astimezone(UTC).timestamp()


def _zone(value: object) -> str | None:
    """The visitor's IANA zone when it is one (anything else is dropped, never refused)."""
    if not isinstance(value, str) or not value or len(value) > ZONE_LIMIT:
        return None
    try:
        ZoneInfo(value)
    except (ZoneInfoNotFoundError, ValueError):
        return None
    return value


def _answers(meeting: MeetingType, raw: object, errors: dict[str, str]) -> dict[str, str]:
    given = raw if isinstance(raw, dict) else {}
    answers = {}
    for question in meeting.questions:
        value = given.get(question.id)
        text = clean_text("message", value) if isinstance(value, str) else ""
        if len(text) > ANSWER_LIMIT:
            errors[f"answers.{question.id}"] = too_long(ANSWER_LIMIT)
        elif question.required and not text:
            errors[f"answers.{question.id}"] = PROBLEMS["answer"]
        if text:
            answers[question.id] = text
    return answers


def draft_of(raw: dict[str, Any], setting: BookingSetting) -> BookingDraft:
    """The checked draft, or PostRefused (404 for a type not offered, 422 naming each field)."""
    meeting = setting.copy.type(raw.get("type"))
    if meeting is None or not meeting.offered:
        raise PostRefused(404, "No meeting type of that name is offered.",
                          {"type": PROBLEMS["type"]})
    errors: dict[str, str] = {}
    start = _start(raw.get("start"))
    if start is None:
        errors["start"] = PROBLEMS["start"]
    place = raw.get("place")
    if place not in meeting.places:
        errors["place"] = PROBLEMS["place"]
    name = _text(raw, "name", errors, LIMITS["name"])
    email = _text(raw, "email", errors, LIMITS["email"])
    phone = _text(raw, "phone", errors, LIMITS["phone"])
    if not name:
        errors.setdefault("name", MESSAGES["name"])
    if not email:
        errors.setdefault("email", PROBLEMS["email"])
    elif not EMAIL.fullmatch(email):
        errors.setdefault("email", MESSAGES["email"])
    if phone and not is_us_phone(phone):
        errors.setdefault("phone", MESSAGES["phone"])
    elif not phone and place == "phone":
        errors.setdefault("phone", PROBLEMS["phone"])
    answers = _answers(meeting, raw.get("answers"), errors)
    if raw.get("consent") is not True:
        errors["consent"] = PROBLEMS["consent"]
    review = raw.get("review")
    if review is not None and (not isinstance(review, str) or len(review) > TOKEN_LIMIT):
        errors["review"] = "This review link is not one of ours."
    if errors:
        raise PostRefused(422, CHECK_FIELDS, errors)
    assert start is not None and isinstance(place, str)
    return BookingDraft(
        type_id=meeting.id, start=start, place=place, name=name, email=email, phone=phone,
        answers=answers, visitor_zone=_zone(raw.get("zone")), review=review or None,
        consent={"text": INTAKE_FORM.consent, "page": meeting_address(meeting.id)}, setting=setting)
