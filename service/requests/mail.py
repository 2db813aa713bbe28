"""The office's notification for one request: a plain-text message, sent with smtplib."""

import re
import smtplib
import ssl
from email.message import EmailMessage
from email.utils import formataddr
from typing import Any

from service.config import Settings
from service.requests.fields import EMAIL
from service.requests.kinds import REQUEST_KINDS, RequestKind, RequestKinds

SEND_TIMEOUT_SECONDS = 30
UNKNOWN_KIND_TITLE = "Request"  # a kind no longer declared, of a request stored before
LINE_BREAKS = re.compile(r"[\x00-\x1f\x7f\u2028\u2029\x85]+")
# "=?" opens an RFC 2047 encoded word, which the e-mail package decodes when a header is set, so a
# visitor could spell a line break that no check of the plain text would see.
ENCODED_WORD_OPENER = "=?"


def header_text(value: str) -> str:
    """Visitor text made safe for a header: no line breaks or control characters, and no encoded
    word (its opener is split: "=?" becomes "= ?", which stays plain text)."""
    text = " ".join(LINE_BREAKS.sub(" ", value).split())
    return text.replace(ENCODED_WORD_OPENER, "= ?")


def _title(kind: RequestKind | None) -> str:
    return kind.title if kind else UNKNOWN_KIND_TITLE


def _shown(value: object) -> str:
    return ", ".join(value) if isinstance(value, list) else str(value or "")


def subject(request: dict[str, Any], kinds: RequestKinds = REQUEST_KINDS) -> str:
    """"<kind's title> from <name>", then the answer that sums the request up in brackets."""
    kind = kinds.kind(request["kind"])
    summary = _shown(request["details"].get(kind.summaryField)) if kind else ""
    text = f"{_title(kind)} from {request['name']}" + (f" ({summary})" if summary else "")
    return header_text(text)[:200]


def body(request: dict[str, Any], admin_url: str | None,
         kinds: RequestKinds = REQUEST_KINDS) -> str:
    kind = kinds.kind(request["kind"])
    lines = [f"{_title(kind)} #{request['id']}",
             f"Received: {request['createdAt']}", "",
             f"Name: {request['name']}",
             f"E-mail: {request['email'] or '-'}",
             f"Phone: {request['phone'] or '-'}",
             f"Preferred contact: {request['contactPreference'] or '-'}"]
    for key, value in request["details"].items():
        field = kind.field(key) if kind else None
        lines.append(f"{field.labels.mail if field else key}: {_shown(value) or '-'}")
    lines += ["", "Message:", request["message"] or "-", ""]
    if admin_url:
        lines.append(f"See all requests: {admin_url}/admin/requests")
    return "\n".join(lines) + "\n"


def build_message(request: dict[str, Any], settings: Settings, agency: str,
                  kinds: RequestKinds = REQUEST_KINDS) -> EmailMessage:
    assert settings.notify_to is not None
    message = EmailMessage()
    message["Subject"] = subject(request, kinds)
    sender = settings.smtp_user if settings.smtp_user and "@" in settings.smtp_user \
        else settings.notify_to
    message["From"] = formataddr((header_text(agency) or "Website", sender))
    message["To"] = settings.notify_to
    email = header_text(request["email"])
    if email and email.isascii() and EMAIL.fullmatch(email):
        message["Reply-To"] = email
    message.set_content(body(request, settings.public_url, kinds))
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
