"""How the newsletter's mails are written out: CRLF lines folded at 78, and the list headers
kept exactly as folded here, so the bytes a DKIM signature covers are the bytes that travel."""

from email import policy
from email.message import EmailMessage

# refold_source="none": a header set raw (set_folded) is written as given. Python's folder would
# turn an unbreakable address longer than a line into an RFC 2047 encoded word, which mail
# programs do not read as a List-Unsubscribe address.
NEWSLETTER_POLICY = policy.SMTP.clone(refold_source="none", max_line_length=78)


def set_folded(message: EmailMessage, name: str, value: str) -> None:
    """A header of ASCII text, folded by the caller ("\\r\\n " between parts), written as it is."""
    if not value.isascii() or any(line and not line[0].isspace()
                                  for line in value.split("\r\n")[1:]):
        raise ValueError(f"{name}: a raw header is ASCII, each continuation line indented")
    message.set_raw(name, value)


def mail_bytes(message: EmailMessage) -> bytes:
    """The message as sent (and as a signature made before the relay would cover it)."""
    return message.as_bytes(policy=NEWSLETTER_POLICY)
