"""Signing up: a visitor's fields checked, the subscriber stored as pending with their consent,
and one confirmation mail queued per mailbox per day (a repeat answers alike and sends nothing)."""

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from service.newsletter.addresses import address_problem, mailbox
from service.requests.mail import header_text
from service.requests.request_json import iso

DAY = 24 * 60 * 60
NAME_MAX = 100
PAGE_MAX = 300
CHOOSE_A_TOPIC = "Choose at least one topic."
UNKNOWN_TOPIC = "Choose among the topics shown."
NAME_TOO_LONG = f"Please shorten your name to {NAME_MAX} characters."
# The statuses a sign-up starts over from (double opt-in again): they receive nothing meanwhile.
STARTS_OVER = ("pending", "unsubscribed", "bounced", "complained")


class SignUpRefused(Exception):
    """The fields to fix, each with the sentence shown beside it."""

    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__(", ".join(errors))
        self.errors = errors


@dataclass(frozen=True)
class SignUp:
    email: str
    name: str
    topics: tuple[str, ...]
    page: str


def chosen_topics(value: object, known: Sequence[str]) -> tuple[str, ...] | str:
    """The topics asked for, in the copy's order; the sentence to show when none or unknown."""
    asked = [value] if isinstance(value, str) else value
    if not isinstance(asked, list) or not asked or not all(isinstance(t, str) for t in asked):
        return CHOOSE_A_TOPIC
    if not set(asked) <= set(known):
        return UNKNOWN_TOPIC
    return tuple(topic for topic in known if topic in asked)


def read_sign_up(raw: Mapping[str, Any], known_topics: Sequence[str]) -> SignUp:
    """The sign-up in the posted fields, or SignUpRefused naming each field to fix."""
    errors: dict[str, str] = {}
    email = raw.get("email")
    if problem := address_problem(email):
        errors["email"] = problem
    name = raw.get("name") or ""
    if not isinstance(name, str) or len(name.strip()) > NAME_MAX:
        errors["name"] = NAME_TOO_LONG
    topics = chosen_topics(raw.get("topics"), known_topics)
    if isinstance(topics, str):
        errors["topics"] = topics
    if errors:
        raise SignUpRefused(errors)
    page = raw.get("page")
    page = page[:PAGE_MAX] if isinstance(page, str) and page.startswith(("/", "footer:/")) else ""
    assert isinstance(email, str) and isinstance(name, str) and not isinstance(topics, str)
    return SignUp(email.strip(), header_text(name), topics, page)


def add_event(db: sqlite3.Connection, subscriber_id: int, now: float, actor: str | None,
              kind: str, data: Mapping[str, Any] | None = None) -> None:
    """A line of the subscriber's history: signed-up, confirmed, unsubscribed, imported,
    topics-changed (and what nl-send records: bounced, complained)."""
    db.execute("INSERT INTO subscriber_events (subscriber_id, at, actor, type, data) "
               "VALUES (?, ?, ?, ?, ?)",
               (subscriber_id, now, actor, kind, json.dumps(dict(data or {}), ensure_ascii=False)))


def queue_confirmation(db: sqlite3.Connection, subscriber_id: int, recipient: str,
                       now: float) -> None:
    """The confirmation mail, for the newsletter's sender to make and send (confirm_mail.py)."""
    db.execute("INSERT INTO newsletter_mails (purpose, subscriber_id, recipient, state, "
               "next_attempt_at, created_at) VALUES ('confirm', ?, ?, 'pending', ?, ?)",
               (subscriber_id, recipient, now, now))
    db.execute("UPDATE subscribers SET confirm_queued_at = ? WHERE id = ?", (now, subscriber_id))


def sign_up(db: sqlite3.Connection, signing: SignUp, consent_text: str, now: float) -> bool:
    """Store the sign-up as pending with its consent and queue its confirmation; answers whether
    a mail was queued. A subscribed mailbox stays as it is; a mailbox that had its confirmation
    in the last 24 hours gets nothing more (the visitor is answered alike either way)."""
    box = mailbox(signing.email)
    row = db.execute("SELECT id, status, confirm_queued_at FROM subscribers WHERE mailbox = ?",
                     (box,)).fetchone()
    consent = json.dumps({"at": iso(now), "page": signing.page, "text": consent_text,
                          "topics": list(signing.topics), "source": "form"}, ensure_ascii=False)
    topics = json.dumps(list(signing.topics))
    if row is None:
        subscriber_id = db.execute(
            "INSERT INTO subscribers (email, mailbox, name, topics, status, created_at, "
            "changed_at, consent) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?) RETURNING id",
            (signing.email, box, signing.name, topics, now, now, consent)).fetchone()[0]
    else:
        subscriber_id, status, queued_at = row
        if status not in STARTS_OVER or (queued_at is not None and now - queued_at < DAY):
            return False
        db.execute("UPDATE subscribers SET email = ?, name = ?, topics = ?, status = 'pending', "
                   "changed_at = ?, consent = ?, confirm_hash = NULL, confirm_expires_at = NULL "
                   "WHERE id = ?",
                   (signing.email, signing.name, topics, now, consent, subscriber_id))
    add_event(db, subscriber_id, now, None, "signed-up",
              {"page": signing.page, "topics": list(signing.topics)})
    queue_confirmation(db, subscriber_id, signing.email, now)
    return True
