"""The mail server as the newsletter uses it: one connection for a round of mails, each handed
over as the exact bytes it was written as, and what a refusal means (smtplib's reply codes)."""

import re
import smtplib
import ssl
from dataclasses import dataclass
from typing import Literal

from service.config import Settings
from service.requests.mail import SEND_TIMEOUT_SECONDS
from service.requests.mail_failure import failure_words

# A 5xx that says the mailbox does not exist: the address is dead (RFC 3463's 5.1.x).
USER_UNKNOWN = re.compile(r"\b5\.1\.[0-9]\b|user unknown|unknown user|"
                          r"no such (user|mailbox|recipient)|(user|mailbox|address) does not exist",
                          re.IGNORECASE)

Verdict = Literal["retry", "failed", "down"]


@dataclass(frozen=True)
class Refusal:
    """What came of a mail the server did not take: try again later (4xx), never (5xx), or the
    server is not there (connection lost: the round stops, nothing counted against the mail)."""
    verdict: Verdict
    words: str
    user_unknown: bool = False


def refusal(error: BaseException) -> Refusal:
    words = failure_words(error)
    code: int | None = None
    reply = ""
    if isinstance(error, smtplib.SMTPRecipientsRefused) and error.recipients:
        code, raw = next(iter(error.recipients.values()))
        reply = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    elif isinstance(error, smtplib.SMTPResponseException):
        code = error.smtp_code
        raw_error = error.smtp_error
        reply = raw_error.decode("utf-8", "replace") if isinstance(raw_error, bytes) \
            else str(raw_error)
    # The server gone, or refusing our own sender address (a setting to fix, not a mail to drop):
    # the round stops and every mail waits.
    if code is None or code < 400 or isinstance(error, smtplib.SMTPSenderRefused):
        return Refusal("down", words)
    if code < 500:
        return Refusal("retry", words)
    return Refusal("failed", words, bool(USER_UNKNOWN.search(f"{code} {reply}")))


class Relay:
    """`with Relay(settings) as relay: relay.send(sender, to, data)`; opening raises OSError or
    SMTPException when the server cannot be reached or refuses the sign-in."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.smtp: smtplib.SMTP | None = None

    def __enter__(self) -> "Relay":
        settings = self.settings
        assert settings.smtp_host is not None
        smtp = smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=SEND_TIMEOUT_SECONDS)
        try:
            if settings.smtp_starttls:
                smtp.starttls(context=ssl.create_default_context())
            if settings.smtp_user and settings.smtp_password:
                smtp.login(settings.smtp_user, settings.smtp_password)
        except BaseException:
            smtp.close()
            raise
        self.smtp = smtp
        return self

    def __exit__(self, *_: object) -> None:
        smtp, self.smtp = self.smtp, None
        if smtp is not None:
            try:
                smtp.quit()
            except (OSError, smtplib.SMTPException):
                smtp.close()

    def send(self, sender: str, to: str, data: bytes) -> None:
        """One mail to one recipient; raises the server's refusal. The bytes are sent as they
        are (sendmail, not send_message, which would write the message out again)."""
        assert self.smtp is not None
        self.smtp.sendmail(sender, [to], data)  # a refusal resets the session (RSET) first
