"""The keys whose string is a link address, read from the documents' models: a field asked with the
url widget, or marked a link (`x-link`, a copy link's address), in any document's JSON Schema."""

from collections.abc import Iterator
from functools import cache
from typing import Any

from pydantic import TypeAdapter

from service.content.registry import (
    COPY_ADAPTERS,
    FIXED_DOCUMENTS,
    PAGE_ADAPTER,
    PRODUCT_ADAPTER,
)


@cache
def link_keys() -> frozenset[str]:
    """Every key some document's model declares a link address (computed once, when first asked:
    the schemas are not built at start-up)."""
    adapters: list[TypeAdapter[Any]] = [
        *FIXED_DOCUMENTS.values(), *COPY_ADAPTERS.values(), PAGE_ADAPTER, PRODUCT_ADAPTER]
    return frozenset(key for adapter in adapters
                     for key, node in _properties(adapter.json_schema(mode="validation"))
                     if _is_link(node))


def _is_link(node: dict[str, Any]) -> bool:
    return node.get("x-widget") == "url" or node.get("x-link") is True


def _properties(schema: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every property of the schema and of its definitions, with its node."""
    for holder in (schema, *schema.get("$defs", {}).values()):
        yield from holder.get("properties", {}).items()
