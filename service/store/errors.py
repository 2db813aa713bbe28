"""Errors raised by the content store; front ends translate them for their users."""

from pathlib import Path


class StoreError(Exception):
    """Base class for every error the content store raises."""


class InvalidSlug(StoreError):
    """A slug failed the strict pattern; nothing touched the disk."""

    def __init__(self, slug: str) -> None:
        super().__init__(f"Invalid slug: {slug[:100]!r}")
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
