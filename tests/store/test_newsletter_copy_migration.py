"""Version 12: the newsletter's words and topics (copy/newsletter.json) come with the release where
the content has none, are kept where staff already wrote them, and validate."""

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from service.content import COPY_MODELS, NewsletterCopy
from service.store.content_store import ContentStore
from service.store.migrations.runner import migrate_content
from service.store.migrations.v12_newsletter import add_when_missing
from tests.conftest import PROJECT_ROOT, TEST_CONTENT, git, make_content_copy

RELEASES = PROJECT_ROOT / "tests" / "fixtures" / "content-releases"


def test_the_newsletter_copy_is_added_only_where_missing() -> None:
    added = NewsletterCopy.model_validate(add_when_missing(None))
    assert [(topic.id, topic.title) for topic in added.topics] == [
        ("home-auto", "Home & auto"), ("business", "Business")]
    assert "unsubscribe at any time" in added.consentText
    assert added.fromName is None
    own = {"intro": "Ours.", "consentText": "Yes.", "topics": []}
    assert add_when_missing(own) is own
    assert COPY_MODELS["newsletter"] is NewsletterCopy


def test_topics_need_their_own_short_names() -> None:
    copy = add_when_missing(None)
    twice = {**copy, "topics": [copy["topics"][0], copy["topics"][0]]}
    with pytest.raises(ValidationError, match="given to two topics"):
        NewsletterCopy.model_validate(twice)
    with pytest.raises(ValidationError):
        NewsletterCopy.model_validate({**copy, "topics": []})


def test_an_earlier_releases_content_gains_the_newsletter_copy_in_the_migration_commit(
        tmp_path: Path) -> None:
    folder = make_content_copy(tmp_path / "content", RELEASES / "7cfd900")
    assert not (folder / "copy" / "newsletter.json").exists()
    assert migrate_content(ContentStore(folder)).needed
    changed = git(folder, "show", "--name-only", "--format=", "HEAD").split()
    assert "copy/newsletter.json" in changed
    stored = NewsletterCopy.model_validate_json(
        (folder / "copy" / "newsletter.json").read_text("utf-8"))
    assert stored.topic_ids() == ["home-auto", "business"]
    assert json.loads((folder / "version.json").read_text("utf-8"))["contentVersion"] >= 12


def test_the_test_content_holds_the_release_text() -> None:
    shipped = json.loads((TEST_CONTENT / "copy" / "newsletter.json").read_text("utf-8"))
    assert shipped == add_when_missing(None)
