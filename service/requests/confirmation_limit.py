"""The day's share of visitor confirmations: at most CONFIRMATIONS_PER_DAY to one mailbox and from
one client, so the form cannot be used to flood a stranger's inbox.

An address text is not a mailbox: `victim+0@…` and `Victim+1@…` reach one inbox, so they count
together. What is counted is kept a day and no longer (the client's address is personal data).
"""

import sqlite3

CONFIRMATIONS_PER_DAY = 3
DAY = 24 * 60 * 60


def mailbox_key(address: str) -> str:
    """The inbox an address reaches, as the limit counts it: without case, the local part's
    `+tag` removed."""
    local, at, domain = address.strip().lower().rpartition("@")
    if not at:
        return domain
    return f"{local.split('+', 1)[0]}@{domain}"


def may_confirm(db: sqlite3.Connection, request_id: int, to: str, client: str,
                now: float) -> bool:
    """Whether a confirmation to `to`, asked for by `client` (its limit key; "" for none), is
    within the day's share; when it is, it is counted, in the caller's transaction."""
    db.execute("DELETE FROM confirmations_counted WHERE at <= ?", (now - DAY,))
    mailbox = mailbox_key(to)
    by_mailbox: int = db.execute(
        "SELECT COUNT(*) FROM confirmations_counted WHERE mailbox = ? AND at > ?",
        (mailbox, now - DAY)).fetchone()[0]
    by_client: int = db.execute(
        "SELECT COUNT(*) FROM confirmations_counted WHERE client = ? AND client != '' "
        "AND at > ?", (client, now - DAY)).fetchone()[0]
    if max(by_mailbox, by_client) >= CONFIRMATIONS_PER_DAY:
        return False
    db.execute("INSERT INTO confirmations_counted (request_id, mailbox, client, at) "
               "VALUES (?, ?, ?, ?)", (request_id, mailbox, client, now))
    return True
