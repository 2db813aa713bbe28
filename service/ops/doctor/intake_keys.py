"""The intake's key file: present and readable whenever sealed answers are stored (without it
they open no more), and kept apart from the database."""

import asyncio
import shlex
import sqlite3
from contextlib import closing
from pathlib import Path

from service.ops.doctor.findings import Finding, Setup, fail, ok
from service.requests.intake.sealing import SEALED, load_ring

SUBJECT = "intake keys"


async def intake_keys(setup: Setup) -> list[Finding]:
    settings = setup.settings
    return [await asyncio.to_thread(_intake_keys, settings.intake_keys,
                                    settings.requests_database)]


def _sealed_count(database: Path) -> int:
    """How many intakes hold sealed answers (0 without the database or its intakes table)."""
    if not database.exists():
        return 0
    try:
        with closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as db:
            row = db.execute("SELECT COUNT(*) FROM intakes WHERE instr(answers, ?) > 0",
                             (SEALED,)).fetchone()
    except sqlite3.Error:  # an older schema: the database check says what it is
        return 0
    return int(row[0])


def _intake_keys(path: Path, database: Path) -> Finding:
    sealed = _sealed_count(database)
    if not path.exists():
        if sealed:
            return fail(SUBJECT, f"{path} is missing, and {sealed} intake(s) hold answers "
                                 "sealed with it, which no longer open",
                        f"Restore {path} from where it was kept apart from the backups.")
        return ok(SUBJECT, f"no key file yet: the service makes {path} when it starts")
    try:
        if path.stat().st_size == 0:
            raise ValueError("the file is empty")
        ring = load_ring(path)
        if not ring.keys:
            raise ValueError("it holds no key")
    except (OSError, ValueError, KeyError, TypeError) as error:
        return fail(SUBJECT, f"{path} cannot be read: {error}",
                    f"Restore {shlex.quote(str(path))} from where it was kept; without it the "
                    "sealed answers do not open (the service makes a new file only when none "
                    "is there).")
    return ok(SUBJECT, f"{path} holds {len(ring.keys)} key(s); {sealed} intake(s) hold sealed "
                       "answers")
