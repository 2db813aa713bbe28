"""A request's plain-text mails, sent with smtplib: the office's notice and the confirmation."""

import re
import smtplib
import ssl
from collections.abc import Mapping
from datetime import datetime
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.config import Settings
from service.requests.answer_time import answer_time
from service.requests.fields import EMAIL
from service.requests.kinds import REQUEST_KINDS, RequestKind, RequestKinds
from service.requests.local_time import local_time_text
from service.requests.page_titles import PageTitles
from service.requests.request_links import request_link, source_page

SEND_TIMEOUT_SECONDS = 30
UNKNOWN_KIND_TITLE = "Request"  # a kind no longer declared, of a request stored before
NO_AGENCY_NAME = "Website"
LINE_BREAKS = re.compile(r"[\x00-\x1f\x7f\u2028\u2029\x85]+")
# "=?" opens an RFC 2047 encoded word, which the e-mail package decodes when a header is set, so a
# visitor could spell a line break that no check of the plain text would see.
ENCODED_WORD_OPENER = "=?"
CONTACT_WORDS = {"phone": "Phone call", "text": "Text message", "email": "E-mail"}
WEEK = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")

Facts = Mapping[str, Any]


def header_text(value: str) -> str:
    """Visitor text made safe for a header: no line breaks or control characters, and no encoded
    word (its opener is split: "=?" becomes "= ?", which stays plain text)."""
    text = " ".join(LINE_BREAKS.sub(" ", value).split())
    return text.replace(ENCODED_WORD_OPENER, "= ?")


def header_address(value: str) -> str | None:
    """The address when it can go in a header as it is (ASCII, the form's pattern), else None."""
    address = header_text(value)
    return address if address and address.isascii() and EMAIL.fullmatch(address) else None


def kind_title(kind: RequestKind | None) -> str:
    return kind.title if kind else UNKNOWN_KIND_TITLE


def _words(kind: RequestKind | None, key: str, value: object) -> str:
    field = kind.field(key) if kind else None
    values = value if isinstance(value, list) else [value] if value else []
    return ", ".join(field.words(str(v)) if field else str(v) for v in values)


def _timestamp(iso_time: str) -> float:
    return datetime.fromisoformat(iso_time.replace("Z", "+00:00")).timestamp()


def agency_name(facts: Facts) -> str:
    """The agency's name from its facts, safe for a header (a sender's display name)."""
    name = facts.get("name")
    return header_text(name) if isinstance(name, str) and name.strip() else NO_AGENCY_NAME


def office_address(facts: Facts) -> str:
    """The office's postal address on one line ("12 Broad St, Milford, CT 06460"), or ""."""
    address = facts.get("address")
    if not isinstance(address, Mapping):
        return ""
    parts = [address.get("street"), address.get("city"),
             " ".join(str(p) for p in (address.get("state"), address.get("zip")) if p)]
    return ", ".join(str(part) for part in parts if part)


def subject(request: dict[str, Any], kinds: RequestKinds = REQUEST_KINDS) -> str:
    """"<kind's title> from <name> (<reference>)"."""
    kind = kinds.kind(request["kind"])
    return header_text(f"{kind_title(kind)} from {request['name']} ({request['reference']})")[:200]


def _heading(request: dict[str, Any], kind: RequestKind | None, titles: PageTitles) -> list[str]:
    """The kind and reference, when it came, when it is due and the page it was sent from."""
    lines = [f"{kind_title(kind)} {request['reference']}",
             f"Received: {local_time_text(_timestamp(request['createdAt']))}"]
    if request.get("dueAt"):
        lines.append(f"Due: {local_time_text(_timestamp(request['dueAt']))}")
    if page := source_page(request.get("source") or {}, titles):
        lines.append(f"Sent from: {page}")
    return lines


def body(request: dict[str, Any], public_url: str | None,
         kinds: RequestKinds = REQUEST_KINDS, titles: PageTitles | None = None) -> str:
    """When it came and is due, the page it came from, every answer the visitor gave in words
    (empty ones left out) and the full link to the request."""
    kind = kinds.kind(request["kind"])
    answers = [("Name", request["name"]), ("E-mail", request["email"]),
               ("Phone", request["phone"]),
               ("Preferred contact", CONTACT_WORDS.get(request["contactPreference"],
                                                       request["contactPreference"]))]
    for key, value in request["details"].items():
        field = kind.field(key) if kind else None
        answers.append((field.labels.mail if field else key, _words(kind, key, value)))
    lines = [*_heading(request, kind, titles or {}), ""]
    lines += [f"{label}: {value}" for label, value in answers if value]
    if request["message"]:
        lines += ["", "Message:", request["message"]]
    if request.get("intakeSummary"):  # intake/summary.py: never a sensitive value
        lines += ["", *request["intakeSummary"]]
    lines += ["", f"Open this request: {request_link(public_url, request['id'])}"]
    return "\n".join(lines) + "\n"


def sender_address(settings: Settings) -> str:
    """The address the service's mails come from: the mail server's user, else the office."""
    assert settings.notify_to is not None
    return settings.smtp_user if settings.smtp_user and "@" in settings.smtp_user \
        else settings.notify_to


def build_message(request: dict[str, Any], settings: Settings, facts: Facts,
                  kinds: RequestKinds = REQUEST_KINDS,
                  titles: PageTitles | None = None) -> EmailMessage:
    """The office's notification, Reply-To the visitor when the address can be one."""
    assert settings.notify_to is not None
    message = EmailMessage()
    message["Subject"] = subject(request, kinds)
    message["From"] = formataddr((agency_name(facts), sender_address(settings)))
    message["To"] = settings.notify_to
    if reply_to := header_address(request["email"]):
        message["Reply-To"] = reply_to
    message.set_content(body(request, settings.public_url, kinds, titles))
    return message


def _clock(text: str) -> str:
    hour, minute = (int(part) for part in text.split(":"))
    return f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def hours_lines(facts: Facts) -> list[str]:
    """The office's week, days with the same hours together: "Monday to Friday: 9:00 AM to ..."."""
    hours = facts.get("hours")
    if not isinstance(hours, Mapping):
        return []
    groups: list[tuple[str, str, str]] = []  # first day, last day, hours
    for day in WEEK:
        times = hours.get(day)
        shown = f"{_clock(times['opens'])} to {_clock(times['closes'])}" \
            if isinstance(times, Mapping) and times.get("opens") and times.get("closes") \
            else "closed"
        if groups and groups[-1][2] == shown:
            groups[-1] = (groups[-1][0], day, shown)
        else:
            groups.append((day, day, shown))
    lines = [(first.title() if first == last else f"{first.title()} to {last.title()}")
             + f": {shown}" for first, last, shown in groups]
    note = hours.get("note")
    return lines + ([note] if isinstance(note, str) and note.strip() else [])


def confirmation_body(request: dict[str, Any], public_url: str | None, facts: Facts,
                      kinds: RequestKinds = REQUEST_KINDS) -> str:
    """What the visitor reads: the reference, what happens next, how to reach the office. None
    of their own answers: a stranger's address typed into the form gets nothing worth sending."""
    kind = kinds.kind(request["kind"])
    phone = facts.get("phone") if isinstance(facts.get("phone"), str) else ""
    lines = [f"Thank you for contacting {agency_name(facts)}.", "",
             f"We have received your {kind_title(kind).lower()}. Its reference is "
             f"{request['reference']}: please mention it when you call or write to us about it.",
             "", f"What happens next: one of our agents will contact you {answer_time(facts)}, "
             "counted in our office hours below.", "",
             "This request does not start, change or cancel any insurance coverage. Coverage "
             "changes only once an agent has confirmed it to you.", ""]
    if phone:
        lines.append(f"To reach us sooner, call {phone}.")
    if hours := hours_lines(facts):
        lines += ["Office hours (Eastern Time):", *hours]
    if public_url:
        lines += ["", f"How we handle your information: {public_url}/privacy"]
    lines += ["", "If you did not send this request, you can ignore this message."]
    return "\n".join(lines) + "\n"


def build_confirmation(request: dict[str, Any], recipient: str, settings: Settings,
                       facts: Facts, kinds: RequestKinds = REQUEST_KINDS) -> EmailMessage:
    message = EmailMessage()
    message["Subject"] = header_text(f"We received your request ({request['reference']})")
    message["From"] = formataddr((agency_name(facts), sender_address(settings)))
    message["To"] = recipient
    office = facts.get("email")
    if isinstance(office, str) and (reply_to := header_address(office)):
        message["Reply-To"] = reply_to
    message.set_content(confirmation_body(request, settings.public_url, facts, kinds))
    return message


def send(message: EmailMessage, settings: Settings) -> None:
    """Hand the message to the configured server; raises OSError or SMTPException on failure."""
    assert settings.smtp_host is not None
    with smtplib.SMTP(settings.smtp_host, settings.smtp_port,
                      timeout=SEND_TIMEOUT_SECONDS) as smtp:
        if settings.smtp_starttls:
            smtp.starttls(context=ssl.create_default_context())
        if settings.smtp_user and settings.smtp_password:
            smtp.login(settings.smtp_user, settings.smtp_password)
        smtp.send_message(message)
