"""What a message in the feedback mailbox says: a bounce (a DSN, RFC 3464: multipart/report;
report-type=delivery-status, Action failed, a 5.x.x status), a complaint (ARF, RFC 5965:
report-type=feedback-report) or a mailto unsubscribe (subject "unsubscribe <token>")."""

import re
from dataclasses import dataclass
from email.message import EmailMessage, Message
from email.parser import HeaderParser
from typing import Literal

Kind = Literal["bounce", "complaint", "unsubscribe"]
UNSUBSCRIBE = re.compile(r"\s*unsubscribe\s+(\S+)\s*", re.IGNORECASE)


@dataclass(frozen=True)
class Feedback:
    kind: Kind
    email: str | None = None  # the recipient it is about
    message_id: str | None = None  # our Message-ID of the mail it is about
    token: str | None = None  # an unsubscribe's lasting token


def _address(field: str | None) -> str | None:
    """"rfc822; person@example.org" -> the address."""
    if not field:
        return None
    value = str(field).split(";", 1)[-1].strip().strip("<>")
    return value if "@" in value else None


def _original(message: Message) -> Message | None:
    """The headers of the mail a report is about (message/rfc822 or text/rfc822-headers)."""
    for part in message.walk():
        kind = part.get_content_type()
        if kind == "message/rfc822":
            inner = part.get_payload()
            if isinstance(inner, list) and inner and isinstance(inner[0], Message):
                return inner[0]
        if kind == "text/rfc822-headers":
            text = part.get_payload(decode=True)
            if isinstance(text, bytes):
                return HeaderParser().parsestr(text.decode("utf-8", "replace"))
    return None


def _blocks(part: Message) -> list[Message]:
    """The field blocks of a message/delivery-status or message/feedback-report part."""
    blocks = part.get_payload()
    return [block for block in blocks if isinstance(block, Message)] \
        if isinstance(blocks, list) else []


def _dsn_failures(message: Message) -> list[str]:
    """The recipients a delivery-status report says failed for good."""
    failed = []
    for part in message.walk():
        if part.get_content_type() != "message/delivery-status":
            continue
        for block in _blocks(part):
            action = str(block.get("Action", "")).strip().lower()
            status = str(block.get("Status", "")).strip()
            recipient = _address(block.get("Final-Recipient") or block.get("Original-Recipient"))
            if action == "failed" and status.startswith("5.") and recipient:
                failed.append(recipient)
    return failed


def _arf_recipient(message: Message) -> str | None:
    for part in message.walk():
        if part.get_content_type() == "message/feedback-report":
            for block in _blocks(part):
                if found := _address(block.get("Original-Rcpt-To")):
                    return found
    return None


def read_feedback(message: EmailMessage) -> list[Feedback]:
    """What the message reports; [] for anything else (a reply, a delayed-delivery notice)."""
    if message.get_content_type() == "multipart/report":
        report = str(message.get_param("report-type", "")).lower()
        original = _original(message)
        message_id = str(original.get("Message-ID", "")).strip() or None \
            if original is not None else None
        if report == "delivery-status":
            return [Feedback("bounce", email, message_id) for email in _dsn_failures(message)]
        if report == "feedback-report":
            to = _arf_recipient(message) or (_address(str(original.get("To", "")))
                                             if original is not None else None)
            return [Feedback("complaint", to, message_id)]
        return []
    if match := UNSUBSCRIBE.fullmatch(str(message.get("Subject", ""))):
        return [Feedback("unsubscribe", token=match.group(1))]
    return []
