"""The editable documents of a content folder, by name, with a plain title for staff and what is
wrong with any that no longer validates."""

from dataclasses import dataclass
from typing import Any

from service.content.document_kind import GROUPS, Group
from service.content.errors import InvalidContent
from service.content.registry import DOCUMENT_TITLES, document_group, document_name
from service.store.content_store import ContentStore


@dataclass(frozen=True)
class DocumentEntry:
    """A document staff can open: its name ('site', 'pages/about'), its title, its group on the
    Site screen, and why the file does not validate (None when it does)."""

    name: str
    title: str
    group: Group
    problem: str | None = None


def editable_documents(store: ContentStore) -> list[DocumentEntry]:
    """Every document the registry knows that exists in the folder, a broken one included so
    staff can see it and put it right, by group in the Site screen's order."""
    entries = []
    for path in store.document_files():
        name = document_name(store.root, path)
        if name is None or not path.is_file():
            continue
        try:
            value = store.read_document(path)
        except InvalidContent as error:
            entries.append(DocumentEntry(name, _title(name, None), document_group(name),
                                         error.reason))
        else:
            entries.append(DocumentEntry(name, _title(name, value), document_group(name)))
    return sorted(entries, key=lambda entry: GROUPS.index(entry.group))


def _title(name: str, value: Any) -> str:
    """The table's title; else the document's own (a page's, a product's); else its name (a
    page whose file does not validate)."""
    own = getattr(value, "title", None)
    return DOCUMENT_TITLES.get(name) or (own if isinstance(own, str) else name)
