"""`agency requests ...`: visitors' quote and policy-change requests kept in the instance folder."""

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from cli.console import console, done, fail, print_json
from cli.content import chosen_content_folder
from cli.instance import instance_settings, set_up
from cli.replica import writes
from service.requests.agency_store import agency_store, facts_from
from service.requests.export import requests_csv
from service.requests.fields import KINDS
from service.requests.inbox import InboxFilters, find_all
from service.requests.phone_digits import NATIONAL_DIGITS as MIN_PHONE_DIGITS, phone_digits
from service.requests.storage import STATUSES, RequestNotFound, RequestStore

app = typer.Typer(help="Quote and policy-change requests sent from the site's forms.",
                  no_args_is_help=True)

DAY = 24 * 60 * 60
StatusOption = Annotated[str | None, typer.Option(
    "--status", help=f"Only requests with this status ({', '.join(STATUSES)}).")]
KindOption = Annotated[str | None, typer.Option(
    "--kind", help=f"Only requests of this kind ({', '.join(KINDS)}).")]


def site_file(ctx: typer.Context) -> Path:
    """The content's site facts (references take the agency's initials, due times its hours);
    the folder chosen with --content or AGENCY_CONTENT_DIR."""
    return chosen_content_folder(ctx) / "site.json"


def open_requests(ctx: typer.Context) -> RequestStore:
    facts = facts_from(lambda: None, site_file(ctx))
    settings = instance_settings()
    return set_up(agency_store(settings.requests_database, facts, settings.intake_files))


def checked_filters(kind: str | None, status: str | None) -> dict[str, str | None]:
    if kind is not None and kind not in KINDS:
        fail(f"--kind must be one of {', '.join(KINDS)}")
    if status is not None and status not in STATUSES:
        fail(f"--status must be one of {', '.join(STATUSES)}")
    return {"kind": kind, "status": status}


def contact(request: dict[str, Any]) -> str:
    return " / ".join(part for part in (request["phone"], request["email"]) if part)


def timeline_line(event: dict[str, Any]) -> str:
    """An event in words: what happened and who did it ("system" when nobody did)."""
    data = event["data"]
    what = {"status": f"status {data.get('status')}" + (f" (was {data['was']})"
                                                       if data.get("was") else ""),
            "assigned": f"assigned to {data.get('assignee') or 'nobody'}",
            "note": f"note: {data.get('text', '')}",
            "mail-sent": f"{data.get('purpose')} mail sent",
            "mail-failed": f"{data.get('purpose')} mail failed: {data.get('error', '')}"
                           + (" (gave up)" if data.get("final") else ""),
            "mail-skipped": f"{data.get('purpose')} mail not sent ({data.get('reason')})",
            "forgotten": f"person's data deleted ({data.get('requests')} requests)",
            }.get(event["type"], event["type"])
    return f"{what}, by {event['actor'] or 'system'}"


@app.command("list")
def list_requests(ctx: typer.Context, status: StatusOption = None, kind: KindOption = None,
                  as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False
                  ) -> None:
    """List requests, newest first."""
    found = open_requests(ctx).find(**checked_filters(kind, status))
    if as_json:
        print_json(found)
        return
    if not found:
        console.print("No requests.")
        return
    table = Table("ID", "Reference", "Received (UTC)", "Kind", "Status", "Name", "Contact", "Mail")
    for request in found:
        # Text(...) shows what the visitor typed literally: never read as Rich markup.
        table.add_row(str(request["id"]), request["reference"],
                      request["createdAt"].replace("T", " ")[:16],
                      request["kind"], request["status"], Text(request["name"]),
                      Text(contact(request)), request["mail"]["state"])
    console.print(table)


@app.command("show")
def show(ctx: typer.Context,
         request_id: Annotated[int, typer.Argument(help="The request's number.")],
         as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """Show one request with every field and its timeline."""
    try:
        request = open_requests(ctx).get(request_id)
    except RequestNotFound as error:
        fail(str(error))
    if as_json:
        print_json(request)
        return
    table = Table(show_header=False, box=None)
    rows: list[tuple[str, object]] = [
        ("Request", f"#{request['id']} {request['reference']} ({request['kind']})"),
        ("Received", request["createdAt"]), ("Due", request["dueAt"]),
        ("Assignee", request["assignee"]),
        ("Status", request["status"]), ("Name", request["name"]), ("E-mail", request["email"]),
        ("Phone", request["phone"]), ("Prefers", request["contactPreference"]),
        *request["details"].items(), ("Message", request["message"]),
        ("Mail", f"{request['mail']['state']} ({request['mail']['attempts']} attempts)"
                 + (f": {request['mail']['lastError']}" if request["mail"]["lastError"] else "")),
    ]
    rows += [(event["at"], timeline_line(event)) for event in request["timeline"]]
    for label, value in rows:
        shown = ", ".join(value) if isinstance(value, list) else str(value or "-")
        table.add_row(Text(label, style="bold"), Text(shown))
    console.print(table)


@app.command("export")
def export(ctx: typer.Context,
           csv_file: Annotated[Path, typer.Option("--csv", help="The CSV file to write.",
                                                  dir_okay=False)],
           status: StatusOption = None, kind: KindOption = None) -> None:
    """Write requests to a CSV file (cells that look like formulas are made plain text)."""
    checked = checked_filters(kind, status)
    filters = InboxFilters(kind=checked["kind"], status=checked["status"])
    with open_requests(ctx).reading() as db:
        found = find_all(db, time.time(), filters)
    try:
        csv_file.write_text(requests_csv(found), "utf-8", newline="")
    except OSError as error:
        fail(f"{csv_file}: {error.strerror or error}")
    done(f"Wrote {len(found)} requests to {csv_file}.")


@app.command("purge")
@writes
def purge(ctx: typer.Context,
          older_than: Annotated[int, typer.Option("--older-than", min=0, metavar="DAYS",
                                                  help="Delete requests older than DAYS.")],
          everything: Annotated[bool, typer.Option(
              "--all", help="Also delete requests that are not finished.")] = False,
          yes: Annotated[bool, typer.Option("--yes", help="Do not ask for confirmation.")]
          = False) -> None:
    """Delete finished requests older than some days (every request with --all)."""
    which = "requests" if everything else "finished requests"
    if not yes and not typer.confirm(f"Delete {which} older than {older_than} days for good?"):
        raise typer.Exit(code=1)
    deleted = open_requests(ctx).purge(time.time() - older_than * DAY, closed_only=not everything)
    done(f"Deleted {deleted} {which} older than {older_than} days.")


@app.command("forget")
@writes
def forget(ctx: typer.Context,
           person: Annotated[str, typer.Argument(
               metavar="EMAIL_OR_PHONE", help="The person's e-mail address or phone number.")],
           yes: Annotated[bool, typer.Option(
               "--yes", help="Really delete: required, as nothing brings the data back.")]
           = False) -> None:
    """Delete a person's data from every request with their e-mail or phone, with the notes and
    queued mails, leaving nothing of them in the file (Connecticut Data Privacy Act)."""
    if not yes:
        fail("Forgetting a person cannot be undone: run again with --yes.")
    if "@" not in person and len(phone_digits(person)) < MIN_PHONE_DIGITS:
        fail(f"{person!r} is neither an e-mail address nor a phone number.")
    count = open_requests(ctx).forget(person, None, time.time())
    done(f"Forgot {count} request{'' if count == 1 else 's'} of that person; a newsletter "
         "subscription of that address is gone too.")
