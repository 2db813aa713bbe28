"""The subscribers in the requests file: sign-up (role and malformed addresses refused, one
confirmation a day), confirmation, preferences, unsubscribing, import, export, staff's status
change and forgetting."""

import json
from pathlib import Path
from typing import Any

import pytest

from service.content import NewsletterCopy
from service.newsletter.addresses import ROLE_ADDRESS, suppression_hash
from service.newsletter.confirm_mail import (
    EXPIRED,
    ConfirmRefused,
    confirm,
    prepare_confirmation,
)
from service.newsletter.importing import ImportRefused, import_subscribers
from service.newsletter.preferences import change_topics, subscriber, unsubscribe
from service.newsletter.staff_list import (
    StatusRefused,
    find_subscribers,
    staff_status,
    subscribers_csv,
)
from service.newsletter.subscribers import (
    DAY,
    NAME_MAX,
    SignUp,
    SignUpRefused,
    read_sign_up,
    sign_up,
)
from service.requests.storage import RequestStore
from tests.conftest import TEST_CONTENT

NOW = 1_800_000_000.0
TOPICS = ["home-auto", "business"]
COPY = NewsletterCopy.model_validate_json(
    (TEST_CONTENT / "copy" / "newsletter.json").read_text("utf-8"))


@pytest.fixture
def store(tmp_path: Path) -> RequestStore:
    store = RequestStore(tmp_path / "requests.sqlite3")
    store.set_up()
    return store


def signing(email: str = "Jane@Example.com", topics: tuple[str, ...] = ("home-auto",),
            page: str = "/newsletter") -> SignUp:
    return SignUp(email, "Jane", topics, page)


def rows(store: RequestStore, query: str, *values: Any) -> list[tuple[Any, ...]]:
    with store.reading() as db:
        return db.execute(query, values).fetchall()


def queued(store: RequestStore) -> list[tuple[Any, ...]]:
    return rows(store, "SELECT subscriber_id, recipient, state FROM newsletter_mails "
                       "WHERE purpose = 'confirm' ORDER BY id")


def signed_up(store: RequestStore, now: float = NOW, **changes: Any) -> int:
    with store.transaction() as db:
        sign_up(db, signing(**changes), COPY.consentText, now)
    return int(rows(store, "SELECT MAX(id) FROM subscribers")[0][0])


def confirmed(store: RequestStore, now: float = NOW) -> tuple[int, str]:
    subscriber_id = signed_up(store, now)
    with store.transaction() as db:
        [mail] = db.execute("SELECT id, subscriber_id FROM newsletter_mails "
                            "WHERE state = 'pending'").fetchall()
        token = prepare_confirmation(db, {"id": mail[0], "subscriber_id": mail[1]}, now)
        assert token is not None
        confirm(db, token, now + 60)
    return subscriber_id, token


@pytest.mark.parametrize(("email", "field_message"), [
    ("postmaster@example.com", ROLE_ADDRESS), ("Abuse@Example.com", ROLE_ADDRESS),
    ("no-reply@example.com", ROLE_ADDRESS), ("list-request@example.com", ROLE_ADDRESS),
    ("noreply+news@example.com", ROLE_ADDRESS),
    ("jane@", "This e-mail address doesn't look complete."),
    ("jane example.com", "This e-mail address doesn't look complete."),
    ("jane@example.com\r\nBcc: x@y.z", "This e-mail address doesn't look complete."),
    ("", "Please enter your e-mail address."), (None, "Please enter your e-mail address.")])
def test_malformed_and_role_addresses_are_refused_on_the_email_field(
        email: object, field_message: str) -> None:
    with pytest.raises(SignUpRefused) as refused:
        read_sign_up({"email": email, "topics": ["home-auto"]}, TOPICS)
    assert refused.value.errors == {"email": field_message}


def test_a_sign_up_needs_a_known_topic_and_a_short_name() -> None:
    for topics, message in ((None, "Choose at least one topic."), ([], "Choose at least one "
                            "topic."), (["gardening"], "Choose among the topics shown."),
                            ([1], "Choose at least one topic.")):
        with pytest.raises(SignUpRefused) as refused:
            read_sign_up({"email": "jane@example.com", "topics": topics}, TOPICS)
        assert refused.value.errors == {"topics": message}
    with pytest.raises(SignUpRefused) as refused:
        read_sign_up({"email": "jane@example.com", "topics": ["business"],
                      "name": "J" * (NAME_MAX + 1)}, TOPICS)
    assert list(refused.value.errors) == ["name"]
    read = read_sign_up({"email": " jane@example.com ", "topics": ["business", "home-auto"],
                         "page": "https://evil.example/"}, TOPICS)
    assert read == SignUp("jane@example.com", "", ("home-auto", "business"), "")


def test_a_sign_up_is_pending_with_its_consent_and_one_confirmation_queued(
        store: RequestStore) -> None:
    subscriber_id = signed_up(store)
    [(email, box, status, consent)] = rows(store, "SELECT email, mailbox, status, consent "
                                                  "FROM subscribers")
    assert (email, box, status) == ("Jane@Example.com", "jane@example.com", "pending")
    assert json.loads(consent) == {"at": "2027-01-15T08:00:00Z", "page": "/newsletter",
                                   "text": COPY.consentText, "topics": ["home-auto"],
                                   "source": "form"}
    assert queued(store) == [(subscriber_id, "Jane@Example.com", "pending")]
    assert rows(store, "SELECT type FROM subscriber_events") == [("signed-up",)]


def test_repeat_sign_ups_within_a_day_queue_one_mail_and_a_day_later_another(
        store: RequestStore) -> None:
    for minutes in range(5):
        signed_up(store, NOW + minutes * 60, email="JANE@example.com ".strip())
    assert len(queued(store)) == 1
    signed_up(store, NOW + DAY + 1)
    assert len(queued(store)) == 2
    assert rows(store, "SELECT COUNT(*) FROM subscribers") == [(1,)]


def test_a_subscribed_mailbox_signing_up_again_keeps_its_topics_and_gets_nothing(
        store: RequestStore) -> None:
    subscriber_id, _ = confirmed(store)
    signed_up(store, NOW + 2 * DAY, topics=("business",))
    with store.reading() as db:
        assert subscriber(db, subscriber_id) == {
            "email": "Jane@Example.com", "name": "Jane", "topics": ["home-auto"],
            "status": "subscribed", "confirmed": True}
    assert len(queued(store)) == 1


def test_confirming_subscribes_once_and_again_answers_alike(store: RequestStore) -> None:
    subscriber_id, token = confirmed(store)
    [(status, consent)] = rows(store, "SELECT status, consent FROM subscribers")
    assert status == "subscribed" and json.loads(consent)["confirmedAt"] == "2027-01-15T08:01:00Z"
    with store.transaction() as db:
        assert confirm(db, token, NOW + 3 * DAY) == {"email": "Jane@Example.com",
                                                     "topics": ["home-auto"]}
    assert rows(store, "SELECT type FROM subscriber_events WHERE subscriber_id = ?",
                subscriber_id) == [("signed-up",), ("confirmed",)]


def test_a_forged_or_expired_confirmation_is_refused(store: RequestStore) -> None:
    signed_up(store)
    with store.transaction() as db:
        token = prepare_confirmation(db, {"id": 1, "subscriber_id": 1}, NOW)
    assert token is not None
    for forged in ("", token[:-1] + ("A" if token[-1] != "A" else "B"), "x" * 500):
        with store.transaction() as db, pytest.raises(ConfirmRefused) as refused:
            confirm(db, forged, NOW)
        assert refused.value.status == 404
    with store.transaction() as db, pytest.raises(ConfirmRefused) as refused:
        confirm(db, token, NOW + DAY)
    assert (refused.value.status, refused.value.message) == (410, EXPIRED)
    assert rows(store, "SELECT status FROM subscribers") == [("pending",)]


def test_no_token_is_made_for_one_no_longer_pending_and_the_mail_is_skipped(
        store: RequestStore) -> None:
    subscriber_id, _ = confirmed(store)
    with store.transaction() as db:
        db.execute("INSERT INTO newsletter_mails (purpose, subscriber_id, recipient, state, "
                   "next_attempt_at, created_at) VALUES ('confirm', ?, 'x', 'pending', 0, 0)",
                   (subscriber_id,))
        assert prepare_confirmation(db, {"id": 2, "subscriber_id": subscriber_id}, NOW) is None
    assert rows(store, "SELECT state FROM newsletter_mails WHERE id = 2") == [("skipped",)]


def test_preferences_change_topics_and_none_unsubscribes_skipping_waiting_mails(
        store: RequestStore) -> None:
    subscriber_id, _ = confirmed(store)
    with store.transaction() as db:
        change_topics(db, subscriber_id, ["business"], NOW)
        db.execute("INSERT INTO newsletter_mails (purpose, subscriber_id, recipient, state, "
                   "next_attempt_at, created_at) VALUES ('confirm', ?, 'x', 'pending', 0, 0)",
                   (subscriber_id,))
        change_topics(db, subscriber_id, [], NOW + 1)
        assert subscriber(db, subscriber_id)["status"] == "unsubscribed"  # type: ignore[index]
        assert not unsubscribe(db, subscriber_id, NOW + 2, None, "link")  # once is enough
        change_topics(db, subscriber_id, ["home-auto"], NOW + 3)  # confirmed once: back
    assert rows(store, "SELECT state FROM newsletter_mails ORDER BY id")[-1] == ("skipped",)
    assert [t for (t,) in rows(store, "SELECT type FROM subscriber_events")] == [
        "signed-up", "confirmed", "topics-changed", "unsubscribed", "topics-changed"]
    assert rows(store, "SELECT status, topics FROM subscribers") == [
        ("subscribed", '["home-auto"]')]


def test_staff_may_only_unsubscribe(store: RequestStore) -> None:
    subscriber_id, _ = confirmed(store)
    with store.transaction() as db:
        with pytest.raises(StatusRefused):
            staff_status(db, subscriber_id, "subscribed", "editor", NOW)
        item = staff_status(db, subscriber_id, "unsubscribed", "editor", NOW)
        assert staff_status(db, 999, "unsubscribed", "editor", NOW) is None
    assert item is not None and item["status"] == "unsubscribed"
    assert rows(store, "SELECT actor, data FROM subscriber_events WHERE type = "
                       "'unsubscribed'") == [("editor", '{"how": "staff"}')]


IMPORT = """email,Name
ann@example.com,Ann Lee
bob@example.com
postmaster@example.com,Post Master
not an address,Who
ann@example.com,Ann again
forgotten@example.com,Gone
left@example.com,Left
=cmd@example.com,"=HYPERLINK(""x"")"
"""


def test_an_import_adds_only_people_who_may_be_added_and_says_why_not(
        store: RequestStore) -> None:
    left = signed_up(store, email="left@example.com")
    with store.transaction() as db:
        db.execute("INSERT INTO newsletter_suppressed VALUES (?, ?)",
                   (suppression_hash("Forgotten@example.com"), NOW))
        unsubscribe(db, left, NOW, None, "link")
        result = import_subscribers(db, IMPORT, "Paper sheet at the office, 2026", ["business"],
                                    "editor", NOW)
    assert result == {"added": 3, "skipped": [
        {"line": 4, "email": "postmaster@example.com",
         "reason": "a role address, not read by a person"},
        {"line": 5, "email": "not an address", "reason": "not an e-mail address"},
        {"line": 6, "email": "ann@example.com", "reason": "listed twice"},
        {"line": 7, "email": "forgotten@example.com", "reason": "forgotten at their request"},
        {"line": 8, "email": "left@example.com",
         "reason": "unsubscribed: they asked to get nothing more"}]}
    with store.reading() as db:
        found = find_subscribers(db, status="subscribed")
    assert [s["email"] for s in found["subscribers"]] == ["=cmd@example.com", "bob@example.com",
                                                         "ann@example.com"]
    assert found["subscribers"][2]["consent"]["source"] == (
        "import: Paper sheet at the office, 2026")
    assert found["counts"] == {"pending": 0, "subscribed": 3, "unsubscribed": 1, "bounced": 0,
                               "complained": 0}
    assert queued(store) == [(left, "left@example.com", "skipped")]  # no mail for an import
    exported = subscribers_csv(found["subscribers"])
    assert exported.splitlines()[1].startswith("'=cmd@example.com,\"'=HYPERLINK")
    assert "import: Paper sheet at the office, 2026" in exported


@pytest.mark.parametrize(("text", "source", "field"), [
    ("a@example.com", "", "consentSource"), ("a@example.com", None, "consentSource"),
    ("a@example.com\n" * 20_001, "Sheet", "csv"), ("x" * (3 * 1024 * 1024), "Sheet", "csv"),
    ("a@example.com\x00", "Sheet", "csv"), ('"a@example.com\n' * 2, "Sheet", None)])
def test_an_import_without_a_consent_source_or_of_a_bad_file_adds_nobody(
        store: RequestStore, text: str, source: object, field: str | None) -> None:
    with store.transaction() as db:
        if field is None:  # an unclosed quote: one odd cell, no address
            assert import_subscribers(db, text, source, ["business"], None, NOW)["added"] == 0
            return
        with pytest.raises(ImportRefused) as refused:
            import_subscribers(db, text, source, ["business"], None, NOW)
    assert refused.value.field == field
    assert rows(store, "SELECT COUNT(*) FROM subscribers") == [(0,)]


def test_search_status_and_topic_filters(store: RequestStore) -> None:
    signed_up(store, email="ann@example.com", topics=("home-auto",))
    signed_up(store, email="bob_50%@example.com", topics=("business",))
    with store.reading() as db:
        assert find_subscribers(db, q="ANN")["total"] == 1
        assert find_subscribers(db, q="_50%")["total"] == 1
        assert find_subscribers(db, q="%")["total"] == 1
        assert find_subscribers(db, topic="business")["subscribers"][0]["email"] == (
            "bob_50%@example.com")
        assert find_subscribers(db, status="subscribed")["total"] == 0
        assert find_subscribers(db, page=2, page_size=1)["subscribers"][0]["email"] == (
            "ann@example.com")


def test_forgetting_a_person_deletes_their_subscriber_and_an_import_never_brings_them_back(
        store: RequestStore) -> None:
    subscriber_id, _ = confirmed(store)
    store.forget("JANE@example.com", "editor", NOW)
    assert rows(store, "SELECT COUNT(*) FROM subscribers") == [(0,)]
    assert rows(store, "SELECT COUNT(*) FROM subscriber_events") == [(0,)]
    assert rows(store, "SELECT COUNT(*) FROM newsletter_mails") == [(0,)]
    assert rows(store, "SELECT mailbox_hash FROM newsletter_suppressed") == [
        (suppression_hash("jane@example.com"),)]
    assert b"jane@example.com" not in store.database.read_bytes().lower()
    with store.transaction() as db:
        result = import_subscribers(db, "jane@example.com", "Sheet", ["business"], None, NOW)
    assert result["skipped"][0]["reason"] == "forgotten at their request"
    signed_up(store, NOW + 1)  # signing up again themselves, double opt-in again, is allowed
    assert rows(store, "SELECT status FROM subscribers") == [("pending",)]
    assert subscriber_id not in [r[0] for r in rows(store, "SELECT id FROM subscribers")]
