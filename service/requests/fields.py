"""What a visitor may send in a quote or policy-change request, and the plain-language refusals."""

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

KINDS = ("quote", "policy-change")
COVERAGES = ("auto", "home", "renters", "condo", "flood", "umbrella", "life", "business", "other")
CHANGE_KINDS = ("vehicle", "driver", "address", "coverage", "mortgagee", "cancel", "other")
CONTACT_PREFERENCES = ("phone", "text", "email")
NOT_SURE = "Not sure"

# The longest answer each field takes; the body as a whole is capped by the API.
LIMITS = {"name": 100, "email": 254, "phone": 40, "contactPreference": 10, "message": 4000,
          "zip": 10, "policyNumber": 40, "insurer": 100, "changeKind": 20, "effectiveDate": 10,
          "kind": 20, "formToken": 200, "website": 200}
SINGLE_LINE = ("name", "email", "phone", "zip", "policyNumber", "insurer")

EMAIL = re.compile(r"[^@\s]+@[^@\s.]+(\.[^@\s.]+)+")
PHONE_CHARACTERS = re.compile(r"[0-9 ()+.\-]+")
ZIP = re.compile(r"\d{5}(-\d{4})?")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
ANY_CONTROL = re.compile(r"[\x00-\x1f\x7f]")

MESSAGES = {
    "name": "Tell us your name.",
    "contact": "Add a phone number or an e-mail address so we can reach you.",
    "email": "This e-mail address doesn't look complete.",
    "phone": "Enter a 10-digit phone number, like (203) 555-0142.",
    "contactPreference": "Choose phone, text or e-mail.",
    "zip": "Enter a 5-digit ZIP code.",
    "coverages": "Choose at least one kind of insurance.",
    "changeKind": "Choose the kind of change you need.",
    "insurer": "Choose your insurance company from the list, or \u201cNot sure\u201d.",
    "effectiveDate": "Choose a date from 30 days ago up to a year from today.",
    "kind": "Choose a quote or a policy change.",
}


@dataclass
class Submission:
    """A request that passed every check, ready to store; `details` holds the kind's own fields."""

    kind: str
    name: str
    email: str
    phone: str
    contact_preference: str
    message: str
    details: dict[str, Any] = field(default_factory=dict)


class Invalid(Exception):
    """The fields a visitor has to fix, each with the sentence shown beside it."""

    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__(", ".join(errors))
        self.errors = errors


def too_long(limit: int) -> str:
    return f"Please keep this to {limit} characters or fewer."


def validate(raw: Mapping[str, Any], companies: list[str], today: date) -> Submission:
    """The checked submission, or Invalid naming every field to fix. Unknown fields are dropped."""
    errors: dict[str, str] = {}
    text = _reader(raw, errors)
    kind = text("kind")
    if kind not in KINDS:
        errors["kind"] = MESSAGES["kind"]
    name, email, phone = text("name"), text("email"), text("phone")
    if not name:
        errors.setdefault("name", MESSAGES["name"])
    if email and not EMAIL.fullmatch(email):
        errors.setdefault("email", MESSAGES["email"])
    if phone and not _is_us_phone(phone):
        errors.setdefault("phone", MESSAGES["phone"])
    if not email and not phone and "email" not in errors and "phone" not in errors:
        errors["email"] = errors["phone"] = MESSAGES["contact"]
    preference = text("contactPreference")
    if preference and preference not in CONTACT_PREFERENCES:
        errors.setdefault("contactPreference", MESSAGES["contactPreference"])
    message = text("message")
    details: dict[str, Any] = {}
    if kind == "quote":
        details = _quote_details(raw, text, errors)
    elif kind == "policy-change":
        details = _change_details(text, errors, companies, today)
    if errors:
        raise Invalid(errors)
    return Submission(kind, name, email, phone, preference, message, details)


def is_honeypot_filled(raw: Mapping[str, Any]) -> bool:
    value = raw.get("website")
    return value not in (None, "", [])


def _reader(raw: Mapping[str, Any], errors: dict[str, str]) -> Callable[[str], str]:
    def text(name: str) -> str:
        value = raw.get(name)
        if value is None:
            return ""
        if not isinstance(value, str):
            errors.setdefault(name, "Please type this answer as text.")
            return ""
        # Single-line answers never carry line breaks (they end up in mail headers); a message
        # keeps its lines but loses other control characters. Nothing else is changed.
        value = ANY_CONTROL.sub(" ", value) if name in SINGLE_LINE else CONTROL.sub("", value)
        value = value.replace("\r\n", "\n").replace("\r", "\n").strip()
        if len(value) > LIMITS.get(name, 100):
            errors.setdefault(name, too_long(LIMITS.get(name, 100)))
        return value

    return text


def _is_us_phone(phone: str) -> bool:
    if not PHONE_CHARACTERS.fullmatch(phone):
        return False
    digits = re.sub(r"\D", "", phone)
    if phone.lstrip().startswith("+"):
        return len(digits) == 11 and digits.startswith("1")
    return len(digits) == 10 or (len(digits) == 11 and digits.startswith("1"))


def _quote_details(raw: Mapping[str, Any], text: Callable[[str], str],
                   errors: dict[str, str]) -> dict[str, Any]:
    coverages = raw.get("coverages")
    if isinstance(coverages, str):
        coverages = [coverages]
    if not isinstance(coverages, list) or not coverages \
            or not all(isinstance(c, str) and c in COVERAGES for c in coverages):
        errors["coverages"] = MESSAGES["coverages"]
        coverages = []
    zip_code = text("zip")
    if zip_code and not ZIP.fullmatch(zip_code):
        errors.setdefault("zip", MESSAGES["zip"])
    chosen = [c for c in COVERAGES if c in coverages]  # fixed order, no repeats
    return {"coverages": chosen, "zip": zip_code}


def _change_details(text: Callable[[str], str], errors: dict[str, str], companies: list[str],
                    today: date) -> dict[str, Any]:
    policy_number, insurer = text("policyNumber"), text("insurer")
    if insurer and insurer != NOT_SURE and insurer not in companies:
        errors.setdefault("insurer", MESSAGES["insurer"])
    change_kind = text("changeKind")
    if change_kind not in CHANGE_KINDS:
        errors.setdefault("changeKind", MESSAGES["changeKind"])
    effective = text("effectiveDate")
    if effective:
        try:
            when = date.fromisoformat(effective)
        except ValueError:
            when = None
        if when is None or len(effective) != 10 or not (
                today - timedelta(days=30) <= when <= today + timedelta(days=365)):
            errors.setdefault("effectiveDate", MESSAGES["effectiveDate"])
    return {"policyNumber": policy_number, "insurer": insurer, "changeKind": change_kind,
            "effectiveDate": effective}
