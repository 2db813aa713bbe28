"""Values printed into nginx's and systemd's configuration, each checked before it is printed: a
host name, a listen address, a path. A value that could end a directive, open a block or start a
new line (`;`, `{`, `}`, quotes, whitespace) would add configuration of its own."""

import ipaddress
import re
from pathlib import PurePath

from service.config_types import is_host_name

# Read as syntax by nginx (directive ends, blocks, quotes, variables, comments) or by systemd
# (specifiers such as %h, escapes); whitespace and control characters separate or end lines.
_SYNTAX = frozenset(';{}"\'`$#%\\')
# 443, 127.0.0.1:443, [::1]:443, *:443, localhost:443
_LISTEN = re.compile(r"(?:(?P<host>\[[0-9A-Fa-f:.]+\]|[^:\[\]]+):)?(?P<port>[0-9]{1,5})")


class UnsafeValue(ValueError):
    """A value that configuration text cannot carry as it is: the sentence names it."""


def host_name(value: str, what: str) -> str:
    """value, when it is a DNS host name."""
    if not is_host_name(value):
        raise UnsafeValue(f"{what} takes a host name (dot-separated labels of letters, digits "
                          f"and '-'), not {value!r}")
    return value


def config_path(path: PurePath | str, what: str) -> str:
    """The path as text, when none of its characters is read as configuration syntax."""
    text = str(path)
    bad = next((char for char in text if char in _SYNTAX or char.isspace()
                or not char.isprintable()), None)
    if bad is not None:
        raise UnsafeValue(f"{what}: {text!r} holds {bad!r}, which the configuration would read "
                          "as syntax: use a path without it")
    return text


def listen_address(value: str, what: str) -> str:
    """A port, or an address and a port: 443, 127.0.0.1:443, [::1]:443, *:443."""
    match = _LISTEN.fullmatch(value)
    if match is None or not 1 <= int(match["port"]) <= 65535 or not _listen_host(match["host"]):
        raise UnsafeValue(f"{what} takes a port or ADDRESS:PORT (443, 127.0.0.1:443, "
                          f"[::1]:443), not {value!r}")
    return value


def upstream_address(host: str, port: int) -> str:
    """host:port for nginx's upstream server (an IPv6 address in brackets)."""
    bare = host.strip("[]")
    try:
        shown = f"[{bare}]" if ipaddress.ip_address(bare).version == 6 else bare
    except ValueError:
        shown = host_name(host, "AGENCY_HOST")
    return listen_address(f"{shown}:{port}", "AGENCY_HOST and AGENCY_PORT")


def header_value(value: str, what: str) -> str:
    """Text for inside nginx's double quotes: its own double quotes become single ones (a CSP
    has none); a backslash, '$' or a control character is refused."""
    bad = next((char for char in value if char in "\\$" or not char.isprintable()), None)
    if bad is not None:
        raise UnsafeValue(f"{what} holds {bad!r}, which nginx would read inside its quotes")
    return value.replace('"', "'")


def _listen_host(host: str | None) -> bool:
    if host is None or host == "*" or is_host_name(host):
        return True
    try:
        ipaddress.ip_address(host[1:-1] if host.startswith("[") else host)
    except ValueError:
        return False
    return host.startswith("[") == (":" in host)  # IPv6 in brackets, IPv4 without
