"""The JSON Schema of each document's model, as the staff forms read it: a field's title only
where the model gives one (the form labels the rest from the key), computed once per model."""

from typing import Any

from pydantic import TypeAdapter
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import CoreSchema

from service.store.document_models import known_document_adapter


class FormJsonSchema(GenerateJsonSchema):
    """Pydantic's schema without the titles it makes up from a field's name ('Servingsince'):
    a form reads a declared title as the label, and words a key itself when there is none."""

    def field_title_should_be_set(self, schema: CoreSchema) -> bool:
        return False


_schemas: dict[int, dict[str, Any]] = {}


def document_schema(name: str) -> dict[str, Any]:
    """The validation schema of the document called name, `$defs` kept; NotFound for no such
    document. Shared between calls: a caller must not change it."""
    adapter: TypeAdapter[Any] = known_document_adapter(name)
    key = id(adapter)
    if key not in _schemas:
        _schemas[key] = adapter.json_schema(mode="validation", schema_generator=FormJsonSchema)
    return _schemas[key]
