"""`agency requests digest`: the digest of new and overdue requests, printed or mailed now."""

import json
import smtplib
import time
from typing import Annotated

import typer

from cli.console import done, fail
from cli.content import content_root
from cli.instance import instance_settings, set_up
from service.requests import mail
from service.requests.digest import body, build_message, waiting_requests
from service.requests.storage import RequestStore

DEFAULT_AGENCY_NAME = "Agency website"


def agency_name(ctx: typer.Context) -> str:
    """The sender's name: the site facts' name, a plain one when they cannot be read."""
    try:
        facts = json.loads((content_root(ctx) / "site.json").read_text("utf-8"))
        return str(facts.get("name") or DEFAULT_AGENCY_NAME)
    except (OSError, ValueError, AttributeError, typer.Exit):
        return DEFAULT_AGENCY_NAME


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
        mail.send(build_message(waiting, settings, agency_name(ctx)), settings)
    except (OSError, smtplib.SMTPException) as error:
        fail(f"the digest was not sent: {type(error).__name__}: {error}")
    done(f"Sent the digest to {settings.notify_to}.")
