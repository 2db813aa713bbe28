"""The intake's most sensitive answers sealed one by one (AES-256-GCM, bound to their request),
with the keys kept apart from the database in a file of the instance folder, the newest first."""

import base64
import json
import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from service.instance import make_folder, open_private

SEALED = "sealed:v1:"
NONCE_BYTES = 12
KEY_BYTES = 32  # AES-256


class SealBroken(ValueError):
    """A sealed value that no key opens, or that was changed or moved to another request."""


@dataclass(frozen=True)
class Key:
    id: str
    secret: bytes
    created_at: float


@dataclass(frozen=True)
class KeyRing:
    """The keys in the order they are tried; the first seals."""

    keys: tuple[Key, ...]

    def with_new_key(self, now: float | None = None) -> "KeyRing":
        """This ring with a fresh key in front (the older ones still open what they sealed)."""
        key = Key(f"k{secrets.token_hex(4)}", secrets.token_bytes(KEY_BYTES), now or time.time())
        return KeyRing((key, *self.keys))

    def only_newest(self) -> "KeyRing":
        return KeyRing(self.keys[:1])

    def seal(self, plain: str, request_id: int) -> str:
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM  # at first use, as in unseal
        key = self.keys[0]
        nonce = os.urandom(NONCE_BYTES)
        sealed = AESGCM(key.secret).encrypt(nonce, plain.encode("utf-8"), _bound(request_id))
        return f"{SEALED}{key.id}:{base64.urlsafe_b64encode(nonce + sealed).decode('ascii')}"

    def unseal(self, value: str, request_id: int) -> str:
        if not is_sealed(value):
            raise SealBroken("not a sealed value")
        key_id, _, packed = value[len(SEALED):].partition(":")
        # Imported at first use, not at start-up (some 30 ms of every start otherwise).
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
        key = next((key for key in self.keys if key.id == key_id), None)
        if key is None:
            raise SealBroken(f"no key {key_id!r} in the key file")
        try:
            raw = base64.urlsafe_b64decode(packed.encode("ascii"))
            plain = AESGCM(key.secret).decrypt(raw[:NONCE_BYTES], raw[NONCE_BYTES:],
                                               _bound(request_id))
        except (InvalidTag, ValueError) as error:
            raise SealBroken("the sealed value does not open") from error
        return plain.decode("utf-8")

    def sealed_by(self, value: str) -> str | None:
        """The id of the key that sealed the value (None when it is not sealed)."""
        return value[len(SEALED):].partition(":")[0] if is_sealed(value) else None


def is_sealed(value: object) -> bool:
    return isinstance(value, str) and value.startswith(SEALED)


def _bound(request_id: int) -> bytes:
    # Bound to its request: a value copied into another request's answers does not open.
    return f"request:{request_id}".encode("ascii")


def load_ring(path: Path) -> KeyRing:
    """The key file's ring, made with one new key when the file is missing."""
    try:
        stored = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        ring = KeyRing(()).with_new_key()
        save_ring(path, ring)
        return ring
    return KeyRing(tuple(Key(entry["id"], base64.b64decode(entry["key"]), entry["createdAt"])
                         for entry in stored["keys"]))


def save_ring(path: Path, ring: KeyRing) -> None:
    """Write the ring atomically, 0600 from the start (temp file, fsync, rename)."""
    make_folder(path.parent)
    text = json.dumps({"keys": [
        {"id": key.id, "key": base64.b64encode(key.secret).decode("ascii"),
         "createdAt": key.created_at} for key in ring.keys]}, indent=2)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    descriptor = open_private(temporary, os.O_WRONLY | os.O_EXCL)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
