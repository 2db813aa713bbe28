"""The limits the editors state come from the service's own rules: the post fields' longest
lengths from post_limits.json (what the models enforce, and what the web's edit form imports), the
largest upload from the setting, in the staff session's answer."""

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from service.config import Settings
from service.content import Post
from tests.service.conftest import StaffClient

LIMITS: dict[str, int] = json.loads(
    (Path(__file__).parents[2] / "service" / "content" / "post_limits.json").read_text("utf-8"))
FIELDS = {"titleMax": "title", "excerptMax": "excerpt", "contentMax": "content",
          "urlMax": "imageUrl", "imageAltMax": "imageAlt", "slugMax": "slug"}
SCHEMA: dict[str, Any] = Post.model_json_schema()["properties"]


def max_length(field: dict[str, Any]) -> int:
    """A field's maxLength, of the string among anyOf when it may be null."""
    choices = field.get("anyOf", [field])
    lengths = [choice["maxLength"] for choice in choices if "maxLength" in choice]
    assert len(lengths) == 1, field
    return int(lengths[0])


@pytest.mark.parametrize(("limit", "field"), FIELDS.items())
def test_each_post_field_is_held_to_the_limit_the_web_reads(limit: str, field: str) -> None:
    assert max_length(SCHEMA[field]) == LIMITS[limit]


def test_every_limit_of_the_file_holds_a_field() -> None:
    assert set(LIMITS) == set(FIELDS)


def test_a_title_one_longer_than_the_limit_is_refused() -> None:
    post = {"id": 1, "slug": "a", "title": "x" * LIMITS["titleMax"], "date": "2026-01-01",
            "excerpt": "", "content": "<p>a</p>", "status": "draft"}
    Post.model_validate(post)
    with pytest.raises(ValidationError):
        Post.model_validate({**post, "title": "x" * (LIMITS["titleMax"] + 1)})


async def test_the_session_states_the_upload_limit_the_service_keeps(
        client: StaffClient, settings: Settings) -> None:
    answer = await (await client.get("/api/auth/session")).get_json()
    assert answer["maxUploadBytes"] == settings.max_upload_bytes != 10 * 1024 * 1024
