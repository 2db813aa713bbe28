"""The JSON Schema of each document's model, as the staff forms read it: a field's title only
where the model gives one (the form labels the rest from the key), the owner-only fields marked
`x-owner-only` (document_models.OWNER_ONLY_FIELDS), computed once per document kind."""

from typing import Any

from pydantic import TypeAdapter
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import CoreSchema

from service.content.registry import OWNER_ONLY_FIELDS, known_document_adapter

OWNER_ONLY = "x-owner-only"


class FormJsonSchema(GenerateJsonSchema):
    """Pydantic's schema without the titles it makes up from a field's name ('Servingsince'):
    a form reads a declared title as the label, and words a key itself when there is none."""

    def field_title_should_be_set(self, schema: CoreSchema) -> bool:
        return False


_schemas: dict[tuple[int, tuple[str, ...]], dict[str, Any]] = {}


def document_schema(name: str) -> dict[str, Any]:
    """The validation schema of the document called name, `$defs` kept; NotFound for no such
    document. Shared between calls: a caller must not change it."""
    adapter: TypeAdapter[Any] = known_document_adapter(name)
    key = (id(adapter), OWNER_ONLY_FIELDS.get(name, ()))
    if key not in _schemas:
        schema = adapter.json_schema(mode="validation", schema_generator=FormJsonSchema)
        for path in OWNER_ONLY_FIELDS.get(name, ()):
            _node_at(schema, path)[OWNER_ONLY] = True
        _schemas[key] = schema
    return _schemas[key]


def _node_at(schema: dict[str, Any], path: str) -> dict[str, Any]:
    """The schema node of the field at a dotted path ("" the root), through `$ref`s: where the
    form reads that only an owner may change it (`x-owner-only`)."""
    node = schema
    for key in filter(None, path.split(".")):
        ref = node.get("$ref", "")
        holder = schema["$defs"][ref.rsplit("/", 1)[-1]] if ref else node
        node = holder["properties"][key]
    return node
