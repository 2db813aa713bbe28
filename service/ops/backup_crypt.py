"""Backups encrypted with age (pyrage): to a public key when taken, with an identity file when
restored."""

import os
from pathlib import Path
from typing import TYPE_CHECKING

from service.instance import open_private

if TYPE_CHECKING:
    from pyrage import x25519

# pyrage is imported where it is used, not by every command that reads the settings: its
# extension panics, with a traceback, when Ctrl-C arrives while it loads.

# Every age file starts with this line (age-encryption.org/v1), whatever its name.
AGE_MAGIC = b"age-encryption.org/v1\n"
AGE_SUFFIX = ".age"


class AgeError(ValueError):
    """A key, identity file or encrypted file that age cannot use: the sentence says which."""


def parse_recipient(text: str) -> "x25519.Recipient":
    """The age public key (age1...) text names; AgeError when it names none."""
    import pyrage
    from pyrage import x25519

    try:
        return x25519.Recipient.from_str(text.strip())
    except pyrage.RecipientError as error:
        raise AgeError(f"not an age public key (age1...): {error}") from None


def read_identities(identity_file: Path) -> "list[x25519.Identity]":
    """The secret keys (AGE-SECRET-KEY-1...) in an identity file as age-keygen writes it."""
    import pyrage
    from pyrage import x25519

    try:
        lines = identity_file.read_text("utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise AgeError(f"cannot read the identity file {identity_file}: {error}") from None
    keys = [line.strip() for line in lines if line.strip().startswith("AGE-SECRET-KEY-")]
    if not keys:
        raise AgeError(f"{identity_file} holds no age secret key (AGE-SECRET-KEY-1...)")
    try:
        return [x25519.Identity.from_str(key) for key in keys]
    except pyrage.IdentityError as error:
        raise AgeError(f"{identity_file}: not an age secret key: {error}") from None


def is_encrypted(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(len(AGE_MAGIC)) == AGE_MAGIC


def encrypt_file(plain: Path, target: Path, recipient: str) -> None:
    """target (0600, replaced whole): plain encrypted to the public key."""
    import pyrage

    keys = [parse_recipient(recipient)]
    with plain.open("rb") as source, \
            os.fdopen(open_private(target, os.O_WRONLY | os.O_TRUNC), "wb") as output:
        pyrage.encrypt_io(source, output, keys)


def decrypt_file(encrypted: Path, target: Path, identity_file: Path) -> None:
    """target (0600): encrypted opened with a key of the identity file; AgeError when none of
    them opens it or the file is damaged."""
    import pyrage

    keys = read_identities(identity_file)
    with encrypted.open("rb") as source, \
            os.fdopen(open_private(target, os.O_WRONLY | os.O_TRUNC), "wb") as output:
        try:
            pyrage.decrypt_io(source, output, keys)
        except pyrage.DecryptError as error:
            raise AgeError(f"cannot decrypt {encrypted.name} with {identity_file}: "
                           f"{error}") from None
