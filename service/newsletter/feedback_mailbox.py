"""The feedback Maildir (AGENCY_NEWSLETTER_MAILDIR): each message in new/ read once, applied,
and moved to cur/ (seen), so the next reading skips it."""

import email
import email.policy
import logging
import mailbox
import os
from email.message import EmailMessage
from pathlib import Path

from service.newsletter.feedback import apply_feedback
from service.newsletter.feedback_parse import read_feedback
from service.newsletter.links import SubscriberLinks
from service.requests.storage import RequestStore

log = logging.getLogger(__name__)


def read_maildir(store: RequestStore, folder: Path, links: SubscriberLinks, now: float) -> int:
    """Apply every new message's feedback; the number of messages read."""
    try:
        if not any(os.scandir(folder / "new")):  # the usual answer, without listing cur/
            return 0
    except (FileNotFoundError, NotADirectoryError):
        return 0
    box = mailbox.Maildir(folder, create=False)
    read = 0
    for key in list(box.iterkeys()):
        try:
            held = box.get_message(key)
        except (KeyError, FileNotFoundError):  # moved by another reader meanwhile
            continue
        if held.get_subdir() != "new":
            continue
        message = email.message_from_bytes(held.as_bytes(), policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        for feedback in read_feedback(message):
            if not apply_feedback(store, feedback, links, now, "mailbox"):
                log.info("newsletter feedback (%s) names nobody we mail", feedback.kind)
        held.set_subdir("cur")
        held.add_flag("S")
        box[key] = held  # written to cur/ and the one in new/ removed
        read += 1
    return read
