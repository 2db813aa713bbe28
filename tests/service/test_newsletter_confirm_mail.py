"""The confirmation mail nl-send's sender sends for a sign-up: what they asked for, the link (valid
24 hours), what to do if it was not them, and the agency's postal address."""

import json
from pathlib import Path

from service.config import Settings
from service.content import NewsletterCopy
from service.newsletter.confirm_mail import IGNORE, confirmation_message, token_hash
from tests.conftest import TEST_CONTENT

COPY = NewsletterCopy.model_validate_json(
    (TEST_CONTENT / "copy" / "newsletter.json").read_text("utf-8"))
FACTS = json.loads((TEST_CONTENT / "site.json").read_text("utf-8"))


def test_the_confirmation_names_the_topics_the_link_its_24_hours_and_the_postal_address(
        tmp_path: Path) -> None:
    settings = Settings(content_dir=TEST_CONTENT, instance_dir=tmp_path,
                        public_url="https://www.example.com", notify_to="office@example.com")
    subscriber = {"email": "jane@example.com", "topics": '["home-auto", "business"]'}
    message = confirmation_message(subscriber, "tok-EN_1", settings, FACTS, COPY)
    text = message.get_content()
    assert message["To"] == "jane@example.com"
    assert message["From"] == "Harbor Point Insurance Agency <office@example.com>"
    assert message["Subject"] == "Confirm your subscription to Harbor Point Insurance Agency"
    assert message.get_content_type() == "text/plain"
    assert "You asked for: Home & auto, Business." in text
    link_line = text.splitlines()[text.splitlines().index(
        "To confirm, open this link (valid 24 hours):") + 1]
    assert link_line == "https://www.example.com/newsletter/confirm#tok-EN_1"
    assert IGNORE in text
    assert "1127 Boston Post Road, Suite 2, Milford, CT 06460" in text
    assert token_hash("tok-EN_1") not in text


def test_the_copys_sender_name_is_used_when_given(tmp_path: Path) -> None:
    settings = Settings(content_dir=TEST_CONTENT, instance_dir=tmp_path,
                        public_url="https://www.example.com", notify_to="office@example.com")
    copy = COPY.model_copy(update={"fromName": "Harbor Point News"})
    message = confirmation_message({"email": "a@example.com", "topics": ["business"]}, "t",
                                   settings, FACTS, copy)
    assert message["From"] == "Harbor Point News <office@example.com>"
