"""A request's short reference, like "HP-4K7Q2": agency initials and unambiguous characters."""

import secrets
from collections.abc import Mapping

# No 0/O, 1/I/L or U/V lookalikes: a reference is read out over the phone.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH = 5
NO_INITIALS = "RQ"


def agency_initials(facts: Mapping[str, object] | None) -> str:
    """The first letters of the first two words of the agency's name, or "RQ" without one."""
    name = (facts or {}).get("name")
    letters = [word[0] for word in str(name).split() if word[0].isascii() and word[0].isalpha()] \
        if isinstance(name, str) else []
    return "".join(letters[:2]).upper() or NO_INITIALS


def new_reference(prefix: str) -> str:
    return f"{prefix}-" + "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
