"""A subscriber's lasting link: opens for whom it was made, never when forged or altered."""

from pathlib import Path

from service.newsletter.links import LinkHolder, SubscriberLinks


def test_a_link_names_its_subscriber_and_send_and_survives_a_restart(tmp_path: Path) -> None:
    links = SubscriberLinks.of_instance(tmp_path)
    token = links.token(4711, 38)
    assert SubscriberLinks.of_instance(tmp_path).open(token) == LinkHolder(4711, 38)
    assert links.open(links.token(1)) == LinkHolder(1, None)
    assert (tmp_path / "newsletter-key").stat().st_mode & 0o077 == 0


def test_a_forged_altered_or_foreign_link_opens_nothing(tmp_path: Path) -> None:
    links = SubscriberLinks.of_instance(tmp_path / "one")
    token = links.token(12, 3)
    other = SubscriberLinks.of_instance(tmp_path / "two")
    subscriber, send, signature = token.split(".")
    assert other.open(token) is None
    assert links.open(f"13.{send}.{signature}") is None
    assert links.open(f"{subscriber}..{signature}") is None
    assert links.open(token + "x") is None
    assert links.open("") is None
    assert links.open("../../etc/passwd") is None
