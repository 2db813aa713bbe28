"""Reading posts to import: a JSON array or object in the API's shape, Markdown, WordPress.

Each source becomes ImportItems: the fields found, where relative image paths start from, and
a reason when an item cannot be read or is skipped. import_plan.py turns them into posts.
"""

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from service.store.errors import InvalidContent
from service.store.front_matter import split_front_matter, text_field
from service.store.wordpress import read_wordpress_export

POST_FIELDS = ("id", "slug", "title", "date", "excerpt", "content", "imageUrl")
MARKDOWN_FIELDS = {"id": "id", "slug": "slug", "title": "title", "date": "date",
                   "excerpt": "excerpt", "imageUrl": "imageUrl", "image": "imageUrl"}
MARKDOWN_SUFFIXES = (".md", ".markdown")


@dataclass
class ImportItem:
    """One post to import, as read; content is HTML unless content_is_text."""

    source: str
    base_dir: Path
    fields: dict[str, Any] = field(default_factory=dict)
    content_is_text: bool = False
    skip_reason: str | None = None
    error: str | None = None
    notes: list[str] = field(default_factory=list)


@dataclass
class ImportSource:
    path: Path
    kind: str
    items: list[ImportItem]
    ignored: Counter[str] = field(default_factory=Counter)


def read_import_source(path: Path) -> ImportSource:
    """Read a JSON file, a Markdown file or folder, or a WordPress export (by name or content)."""
    if path.is_dir():
        return _markdown_folder(path)
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InvalidContent(error.strerror or str(error), path) from error
    suffix = path.suffix.lower()
    start = raw.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if suffix == ".json" or (suffix not in (".xml", ".wxr") and start in (b"[", b"{")):
        return _json_file(path, raw)
    if suffix in MARKDOWN_SUFFIXES or start == b"-":
        return ImportSource(path, "Markdown", [_markdown_item(path, raw, path.name)])
    if suffix in (".xml", ".wxr") or start == b"<":
        export = read_wordpress_export(path)
        items = [ImportItem(post.label, path.parent, post.fields, skip_reason=post.skip_reason,
                            notes=post.notes) for post in export.posts]
        return ImportSource(path, "WordPress", items, export.ignored)
    raise InvalidContent("not a JSON file, a Markdown file or folder, or a WordPress export",
                         path)


def _json_file(path: Path, raw: bytes) -> ImportSource:
    try:
        value = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError) as error:
        raise InvalidContent(f"not valid JSON: {error}", path) from error
    if isinstance(value, dict):
        values: list[Any] = [value]
    elif isinstance(value, list):
        values = value
    else:
        raise InvalidContent("the JSON must be an array of posts or one post object", path)
    items = []
    for number, entry in enumerate(values, start=1):
        item = ImportItem(f"{path.name} #{number}", path.parent)
        if not isinstance(entry, dict):
            item.error = "not a JSON object"
        else:
            unknown = sorted(set(entry) - set(POST_FIELDS))
            item.fields = {key: entry[key] for key in POST_FIELDS if key in entry}
            if unknown:
                item.error = f"unknown field {unknown[0]!r}"
        items.append(item)
    return ImportSource(path, "JSON", items)


def _markdown_folder(folder: Path) -> ImportSource:
    files = sorted(p for p in folder.iterdir()
                   if p.suffix.lower() in MARKDOWN_SUFFIXES and p.is_file())
    if not files:
        raise InvalidContent("no Markdown files (*.md) in this folder", folder)
    items = []
    for path in files:
        try:
            raw = path.read_bytes()
        except OSError as error:
            items.append(ImportItem(path.name, folder, error=error.strerror or str(error)))
            continue
        items.append(_markdown_item(path, raw, path.name))
    return ImportSource(folder, "Markdown", items)


def _markdown_item(path: Path, raw: bytes, label: str) -> ImportItem:
    item = ImportItem(label, path.parent, content_is_text=True)
    try:
        front, body = split_front_matter(raw.decode("utf-8-sig"))
        item.fields = {MARKDOWN_FIELDS[key]: text_field(front, key)
                       for key in MARKDOWN_FIELDS if key in front}
    except UnicodeDecodeError:
        item.error = "not UTF-8 text"
        return item
    except InvalidContent as error:
        item.error = error.reason
        return item
    item.fields["content"] = body
    ignored = sorted(set(front) - set(MARKDOWN_FIELDS))
    if ignored:
        item.notes.append(f"ignored front matter: {', '.join(ignored)}")
    return item


def markdown_item(path: Path) -> ImportItem:
    """One Markdown file with front matter as an item (agency posts new --from)."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InvalidContent(error.strerror or str(error), path) from error
    item = _markdown_item(path, raw, path.name)
    if item.error:
        raise InvalidContent(item.error, path)
    return item
