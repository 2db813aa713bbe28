"""The listening socket systemd hands over (socket activation): LISTEN_PID and LISTEN_FDS name
it, at descriptor 3. systemd keeps it open while the service restarts, so connections made
meanwhile wait in its queue for the next process instead of being refused."""

import os
import socket
from collections.abc import MutableMapping

FIRST_DESCRIPTOR = 3  # SD_LISTEN_FDS_START
VARIABLES = ("LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES")


class HandedSocketError(Exception):
    """systemd handed over something the service cannot listen on."""


def handed_socket(environ: MutableMapping[str, str] = os.environ) -> socket.socket | None:
    """The TCP socket systemd handed this process, or None when it handed none.

    The variables are removed either way, as sd_listen_fds() does, so the render worker and git
    never take the socket for their own.
    """
    pid, count = (environ.get(name) for name in VARIABLES[:2])
    for name in VARIABLES:
        environ.pop(name, None)
    if pid != str(os.getpid()) or count is None:
        return None  # meant for another process (this one's parent), or nothing at all
    if count != "1":
        raise HandedSocketError(f"systemd handed over {count} sockets; the service listens on "
                                "one (a single ListenStream= in its socket unit)")
    try:
        listening = socket.socket(fileno=FIRST_DESCRIPTOR)
    except OSError as error:
        raise HandedSocketError(f"descriptor {FIRST_DESCRIPTOR} is no socket: {error}") from None
    os.set_inheritable(FIRST_DESCRIPTOR, False)
    if listening.family not in (socket.AF_INET, socket.AF_INET6) or \
            listening.type != socket.SOCK_STREAM:
        raise HandedSocketError("systemd handed over a socket that is not TCP "
                                "(ListenStream= takes an address and port)")
    if not listening.getsockopt(socket.SOL_SOCKET, socket.SO_ACCEPTCONN):
        raise HandedSocketError("systemd handed over a socket that does not listen "
                                "(the socket unit needs Accept=no)")
    return listening


def listening_address(listening: socket.socket) -> tuple[str, int]:
    """The host and port the socket listens on, as AGENCY_HOST and AGENCY_PORT would say them."""
    host, port = listening.getsockname()[:2]
    return host, port
