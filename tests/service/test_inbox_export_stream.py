"""The CSV export streams from a thread of its own: every row of a large inbox arrives, in the same
bytes a whole-file build writes, and the site answers others while the export is under way."""

import asyncio
import csv
import io
import threading
from collections.abc import Generator, Iterable
from typing import Any

import pytest
from quart import Quart
from quart.testing import QuartClient

from service.config import Settings
from service.requests import export_stream
from service.requests.export import requests_csv
from service.requests.inbox import InboxFilters, find_all
from service.requests.kinds import REQUEST_KINDS
from service.requests.storage import RequestStore
from tests.service.conftest import StaffClient
from tests.service.request_rows import (
    NOW,
    at_now,  # noqa: F401 (a fixture)
    rows,
    write_request,
)

# Several batches and a part of one, so every boundary between chunks is crossed.
MANY = 3 * export_stream.BATCH_ROWS + 17
WAIT_SECONDS = 30  # only against a hang: the order of events is what the tests check


def fill(settings: Settings) -> list[int]:
    """MANY requests, some with text a CSV must quote, a few forgotten; the ids kept, newest
    first (none is overdue: they are all due tomorrow)."""
    kept = []
    with rows(settings) as db:
        for number in range(MANY):
            if number % 97 == 0:
                write_request(db, forgotten_at=NOW, name="", email="", phone="")
                continue
            kept.append(write_request(
                db, name=f'Pat "{number}", Jr.', message=f"Line one\r\nline two, {number}",
                kind="policy-change" if number % 3 else "quote",
                details={"changeKind": "vehicle"} if number % 3 else {"coverages": ["auto"]}))
    return kept[::-1]


@pytest.mark.usefixtures("at_now")
async def test_every_row_of_a_large_inbox_arrives_as_the_whole_file_would_be(
        client: StaffClient, settings: Settings) -> None:
    kept = fill(settings)
    response = await client.get("/api/admin/requests/export.csv")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    assert "no-store" in response.headers["Cache-Control"]
    body = (await response.get_data()).decode()
    lines = list(csv.reader(io.StringIO(body, newline="")))
    assert lines[0] == list(REQUEST_KINDS.csv_header)
    assert all(len(line) == len(lines[0]) for line in lines[1:])
    assert [int(line[0]) for line in lines[1:]] == kept
    with RequestStore(settings.requests_database).reading() as db:
        whole = requests_csv(find_all(db, NOW, InboxFilters()))
    assert body == whole


@pytest.mark.usefixtures("at_now")
async def test_the_site_answers_while_an_export_is_under_way(
        app: Quart, client: StaffClient, anonymous: QuartClient, settings: Settings,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The export is held in the middle of its rows; a visitor's /api/site is answered before it
    goes on. Were the rows written on the event loop, the hold would stop the loop and the
    visitor would not be answered until the export was let go."""
    kept = fill(settings)
    events: list[str] = []
    writers: set[str] = set()
    reached, go_on = threading.Event(), threading.Event()
    write_rows = export_stream.csv_rows

    def held_rows(requests: Iterable[dict[str, Any]], *args: Any) -> str:
        writers.add(threading.current_thread().name)
        if len(writers) == 1 and not reached.is_set():
            reached.set()
            if not go_on.wait(WAIT_SECONDS):
                raise AssertionError("the export was never let go")
            events.append("export went on")
        return write_rows(requests, *args)

    monkeypatch.setattr(export_stream, "csv_rows", held_rows)
    export = asyncio.create_task(client.get("/api/admin/requests/export.csv"))
    assert await asyncio.to_thread(reached.wait, WAIT_SECONDS)
    site = await anonymous.get("/api/site")
    events.append("site answered")
    assert site.status_code == 200
    assert not export.done()
    go_on.set()
    response = await export
    assert events == ["site answered", "export went on"]
    assert writers and all(name.startswith(export_stream.THREAD_NAME) for name in writers)
    assert threading.main_thread().name not in writers
    lines = list(csv.reader(io.StringIO((await response.get_data()).decode(), newline="")))
    assert [int(line[0]) for line in lines[1:]] == kept


async def test_a_request_forgotten_while_the_export_runs_is_left_out(settings: Settings) -> None:
    with rows(settings) as db:
        ids = [write_request(db) for _ in range(4)][::-1]
    store = RequestStore(settings.requests_database)
    chunks = export_stream.csv_chunks(store, NOW, InboxFilters(), batch_rows=2)
    header, first_two = next(chunks), next(chunks)
    with rows(settings) as db:  # as `forget` leaves a row: emptied and marked
        db.execute("UPDATE requests SET forgotten_at = ?, name = '', email = '', phone = '' "
                   "WHERE id = ?", (NOW, ids[3]))
    rest = b"".join(chunks)
    exported = list(csv.reader(io.StringIO((header + first_two + rest).decode(), newline="")))
    assert [int(line[0]) for line in exported[1:]] == ids[:3]


async def test_an_export_left_part_way_closes_its_rows_in_its_thread(settings: Settings) -> None:
    with rows(settings) as db:
        for _ in range(5):
            write_request(db)
    closed_in: list[str] = []
    closed = threading.Event()

    def chunks() -> Generator[bytes, None, None]:
        try:
            yield from export_stream.csv_chunks(RequestStore(settings.requests_database), NOW,
                                                InboxFilters(), batch_rows=1)
        finally:
            closed_in.append(threading.current_thread().name)
            closed.set()

    stream = export_stream.export_in_thread(chunks())
    assert (await anext(stream)).startswith(b'"id"')
    await anext(stream)
    await stream.aclose()
    # The close runs after the chunk under way, in the export's thread.
    assert await asyncio.to_thread(closed.wait, WAIT_SECONDS)
    assert len(closed_in) == 1 and closed_in[0].startswith(export_stream.THREAD_NAME)


@pytest.mark.usefixtures("at_now")
async def test_an_export_outlasts_the_time_any_other_answer_gets(
        app: Quart, client: StaffClient, settings: Settings,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Quart cuts an answer short after RESPONSE_TIMEOUT; an export of many rows may take longer
    and still arrives whole."""
    kept = fill(settings)
    app.config["RESPONSE_TIMEOUT"] = 0.05
    reached, go_on = threading.Event(), threading.Event()
    write_rows = export_stream.csv_rows

    def held_rows(requests: Iterable[dict[str, Any]], *args: Any) -> str:
        if not reached.is_set():
            reached.set()
            go_on.wait(WAIT_SECONDS)
        return write_rows(requests, *args)

    monkeypatch.setattr(export_stream, "csv_rows", held_rows)
    export = asyncio.create_task(client.get("/api/admin/requests/export.csv"))
    assert await asyncio.to_thread(reached.wait, WAIT_SECONDS)
    await asyncio.sleep(4 * app.config["RESPONSE_TIMEOUT"])  # past the time of other answers
    go_on.set()
    lines = list(csv.reader(io.StringIO((await (await export).get_data()).decode(), newline="")))
    assert [int(line[0]) for line in lines[1:]] == kept
