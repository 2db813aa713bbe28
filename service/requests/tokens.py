"""Form tokens: signed issue times that prove a form was loaded, and not too long or short ago."""

import base64
import hashlib
import hmac
import os
import secrets
from enum import Enum
from pathlib import Path

from service.instance import make_folder, open_private

MINIMUM_SECONDS = 3
LIFETIME_SECONDS = 24 * 60 * 60


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
    """`issue(now)` -> token; `check(token, now)` says whether a submission may go on."""

    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    def _sign(self, payload: str) -> str:
        digest = hmac.new(self.secret, payload.encode(), hashlib.sha256).digest()[:18]
        return base64.urlsafe_b64encode(digest).decode().rstrip("=")

    def issue(self, now: float) -> str:
        # A random part makes every token different, even two issued in the same millisecond.
        payload = f"{int(now * 1000)}.{secrets.token_urlsafe(6)}"
        return f"{payload}.{self._sign(payload)}"

    def check(self, token: object, now: float) -> TokenCheck:
        if not isinstance(token, str) or token.count(".") != 2 or len(token) > 200:
            return TokenCheck.INVALID
        payload, _, signature = token.rpartition(".")
        if not hmac.compare_digest(signature.encode(), self._sign(payload).encode()):
            return TokenCheck.INVALID
        issued_ms = payload.split(".", 1)[0]
        if not issued_ms.isdigit():
            return TokenCheck.INVALID
        age = now - int(issued_ms) / 1000
        if age > LIFETIME_SECONDS or age < -60:
            return TokenCheck.INVALID
        return TokenCheck.TOO_FAST if age < MINIMUM_SECONDS else TokenCheck.OK
