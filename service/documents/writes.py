"""Changing any content document other than a post: validated by its model, locked, one commit."""

import json
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from service.content.errors import FieldProblems, NotFound
from service.content.registry import known_document_adapter
from service.documents.change_rules import ChangeRules
from service.store.atomic import json_bytes
from service.store.content_store import ContentStore, check_version, dumped_version
from service.store.loading import (
    ContentFileError,
    describe_validation_error,
    parse_bytes,
    validation_field_errors,
)
from service.store.review_gate import DocumentReviewer, with_review_lines


@dataclass(frozen=True)
class DocumentWrite:
    """A document as stored after a change, its version (ETag) and the paths the change touched
    (none when the data was already stored)."""

    name: str
    value: Any
    version: str
    paths: frozenset[Path]


def document_version(adapter: TypeAdapter[Any], value: Any) -> str:
    """A digest of the stored document, as post_version is of a post: the ETag of a write."""
    return dumped_version(adapter.dump_python(value, mode="json"))


def read_document_version(store: ContentStore, name: str) -> tuple[Any, str]:
    """The document called name as stored, with its version."""
    adapter = known_document_adapter(name)
    path = store.document_path(name)
    if not path.is_file():
        raise NotFound(f"Document {name!r}")
    value = store.read_document(path)
    return value, document_version(adapter, value)


def change_document(store: ContentStore, name: str, data: Any, *, author: str | None = None,
                    expected_versions: Collection[str] | None = None,
                    message: str | None = None,
                    review: DocumentReviewer | None = None,
                    rules: ChangeRules | None = None) -> DocumentWrite:
    """Replace the document called name with data, checked by its model, as one commit.

    With expected_versions, the stored document must still be at one of those versions; checked
    under the write lock, so of two racing changes one wins. Data the model refuses changes
    nothing. A stored file that no longer validates may be replaced when no version is expected.
    With a reviewer (the API's) the document must pass its wording review, and the reviews it
    keeps are written in the same commit. With rules, the change must keep to them (who may
    change which field, the embed origins allowed), checked against the document as stored.
    """
    adapter = known_document_adapter(name)
    path = store.document_path(name)
    try:
        value = adapter.validate_python(data)
    except ValidationError as error:
        raise FieldProblems(f"{name}: {describe_validation_error(error)}",
                            validation_field_errors(error)) from error
    stored = stored_form(adapter, value)
    new = json_bytes(stored)
    with store.write_lock():
        if not path.is_file():
            raise NotFound(f"Document {name!r}")
        raw = path.read_bytes()
        current = _current_version(path, raw, adapter)
        check_version(current, expected_versions, f"document {name!r}")
        if rules is not None:
            rules.check(name, _compared(raw, adapter), adapter.dump_python(value, mode="json"))
        reviewed, files = review(name, stored) if review else (None, {})
        if raw != new:
            files[path] = new
        paths: frozenset[Path] = frozenset()
        if files:
            paths = store.apply(files, with_review_lines(message or f"Edit {name}", reviewed),
                                author)
    return DocumentWrite(name, value, document_version(adapter, value), paths)


def stored_form(adapter: TypeAdapter[Any], value: Any) -> Any:
    """A document as written to disk: the fields given, in the model's order, by alias."""
    return adapter.dump_python(value, mode="json", by_alias=True, exclude_unset=True)


def _compared(raw: bytes, adapter: TypeAdapter[Any]) -> Any:
    """The stored document as rules compare it: as its model reads it (defaults filled in), or
    the file's JSON as it is when it no longer validates (None when it is not even JSON)."""
    try:
        return adapter.dump_python(adapter.validate_json(raw), mode="json")
    except ValidationError:
        try:
            return json.loads(raw)
        except ValueError:
            return None


def _current_version(path: Path, raw: bytes, adapter: TypeAdapter[Any]) -> str | None:
    try:
        return document_version(adapter, parse_bytes(path, raw, adapter))
    except ContentFileError:
        return None
