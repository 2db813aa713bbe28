"""`agency newsletter send` and `agency newsletter status`: a published post queued for the
topics' subscribers (held to the same gate as the API), a test mail, and the sends' figures."""

import json
import smtplib
import time
from pathlib import Path
from typing import Annotated, Any

import typer

from cli.console import console, done, fail, print_json
from cli.content import chosen_content_folder
from cli.instance import instance_settings
from cli.replica import writes
from cli.requests import open_requests, site_file
from service.checks import Finding, post_text
from service.config import Settings
from service.content import Post
from service.html import served_html
from service.newsletter.links import SubscriberLinks
from service.newsletter.relay import refusal
from service.newsletter.send_gate import SendRefused, check_send, open_risks, topic_ids
from service.newsletter.sends import create_send, list_sends, live_send_of, queue_figures
from service.newsletter.test_mail import send_now, trial_message
from service.posts import post_status, utc_now
from service.requests.agency_store import facts_from
from service.routes import post_address
from service.store import ContentStore, NotFound

DAY = 24 * 60 * 60
TopicOption = Annotated[list[str], typer.Option(
    "--topic", help="A topic's short name (copy/newsletter.json); repeat for several.")]


def _copy(folder: Path) -> dict[str, Any]:
    try:
        found = json.loads((folder / "copy" / "newsletter.json").read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def _finding_lines(findings: list[Finding]) -> str:
    return "\n".join(f"  {f.rule}: \"{f.phrase}\" in \"{f.excerpt}\"" for f in findings)


def _acknowledged(findings: list[Finding], rules: list[str]) -> list[dict[str, str]]:
    """Each finding of the rules named, as an acknowledgement."""
    return [{"rule": f.rule, "phrase": f.phrase or "", "excerpt": f.excerpt}
            for f in findings if f.rule in rules]


def _test(post: Post, to: str, settings: Settings, ctx: typer.Context,
          copy: dict[str, Any]) -> None:
    if not settings.mail_enabled:
        fail("mail is not configured: set AGENCY_SMTP_HOST and AGENCY_NOTIFY_TO")
    facts = facts_from(lambda: None, site_file(ctx))()
    message = trial_message((post.title, served_html(post.content), post_address(post.slug)),
                            to, None, settings, facts, copy,
                            SubscriberLinks.of_instance(settings.instance_dir))
    try:
        send_now(message, to, settings)
    except (OSError, smtplib.SMTPException) as error:
        fail(f"the test was not sent: {refusal(error).words}")
    done(f"Sent a test of {post.slug} to {to}.")


@writes
def send(ctx: typer.Context, slug: str, topic: TopicOption,
         test: Annotated[str | None, typer.Option(
             "--test", help="Send it now to this address only, as a test.")] = None,
         force: Annotated[bool, typer.Option(
             "--force", help="Send a post that was sent before.")] = False,
         acknowledge: Annotated[list[str] | None, typer.Option(
             "--acknowledge", help="A rule whose risk findings you reviewed and let stand for "
                                   "the mail; repeat for several.")] = None) -> None:
    """Queue a published post for the subscribers of the topics (the running service sends it,
    paced to the relay's limits). Refused, with the findings listed, while a risk finding of the
    post is not acknowledged with --acknowledge RULE."""
    folder = chosen_content_folder(ctx)
    settings = instance_settings()
    content = ContentStore(folder)
    try:
        post = content.read_post(slug)
    except NotFound:
        fail(f"no post {slug}")
    copy = _copy(folder)
    if test:
        _test(post, test, settings, ctx, copy)
        return
    store = open_requests(ctx)
    findings = open_risks(post_text(post), content, [])
    acknowledged = _acknowledged(findings, acknowledge or [])
    try:
        check_send(post_status(post, utc_now()) == "published", topic, topic_ids(copy),
                   live_send_of(store, slug), force,
                   open_risks(post_text(post), content, acknowledged), settings.public_url)
    except SendRefused as error:
        fail(f"{error.message}\n{_finding_lines(error.findings)}".rstrip()
             if error.findings else error.message)
    now = time.time()
    made = create_send(store, slug, sorted(set(topic)), post.title, now, now, None, force,
                       acknowledged)
    done(f"Send {made['id']} of {slug} to {', '.join(made['topics'])} is queued: the service "
         "sends it within a minute.")


def status(ctx: typer.Context, as_json: Annotated[bool, typer.Option(
        "--json", help="Print the sends and the queue as JSON.")] = False) -> None:
    """The sends with their figures, the queue's length and the mails sent in the last 24
    hours against AGENCY_NEWSLETTER_PER_DAY."""
    settings = instance_settings()
    store = open_requests(ctx)
    sends = list_sends(store)
    with store.reading() as db:
        queue = queue_figures(db, time.time() - DAY)
    if as_json:
        print_json({"sends": sends, **queue, "perDay": settings.newsletter_per_day})
        return
    for made in sends:
        figures = made["figures"]
        console.print(f"{made['id']:>4}  {made['state']:<10} {made['slug']}  "
                      f"sent {figures['sent']}/{figures['recipients']}, pending "
                      f"{figures['pending']}, failed {figures['failed']}, interrupted "
                      f"{figures['interrupted']}, bounced {figures['bounced']}, complained "
                      f"{figures['complained']}, unsubscribed {figures['unsubscribed']}",
                      markup=False, highlight=False)
    console.print(f"Queue: {queue['queued']} mails waiting; {queue['sentLastDay']} sent in the "
                  f"last 24 hours (limit {settings.newsletter_per_day}).", markup=False,
                  highlight=False)
