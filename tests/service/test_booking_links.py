"""Booking mail links: opened once; refused when unknown, expired or used; one live per kind."""

from pathlib import Path

import pytest

from service.bookings.links import LinkRefusal, LinkRefused, make_link, open_link, spend_link
from service.requests.fields import Submission
from service.requests.storage import RequestStore

NOW = 1_800_000_000.0


@pytest.fixture
def store(tmp_path: Path) -> RequestStore:
    store = RequestStore(tmp_path / "requests.sqlite3")
    store.set_up()
    return store


def a_request(store: RequestStore) -> int:
    submission = Submission(kind="quote", name="Ann Lee", email="ann@example.com", phone="",
                            contact_preference="email", message="", details={})
    return store.add(submission, NOW).id


def refusal(store: RequestStore, purpose: str, token: str, now: float) -> LinkRefusal:
    with store.transaction() as db, pytest.raises(LinkRefused) as refused:
        spend_link(db, purpose, token, now)  # type: ignore[arg-type]
    return refused.value.refusal


def test_a_link_opens_its_request_once_and_is_then_used(store: RequestStore) -> None:
    request_id = a_request(store)
    with store.transaction() as db:
        token = make_link(db, "review", request_id, NOW, NOW + 3600)
        assert open_link(db, "review", token, NOW + 10).request_id == request_id
    with store.transaction() as db:
        assert spend_link(db, "review", token, NOW + 20) == request_id
    assert refusal(store, "review", token, NOW + 30) is LinkRefusal.USED


def test_unknown_forged_other_purpose_and_expired_links_are_refused(store: RequestStore) -> None:
    request_id = a_request(store)
    with store.transaction() as db:
        token = make_link(db, "manage", request_id, NOW, NOW + 3600)
    assert refusal(store, "manage", token + "x", NOW) is LinkRefusal.UNKNOWN
    assert refusal(store, "review", token, NOW) is LinkRefusal.UNKNOWN
    assert refusal(store, "manage", token, NOW + 3600) is LinkRefusal.EXPIRED


def test_a_new_link_replaces_the_older_one_of_its_purpose(store: RequestStore) -> None:
    request_id = a_request(store)
    with store.transaction() as db:
        older = make_link(db, "manage", request_id, NOW, NOW + 3600)
        review = make_link(db, "review", request_id, NOW, NOW + 3600)
        newer = make_link(db, "manage", request_id, NOW + 1, NOW + 3600)
    assert refusal(store, "manage", older, NOW + 2) is LinkRefusal.USED
    with store.transaction() as db:
        assert open_link(db, "manage", newer, NOW + 2).request_id == request_id
        assert open_link(db, "review", review, NOW + 2).request_id == request_id
    with store.reading() as db:
        stored = [row[0] for row in db.execute("SELECT token_hash FROM booking_links")]
    assert newer not in stored and all(len(digest) == 64 for digest in stored)
