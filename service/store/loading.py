"""Parsing content files into models; a malformed file becomes a Problem, not a crash."""

from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from pydantic import TypeAdapter, ValidationError

T = TypeVar("T")
VALUE_ERROR_PREFIX = "Value error, "


@dataclass(frozen=True)
class Problem:
    """Why one content file could not be used."""

    path: Path
    reason: str

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


class ContentFileError(Exception):
    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


def validation_field_errors(error: ValidationError) -> list[tuple[str, str]]:
    """Each failing field as a dotted path into the value ('hours.monday.closes', '2.email'; ''
    for the value as a whole) with its message, without pydantic's "Value error, " prefix."""
    return [(".".join(str(part) for part in item["loc"]),
             item["msg"].removeprefix(VALUE_ERROR_PREFIX))
            for item in error.errors(include_url=False, include_context=False,
                                     include_input=False)]


def describe_validation_error(error: ValidationError) -> str:
    """One readable line per failing field: 'field.path: message'."""
    return "; ".join(f"{where or '(file)'}: {message}"
                     for where, message in validation_field_errors(error))


def parse_bytes(path: Path, raw: bytes, adapter: TypeAdapter[T]) -> T:
    """Validate raw JSON bytes read from path, raising ContentFileError with the reason."""
    try:
        return adapter.validate_json(raw)
    except ValidationError as error:
        raise ContentFileError(Problem(path, describe_validation_error(error))) from error


def read_file(path: Path, adapter: TypeAdapter[T]) -> T:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise ContentFileError(Problem(path, error.strerror or str(error))) from error
    return parse_bytes(path, raw, adapter)
