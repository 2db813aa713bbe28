"""What a content migration is: the version it leads to, what it does, and a step per file; and
what steps share (the object check, a step that carries one list forward)."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

# A file's JSON as read (None: the file is absent) to its JSON as it should be (None: absent).
FileStep = Callable[[Any], Any]


class CannotMigrate(Exception):
    """A step met content it cannot carry forward: where (field, a dotted path) and the fix."""

    def __init__(self, field: str, reason: str, fix: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason
        self.fix = fix


@dataclass(frozen=True)
class Migration:
    """The step from version - 1 to version. A step leaves a file already in the new shape as it
    is, so content from any commit between two versions (none recorded one before version 2)
    is carried forward too, and running a step twice changes nothing."""

    version: int
    description: str
    files: Mapping[str, FileStep]  # the file's path in the content folder, e.g. "copy/faq.json"


def is_object(value: Any, field: str, what: str) -> dict[str, Any]:
    """value when it is a JSON object, else CannotMigrate naming the field."""
    if not isinstance(value, dict):
        raise CannotMigrate(field, f"expected {what} (a JSON object), found "
                                   f"{type(value).__name__}",
                            "Restore the file from git or write it in the shape CHANGELOG.md "
                            "gives for this version.")
    return value


def list_step(what: str, key: str, carry: Callable[[list[Any]], Any]) -> FileStep:
    """The step for a file (`what` it holds, for errors) that carries its list at `key` forward
    by `carry`; an absent file stays absent, and one whose `key` holds no list (already carried,
    or absent: the model says so) stays as it is."""
    def step(found: Any) -> Any:
        if found is None:
            return None
        found = is_object(found, "(file)", what)
        items = found.get(key)
        if not isinstance(items, list):
            return found
        return {**found, key: carry(items)}
    return step
