"""A git remote as logs and `agency status` show it: without user, password, query or fragment."""

import re
from typing import NamedTuple
from urllib.parse import unquote

_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")
_SCP_LIKE = re.compile(r"[^/]*:")  # git's [user@]host:path: a ":" before any "/"
_TAIL = re.compile(r"[?#]")
# A URL inside git's messages ends at a quote, a space or a bracket.
_URL_IN_TEXT = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s'\"<>()]+")


class _Parts(NamedTuple):
    shown: str
    user_info: str  # "user:password", "user" or ""
    tail: str  # "?query#fragment" or a part of it


def _parts(remote: str) -> _Parts:
    scheme = _SCHEME.match(remote)
    if scheme:  # scheme://[user[:password]@]host[:port]/path[?query][#fragment]
        start = scheme.end()
    elif _SCP_LIKE.match(remote):
        start = 0
    else:  # a local path
        body, tail = _cut_tail(remote)
        return _Parts(body, "", tail)
    slash = remote.find("/", start)
    # The user info ends at the authority's last "@", so a password holding an unescaped "@",
    # "?" or "#" is never partly shown.
    at = remote.rfind("@", start, slash if slash >= 0 else len(remote))
    body, tail = _cut_tail(remote[at + 1 if at >= 0 else start:])
    return _Parts(remote[:start] + body, remote[start:at] if at >= 0 else "", tail)


def _cut_tail(text: str) -> tuple[str, str]:
    cut = _TAIL.search(text)
    return (text[:cut.start()], text[cut.start():]) if cut else (text, "")


def shown_remote(remote: str) -> str:
    """https://user:token@git.example/agency.git?token=... -> https://git.example/agency.git;
    git@backup.example:content.git -> backup.example:content.git; a local path as it is (less
    any ?... or #..., like every other form)."""
    return _parts(remote).shown


def hide_remote_secrets(text: str, remote: str) -> str:
    """git's own words about remote (it echoes the URL in its errors) with what shown_remote
    leaves out cut wherever it appears, and any other URL in them shown as shown_remote would."""
    parts = _parts(remote)
    password = parts.user_info.partition(":")[2]
    secrets = {f"{parts.user_info}@" if parts.user_info else "", parts.tail,
               password, unquote(password)}
    for secret in sorted(filter(None, secrets), key=len, reverse=True):
        text = text.replace(secret, "")
    return _URL_IN_TEXT.sub(lambda url: shown_remote(url[0]), text)
