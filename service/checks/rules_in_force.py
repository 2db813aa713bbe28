"""The wording rules in force: copy/wording-rules.json as last read, or, while the file does not
validate (or is gone), the last good rules: those this process last read, else the newest
committed version that validates."""

import weakref
from dataclasses import dataclass

from pydantic import TypeAdapter

from service.cache.content_cache import ContentCache
from service.checks.wording import CompiledRules, compile_rules
from service.content.errors import StoreError
from service.content.wording import WordingRules
from service.documents.history import document_versions
from service.store.content_store import ContentStore
from service.store.loading import ContentFileError, parse_bytes

RULES_DOCUMENT = "copy/wording-rules"
RULES_ADAPTER = TypeAdapter(WordingRules)


@dataclass(frozen=True)
class RulesInForce:
    compiled: CompiledRules
    problem: str | None = None  # why the file's own rules are not the ones in force


# Per cache (the service's one) or store: the bytes last compiled and the rules they gave, so a
# request compiles nothing new, and the last good rules outlive a file that stops validating.
_LAST_GOOD: "weakref.WeakKeyDictionary[object, tuple[bytes, RulesInForce]]" = \
    weakref.WeakKeyDictionary()
_FOLLOWED: "weakref.WeakSet[ContentCache]" = weakref.WeakSet()


def rules_in_force(source: ContentCache | ContentStore) -> RulesInForce:
    """The rules the checks apply now in this content folder. A cache asked once is followed
    from then on: each change it reads is looked at, so a good version that was soon broken
    again is still the last good one."""
    if isinstance(source, ContentCache) and source not in _FOLLOWED:
        _FOLLOWED.add(source)
        followed = weakref.ref(source)
        source.on_change(lambda: _follow(followed))
    store = source.store if isinstance(source, ContentCache) else source
    path = store.copy_path(RULES_DOCUMENT.removeprefix("copy/"))
    raw, problem = _current(source, store)
    kept = _LAST_GOOD.get(source)
    if raw is not None:
        if kept is None or kept[0] != raw:
            kept = (raw, RulesInForce(compile_rules(RULES_ADAPTER.validate_json(raw))))
            _LAST_GOOD[source] = kept
        return kept[1]
    if kept is None:
        committed = _last_committed(store)
        if committed is None:
            return RulesInForce((), problem and f"{path.name}: {problem}; no wording is checked")
        kept = (b"", RulesInForce(compile_rules(committed)))
        _LAST_GOOD[source] = kept  # git is asked once, not on every check
    if problem is None:
        problem = "the file is missing"
    return RulesInForce(kept[1].compiled,
                        f"{path.name}: {problem}; the last good wording rules stay in force")


def _follow(cache: "weakref.ref[ContentCache]") -> None:
    followed = cache()
    if followed is not None:
        rules_in_force(followed)


def _current(source: ContentCache | ContentStore,
             store: ContentStore) -> tuple[bytes | None, str | None]:
    """The file's valid JSON (None when it does not validate or is missing) and what is wrong."""
    path = store.copy_path(RULES_DOCUMENT.removeprefix("copy/"))
    if isinstance(source, ContentCache):
        problem = source.problems.get(path)
        return source.document(path), problem.reason if problem is not None else None
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, None
    except OSError as error:
        return None, error.strerror or str(error)
    try:
        parse_bytes(path, raw, RULES_ADAPTER)
    except ContentFileError as error:
        return None, error.problem.reason
    return raw, None


def _last_committed(store: ContentStore) -> WordingRules | None:
    """The newest committed rules that validate, or None (no history, or none valid)."""
    try:
        versions = document_versions(store, RULES_DOCUMENT)
    except StoreError:
        return None
    return next((v.value for v in versions if isinstance(v.value, WordingRules)), None)
