"""A text field that must match a pattern, declared with the plain sentence a person reads when
it does not: the regex goes into the OpenAPI document, never into an error message."""

import re
from dataclasses import dataclass
from typing import Any

from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import PydanticCustomError, core_schema

# Every pattern declared through Matching, as the JSON schema states it, with its sentences (one
# pattern may serve fields described differently): tests/service/test_plain_messages.py holds
# every model's patterns to these.
SENTENCES: dict[str, set[str]] = {}


def whole_pattern(pattern: re.Pattern[str]) -> str:
    """The pattern held to the whole value, as a JSON schema states it."""
    return f"^(?:{pattern.pattern})$"


@dataclass(frozen=True)
class Matching:
    """Annotated metadata: the text must match pattern whole; sentence says what to write."""

    pattern: re.Pattern[str]
    sentence: str

    def __post_init__(self) -> None:
        SENTENCES.setdefault(whole_pattern(self.pattern), set()).add(self.sentence)

    def __get_pydantic_core_schema__(self, source: Any,
                                     handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_after_validator_function(self.check, handler(source))

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema,
                                     handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        json_schema = handler(schema)
        json_schema["pattern"] = whole_pattern(self.pattern)
        return json_schema

    def check(self, value: Any) -> Any:
        """The value as given, or the plain sentence as the field's error."""
        if isinstance(value, str) and self.pattern.fullmatch(value) is None:
            raise PydanticCustomError("text_not_matching", self.sentence)
        return value
