"""Where requests come from and how fast they are answered: weeks by kind, sources, pages by their
titles and the median time to the first recorded contact (a call, text or e-mail staff logged).
Forgotten requests count: they keep kind, dates, source and contacts."""

import sqlite3
import statistics
from collections import Counter
from collections.abc import Mapping
from datetime import date, datetime, time, timedelta
from typing import Any

from service.content import AGENCY_ZONE
from service.requests.kinds import REQUEST_KINDS
from service.requests.local_time import local_day
from service.requests.page_titles import PageTitles, page_title
from service.requests.request_json import FIRST_CONTACT, stored_object

WEEKS, MOST_WEEKS = 12, 52
DIRECT = "Direct"


def week_starts(now: float, weeks: int) -> list[date]:
    """The Mondays (on the office's calendar) of the last `weeks` weeks, this one last."""
    today = local_day(now)
    this_monday = today - timedelta(days=today.weekday())
    return [this_monday - timedelta(weeks=back) for back in range(weeks - 1, -1, -1)]


def _midnight(day: date) -> float:
    return datetime.combine(day, time(), tzinfo=AGENCY_ZONE).timestamp()


def source_name(source: Mapping[str, Any]) -> str:
    """The campaign if the link named one, else the site the visitor came from, else Direct."""
    for key in ("utmSource", "referrerHost"):
        if isinstance(source.get(key), str) and source[key]:
            return str(source[key])
    return DIRECT


def _counted(counter: Counter[str]) -> list[tuple[str, int]]:
    """Most first; equal counts by name, so the order never shifts between two reads."""
    return sorted(counter.items(), key=lambda item: (-item[1], item[0]))


def request_reports(db: sqlite3.Connection, now: float, weeks: int,
                    titles: PageTitles) -> dict[str, Any]:
    """The reports over the last `weeks` weeks (this one included), as GET
    /api/admin/requests/reports answers them."""
    mondays = week_starts(now, weeks)
    by_week: dict[date, Counter[str]] = {
        monday: Counter(dict.fromkeys(REQUEST_KINDS.ids, 0)) for monday in mondays}
    sources: Counter[str] = Counter()
    pages: Counter[str] = Counter()
    hours = []
    rows = db.execute(f"SELECT kind, created_at, source, {FIRST_CONTACT} FROM requests r "
                      "WHERE created_at >= ? AND created_at <= ?",
                      (_midnight(mondays[0]), now)).fetchall()
    for kind, created, source_text, first_contact in rows:
        day = local_day(created)
        by_week[day - timedelta(days=day.weekday())][kind] += 1
        source = stored_object(source_text)
        sources[source_name(source)] += 1
        if isinstance(source.get("page"), str) and source["page"]:
            pages[source["page"]] += 1
        if first_contact is not None:
            hours.append((first_contact - created) / 3600)
    return {
        "weeks": [{"start": monday.isoformat(), "counts": dict(by_week[monday])}
                  for monday in mondays],
        "sources": [{"source": name, "count": count} for name, count in _counted(sources)],
        "pages": [{"page": page, "title": page_title(page, titles), "count": count}
                  for page, count in _counted(pages)],
        "medianFirstContactHours": round(statistics.median(hours), 1) if hours else None,
        "total": len(rows)}
