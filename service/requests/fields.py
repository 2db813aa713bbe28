"""What a visitor may send in a quote or policy-change request, and the plain-language refusals."""

import json
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from service.requests.answer_checks import Context, chosen_list, is_good_text
from service.requests.kinds import REQUEST_KINDS, RequestKind, RequestKinds

# The rules are data, `form_rules.json` beside this module, which the web forms also read at build
# time: the same options, limits and sentences on both sides. Each kind's own fields are declared
# in `request_kinds.json` (service/requests/kinds.py).
RULES: dict[str, Any] = json.loads(Path(__file__).with_name("form_rules.json").read_text("utf-8"))

KINDS: tuple[str, ...] = REQUEST_KINDS.ids
# The kinds the request form takes (a booking comes through its own form: service/bookings).
FORM_KINDS: tuple[str, ...] = tuple(kind.id for kind in REQUEST_KINDS.form_kinds)
CONTACT_PREFERENCES: tuple[str, ...] = tuple(RULES["contactPreferences"])
NOT_SURE: str = RULES["notSure"]

# The longest answer each of the common fields takes (the kinds' own are declared with them); the
# body as a whole is capped by the API.
COMMON_LIMITS: dict[str, int] = RULES["limits"]
COMMON_SINGLE_LINE: tuple[str, ...] = tuple(RULES["singleLine"])
UNCHECKED_LIMIT = 100  # a field the rules give no limit of its own
# Known fields that are no answer of the visitor's: the kind is checked on its own, the token and
# the hidden field by the API.
NOT_ANSWERS = ("kind", "formToken", "website")


def limits_of(kinds: RequestKinds) -> dict[str, int]:
    """The longest answer each field takes, the kinds' own fields included."""
    return {**COMMON_LIMITS, **{name: field.limit for name, field in kinds.fields.items()
                                if field.limit is not None}}


LIMITS = limits_of(REQUEST_KINDS)

# No mail-header specials and no "=?": an address goes into Reply-To, where an encoded word would
# be decoded (and could carry a line break).
EMAIL = re.compile(RULES["patterns"]["email"])
PHONE_CHARACTERS = re.compile(r"[0-9 ()+.\-]+")
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
ANY_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# Right-to-left overrides and their kin make a name read differently from what it is; a flood of
# combining marks draws over the lines around it. Neither belongs in an answer.
BIDI_CONTROLS = re.compile(RULES["text"]["bidiControls"])
COMBINING_CATEGORIES = frozenset(RULES["text"]["combiningCategories"])
MAX_COMBINING_MARKS: int = RULES["text"]["maxCombiningMarks"]

MESSAGES: dict[str, str] = RULES["messages"]


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


def clean_text(name: str, value: str, kinds: RequestKinds = REQUEST_KINDS) -> str:
    """An answer as it is kept: control and bidirectional characters out, combining marks capped,
    single-line answers on one line, trimmed."""
    # Single-line answers never carry line breaks (they end up in mail headers); a message keeps
    # its lines but loses other control characters.
    own = kinds.fields.get(name)
    single_line = own.singleLine if own else name in COMMON_SINGLE_LINE
    value = ANY_CONTROL.sub(" ", value) if single_line else CONTROL.sub("", value)
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


def validate(raw: Mapping[str, Any], companies: list[str], today: date,
             kinds: RequestKinds = REQUEST_KINDS) -> Submission:
    """The checked submission, or Invalid naming every field to fix. Unknown fields are dropped."""
    errors: dict[str, str] = {}
    text = _reader(raw, errors, kinds)
    kind_id = text("kind")
    for known in limits_of(kinds):  # a field the form knows is text, whichever kind uses it
        if known not in NOT_ANSWERS:
            text(known)
    kind = kinds.form_kind(kind_id)
    if kind is None:
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
    context = Context(companies, NOT_SURE, today)
    details = _kind_details(kind, raw, text, errors, context) if kind else {}
    if errors:
        raise Invalid(errors)
    return Submission(kind_id, name, email, phone, preference, message, details)


def is_honeypot_filled(raw: Mapping[str, Any]) -> bool:
    value = raw.get("website")
    return value not in (None, "", [])


def _reader(raw: Mapping[str, Any], errors: dict[str, str],
            kinds: RequestKinds) -> Callable[[str], str]:
    limits = limits_of(kinds)

    def text(name: str) -> str:
        value = raw.get(name)
        if value is None:
            return ""
        if not isinstance(value, str):
            errors.setdefault(name, MESSAGES["notText"])
            return ""
        value = clean_text(name, value, kinds)
        limit = limits.get(name, UNCHECKED_LIMIT)
        if len(value) > limit:
            errors.setdefault(name, too_long(limit))
        return value

    return text


def is_us_phone(phone: str) -> bool:
    """A US phone number: 10 digits, or 11 with the country code 1."""
    return _is_us_phone(phone)


def _is_us_phone(phone: str) -> bool:
    if not PHONE_CHARACTERS.fullmatch(phone):
        return False
    digits = re.sub(r"\D", "", phone)
    if phone.lstrip().startswith("+"):
        return len(digits) == 11 and digits.startswith("1")
    return len(digits) == 10 or (len(digits) == 11 and digits.startswith("1"))


def _kind_details(kind: RequestKind, raw: Mapping[str, Any], text: Callable[[str], str],
                  errors: dict[str, str], context: Context) -> dict[str, Any]:
    """The kind's own answers by name, in its declared order; each refused one named in errors."""
    details: dict[str, Any] = {}
    for own in kind.fields:
        if own.check == "choices":
            chosen = chosen_list(own, raw)
            if chosen is None:
                errors.setdefault(own.name, own.problem)
            details[own.name] = chosen or []
            continue
        value = text(own.name)
        if not is_good_text(own, value, context):
            errors.setdefault(own.name, own.problem)
        details[own.name] = value
    return details


# Where a request came from, as the form reports it (not the visitor's answers): checked, and a
# value that does not fit is dropped, never refused.
SOURCE_FIELDS = {"sourcePage": "page", "landingPage": "landing", "referrerHost": "referrerHost",
                 "utmSource": "utmSource", "utmMedium": "utmMedium", "utmCampaign": "utmCampaign"}
SITE_PATH = re.compile(r"/(?!/)[^\s\x00-\x1f\x7f\\]{0,299}")
HOST_NAME = re.compile(r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                       r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?")
CAMPAIGN_LIMIT = 100


def _fits_source(name: str, value: str) -> bool:
    if name in ("sourcePage", "landingPage"):
        return bool(SITE_PATH.fullmatch(value))
    if name == "referrerHost":
        return bool(HOST_NAME.fullmatch(value))
    return 0 < len(value) <= CAMPAIGN_LIMIT and not ANY_CONTROL.search(value)


def source_of(raw: Mapping[str, Any]) -> dict[str, str]:
    """The request's source as stored: the fields that fit, under their stored names."""
    source = {}
    for name, key in SOURCE_FIELDS.items():
        value = raw.get(name)
        if isinstance(value, str) and _fits_source(name, value.strip()):
            source[key] = value.strip()
    return source
