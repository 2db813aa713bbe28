"""`agency requests digest`: the digest of new and overdue requests, printed or mailed now."""

import json
import smtplib
import time
from typing import Annotated, Any

import typer

from cli.console import done, fail
from cli.content import content_root
from cli.instance import instance_settings, set_up
from service.requests import mail
from service.requests.digest import body, build_message, waiting_requests
from service.requests.storage import RequestStore


def site_facts(ctx: typer.Context) -> dict[str, Any] | None:
    """The content's site facts for the sender's name; None when they cannot be read."""
    site_file = content_root(ctx) / "site.json"
    try:
        facts = json.loads(site_file.read_text("utf-8"))
    except (OSError, ValueError):
        return None
    return facts if isinstance(facts, dict) else None


def digest(ctx: typer.Context, send: Annotated[bool, typer.Option(
        "--send", help="Also mail it to the office (AGENCY_NOTIFY_TO).")] = False) -> None:
    """Print the digest of new and overdue requests as it stands now; --send mails it too
    (for cron, or when the service is not running)."""
    settings = instance_settings()
    waiting = waiting_requests(set_up(RequestStore(settings.requests_database)), time.time())
    typer.echo(body(waiting, settings.public_url), nl=False)  # plain text, never Rich markup
    if not send:
        return
    if not settings.mail_enabled:
        fail("mail is not configured: set AGENCY_SMTP_HOST and AGENCY_NOTIFY_TO")
    try:
        mail.send(build_message(waiting, settings, site_facts(ctx)), settings)
    except (OSError, smtplib.SMTPException) as error:
        fail(f"the digest was not sent: {type(error).__name__}: {error}")
    done(f"Sent the digest to {settings.notify_to}.")
