"""Parsing content files into models; a malformed file becomes a Problem, not a crash."""

from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from pydantic import TypeAdapter, ValidationError

T = TypeVar("T")


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


def describe_validation_error(error: ValidationError) -> str:
    """One readable line per failing field: 'field.path: message'."""
    parts = []
    for item in error.errors():
        where = ".".join(str(part) for part in item["loc"]) or "(file)"
        parts.append(f"{where}: {item['msg']}")
    return "; ".join(parts)


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
