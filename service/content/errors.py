"""Errors raised by the content store; front ends translate them for their users."""

from pathlib import Path


class StoreError(Exception):
    """Base class for every error the content store raises."""


class InvalidSlug(StoreError):
    """A slug failed the strict pattern; nothing touched the disk."""

    def __init__(self, slug: str) -> None:
        super().__init__(f"Invalid slug: {slug[:100]!r} (a slug is lowercase letters, digits "
                         "and single hyphens, at most 80 characters, like "
                         "'flood-insurance-basics')")
        self.slug = slug


class NotFound(StoreError):
    """The requested item does not exist."""

    def __init__(self, what: str) -> None:
        super().__init__(f"{what} not found")
        self.what = what


class Conflict(StoreError):
    """The change collides with what is already stored."""


class InvalidContent(StoreError):
    """A content file or an incoming value does not validate."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.reason = message


class StaleVersion(StoreError):
    """The item changed since the version the caller based its change on."""

    def __init__(self, current_version: str, what: str = "post") -> None:
        super().__init__(f"The {what} was changed elsewhere since it was loaded")
        self.current_version = current_version


class FieldProblems(InvalidContent):
    """Incoming fields' values are refused: each field (a dotted path into the value sent, like
    'hours.monday.closes' or '2.email') with the sentence to show beside it."""

    def __init__(self, message: str, fields: list[tuple[str, str]]) -> None:
        super().__init__(message)
        self.fields = fields


class FieldProblem(FieldProblems):
    """One incoming field's value is refused, with the sentence to show beside that field."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, [(field, message)])
        self.field = field


class OwnerOnly(StoreError):
    """A change to fields only an owner may change, by someone who is not one: each field (a
    dotted path into the document) with the sentence to show beside it."""

    def __init__(self, message: str, fields: list[tuple[str, str]]) -> None:
        super().__init__(message)
        self.reason = message
        self.fields = fields


class NoHistory(StoreError):
    """The content folder is not in a git work tree, so there is no history to read."""
