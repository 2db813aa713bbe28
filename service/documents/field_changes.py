"""What one version of a document changed: each field with its old and new value, named as the
staff form names it (the labels its model declares, a list item by its own title field)."""

import re
from dataclasses import dataclass
from typing import Any

from service.content.form_hints import item_title_key

Path = tuple[str | int, ...]
# An item's name is cut to this many characters ("What does a personal umbrella policy…").
NAME_MAX = 60
# Between the labels of a place, as the staff forms write it.
SEPARATOR = " \N{SINGLE RIGHT-POINTING ANGLE QUOTATION MARK} "


class _Absent:
    """The value of a field a version leaves out (an optional field not given)."""

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Any = _Absent()


@dataclass(frozen=True)
class FieldChange:
    """One field a version changed: where (path into the JSON), named for people, old and new
    (ABSENT where the version before or after leaves it out). A list that grew or shrank is one
    change of the whole list."""

    path: Path
    place: str
    old: Any
    new: Any


def changed_paths(before: Any, after: Any, path: Path = ()) -> list[Path]:
    """The places whose values differ, as deep as both versions have the same shape."""
    if before == after and type(before) is type(after):
        return []
    if isinstance(before, dict) and isinstance(after, dict):
        keys = [*before, *(key for key in after if key not in before)]
        return [found for key in keys
                for found in changed_paths(before.get(key, ABSENT), after.get(key, ABSENT),
                                           (*path, key))]
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [found for index, (old, new) in enumerate(zip(before, after, strict=True))
                for found in changed_paths(old, new, (*path, index))]
    return [path]


def field_changes(schema: dict[str, Any], before: Any, after: Any,
                  root_label: str) -> list[FieldChange]:
    """Each field after changed from before, in the document's order, named in after's words
    (a removed field in before's)."""
    return [FieldChange(path, place_name(schema, after if value_at(after, path) is not ABSENT
                                         else before, path, root_label),
                        value_at(before, path), value_at(after, path))
            for path in changed_paths(before, after)]


def value_at(value: Any, path: Path) -> Any:
    """The value at path, or ABSENT where the document has nothing there."""
    for step in path:
        in_list = isinstance(step, int) and isinstance(value, list) and 0 <= step < len(value)
        if in_list or (isinstance(step, str) and isinstance(value, dict) and step in value):
            value = value[step]
        else:
            return ABSENT
    return value


def place_name(schema: dict[str, Any], value: Any, path: Path, root_label: str) -> str:
    """The labels from the document down to path, the item by its name, then the field's
    label, joined by SEPARATOR (the document's own name for its root)."""
    labels: list[str] = []
    node = schema
    list_label = root_label
    for at, step in enumerate(path):
        shape = _resolve(schema, node)
        if isinstance(step, int):
            labels.append(item_name(schema, shape.get("items", {}),
                                    value_at(value, path[:at + 1]), step, list_label))
            node = shape.get("items", {})
            continue
        child = shape.get("properties", {}).get(step)
        entries = shape.get("additionalProperties")
        node = child if child is not None else (entries if isinstance(entries, dict) else {})
        list_label = child.get("title") or label_from_key(step) if child is not None else step
        labels.append(list_label)
    return SEPARATOR.join(labels) or root_label


def item_name(schema: dict[str, Any], node: dict[str, Any], item: Any, index: int,
              list_label: str) -> str:
    """A list item by its declared title field, else its first text, else its place."""
    declared = item_title_key(_resolve(schema, node))
    text = None
    if isinstance(item, dict):
        named = item.get(declared) if declared else None
        text = named if isinstance(named, str) and named.strip() else next(
            (field for field in item.values() if isinstance(field, str) and field.strip()), None)
    if text:
        return text if len(text) <= NAME_MAX else text[:NAME_MAX - 1] + "…"
    return f"{list_label} item {index + 1}"


def label_from_key(key: str) -> str:
    """`specialHours` → "Special hours", `claim_url` → "Claim url" (the forms' labelFromKey)."""
    words = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", re.sub(r"[_-]+", " ", key)).strip().lower()
    return words[:1].upper() + words[1:]


def _resolve(schema: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """The node's shape: through an optional field's non-null branch and a `$ref`."""
    branches = node.get("anyOf")
    if branches and len(branches) == 2 and any(b.get("type") == "null" for b in branches):
        node = next(b for b in branches if b.get("type") != "null")
    ref = node.get("$ref")
    return schema.get("$defs", {}).get(ref.rsplit("/", 1)[-1], {}) if ref else node
