"""The newsletter's settings (issue 48): service/config.py's Settings takes them from here, so
that every AGENCY_ variable is still declared once, with its type, range and meaning."""

import re
from typing import Annotated

from pydantic import AfterValidator, Field, ValidationInfo
from pydantic_settings import BaseSettings

from service.config_types import Accepts, MaybeFolder, Positive, refusal

ADDRESS = Accepts("an e-mail address (name@example.org)")
# Plain ASCII, as the mailto of a List-Unsubscribe header must be written.
_ADDRESS = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+")


def _address(value: str | None, info: ValidationInfo) -> str | None:
    if value is not None and not _ADDRESS.fullmatch(value):
        raise refusal(info, ADDRESS, value)
    return value


MaybeAddress = Annotated[str | None, AfterValidator(_address), ADDRESS]


class NewsletterSettings(BaseSettings):
    """The newsletter's part of Settings (its docs: `make docs`, docs/settings.md)."""
    newsletter_per_minute: Positive = Field(
        default=60,
        description="newsletter mails (issues and sign-up confirmations) handed to the mail "
                    "server in any minute, spaced evenly; keep it within the relay's limit (see "
                    "\"The newsletter\" in operating.md)")
    newsletter_per_day: Positive = Field(
        default=2000,
        description="newsletter mails handed to the mail server in any 24 hours; the rest wait "
                    "in the queue for the next day's share")
    newsletter_unsubscribe_address: MaybeAddress = Field(
        default=None,
        description="the address of the newsletter's mailto unsubscribe (`List-Unsubscribe`); "
                    "unset, the address the mails come from. Mail to it is read from "
                    "`AGENCY_NEWSLETTER_MAILDIR`")
    newsletter_maildir: MaybeFolder = Field(
        default=None,
        description="a Maildir the mail server delivers the newsletter's bounces (DSN), "
                    "complaints (ARF) and mailto unsubscribes to; read every minute (each "
                    "message moved to `cur/` once read); unset, not read")
    newsletter_feedback_secret: str | None = Field(
        default=None,
        description="the bearer secret of `POST /api/newsletter/feedback`, the webhook a mail "
                    "provider calls with bounces and complaints; unset, the webhook answers 404")
