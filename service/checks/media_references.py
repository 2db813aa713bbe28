"""Every reference a content file makes to a file of the content's media/ (a whole value such as
a post's imageUrl, an insurer's logo or an agent's photo, or an image or link inside HTML or
Markdown text), named by its field, and those whose file is not there."""

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from service.content.errors import NotFound
from service.store.content_store import ContentStore
from service.store.loading import Problem

MEDIA_PREFIX = "/media/"
# A /media/ address inside a text: an HTML attribute's value or a Markdown link's target, up to
# what closes it; a query or a fragment is no part of the file's name.
_IN_TEXT = re.compile(r"""(?<=["'(])/media/[^"'()\s?#]+""")
_QUERY_OR_FRAGMENT = re.compile(r"[?#]")


def media_references(data: Any, field: str = "") -> Iterator[tuple[str, str]]:
    """(field, /media/ address) for each reference in a content file's data; the field is a
    dotted path into it, as validation problems name them ('imageUrl', 'agents.1.photo')."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from media_references(value, f"{field}.{key}" if field else str(key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from media_references(value, f"{field}.{index}" if field else str(index))
    elif isinstance(data, str):
        whole = data.strip()
        if whole.startswith(MEDIA_PREFIX) and not any(char.isspace() for char in whole):
            yield field, _QUERY_OR_FRAGMENT.split(whole, maxsplit=1)[0]
        else:
            yield from ((field, match.group()) for match in _IN_TEXT.finditer(data))


def missing_media(store: ContentStore) -> list[Problem]:
    """A problem for each reference, in the posts and every other content file, to a media file
    that is not there (or is one the site never serves: hidden, or through a symbolic link)."""
    problems: list[Problem] = []
    for path in [*store.post_files(), *store.document_files()]:
        data = _json_of(path)
        problems += [Problem(path, f"{field}: {address}: no such media file")
                     for field, address in media_references(data)
                     if not media_exists(store, address)]
    return problems


def media_exists(store: ContentStore, address: str) -> bool:
    try:
        store.media_file(unquote(address.removeprefix(MEDIA_PREFIX)))
    except NotFound:
        return False
    return True


def _json_of(path: Path) -> Any:
    """The file's data; None when it cannot be read (a problem check_content names already)."""
    try:
        return json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
