"""A new key for the intake's sealed answers: every sealed value sealed again with it in one
transaction, then the older keys dropped from the key file."""

import json
import time
from pathlib import Path

from service.requests.intake.sealing import SEALED, load_ring, save_ring
from service.requests.intake.sensitive import resealed
from service.requests.request_db import RequestDatabase


class NoKeyFile(FileNotFoundError):
    """Rotation needs the key file that sealed what is stored."""


def rotate_keys(store: RequestDatabase, path: Path, now: float | None = None) -> tuple[str, int]:
    """The new key's id and how many values were sealed again. The file holds the new key and
    the old ones while the values are sealed again, so a service writing meanwhile seals with the
    new key (it reads the file again inside its own transaction); SealBroken leaves the file with
    both, and every value as it was."""
    if not path.exists():
        raise NoKeyFile(f"No key file at {path}")
    ring = load_ring(path).with_new_key(now or time.time())
    save_ring(path, ring)
    newest = ring.only_newest()
    count = 0
    with store.transaction() as db:
        rows = db.execute("SELECT request_id, answers FROM intakes").fetchall()
        for request_id, text in rows:
            if SEALED not in text:
                continue
            answers = json.loads(text)
            count += text.count(SEALED)
            again = resealed(answers, ring, newest, request_id)
            db.execute("UPDATE intakes SET answers = ? WHERE request_id = ?",
                       (json.dumps(again, ensure_ascii=False, separators=(",", ":")),
                        request_id))
    save_ring(path, newest)
    return newest.keys[0].id, count

