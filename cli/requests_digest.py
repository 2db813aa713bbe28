"""`agency requests digest`: the digest of new and overdue requests, printed or mailed now."""

import smtplib
import time
from typing import Annotated

import typer

from cli.console import done, fail
from cli.content import chosen_content_folder
from cli.instance import instance_settings
from cli.requests import open_requests, site_file
from service.requests import mail
from service.requests.agency_store import facts_from
from service.requests.digest import body, build_message, waiting_requests
from service.requests.intake.renewal import note_renewals
from service.requests.mail_failure import failure_words
from service.requests.page_titles import store_titles
from service.store import ContentStore


def digest(ctx: typer.Context, send: Annotated[bool, typer.Option(
        "--send", help="Also mail it to the office (AGENCY_NOTIFY_TO).")] = False) -> None:
    """Print the digest of new and overdue requests as it stands now; --send mails it too
    (for cron, or when the service is not running)."""
    settings = instance_settings()
    store, now = open_requests(ctx), time.time()
    if not settings.read_only:
        note_renewals(store, now, settings.intake_renewal_days)
    waiting = waiting_requests(store, now)
    titles = store_titles(ContentStore(chosen_content_folder(ctx)))
    # plain text, never Rich markup
    typer.echo(body(waiting, settings.public_url, titles=titles), nl=False)
    if not send:
        return
    if not settings.mail_enabled:
        fail("mail is not configured: set AGENCY_SMTP_HOST and AGENCY_NOTIFY_TO")
    try:
        facts = facts_from(lambda: None, site_file(ctx))()
        mail.send(build_message(waiting, settings, facts, titles), settings)
    except (OSError, smtplib.SMTPException) as error:
        fail(f"the digest was not sent: {failure_words(error)}")
    done(f"Sent the digest to {settings.notify_to}.")
