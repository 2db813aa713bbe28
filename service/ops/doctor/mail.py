"""The mail server: it answers with an SMTP greeting and offers what sending will need (no mail is
sent); someone is named to receive the notices; and the site's public address is known, so
that the office's mails link to each request."""

import asyncio
import smtplib

from service.config import Settings
from service.ops.doctor.findings import Finding, Setup, fail, ok, warn
from service.requests.request_links import NO_PUBLIC_URL

SUBJECT = "mail server"
GREETING_SECONDS = 10.0


async def mail_server(setup: Setup) -> list[Finding]:
    settings = setup.settings
    if settings.smtp_host is None:
        return [ok(SUBJECT, "none set (AGENCY_SMTP_HOST): requests wait in the staff inbox "
                            "and nobody is mailed")]
    found = [await asyncio.to_thread(_greeted, settings)]
    if settings.notify_to is None:
        found.append(warn(SUBJECT, "AGENCY_NOTIFY_TO is not set: nobody is told of new requests",
                          "Set AGENCY_NOTIFY_TO to the office's address."))
    return found


async def public_address(setup: Setup) -> list[Finding]:
    """AGENCY_PUBLIC_URL: without it the office's mails cannot link to a request."""
    url = setup.settings.public_url
    if url:
        return [ok("public address", f"{url}: the office's mails link to each request there")]
    problem, _, advice = NO_PUBLIC_URL.partition(": ")
    return [warn("public address", problem, advice[0].upper() + advice[1:])]


def _greeted(settings: Settings) -> Finding:
    assert settings.smtp_host is not None
    server = f"{settings.smtp_host}:{settings.smtp_port}"
    try:
        with smtplib.SMTP(settings.smtp_host, settings.smtp_port,
                          timeout=GREETING_SECONDS) as smtp:
            smtp.ehlo()
            offers_tls = smtp.has_extn("starttls")
    except (OSError, smtplib.SMTPException) as error:
        return fail(SUBJECT, f"{server} does not answer: {error or type(error).__name__}",
                    "Check AGENCY_SMTP_HOST and AGENCY_SMTP_PORT, and that this machine may "
                    "connect there (firewall, a provider blocking port 25).")
    if settings.smtp_starttls and not offers_tls:
        return fail(SUBJECT, f"{server} answers but does not offer STARTTLS, which sending uses",
                    "Use the server's submission port (587), or set AGENCY_SMTP_STARTTLS=0 for "
                    "a server on this machine.")
    return ok(SUBJECT, f"{server} answers")
