"""Bookings written straight into the schema-7 tables, as booking-core's store keeps them, for the
tests of what staff read and do with them."""

import json
import sqlite3
import uuid
from typing import Any

from tests.clock import epoch

MEMBER = "eleanor-whitcomb"
OTHER_MEMBER = "thomas-whitcomb"


def write_booking(db: sqlite3.Connection, request_id: int, start: str = "2026-12-01 10:00",
                  minutes: int = 15, **fields: Any) -> None:
    """A booking of the request at `start` on Milford's clock; `fields` are columns."""
    starts = epoch(start)
    row: dict[str, Any] = {
        "request_id": request_id, "type_id": "quote-call", "member": MEMBER, "place": "phone",
        "starts_at": starts, "ends_at": starts + minutes * 60, "blocks_from": starts,
        "blocks_until": starts + (minutes + 5) * 60, "uid": f"{uuid.uuid4()}@test",
        "sequence": 0, "answers": {"about": "Two cars"}, "updated_at": starts - 86400,
        **fields}
    row["answers"] = json.dumps(row["answers"])
    names = ", ".join(row)
    marks = ", ".join(f":{name}" for name in row)
    db.execute(f"INSERT INTO bookings ({names}) VALUES ({marks})", row)
