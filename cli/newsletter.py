"""`agency newsletter ...`: the newsletter's subscribers (list, export, import) in the requests
file; the sends' commands join this app from cli/newsletter_send.py."""

import json
import os
import time
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from cli.console import console, done, fail, print_json
from cli.content import chosen_content_folder
from cli.replica import writes
from cli.requests import open_requests
from service.content import NewsletterCopy
from service.instance import open_private
from service.newsletter.importing import MAX_IMPORT_BYTES, ImportRefused, import_subscribers
from service.newsletter.setting import COPY_NAME, NewsletterUnavailable, copy_from
from service.newsletter.staff_list import find_subscribers, subscribers_csv
from service.newsletter.statuses import STATUSES
from service.newsletter.subscribers import chosen_topics

app = typer.Typer(help="The newsletter: its subscribers (and, with the sends, what goes out).",
                  no_args_is_help=True)
subscribers = typer.Typer(help="The people who signed up for the newsletter.",
                          no_args_is_help=True)
app.add_typer(subscribers, name="subscribers")

StatusOption = Annotated[str | None, typer.Option(
    "--status", help=f"Only subscribers with this status ({', '.join(STATUSES)}).")]
TopicOption = Annotated[str | None, typer.Option(
    "--topic", help="Only subscribers of this topic (its short name in copy/newsletter.json).")]


def newsletter_copy(ctx: typer.Context) -> NewsletterCopy:
    """The content's copy/newsletter.json (its topics); stops with a line when it cannot."""
    path = chosen_content_folder(ctx) / "copy" / f"{COPY_NAME}.json"
    try:
        return copy_from(json.loads(path.read_text("utf-8")))
    except (OSError, ValueError, NewsletterUnavailable):
        fail(f"{path} is missing or not valid: run `agency check`, or `agency migrate`.")


def _checked(status: str | None) -> str | None:
    if status is not None and status not in STATUSES:
        fail(f"--status must be one of {', '.join(STATUSES)}")
    return status


@subscribers.command("list")
def list_subscribers(ctx: typer.Context, status: StatusOption = None, topic: TopicOption = None,
                     as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")]
                     = False) -> None:
    """List the subscribers, newest first, with the count of each status."""
    with open_requests(ctx).reading() as db:
        found = find_subscribers(db, status=_checked(status), topic=topic, page_size=None)
    if as_json:
        print_json(found)
        return
    table = Table(show_header=True, header_style="bold")
    for column in ("Id", "E-mail", "Name", "Topics", "Status", "Signed up", "Consent"):
        table.add_column(column)
    for item in found["subscribers"]:
        table.add_row(str(item["id"]), Text(item["email"]), Text(item["name"]),
                      ", ".join(item["topics"]), item["status"], item["createdAt"] or "",
                      Text(str(item["consent"].get("source", ""))))
    console.print(table)
    counts = ", ".join(f"{count} {name}" for name, count in found["counts"].items())
    console.print(f"{found['total']} found; in all: {counts}.")


@subscribers.command("export")
def export(ctx: typer.Context,
           csv_file: Annotated[Path | None, typer.Argument(
               metavar="[FILE]", help="The CSV file to write; left out: printed.",
               dir_okay=False)] = None,
           status: StatusOption = None, topic: TopicOption = None) -> None:
    """Write the subscribers as CSV (cells that look like formulas are made plain text)."""
    with open_requests(ctx).reading() as db:
        found = find_subscribers(db, status=_checked(status), topic=topic, page_size=None)
    text = subscribers_csv(found["subscribers"])
    if csv_file is None:
        typer.echo(text, nl=False)
        return
    try:  # the subscribers' addresses: readable by this user alone, as the instance folder is
        with os.fdopen(open_private(csv_file, os.O_WRONLY | os.O_TRUNC), "w", encoding="utf-8",
                       newline="") as out:
            out.write(text)
    except OSError as error:
        fail(f"{csv_file}: {error.strerror or error}")
    done(f"Wrote {found['total']} subscribers to {csv_file}.")


@subscribers.command("import")
@writes
def import_file(
        ctx: typer.Context,
        csv_file: Annotated[Path, typer.Argument(metavar="FILE", dir_okay=False, help=(
            "A CSV of people who consented elsewhere: a column \"email\" (and \"name\"), or "
            "the address first and the name second."))],
        consent_source: Annotated[str, typer.Option("--consent-source", help=(
            "Where these people agreed to hear from the agency, e.g. 'Paper sign-up sheet at "
            "the office, 2026' (kept with each of them)."))],
        topic: Annotated[list[str], typer.Option("--topic", help=(
            "A topic they are subscribed to (repeat for more)."))]) -> None:
    """Add people who consented elsewhere as subscribed (no confirmation mail), never one who
    was forgotten, unsubscribed, bounced or complained; each line not added is listed."""
    topics = chosen_topics(topic, newsletter_copy(ctx).topic_ids())
    if isinstance(topics, str):
        fail(f"--topic: {topics} ({', '.join(newsletter_copy(ctx).topic_ids())})")
    try:
        if csv_file.stat().st_size > MAX_IMPORT_BYTES:
            fail(f"{csv_file}: the file is too large: import at most 2 MB at a time.")
        text = csv_file.read_text("utf-8-sig")
    except OSError as error:
        fail(f"{csv_file}: {error.strerror or error}")
    except UnicodeDecodeError:
        fail(f"{csv_file}: not CSV text (UTF-8): save it as CSV (UTF-8) and try again.")
    try:
        with open_requests(ctx).transaction() as db:
            result = import_subscribers(db, text, consent_source, topics, None, time.time())
    except ImportRefused as refused:
        fail(refused.message)
    for skipped in result["skipped"]:
        console.print(Text(f"line {skipped['line']}: {skipped['email']}: {skipped['reason']}"))
    done(f"Added {result['added']} subscribers; skipped {len(result['skipped'])}.")
