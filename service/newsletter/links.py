"""A subscriber's lasting link (unsubscribe and preferences), signed with the instance's key.

The link never expires: an unsubscribe address in a mail read a year later must still work. It
names the subscriber and, in a newsletter, the send it came in (for that send's figures); a
forgotten subscriber's link opens nothing, because subscriber ids are never reused.
"""

import base64
import hashlib
import hmac
import re
from pathlib import Path
from typing import NamedTuple

from service.requests.tokens import load_secret

KEY_FILE = "newsletter-key"
TOKEN = re.compile(r"([0-9a-z]{1,12})\.([0-9a-z]{0,12})\.([A-Za-z0-9_-]{22})")


class LinkHolder(NamedTuple):
    subscriber_id: int
    send_id: int | None


class SubscriberLinks:
    """`token(subscriber, send)` makes a link's token; `open(token)` says whose it is, or None."""

    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    @classmethod
    def of_instance(cls, instance_dir: Path) -> "SubscriberLinks":
        return cls(load_secret(instance_dir / KEY_FILE))

    def _signature(self, payload: str) -> str:
        digest = hmac.new(self.secret, f"newsletter|{payload}".encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest[:16]).decode().rstrip("=")

    def token(self, subscriber_id: int, send_id: int | None = None) -> str:
        payload = f"{_base36(subscriber_id)}.{_base36(send_id) if send_id is not None else ''}"
        return f"{payload}.{self._signature(payload)}"

    def open(self, token: str) -> LinkHolder | None:
        """The subscriber (and send) a token was made for; None when forged or malformed."""
        match = TOKEN.fullmatch(token)
        if match is None:
            return None
        subscriber, send, signature = match.groups()
        if not hmac.compare_digest(signature, self._signature(f"{subscriber}.{send}")):
            return None
        return LinkHolder(int(subscriber, 36), int(send, 36) if send else None)


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        number, rest = divmod(number, 36)
        text = digits[rest] + text
        if number == 0:
            return text
