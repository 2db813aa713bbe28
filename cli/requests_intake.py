"""`agency requests intake ID`: a request's quote intake for a comparative rater, as CSV or JSON."""

import getpass
import time
from typing import Annotated, Literal

import typer

from cli.console import fail, print_json
from cli.content import chosen_content_folder
from cli.instance import instance_settings
from cli.replica import writes
from cli.requests import open_requests
from service.requests.intake.rater_csv import COLUMNS, load_defaults, rows_csv
from service.requests.intake.sealing import SealBroken, load_ring
from service.requests.intake.staff_work import NoIntake, exported_rows
from service.requests.storage import RequestNotFound

HELP = ("Print a request's quote intake for a comparative rater: one row per driver and one "
        "per vehicle (one policy row when it has neither), the policy, home and business "
        "answers repeated on each, the agency's defaults (copy/intake-defaults) where visitors "
        "are never asked. Dates of birth, license numbers and VINs are masked unless "
        "--sensitive; the request's timeline records the export, who ran it and whether it was "
        "sensitive.\n\n\b\nColumns:\n" + "\n".join(f"  {name}: {about}"
                                                     for name, about in COLUMNS))


@writes
def intake(ctx: typer.Context,
           request_id: Annotated[int, typer.Argument(help="The request's number.")],
           output: Annotated[Literal["csv", "json"], typer.Option(
               "--format", help="csv (with a header row) or json (a list of rows).")] = "csv",
           sensitive: Annotated[bool, typer.Option(
               "--sensitive", help="Sensitive answers in clear (recorded on the timeline).")]
           = False) -> None:
    settings = instance_settings()
    defaults = load_defaults(chosen_content_folder(ctx) / "copy" / "intake-defaults.json")
    who = f"{getpass.getuser()} (command line)"
    try:
        rows, _ = exported_rows(open_requests(ctx), load_ring(settings.intake_keys), request_id,
                                defaults, sensitive, who, time.time(), output)
    except (RequestNotFound, NoIntake) as error:
        fail(str(error))
    except SealBroken as error:
        fail(f"a sensitive answer cannot be opened with {settings.intake_keys}: {error}")
    if output == "json":
        print_json(rows)
    else:
        typer.echo(rows_csv(rows), nl=False)


intake.__doc__ = HELP
