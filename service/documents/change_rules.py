"""What a change to a document may do beyond what its model checks: only an owner changes the
owner-only fields (document_models.OWNER_ONLY_FIELDS), and a changed embed address must be of an
origin the settings allow (AGENCY_EMBED_ORIGINS)."""

from dataclasses import dataclass
from typing import Any

from service.content.errors import FieldProblems, OwnerOnly
from service.content.registry import OWNER_ONLY_FIELDS
from service.content.site import EMBED_FIELDS
from service.documents.embeds import embed_refusal, not_allowed, value_at

SITE_DOCUMENT = "site"
OWNER_ONLY_SENTENCE = "Only an owner can change this"
NAMED_AT_MOST = 10


@dataclass(frozen=True)
class ChangeRules:
    """Who changes the document (`owner`: may change every field) and the embed origins the
    settings allow. Checked under the write lock, against the document as stored."""

    owner: bool
    embed_origins: tuple[str, ...] = ()

    def check(self, name: str, before: Any, after: Any) -> None:
        """Refuse the change from before (the stored document as JSON, None when there is none)
        to after: OwnerOnly for owner-only fields changed by another role, FieldProblems for a
        changed embed address of an origin not allowed. Values sent back as stored pass."""
        if not self.owner:
            changed = owner_only_changes(name, before, after)
            if changed:
                named = ", ".join(changed[:NAMED_AT_MOST]) + (
                    " and more" if len(changed) > NAMED_AT_MOST else "")
                raise OwnerOnly(f"Only an owner can change {named} ({name})",
                                [(field, OWNER_ONLY_SENTENCE) for field in changed])
        if name == SITE_DOCUMENT:
            refused = [(field, embed_refusal(str(value_at(after, field)), self.embed_origins))
                       for field in EMBED_FIELDS
                       if value_at(after, field) != value_at(before, field)
                       and not_allowed(value_at(after, field), self.embed_origins)]
            if refused:
                raise FieldProblems(f"{name}: {'; '.join(f'{f}: {m}' for f, m in refused)}",
                                    refused)


def owner_only_changes(name: str, before: Any, after: Any) -> list[str]:
    """The owner-only fields of the document that differ, each as its dotted path (the deepest
    object key that differs; the document's name when the whole of it is one value)."""
    changed: list[str] = []
    for path in OWNER_ONLY_FIELDS.get(name, ()):
        changed += _differences(value_at(before, path), value_at(after, path), path)
    return [field or name for field in dict.fromkeys(changed)]


def _differences(before: Any, after: Any, path: str) -> list[str]:
    if isinstance(before, dict) and isinstance(after, dict):
        return [found for key in dict.fromkeys([*before, *after])
                for found in _differences(before.get(key), after.get(key),
                                          f"{path}.{key}" if path else key)]
    return [] if before == after else [path]
