"""What staff call a document: the registry's title, else its own (a page's, a product's)."""

from typing import Any

from service.content.registry import DOCUMENT_TITLES


def document_title(name: str, value: Any) -> str:
    """The table's title; else the title the stored JSON gives; else the document's name."""
    own = value.get("title") if isinstance(value, dict) else None
    return DOCUMENT_TITLES.get(name) or (own if isinstance(own, str) and own else name)
