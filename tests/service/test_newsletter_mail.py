"""A newsletter copy as written: both parts, the footer, the list headers kept whole (never an
RFC 2047 encoded word) and folded so that a DKIM signature made before the relay verifies on
the bytes an SMTP server (aiosmtpd) received."""

import base64
import email
import email.policy
import smtplib
from collections.abc import Iterator
from email.message import EmailMessage
from pathlib import Path

import dkim
import pytest
from aiosmtpd.controller import Controller
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from service.config import Settings
from service.config_file import SettingsError
from service.newsletter.article import IMAGE_WIDTH, mail_article
from service.newsletter.issue_mail import Recipient, frozen_parts, issue_message
from service.newsletter.mail_policy import mail_bytes
from service.newsletter.relay import refusal
from tests.addresses import post_address
from tests.service.test_requests_mail import Mailbox, free_port

PUBLIC_URL = "https://www.harborpoint.example"
FACTS = {"name": "Harbor Point Insurance Agency",
         "address": {"street": "1127 Boston Post Road, Suite 2", "city": "Milford",
                     "state": "CT", "zip": "06460"}}
TOKEN = "1b.2c.AbCdEfGhIjKlMnOpQrStUv"
FLOOD_BASICS = post_address("flood-basics")
POST = (f'<p>Read <a href="{FLOOD_BASICS}">flood basics</a> first &amp; then '
        '<strong>act</strong>.</p><figure><img src="/media/storm.jpg" alt="A storm"></figure>'
        '<ul><li>Clear the roof</li><li>Check the tires</li></ul>')


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(content_dir=tmp_path, web_dist=tmp_path, instance_dir=tmp_path / "i",
                    smtp_host="127.0.0.1", notify_to="office@harborpoint.example",
                    public_url=PUBLIC_URL, smtp_starttls=False)


def a_copy(settings: Settings, subject: str = "Winter driving") -> EmailMessage:
    parts = frozen_parts("Winter driving", POST, f"{PUBLIC_URL}{post_address('winter')}",
                         PUBLIC_URL, FACTS)
    return issue_message(subject, parts, Recipient("pat@example.org", TOKEN, ["Home & auto"]),
                         "<newsletter.1@www.harborpoint.example>", settings, FACTS)


def test_the_article_gets_inline_styles_absolute_links_and_images_at_600_px() -> None:
    html, text = mail_article(POST, PUBLIC_URL)
    assert f'href="{PUBLIC_URL}{FLOOD_BASICS}"' in html
    assert f'src="{PUBLIC_URL}/media/storm.jpg"' in html and f'width="{IMAGE_WIDTH}"' in html
    assert "max-width:100%" in html and "<style" not in html and "class=" not in html
    assert "&amp; then" in html
    assert text == (f"Read flood basics ({PUBLIC_URL}{FLOOD_BASICS}) first & then act.\n\n"
                    "[A storm]\n\n- Clear the roof\n- Check the tires\n")


def test_a_copy_has_both_parts_the_footer_and_the_list_headers(settings: Settings) -> None:
    parsed = email.message_from_bytes(mail_bytes(a_copy(settings)), policy=email.policy.default)
    assert isinstance(parsed, EmailMessage)
    assert parsed.get_content_type() == "multipart/alternative"
    plain = parsed.get_body(("plain",))
    html = parsed.get_body(("html",))
    assert plain is not None and html is not None
    for part in (plain.get_content(), html.get_content()):
        assert "1127 Boston Post Road, Suite 2, Milford, CT 06460" in part
        assert "You signed up for Home &" in part and "at www.harborpoint.example." in part
        assert f"{PUBLIC_URL}/newsletter/preferences#{TOKEN}" in part
        assert f"{PUBLIC_URL}/api/newsletter/unsubscribe/{TOKEN}" in part
    assert html.get_content().count("Harbor Point Insurance Agency") == 2  # wordmark, footer
    assert "<img" in html.get_content() and 'width="1"' not in html.get_content()  # no pixel
    assert str(parsed["List-Unsubscribe"]) == (
        f"<{PUBLIC_URL}/api/newsletter/unsubscribe/{TOKEN}>, "
        f"<mailto:office@harborpoint.example?subject=unsubscribe%20{TOKEN}>")
    assert str(parsed["List-Unsubscribe-Post"]) == "List-Unsubscribe=One-Click"
    assert "<newsletter.www.harborpoint.example>" in str(parsed["List-Id"])
    assert str(parsed["Message-ID"]) == "<newsletter.1@www.harborpoint.example>"


def test_the_unsubscribe_address_setting_names_the_mailto(settings: Settings) -> None:
    message = a_copy(settings.replace(newsletter_unsubscribe_address="leave@harborpoint.example"))
    assert f"<mailto:leave@harborpoint.example?subject=unsubscribe%20{TOKEN}>" \
        in str(message["List-Unsubscribe"])


def test_no_list_header_becomes_an_encoded_word_however_it_is_written(
        settings: Settings) -> None:
    message = a_copy(settings, subject="Ünïcode subject stays encodable")
    written = [mail_bytes(message), message.as_bytes(), bytes(message)]
    for data in written:
        head = data.split(b"\r\n\r\n", 1)[0].decode("ascii")
        lines = head.split("\r\n")
        header = [line for line in lines if line.startswith("List-Unsubscribe:")]
        assert header == [f"List-Unsubscribe: <{PUBLIC_URL}/api/newsletter/unsubscribe/"
                          f"{TOKEN}>,"], head
        following = lines[lines.index(header[0]) + 1]
        assert following == f" <mailto:office@harborpoint.example?subject=unsubscribe%20{TOKEN}>"
        assert "=?" not in "".join(line for line in lines if line.startswith("List-"))
        assert "=?utf-8?" in head  # the subject, which may be one, is
        assert all(len(line) <= 998 for line in lines)


@pytest.fixture
def sink() -> Iterator[tuple[int, Mailbox]]:
    port = free_port()
    mailbox = Mailbox()
    controller = Controller(mailbox, hostname="127.0.0.1", port=port)
    controller.start()
    yield port, mailbox
    controller.stop()


def dkim_key() -> tuple[bytes, bytes]:
    """A private key (PEM) and its DNS TXT record."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(serialization.Encoding.PEM,
                                serialization.PrivateFormat.TraditionalOpenSSL,
                                serialization.NoEncryption())
    public = key.public_key().public_bytes(serialization.Encoding.DER,
                                           serialization.PublicFormat.SubjectPublicKeyInfo)
    return private, b"v=DKIM1; k=rsa; p=" + base64.b64encode(public)


SIGNED = [b"from", b"to", b"subject", b"date", b"message-id", b"list-id", b"list-unsubscribe",
          b"list-unsubscribe-post"]


@pytest.mark.parametrize("canonical", [(b"relaxed", b"relaxed"), (b"simple", b"simple")])
def test_a_dkim_signature_made_before_the_relay_verifies_on_the_received_bytes(
        settings: Settings, sink: tuple[int, Mailbox], canonical: tuple[bytes, bytes]) -> None:
    port, mailbox = sink
    private, record = dkim_key()
    data = mail_bytes(a_copy(settings))
    signature = dkim.sign(data, b"news", b"harborpoint.example", private,
                          canonicalize=canonical, include_headers=SIGNED)
    with smtplib.SMTP("127.0.0.1", port) as relay:
        relay.sendmail("office@harborpoint.example", ["pat@example.org"], signature + data)
    received = mailbox.raw[0]

    def dns(name: bytes, timeout: int = 5) -> bytes:
        assert name == b"news._domainkey.harborpoint.example."
        return record

    assert dkim.verify(received, dnsfunc=dns)
    tampered = received.replace(b"One-Click", b"One-Clack")
    assert not dkim.verify(tampered, dnsfunc=dns)  # the list headers are covered


@pytest.mark.parametrize(("name", "value", "words"), [
    ("NEWSLETTER_UNSUBSCRIBE_ADDRESS", "leave@x.example\r\nBcc: all@x.example",
     "must be an e-mail address"),
    ("NEWSLETTER_UNSUBSCRIBE_ADDRESS", "nobody", "must be an e-mail address"),
    ("NEWSLETTER_PER_MINUTE", "0", "must be a whole number of 1 or more"),
    ("NEWSLETTER_PER_DAY", "lots", "must be a whole number of 1 or more"),
])
def test_a_bad_newsletter_setting_stops_with_its_name(name: str, value: str, words: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({f"AGENCY_{name}": value})
    assert f"AGENCY_{name} {words}" in str(refused.value)


@pytest.mark.parametrize(("error", "verdict", "dead"), [
    (smtplib.SMTPRecipientsRefused({"a@x.example": (451, b"4.3.0 Try again later")}),
     "retry", False),
    (smtplib.SMTPRecipientsRefused({"a@x.example": (550, b"5.1.1 <a@x.example>: User unknown")}),
     "failed", True),
    (smtplib.SMTPRecipientsRefused({"a@x.example": (550, b"5.7.1 Access denied")}),
     "failed", False),
    (smtplib.SMTPDataError(554, b"5.7.1 Message rejected as spam"), "failed", False),
    (smtplib.SMTPDataError(452, b"4.3.1 Insufficient system storage"), "retry", False),
    (smtplib.SMTPSenderRefused(553, b"5.7.1 Sender not allowed", "office@x.example"),
     "down", False),
    (smtplib.SMTPServerDisconnected("Connection unexpectedly closed"), "down", False),
    (ConnectionRefusedError(111, "Connection refused"), "down", False),
])
def test_what_each_refusal_means(error: BaseException, verdict: str, dead: bool) -> None:
    found = refusal(error)
    assert (found.verdict, found.user_unknown) == (verdict, dead)
    assert "@" not in found.words  # no address reaches the log or the send log
