"""No regex in front of people: every model field held to a pattern declares the plain sentence a
person reads when a value does not match, and the API answers with that sentence."""

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, TypeAdapter

import cli.main  # noqa: F401  (every model the CLI declares, too)
import service.app  # noqa: F401  (every model the service declares)
from service.content.fields import MEMBER_ID_SENTENCE
from service.content.matching import SENTENCES
from service.content.registry import COPY_ADAPTERS, FIXED_DOCUMENTS, PAGE_ADAPTER, PRODUCT_ADAPTER
from tests.service.conftest import StaffClient

# What gives a sentence away as a regex: anchors, classes, escapes, groups, quantifiers.
REGEX_TEXT = re.compile(r"[\^$\[\]\\]|\(\?|[+*?]\)|\{\d")


def _models() -> list[type[BaseModel]]:
    found: list[type[BaseModel]] = []
    stack = list(BaseModel.__subclasses__())
    while stack:
        model = stack.pop()
        stack.extend(model.__subclasses__())
        if model.__module__.startswith(("service.", "cli.")) and model.__pydantic_complete__:
            found.append(model)
    return found


def _schemas() -> Iterator[tuple[str, Any, Any]]:
    """Each model of the service and CLI, and each document's, with its core and JSON schema."""
    for model in _models():
        yield model.__qualname__, model.__pydantic_core_schema__, model.model_json_schema()
    adapters: dict[str, TypeAdapter[Any]] = {**FIXED_DOCUMENTS, **COPY_ADAPTERS,
                                             "page": PAGE_ADAPTER, "product": PRODUCT_ADAPTER}
    for name, adapter in adapters.items():
        yield name, adapter.core_schema, adapter.json_schema()


def _walk(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list | tuple):
        for value in node:
            yield from _walk(value)


def test_no_model_leaves_a_pattern_to_pydantic_whose_error_would_quote_it() -> None:
    checked = 0
    for name, core, _ in _schemas():
        checked += 1
        for node in _walk(core):
            assert not (node.get("type") == "str" and "pattern" in node), (
                f"{name}: Field(pattern=...) answers with the regex; use Matching")
    assert checked > 50


def test_every_pattern_a_model_states_has_a_plain_sentence() -> None:
    patterns: set[str] = set()
    for name, _, json_schema in _schemas():
        for node in _walk(json_schema):
            pattern = node.get("pattern")
            if isinstance(pattern, str):
                assert pattern in SENTENCES, f"{name}: {pattern} has no sentence (Matching)"
                patterns.add(pattern)
    assert len(patterns) >= 10
    for pattern in patterns:
        for sentence in SENTENCES[pattern]:
            assert not REGEX_TEXT.search(sentence), (pattern, sentence)
            assert sentence[0].isupper(), sentence


def test_the_regex_detector_knows_a_regex_when_it_sees_one() -> None:
    assert REGEX_TEXT.search("String should match pattern '^[a-z0-9]+(?:-[a-z0-9]+)*$'")
    assert not REGEX_TEXT.search(MEMBER_ID_SENTENCE)


async def test_a_bad_team_id_is_answered_in_words(client: StaffClient, content_dir: Path) -> None:
    team = json.loads((content_dir / "copy" / "team.json").read_text("utf-8"))
    team["agents"][0]["id"] = "Anna K."
    response = await client.put("/api/admin/documents/copy/team", json=team)
    assert response.status_code == 422
    answer = await response.get_json()
    assert answer["errors"] == [{"field": "agents.0.id", "message": MEMBER_ID_SENTENCE}]
    assert not REGEX_TEXT.search(answer["message"]), answer


async def test_a_new_team_member_without_an_id_gets_one_made_from_the_name(
        client: StaffClient, content_dir: Path) -> None:
    team = json.loads((content_dir / "copy" / "team.json").read_text("utf-8"))
    newcomer = {**team["agents"][0], "name": "Zoë O'Brien-Walsh", "id": ""}
    team["agents"].append(newcomer)
    response = await client.put("/api/admin/documents/copy/team", json=team)
    assert response.status_code == 200, await response.get_data()
    stored = json.loads((content_dir / "copy" / "team.json").read_text("utf-8"))
    assert stored["agents"][-1]["id"] == "zoe-obrien-walsh"


async def test_a_bad_version_id_is_answered_in_words(client: StaffClient) -> None:
    response = await client.post("/api/admin/documents/site/restore", json={"rev": "HEAD~2"})
    assert response.status_code == 422
    answer = await response.get_json()
    assert answer["errors"] == [{"field": "rev", "message": "Choose a version from the history"}]
