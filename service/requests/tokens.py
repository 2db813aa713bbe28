"""Form tokens: signed issue times that prove a form was loaded here, not too long or short ago."""

import base64
import hashlib
import hmac
import os
import secrets
from enum import Enum
from pathlib import Path

from service.instance import make_folder, open_private
from service.requests.fields import RULES

# In form_rules.json, which the web forms read too: they fetch a new token before this runs out.
MINIMUM_SECONDS: int = RULES["formToken"]["minimumSeconds"]
LIFETIME_SECONDS: int = RULES["formToken"]["lifetimeSeconds"]
# What a server-rendered form carries until the service swaps in a real token (desk.py), and the
# static export takes out.
FORM_TOKEN_MARKER: str = RULES["formToken"]["marker"]


class TokenCheck(Enum):
    OK = "ok"
    TOO_FAST = "too-fast"
    INVALID = "invalid"


def load_secret(path: Path) -> bytes:
    """The instance's signing key, made on first use; only this file's owner may read it."""
    try:
        return bytes.fromhex(path.read_text("ascii").strip())
    except (FileNotFoundError, ValueError):
        pass
    make_folder(path.parent)
    key = secrets.token_bytes(32)
    temporary = path.with_name(f".{path.name}.{os.getpid()}")
    descriptor = open_private(temporary, os.O_WRONLY | os.O_TRUNC)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(key.hex())
    try:
        os.link(temporary, path)  # never replaces a key another process made first
    except FileExistsError:
        pass
    finally:
        temporary.unlink()
    return bytes.fromhex(path.read_text("ascii").strip())


class FormTokens:
    """`issue(now, address)` -> token; `check(token, now, address)` says whether a submission may
    go on. A token is signed for the client address it was issued to and lives LIFETIME_SECONDS;
    that it is used once only is kept by the request store (`spent_by`)."""

    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    def _sign(self, payload: str, address: str) -> str:
        message = f"{payload}|{address}".encode()
        digest = hmac.new(self.secret, message, hashlib.sha256).digest()[:18]
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def issue(self, now: float, address: str) -> str:
        # A random part makes every token different, even two issued in the same millisecond.
        payload = f"{int(now * 1000)}.{secrets.token_urlsafe(6)}"
        return f"{payload}.{self._sign(payload, address)}"

    def check(self, token: object, now: float, address: str) -> TokenCheck:
        if not isinstance(token, str) or token.count(".") != 2 or len(token) > 200:
            return TokenCheck.INVALID
        payload, _, signature = token.rpartition(".")
        if not hmac.compare_digest(signature.encode(), self._sign(payload, address).encode()):
            return TokenCheck.INVALID
        issued_ms = payload.split(".", 1)[0]
        if not issued_ms.isdigit():
            return TokenCheck.INVALID
        age = now - int(issued_ms) / 1000
        if age > LIFETIME_SECONDS or age < -60:
            return TokenCheck.INVALID
        return TokenCheck.TOO_FAST if age < MINIMUM_SECONDS else TokenCheck.OK


def spent_by(token: str) -> tuple[str, float]:
    """What the request store keeps of a checked token so it is taken once: its issue time and
    random part, and when it would have expired anyway (the record can go then)."""
    payload = token.rpartition(".")[0]
    return payload, int(payload.split(".", 1)[0]) / 1000 + LIFETIME_SECONDS
