"""The CSV export as a stream: read and written a batch of rows at a time in a thread of its own,
so the event loop answers everyone else while a large inbox goes out."""

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator, Generator
from concurrent.futures import ThreadPoolExecutor

from service.requests.export import csv_header, csv_rows
from service.requests.inbox import InboxFilters, kept_items, matching_ids
from service.requests.kinds import REQUEST_KINDS, RequestKinds
from service.requests.storage import RequestStore

BATCH_ROWS = 500  # a chunk of some 200 KB: few hops between the threads, little held at once
THREAD_NAME = "csv-export"
# How long the answer may take, in place of Quart's 60 s for any answer: a large inbox on a busy
# machine or a slow link takes longer than that, and a client that stops reading still lets go
# of the thread and the connection in the end.
EXPORT_SECONDS = 600


def csv_chunks(store: RequestStore, now: float, filters: InboxFilters,
               kinds: RequestKinds = REQUEST_KINDS,
               batch_rows: int = BATCH_ROWS) -> Generator[bytes, None, None]:
    """The export's bytes: the header once the matching ids are read, then a chunk per batch.
    Blocking: meant for export_in_thread. The connection is its own, opened and closed here."""
    with store.reading() as db:
        ids = matching_ids(db, now, filters)
        yield csv_header(kinds).encode()
        for start in range(0, len(ids), batch_rows):
            yield csv_rows(kept_items(db, ids[start:start + batch_rows], now), kinds).encode()


async def export_in_thread(
        chunks: Generator[bytes, None, None]) -> AsyncGenerator[bytes, None]:
    """Each chunk made in one thread of this export's own (an SQLite connection stays in the
    thread that opened it), the next only once the client has taken the last one."""
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix=THREAD_NAME)
    loop = asyncio.get_running_loop()
    try:
        while (chunk := await loop.run_in_executor(worker, next, chunks, None)) is not None:
            yield chunk
    finally:
        # A client gone part-way: the generator closes (and its connection with it) in its own
        # thread, after the chunk under way, without holding up the loop.
        worker.submit(chunks.close)
        worker.shutdown(wait=False)


async def csv_stream(store: RequestStore, now: float,
                     filters: InboxFilters) -> AsyncIterator[bytes]:
    """The export with its header already made: a database that cannot be read fails here,
    before the answer starts, not as a file cut short."""
    stream = export_in_thread(csv_chunks(store, now, filters))
    header = await anext(stream)
    return _resumed(header, stream)


async def _resumed(first: bytes,
                   rest: AsyncGenerator[bytes, None]) -> AsyncIterator[bytes]:
    try:
        yield first
        async for chunk in rest:
            yield chunk
    finally:
        await rest.aclose()
