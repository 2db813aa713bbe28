"""A post as the newsletter mails it, to one address at once (the API's and the CLI's test send,
and the preview): as a subscriber gets it, with links that name no subscriber."""

from collections.abc import Mapping
from email.message import EmailMessage
from typing import Any

from service.config import Settings
from service.newsletter.issue_mail import Recipient, frozen_parts, issue_message, new_message_id
from service.newsletter.links import SubscriberLinks
from service.newsletter.mail_policy import mail_bytes
from service.newsletter.relay import Relay
from service.requests import mail

TEST_PREFIX = "[Test] "
NOBODY = 0  # subscriber ids start at 1: a link for id 0 opens nobody's preferences


def sample(email: str, copy: Mapping[str, Any], links: SubscriberLinks) -> Recipient:
    """A recipient of every topic, whose links name nobody."""
    topics = [str(t.get("title")) for t in copy.get("topics") or [] if isinstance(t, Mapping)]
    return Recipient(email, links.token(NOBODY), topics)


def post_parts(post: tuple[str, str, str], public_url: str,
               facts: Mapping[str, Any]) -> tuple[str, str]:
    """(title, served HTML, path) made into the parts a send would freeze now."""
    title, html, path = post
    return frozen_parts(title, html, public_url + path, public_url, facts)


def trial_message(post: tuple[str, str, str], to: str, subject: str | None, settings: Settings,
                 facts: Mapping[str, Any], copy: Mapping[str, Any],
                 links: SubscriberLinks) -> EmailMessage:
    assert settings.public_url is not None
    return issue_message(TEST_PREFIX + (subject or post[0]),
                         post_parts(post, settings.public_url, facts),
                         sample(to, copy, links), new_message_id(settings.public_url),
                         settings, facts, copy.get("fromName"))


def send_now(message: EmailMessage, to: str, settings: Settings) -> None:
    """Hand it to the mail server now; raises OSError or SMTPException."""
    with Relay(settings) as relay:
        relay.send(mail.sender_address(settings), to, mail_bytes(message))
