"""The wording rules are a document staff edit: a bad rule is refused with its field named, and
while the file on disk does not validate the last good rules stay in force."""

import json
import random
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from service.cache.content_cache import ContentCache
from service.checks.context import check_context
from service.checks.post_checks import PostText, check_post
from service.checks.rules_in_force import rules_in_force
from service.content.registry import DOCUMENT_TITLES, document_adapter
from service.content.wording import PHRASE_MAX, PHRASES_MAX, WordingRules
from service.store.content_store import ContentStore
from service.store.loading import describe_validation_error

RULES = "copy/wording-rules"


def shipped_rules(content_dir: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((content_dir / f"{RULES}.json").read_text("utf-8"))
    return loaded


def refusal(rules: dict[str, Any]) -> str:
    with pytest.raises(ValidationError) as caught:
        WordingRules.model_validate(rules)
    return describe_validation_error(caught.value)


def test_the_rules_are_a_registered_document_with_form_hints(content_dir: Path) -> None:
    adapter = document_adapter(RULES)
    assert adapter is not None and DOCUMENT_TITLES[RULES] == "Wording rules"
    adapter.validate_python(shipped_rules(content_dir))
    schema = json.dumps(adapter.json_schema())
    assert "Why it matters" in schema and "RE2" in schema


def test_bad_rules_are_refused_with_the_field_named(content_dir: Path) -> None:
    rules = shipped_rules(content_dir)
    first = rules["rules"][0]
    assert refusal({"rules": [first | {"patterns": ["(guarantee)\\1"]}]}).startswith(
        "rules.0.patterns.0: ")
    assert "matches empty text" in refusal({"rules": [first | {"patterns": ["x*"]}]})
    assert refusal({"rules": [first | {"phrases": [], "patterns": []}]}).startswith(
        "rules.0.patterns: ")
    assert "rules.0.phrases.0: " in refusal({"rules": [first | {"phrases": ["  "]}]})
    assert refusal({"rules": [first, first]}) == (
        f"rules: rule 1 has the id {first['id']!r}, which an earlier rule already has")
    assert refusal({"rules": [first | {"id": "Price Claim"}]}).startswith("rules.0.id: ")
    many = [f"phrase number {n}" for n in range(PHRASES_MAX + 1)]
    assert refusal({"rules": [first | {"phrases": many}]}).startswith("rules.0.phrases: ")
    # Greek letters take two bytes each and match either case: RE2 cannot hold 500 such phrases.
    letters, pick = [chr(c) for c in range(0x3B1, 0x3CA)], random.Random(32).choice
    greek = ["".join(pick(letters) for _ in range(PHRASE_MAX)) for _ in range(PHRASES_MAX)]
    assert "check together" in refusal({"rules": [first | {"phrases": greek}]})


def make_invalid(content_dir: Path) -> None:
    rules = shipped_rules(content_dir)
    rules["rules"][0]["patterns"] = ["(a)\\1"]
    (content_dir / f"{RULES}.json").write_text(json.dumps(rules), "utf-8")


def guarantee_found(context: Any) -> bool:
    found = check_post(PostText(title="We guarantee it", excerpt="x", content=""), context)
    return any(f.phrase == "guarantee" for f in found)


def test_an_invalid_file_leaves_the_last_committed_rules_in_force(content_dir: Path) -> None:
    store = ContentStore(content_dir)
    make_invalid(content_dir)
    context = check_context(store)
    assert guarantee_found(context)
    assert context.rules_problem is not None
    assert "rules.0.patterns.0" in context.rules_problem and "last good" in context.rules_problem


async def test_the_service_keeps_the_rules_it_last_read_while_the_file_is_broken(
        content_dir: Path) -> None:
    cache = ContentCache(ContentStore(content_dir))
    await cache.load()
    assert rules_in_force(cache).problem is None and guarantee_found(check_context(cache))
    rules = shipped_rules(content_dir)
    rules["rules"][0]["phrases"].append("peace of mind")
    path = content_dir / f"{RULES}.json"
    path.write_text(json.dumps(rules), "utf-8")
    await cache.refresh({path})
    make_invalid(content_dir)
    await cache.refresh({path})
    context = check_context(cache)
    assert context.rules_problem is not None and "last good" in context.rules_problem
    found = check_post(PostText(title="Peace of mind", excerpt="x", content=""), context)
    assert [f.phrase for f in found if f.severity == "risk"] == ["Peace of mind"]


def test_without_rules_or_history_no_wording_is_checked(tmp_path: Path) -> None:
    store = ContentStore(tmp_path)
    in_force = rules_in_force(store)
    assert in_force.compiled == () and in_force.problem is None
