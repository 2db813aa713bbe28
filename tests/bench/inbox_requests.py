"""An agency's inbox after years of requests: 50,000 of mixed kinds, statuses, phone formats,
sources and notes, written straight into a requests database."""

import random
import sqlite3
from pathlib import Path

from service.requests.storage import RequestStore
from tests.addresses import post_address
from tests.service.request_rows import DAY, NOW, write_event, write_request

REQUESTS = 50_000
FIRST_NAMES = ("Jordan", "Sam", "Alex", "Maria", "Chris", "Pat", "Dana", "Lee", "Robin", "Kim")
LAST_NAMES = ("Rivera", "Lee", "Smith", "Nguyen", "Kowalski", "O'Brien", "Garcia", "Patel")
PHONE_FORMATS = ("({a}) {b}-{c}", "{a}-{b}-{c}", "{a}{b}{c}", "+1 {a} {b} {c}", "{a}.{b}.{c}")
SOURCES: tuple[dict[str, str], ...] = ({}, {"referrerHost": "www.google.com", "landing": "/"},
           {"utmSource": "newsletter", "utmMedium": "email",
            "page": post_address("flood-insurance")},
           {"page": "/request-quote", "landing": "/insurance/vehicle"},
           {"referrerHost": "www.facebook.com", "page": "/contact"})
STATUSES = {"quote": ("new", "contacted", "quoted", "won", "lost", "spam"),
            "policy-change": ("new", "in-progress", "done", "spam")}
# What the bench searches for: one request it knows, among the many.
KNOWN = {"name": "Quinn Zabriskie", "email": "quinn.z@example.net", "phone": "203-555-0161",
         "reference": "HP-QZ234"}


def _phone(chance: random.Random) -> str:
    a, b, c = chance.randint(200, 989), chance.randint(200, 999), chance.randint(0, 9999)
    return chance.choice(PHONE_FORMATS).format(a=a, b=b, c=f"{c:04d}")


def _one(db: sqlite3.Connection, chance: random.Random, number: int) -> None:
    kind = "quote" if chance.random() < 0.7 else "policy-change"
    created = NOW - (REQUESTS - number) * 0.05 * DAY  # about seven years, oldest first
    # The last few hundred are still new (the oldest of them past due); a few older ones were
    # never answered.
    answered = STATUSES[kind][1:] if chance.random() > 0.005 else STATUSES[kind]
    status = "new" if number > REQUESTS - 300 else chance.choice(answered)
    first, last = chance.choice(FIRST_NAMES), chance.choice(LAST_NAMES)
    details = ({"coverages": ["auto"], "zip": "06460"} if kind == "quote"
               else {"changeKind": "vehicle", "policyNumber": f"PA-{number}"})
    request_id = write_request(
        db, kind=kind, status=status, created_at=created, due_at=created + DAY,
        name=f"{first} {last}", email=f"{first}.{last}{number}@example.com".lower(),
        phone=_phone(chance), details=details, source=chance.choice(SOURCES),
        assignee=chance.choice((None, "editor", "clerk")),
        message="Please call me about my policy." * 3)
    write_event(db, request_id, "received", {}, at=created, actor=None)
    if chance.random() < 0.3:
        write_event(db, request_id, "note", {"text": "Left a voicemail."}, at=created + 3600)


def fill_requests(database: Path, count: int = REQUESTS, seed: int = 31) -> None:
    """`count` requests in a fresh database, one of them KNOWN."""
    RequestStore(database).set_up()
    chance = random.Random(seed)
    with sqlite3.connect(database) as db:
        for number in range(1, count + 1):
            _one(db, chance, number)
        write_request(db, **KNOWN, created_at=NOW - 40 * DAY, due_at=NOW - 39 * DAY,
                      status="contacted")
