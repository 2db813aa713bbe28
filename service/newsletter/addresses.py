"""A subscriber's address: its mailbox (the one identity), role addresses nobody reads, and the
hash a forgotten mailbox is remembered by."""

import hashlib

from service.requests.fields import MESSAGES, RULES
from service.requests.mail import header_address

# Local parts that name a function, not a person: mail to them is not read as a newsletter's is.
ROLE_LOCAL_PARTS = frozenset({"postmaster", "abuse", "noreply", "no-reply", "mailer-daemon",
                              "hostmaster", "webmaster", "admin", "root", "list",
                              "list-request"})
ROLE_ADDRESS = ("Please use a personal address: mail to postmaster@ or abuse@ is not read by a "
                "person.")
MALFORMED: str = MESSAGES["email"]
NO_ADDRESS = "Please enter your e-mail address."
EMAIL_MAX: int = RULES["limits"]["email"]


def mailbox(email: str) -> str:
    """The address as one identity: stripped and lower-cased."""
    return email.strip().lower()


def suppression_hash(email: str) -> str:
    """How a forgotten mailbox is remembered (only so an import never brings it back)."""
    return hashlib.sha256(mailbox(email).encode()).hexdigest()


def is_role_address(email: str) -> bool:
    local = mailbox(email).rpartition("@")[0]
    return local in ROLE_LOCAL_PARTS or local.partition("+")[0] in ROLE_LOCAL_PARTS


def address_problem(email: object) -> str | None:
    """Why this address cannot be subscribed (the sentence to show), or None when it can."""
    if not isinstance(email, str) or not email.strip():
        return NO_ADDRESS
    if len(email.strip()) > EMAIL_MAX or header_address(email.strip()) != email.strip():
        return MALFORMED
    if is_role_address(email):
        return ROLE_ADDRESS
    return None
