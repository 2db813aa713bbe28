"""One write transaction on an autocommit SQLite connection: taken at once, all or nothing."""

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def immediate(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One writer at a time from the first read, so what the block checks holds until its change
    lands; rolled back on any error (unless SQLite already did, as it does on a full disk)."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")
