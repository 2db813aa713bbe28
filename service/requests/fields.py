"""What a visitor may send in a quote or policy-change request, and the plain-language refusals."""

import json
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

# The rules are data, `form_rules.json` beside this module, which the web forms also read at build
# time: the same options, limits and sentences on both sides.
RULES: dict[str, Any] = json.loads(Path(__file__).with_name("form_rules.json").read_text("utf-8"))

KINDS: tuple[str, ...] = tuple(RULES["kinds"])
COVERAGES: tuple[str, ...] = tuple(RULES["coverages"])
CHANGE_KINDS: tuple[str, ...] = tuple(RULES["changeKinds"])
CONTACT_PREFERENCES: tuple[str, ...] = tuple(RULES["contactPreferences"])
NOT_SURE: str = RULES["notSure"]

# The longest answer each field takes; the body as a whole is capped by the API.
LIMITS: dict[str, int] = RULES["limits"]
SINGLE_LINE: tuple[str, ...] = tuple(RULES["singleLine"])
DAYS_BEFORE: int = RULES["effectiveDateWindow"]["daysBefore"]
DAYS_AFTER: int = RULES["effectiveDateWindow"]["daysAfter"]

# No mail-header specials and no "=?": an address goes into Reply-To, where an encoded word would
# be decoded (and could carry a line break).
EMAIL = re.compile(RULES["patterns"]["email"])
PHONE_CHARACTERS = re.compile(r"[0-9 ()+.\-]+")
ZIP = re.compile(r"[0-9]{5}(-[0-9]{4})?")  # ASCII digits only: \d takes any script's
CALENDAR_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")  # fromisoformat also reads week dates
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
ANY_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# Right-to-left overrides and their kin make a name read differently from what it is; a flood of
# combining marks draws over the lines around it. Neither belongs in an answer.
BIDI_CONTROLS = re.compile(RULES["text"]["bidiControls"])
COMBINING_CATEGORIES = frozenset(RULES["text"]["combiningCategories"])
MAX_COMBINING_MARKS: int = RULES["text"]["maxCombiningMarks"]

MESSAGES: dict[str, str] = RULES["messages"]
KNOWN_TEXT_FIELDS = tuple(name for name in LIMITS if name not in ("kind", "formToken", "website"))


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


def clean_text(name: str, value: str) -> str:
    """An answer as it is kept: control and bidirectional characters out, combining marks capped,
    single-line answers on one line, trimmed."""
    # Single-line answers never carry line breaks (they end up in mail headers); a message keeps
    # its lines but loses other control characters.
    value = ANY_CONTROL.sub(" ", value) if name in SINGLE_LINE else CONTROL.sub("", value)
    value = _cap_combining_marks(BIDI_CONTROLS.sub("", value))
    return value.replace("\r\n", "\n").replace("\r", "\n").strip()


def _cap_combining_marks(value: str) -> str:
    kept, run = [], 0
    for character in value:
        run = run + 1 if unicodedata.category(character) in COMBINING_CATEGORIES else 0
        if run <= MAX_COMBINING_MARKS:
            kept.append(character)
    return "".join(kept)


def too_long(limit: int) -> str:
    return MESSAGES["tooLong"].format(limit=limit)


def validate(raw: Mapping[str, Any], companies: list[str], today: date) -> Submission:
    """The checked submission, or Invalid naming every field to fix. Unknown fields are dropped."""
    errors: dict[str, str] = {}
    text = _reader(raw, errors)
    kind = text("kind")
    for known in KNOWN_TEXT_FIELDS:  # a field the form knows is text, whichever kind uses it
        text(known)
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
            errors.setdefault(name, MESSAGES["notText"])
            return ""
        value = clean_text(name, value)
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
            when = date.fromisoformat(effective) if CALENDAR_DATE.fullmatch(effective) else None
        except ValueError:
            when = None
        if when is None or not (
                today - timedelta(days=DAYS_BEFORE) <= when <= today + timedelta(days=DAYS_AFTER)):
            errors.setdefault("effectiveDate", MESSAGES["effectiveDate"])
    return {"policyNumber": policy_number, "insurer": insurer, "changeKind": change_kind,
            "effectiveDate": effective}
