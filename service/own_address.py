"""Where this machine reaches the service: the address it listens on, loopback for a wildcard."""

from service.config import WILDCARD_ADDRESSES

LOOPBACK = "127.0.0.1"


def local_address(host: str) -> str:
    """host (AGENCY_HOST) as a client on this machine connects to it: a wildcard ("", 0.0.0.0,
    ::) listens on every address, loopback among them."""
    return LOOPBACK if host in WILDCARD_ADDRESSES else host
