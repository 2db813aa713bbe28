"""`agency keys rotate`: a new key for the quote intake's sealed answers (the key file in the
instance folder), every sealed value sealed again with it, the old keys dropped."""

import typer

from cli.console import console, fail
from cli.instance import instance_settings, set_up
from cli.replica import writes
from service.requests.intake.rotation import NoKeyFile, rotate_keys
from service.requests.intake.sealing import SealBroken
from service.requests.storage import RequestStore

app = typer.Typer(help="The keys that seal the quote intake's most sensitive answers.",
                  no_args_is_help=True)


@app.command("rotate")
@writes
def rotate() -> None:
    """Make a new key, seal every sealed answer again with it in one transaction, then drop the
    old keys from the key file (the running service reads the file again by itself)."""
    settings = instance_settings()
    store = set_up(RequestStore(settings.requests_database))
    try:
        key_id, count = rotate_keys(store, settings.intake_keys)
    except NoKeyFile:
        fail(f"No key file at {settings.intake_keys}: the service makes one when it starts. "
             "If sealed answers are stored, restore the file from where it was kept.")
    except SealBroken as error:
        fail(f"A sealed answer does not open with the key file's keys ({error}): nothing was "
             f"changed, and {settings.intake_keys} keeps the new key beside the old ones.")
    console.print(f"New key {key_id}: {count} sealed answer{'s' if count != 1 else ''} sealed "
                  f"again; the old keys are gone from {settings.intake_keys}.")
