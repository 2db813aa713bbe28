"""One change of a document's version undone alone: that field put back as it was before the
version, as a new commit through the same checks as a save."""

import copy
from collections.abc import Collection
from typing import Any

from service.content.errors import Conflict, InvalidContent, NoHistory, StaleVersion
from service.content.registry import known_document_adapter
from service.documents.change_rules import ChangeRules
from service.documents.field_changes import (
    ABSENT,
    FieldChange,
    Path,
    field_changes,
    place_name,
    value_at,
)
from service.documents.schemas import document_schema
from service.documents.titles import document_title
from service.documents.writes import (
    DocumentWrite,
    change_document,
    read_document_version,
    stored_form,
)
from service.store.content_store import ContentStore
from service.store.loading import ContentFileError, parse_bytes
from service.store.review_gate import DocumentReviewer


def version_change(store: ContentStore, name: str, rev: str, path: Path) -> FieldChange:
    """The change the version rev made at path (InvalidContent: no such version or change)."""
    if not store.git.enabled:
        raise NoHistory(f"{store.root} is not in a git repository, so documents have no history")
    commit = store.git.resolve(rev)
    if commit is None:
        raise InvalidContent(f"unknown revision {rev!r}")
    file = store.document_path(name)
    parent = store.git.resolve(f"{commit}~1")
    after = _stored_at(store, name, commit)
    before = _stored_at(store, name, parent) if parent else None
    if after is None or before is None:
        raise InvalidContent("That version created, deleted or broke the document: it has no "
                             "single changes to undo; restore a whole version instead.")
    changes = stored_changes(name, before, after)
    found = next((change for change in changes if change.path == tuple(path)), None)
    if found is None:
        raise InvalidContent(f"That version did not change {file.stem} at {_dotted(path)}.")
    return found


def stored_changes(name: str, before: Any, after: Any) -> list[FieldChange]:
    """The fields a version of the document changed, from the stored form before to after."""
    return field_changes(document_schema(name), before, after, document_title(name, after))


def undo_change(store: ContentStore, name: str, rev: str, path: Path, *,
                author: str | None = None, expected_versions: Collection[str] | None = None,
                review: DocumentReviewer | None = None,
                rules: ChangeRules | None = None) -> DocumentWrite:
    """The document as stored with the field at path back to its value before version rev.

    Refused (Conflict, 409) when that field, or the item it sits in, changed since; the rest of
    the document stays as it is now. The write expects the version read here, so a change that
    lands in between is refused rather than undone over."""
    change = version_change(store, name, rev, path)
    commit = store.git.resolve(rev) or rev
    adapter = known_document_adapter(name)
    value, version = read_document_version(store, name)
    if expected_versions is not None and version not in expected_versions:
        raise StaleVersion(version, f"document {name!r}")
    current = stored_form(adapter, value)
    now = place_name(document_schema(name), current, change.path, document_title(name, current))
    if now != change.place or value_at(current, change.path) != change.new:
        raise Conflict(f"{change.place} has changed since that version, so the change was not "
                       "undone. Open the document to see it as it is now.")
    return change_document(store, name, _with_value(current, change.path, change.old),
                           author=author, expected_versions={version},
                           message=f"Undo {change.place} ({store.git.short(commit)})",
                           review=review, rules=rules)


def _stored_at(store: ContentStore, name: str, commit: str) -> Any:
    """The document as stored at commit (None: absent or not valid then)."""
    file = store.document_path(name)
    raw = store.git.file_at(file, commit)
    if raw is None:
        return None
    adapter = known_document_adapter(name)
    try:
        return stored_form(adapter, parse_bytes(file, raw, adapter))
    except ContentFileError:
        return None


def _with_value(document: Any, path: Path, value: Any) -> Any:
    """A copy of document with value at path (the field left out when value is ABSENT)."""
    changed = copy.deepcopy(document)
    holder = changed
    for step in path[:-1]:
        holder = holder[step]
    if not path:
        return value
    if value is ABSENT:
        del holder[path[-1]]
    else:
        holder[path[-1]] = value
    return changed


def _dotted(path: Path) -> str:
    return ".".join(map(str, path)) or "the whole document"
