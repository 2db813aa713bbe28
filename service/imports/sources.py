"""Reading posts to import: a JSON array or object in the API's shape, Markdown, WordPress.

Each source becomes ImportItems (import_items.py): the fields found, where relative image paths
start from, and a reason when an item cannot be read or is skipped. import_plan.py turns them
into posts.
"""

import json
from pathlib import Path
from typing import Any

from service.content.errors import InvalidContent
from service.imports.items import ImportItem, ImportSource
from service.imports.markdown_files import SUFFIXES, markdown_file_item, markdown_folder
from service.imports.wordpress import read_wordpress_export
from service.store.staged_writes import Progress

POST_FIELDS = ("id", "slug", "title", "date", "excerpt", "content", "imageUrl", "imageAlt",
               "author", "coverages", "status", "publishAt")

__all__ = ["ImportItem", "ImportSource", "markdown_item", "read_import_source"]


def read_import_source(path: Path, *, recursive: bool = False,
                       progress: Progress | None = None) -> ImportSource:
    """Read a JSON file, a Markdown file or folder, or a WordPress export (by name or content);
    progress hears ("reading", files read, files) for a folder, (reading, 0, None) for a file."""
    if path.is_dir():
        return markdown_folder(path, recursive=recursive, progress=progress)
    if progress is not None:
        progress("reading", 0, None)
    return _file_source(path)


def _file_source(path: Path) -> ImportSource:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InvalidContent(error.strerror or str(error), path) from error
    suffix = path.suffix.lower()
    start = raw.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if suffix == ".json" or (suffix not in (".xml", ".wxr") and start in (b"[", b"{")):
        return _json_file(path, raw)
    if suffix in SUFFIXES or start in (b"-", b"+"):
        return ImportSource(path, "Markdown", [markdown_file_item(path, raw, path.name)])
    if suffix in (".xml", ".wxr") or start == b"<":
        return read_wordpress_export(path)
    raise InvalidContent("not a JSON file, a Markdown file or folder, or a WordPress export",
                         path)


def _json_file(path: Path, raw: bytes) -> ImportSource:
    try:
        value = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        raise InvalidContent("not UTF-8 text", path) from error
    except ValueError as error:
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
            item.error = f"not a JSON object but {_kind(entry)}"
        else:
            unknown = sorted(set(entry) - set(POST_FIELDS))
            item.fields = {key: entry[key] for key in POST_FIELDS if key in entry}
            item.error = (f"unknown field {unknown[0]!r} (known: {', '.join(POST_FIELDS)})"
                          if unknown else _type_problem(item.fields))
        items.append(item)
    return ImportSource(path, "JSON", items)


def _type_problem(fields: dict[str, Any]) -> str | None:
    """Why a field's JSON type is wrong ('content must be text, not an object'), or None."""
    for key, value in fields.items():
        if value is None or isinstance(value, str):
            continue
        if key == "id" and isinstance(value, int) and not isinstance(value, bool):
            continue
        if key == "coverages" and isinstance(value, list) \
                and all(isinstance(name, str) for name in value):
            continue
        wanted = ("a whole number" if key == "id" else "a list of product slugs"
                  if key == "coverages" else "text")
        return f"{key} must be {wanted}, not {_kind(value)}"
    return None


def _kind(value: object) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    return "null" if value is None else "text"


def markdown_item(path: Path) -> ImportItem:
    """One Markdown file with front matter as an item (agency posts new --from)."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise InvalidContent(error.strerror or str(error), path) from error
    item = markdown_file_item(path, raw, path.name)
    if item.error:
        raise InvalidContent(item.error, path)
    return item
