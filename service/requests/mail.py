"""The office's notification for one request: a plain-text message, sent with smtplib."""

import re
import smtplib
import ssl
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.config import Settings
from service.requests.fields import EMAIL

SEND_TIMEOUT_SECONDS = 30
KIND_TITLES = {"quote": "Quote request", "policy-change": "Policy change request"}
FIELD_LABELS = {"coverages": "Insurance wanted", "zip": "ZIP code",
                "policyNumber": "Policy number", "insurer": "Insurance company",
                "changeKind": "Kind of change", "effectiveDate": "Date it should take effect"}
LINE_BREAKS = re.compile(r"[\x00-\x1f\x7f\u2028\u2029\x85]+")
# "=?" opens an RFC 2047 encoded word, which the e-mail package decodes when a header is set, so a
# visitor could spell a line break that no check of the plain text would see.
ENCODED_WORD_OPENER = "=?"


def header_text(value: str) -> str:
    """Visitor text made safe for a header: no line breaks or control characters, and no encoded
    word (its opener is split: "=?" becomes "= ?", which stays plain text)."""
    text = " ".join(LINE_BREAKS.sub(" ", value).split())
    return text.replace(ENCODED_WORD_OPENER, "= ?")


def subject(request: dict[str, Any]) -> str:
    title = KIND_TITLES.get(request["kind"], "Request")
    details = request["details"]
    extra = ", ".join(details.get("coverages") or []) or details.get("changeKind") or ""
    text = f"{title} from {request['name']}" + (f" ({extra})" if extra else "")
    return header_text(text)[:200]


def body(request: dict[str, Any], admin_url: str | None) -> str:
    lines = [f"{KIND_TITLES.get(request['kind'], 'Request')} #{request['id']}",
             f"Received: {request['createdAt']}", "",
             f"Name: {request['name']}",
             f"E-mail: {request['email'] or '-'}",
             f"Phone: {request['phone'] or '-'}",
             f"Preferred contact: {request['contactPreference'] or '-'}"]
    for key, value in request["details"].items():
        shown = ", ".join(value) if isinstance(value, list) else value
        lines.append(f"{FIELD_LABELS.get(key, key)}: {shown or '-'}")
    lines += ["", "Message:", request["message"] or "-", ""]
    if admin_url:
        lines.append(f"See all requests: {admin_url}/admin/requests")
    return "\n".join(lines) + "\n"


def build_message(request: dict[str, Any], settings: Settings, agency: str) -> EmailMessage:
    assert settings.notify_to is not None
    message = EmailMessage()
    message["Subject"] = subject(request)
    sender = settings.smtp_user if settings.smtp_user and "@" in settings.smtp_user \
        else settings.notify_to
    message["From"] = formataddr((header_text(agency) or "Website", sender))
    message["To"] = settings.notify_to
    email = header_text(request["email"])
    if email and email.isascii() and EMAIL.fullmatch(email):
        message["Reply-To"] = email
    message.set_content(body(request, settings.public_url))
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
