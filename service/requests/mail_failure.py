"""A failed send in words fit for a log and a request's timeline: the error's class and the mail
server's code and reply, never an address (forgetting a visitor cannot reach a log file)."""

import re
import smtplib

# Anything with an @ between non-space characters: a server's reply often quotes the recipient
# ("550 5.1.1 <person@example.org>: Recipient address rejected").
ADDRESS = re.compile(r"[^\s<>()\[\]{}'\",;:]*@[^\s<>()\[\]{}'\",;:]+")
HIDDEN = "[address]"


def failure_words(error: BaseException) -> str:
    """What the log and the timeline say of a failed send, like "SMTPRecipientsRefused: 550
    5.1.1 <[address]>: Recipient address rejected"."""
    name = type(error).__name__
    if isinstance(error, smtplib.SMTPRecipientsRefused):
        replies = sorted({_reply(code, reply) for code, reply in error.recipients.values()})
        detail = "; ".join(replies)
    elif isinstance(error, smtplib.SMTPResponseException):
        detail = _reply(error.smtp_code, error.smtp_error)
    elif isinstance(error, smtplib.SMTPException) and error.args:
        detail = str(error.args[0])  # e.g. SMTPServerDisconnected's own words
    else:
        detail = str(error)
    detail = ADDRESS.sub(HIDDEN, " ".join(detail.split()))
    return f"{name}: {detail}" if detail else name


def _reply(code: int, reply: bytes | str) -> str:
    text = reply.decode("utf-8", "replace") if isinstance(reply, bytes) else str(reply)
    return f"{code} {text}"
