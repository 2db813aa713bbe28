"""`agency bookings ...`: the calls and meetings visitors booked, read from the requests file."""

import json
from datetime import date
from typing import Annotated, Any

import typer
from rich.table import Table
from rich.text import Text

from cli.console import console, fail, print_json
from cli.content import chosen_content_folder
from cli.requests import open_requests
from service.bookings.booking_db import Booking, bookings_of_day
from service.requests.local_time import local
from service.requests.request_json import iso

app = typer.Typer(help="Calls and meetings visitors booked on the site.", no_args_is_help=True)


def _day(value: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        fail(f"--day must be a day written YYYY-MM-DD, not {value!r}")


def _titles(ctx: typer.Context) -> dict[str, str]:
    """Each meeting type's title by id, from the content's copy/booking.json (none: the ids)."""
    try:
        copy = json.loads((chosen_content_folder(ctx) / "copy" / "booking.json")
                          .read_text("utf-8"))
        return {kind["id"]: kind["title"] for kind in copy["types"]}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def _as_json(booking: Booking, titles: dict[str, str]) -> dict[str, Any]:
    return {"requestId": booking.request_id, "reference": booking.reference,
            "status": booking.status, "type": booking.type_id,
            "title": titles.get(booking.type_id, booking.type_id), "member": booking.member,
            "place": booking.place, "start": iso(booking.starts_at), "end": iso(booking.ends_at),
            "name": booking.name, "email": booking.email, "phone": booking.phone}


@app.command("list")
def list_bookings(
        ctx: typer.Context,
        day: Annotated[str, typer.Option("--day", help="The day (YYYY-MM-DD, the agency's "
                                                       "time zone).")],
        member: Annotated[str | None, typer.Option(
            "--member", help="Only this team member's bookings (their id in team.json).")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False) -> None:
    """List a day's bookings, earliest first, cancelled ones too."""
    chosen = _day(day)
    with open_requests(ctx).reading() as db:
        found = bookings_of_day(db, chosen, member)
    titles = _titles(ctx)
    if as_json:
        print_json([_as_json(booking, titles) for booking in found])
        return
    if not found:
        console.print(f"No bookings on {chosen.isoformat()}.")
        return
    table = Table("Time", "Until", "Meeting", "Place", "Member", "Status", "Name", "Phone",
                  "Reference", title=f"Bookings on {chosen:%A, %B} {chosen.day}, {chosen.year}")
    for booking in found:
        starts, ends = local(booking.starts_at), local(booking.ends_at)
        # Text(...) shows what the visitor typed literally: never read as Rich markup.
        table.add_row(f"{starts:%H:%M} {starts.tzname()}", f"{ends:%H:%M}",
                      titles.get(booking.type_id, booking.type_id), booking.place,
                      booking.member, booking.status, Text(booking.name), Text(booking.phone),
                      booking.reference)
    console.print(table)
