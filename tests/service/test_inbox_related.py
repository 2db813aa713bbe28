"""The requests a request links to: the same person by e-mail or phone within 30 days."""

import sqlite3
from pathlib import Path

from service.requests.inbox import related
from service.requests.storage import RequestStore
from tests.service.request_rows import DAY, NOW, write_request


def database(tmp_path: Path) -> sqlite3.Connection:
    path = tmp_path / "requests.sqlite3"
    RequestStore(path).set_up()
    return sqlite3.connect(path, isolation_level=None)


def test_the_same_e_mail_in_any_case_or_phone_digits_within_30_days_newest_first(
        tmp_path: Path) -> None:
    db = database(tmp_path)
    this = write_request(db, email="Jane@Example.com", phone="(203) 555-0161", created_at=NOW)
    by_email = write_request(db, email="jane@example.COM", phone="", created_at=NOW - 29 * DAY,
                             reference="HP-22222")
    by_phone = write_request(db, email="other@example.com", phone="+1 203 555 0161",
                             created_at=NOW + 2 * DAY, kind="policy-change", status="done")
    write_request(db, email="jane@example.com", created_at=NOW - 31 * DAY)  # too long ago
    write_request(db, email="", phone="203-555-0162", created_at=NOW)  # another number
    write_request(db, email="jane@example.com", created_at=NOW, forgotten_at=NOW)
    found = related(db, this)
    assert [r["id"] for r in found] == [by_phone, by_email]
    assert found[1] == {"id": by_email, "reference": "HP-22222", "kind": "quote",
                        "status": "new", "createdAt": "2026-10-20T11:06:40Z"}
    assert found[0]["kind"] == "policy-change" and found[0]["status"] == "done"


def test_empty_contact_details_relate_nothing(tmp_path: Path) -> None:
    db = database(tmp_path)
    this = write_request(db, email="", phone="")
    write_request(db, email="", phone="")
    assert related(db, this) == []
    assert related(db, 999) == []
