"""The staff inbox: requests found by search and filters, a page at a time, and related ones."""

import re
import sqlite3
from dataclasses import dataclass
from typing import Any

from service.requests.local_time import local_day
from service.requests.phone_digits import phone_digits
from service.requests.request_json import ITEM_QUERY, iso, request_item
from service.sqlite_filters import containing

PAGE_SIZE = 50
MOST_PAGES = 1_000_000  # keeps an offset inside SQLite's integers
MOST_SEARCH_CHARACTERS = 200
# A phone search needs this many digits: fewer would match most numbers.
PHONE_SEARCH_DIGITS = 4
# Only text a phone number is written with is searched as one, so "HP-42345" is a reference and
# never the phones holding 42345.
PHONE_TEXT = re.compile(r"[\d\s()+.\-]+")
RELATED_SECONDS = 30 * 24 * 3600
EVERY_ROW = 2**62  # a LIMIT no inbox reaches
NOT_FORGOTTEN = "r.forgotten_at IS NULL"
UNASSIGNED = "none"  # the assignee filter's word for requests nobody owns
OVERDUE = "(r.status = 'new' AND r.due_at < :now)"
# Back for a re-quote (intake/renewal.py): reminded, the renewal date (:today, the office's day)
# not passed, and nobody has moved the request's status since the reminder.
RENEWAL_WAITING = ("(i.renewal_noted_at IS NOT NULL AND i.renewal_on >= :today AND "
                   "(r.status_changed_at IS NULL OR r.status_changed_at < i.renewal_noted_at))")
RENEWAL = f"EXISTS (SELECT 1 FROM intakes i WHERE i.request_id = r.id AND {RENEWAL_WAITING})"

# One request as the list (and the detail) reads it: the office mail, the confirmation mail (the
# latest of each) and the notes counted beside the row.


@dataclass(frozen=True)
class InboxFilters:
    """What staff narrowed the inbox to; None (or False) is "any". assignee "none" is
    unassigned."""

    q: str | None = None
    kind: str | None = None
    status: str | None = None
    assignee: str | None = None
    overdue: bool = False
    renewal: bool = False


def _search(q: str, values: dict[str, Any]) -> str:
    """Name or e-mail containing q, the phone holding its digits, or the reference it is."""
    values["contains"], values["reference"] = containing(q), q.upper()
    matches = ["r.name LIKE :contains ESCAPE '\\'", "r.email LIKE :contains ESCAPE '\\'",
               "r.reference = :reference"]
    digits = phone_digits(q)
    if len(digits) >= PHONE_SEARCH_DIGITS and PHONE_TEXT.fullmatch(q):
        values["digits"] = digits
        matches.append("instr(r.phone_digits, :digits) > 0")
    return f"({' OR '.join(matches)})"


def _where(filters: InboxFilters, values: dict[str, Any]) -> str:
    conditions = [NOT_FORGOTTEN]
    if filters.q:
        conditions.append(_search(filters.q, values))
    if filters.kind:
        conditions.append("r.kind = :kind")
        values["kind"] = filters.kind
    if filters.status:
        conditions.append("r.status = :status")
        values["status"] = filters.status
    if filters.assignee == UNASSIGNED:
        conditions.append("r.assignee IS NULL")
    elif filters.assignee:
        conditions.append("r.assignee = :assignee")
        values["assignee"] = filters.assignee
    if filters.overdue:
        conditions.append(OVERDUE)
    if filters.renewal:
        conditions.append(RENEWAL)
    return " AND ".join(conditions)


def _items(db: sqlite3.Connection, ids: list[int], now: float,
           condition: str = "1") -> list[dict[str, Any]]:
    """The requests of `ids` meeting `condition`, in that order."""
    if not ids:
        return []
    marks = ", ".join("?" for _ in ids)
    db.row_factory = sqlite3.Row
    try:
        rows = db.execute(f"{ITEM_QUERY} WHERE r.id IN ({marks}) AND {condition}",
                          ids).fetchall()
    finally:
        db.row_factory = None
    by_id = {row["id"]: request_item(row, now) for row in rows}
    return [by_id[request_id] for request_id in ids if request_id in by_id]


def _page_ids(db: sqlite3.Connection, where: str, values: dict[str, Any], offset: int,
              size: int) -> list[int]:
    """One page of matching ids: the overdue ones first, the earliest due first, then the rest
    newest first (ids grow with arrival, so the rowid order needs no sort)."""
    overdue = db.execute(f"SELECT r.id FROM requests r WHERE {where} AND {OVERDUE} "
                         "ORDER BY r.due_at, r.id LIMIT :size OFFSET :offset",
                         {**values, "size": size, "offset": offset}).fetchall()
    ids = [row[0] for row in overdue]
    if len(ids) < size:
        skipped = db.execute(f"SELECT COUNT(*) FROM requests r WHERE {where} AND {OVERDUE}",
                             values).fetchone()[0] if not ids else offset + len(ids)
        rest = db.execute(f"SELECT r.id FROM requests r WHERE {where} AND NOT {OVERDUE} "
                          "ORDER BY r.id DESC LIMIT :size OFFSET :offset",
                          {**values, "size": size - len(ids),
                           "offset": max(0, offset - skipped)}).fetchall()
        ids += [row[0] for row in rest]
    return ids


def _searched_ids(db: sqlite3.Connection, where: str, values: dict[str, Any]) -> list[int]:
    """Every id a search finds, in the inbox's order: a search reads every row once anyway (its
    text is matched anywhere in a name), so counting and paging it once more would read them
    three times."""
    found = db.execute(f"SELECT r.id, {OVERDUE}, r.due_at FROM requests r WHERE {where} "
                       "ORDER BY r.id DESC", values).fetchall()
    overdue = sorted((due, found_id) for found_id, late, due in found if late)
    return [found_id for _, found_id in overdue] + [
        found_id for found_id, late, _ in found if not late]


def find_page(db: sqlite3.Connection, now: float, q: str | None = None, kind: str | None = None,
              status: str | None = None, assignee: str | None = None, overdue: bool = False,
              renewal: bool = False, page: int = 1,
              page_size: int = PAGE_SIZE) -> dict[str, Any]:
    """One page of the inbox (forgotten requests never listed) with the counts the inbox shows:
    how many match, and how many are new, overdue and back for a re-quote in the whole inbox."""
    filters = InboxFilters(q.strip() if q else None, kind, status, assignee, overdue, renewal)
    values: dict[str, Any] = {"now": now, "today": local_day(now).isoformat()}
    where = _where(filters, values)
    offset = (page - 1) * page_size
    if filters.q:
        every = _searched_ids(db, where, values)
        total, ids = len(every), every[offset:offset + page_size]
    else:
        total = db.execute(f"SELECT COUNT(*) FROM requests r WHERE {where}",
                           values).fetchone()[0]
        ids = _page_ids(db, where, values, offset, page_size)
    new_count, overdue_count = db.execute(
        f"SELECT COUNT(*), COALESCE(SUM(r.due_at < :now), 0) FROM requests r "
        f"WHERE r.status = 'new' AND {NOT_FORGOTTEN}", {"now": now}).fetchone()
    renewal_count = db.execute(f"SELECT COUNT(*) FROM requests r WHERE {RENEWAL} AND "
                               f"{NOT_FORGOTTEN}", {"today": values["today"]}).fetchone()[0]
    return {"requests": _items(db, ids, now), "newCount": new_count,
            "overdueCount": overdue_count, "renewalCount": renewal_count, "total": total,
            "page": page, "pageSize": page_size}


def matching_ids(db: sqlite3.Connection, now: float, filters: InboxFilters) -> list[int]:
    """Every matching request's id in the inbox's order (the CSV export's rows)."""
    values: dict[str, Any] = {"now": now, "today": local_day(now).isoformat()}
    return _page_ids(db, _where(filters, values), values, 0, EVERY_ROW)


def kept_items(db: sqlite3.Connection, ids: list[int], now: float) -> list[dict[str, Any]]:
    """The requests of `ids`, in that order, but those forgotten since the ids were read (the
    export reads its rows a batch at a time, each batch a moment later)."""
    return _items(db, ids, now, NOT_FORGOTTEN)


def find_all(db: sqlite3.Connection, now: float, filters: InboxFilters) -> list[dict[str, Any]]:
    """Every matching request in the inbox's order (the CSV export)."""
    return kept_items(db, matching_ids(db, now, filters), now)


def related(db: sqlite3.Connection, request_id: int) -> list[dict[str, Any]]:
    """Other requests, not forgotten, with this one's e-mail (in any case) or phone digits,
    created within 30 days before or after it, newest first."""
    row = db.execute("SELECT email, phone_digits, created_at FROM requests WHERE id = ?",
                     (request_id,)).fetchone()
    if row is None:
        return []
    email, digits, created = row
    values = {"id": request_id, "email": email, "digits": digits,
              "start": created - RELATED_SECONDS, "end": created + RELATED_SECONDS}
    same = (["r.email = :email COLLATE NOCASE"] if email else []) + (
        ["r.phone_digits = :digits"] if digits else [])
    if not same:
        return []
    found = db.execute(
        "SELECT id, reference, kind, status, created_at FROM requests r "
        f"WHERE ({' OR '.join(same)}) AND {NOT_FORGOTTEN} AND r.id != :id "
        "AND r.created_at BETWEEN :start AND :end ORDER BY r.created_at DESC, r.id DESC",
        values).fetchall()
    return [{"id": found_id, "reference": reference, "kind": kind, "status": status,
             "createdAt": iso(at)} for found_id, reference, kind, status, at in found]
