"""`agency posts new --draft`, `publish [--at]`, `unpublish`, `rename` and `list --status`."""

import json
from pathlib import Path

import pytest

from service.content.slugs import SLUG_SENTENCE
from service.store.content_store import ContentStore
from tests.addresses import post_address
from tests.cli.conftest import Agency, assert_one_red_line
from tests.conftest import files_in_commit, git

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)


def last_message(content_dir: Path) -> str:
    return git(content_dir, "log", "-1", "--format=%s").strip()


def stored(content_dir: Path, slug: str) -> dict[str, object]:
    loaded: dict[str, object] = json.loads(
        (content_dir / "posts" / f"{slug}.json").read_text("utf-8"))
    return loaded


def test_new_draft_then_publish_later_then_now(agency: Agency, content_dir: Path) -> None:
    result = agency("posts", "new", "--title", "Ice Dams 101", "--draft")
    assert result.exit_code == 0, result.output
    assert "as a draft" in result.output
    assert stored(content_dir, "ice-dams-101")["status"] == "draft"
    assert last_message(content_dir) == "agency posts new: Add draft 'ice-dams-101'"
    result = agency("posts", "publish", "ice-dams-101", "--at", "2031-01-15 08:00")
    assert result.exit_code == 0, result.output
    assert "scheduled for 2031-01-15 08:00 EST" in result.output
    assert stored(content_dir, "ice-dams-101")["publishAt"] == "2031-01-15T13:00:00Z"
    assert last_message(content_dir) == \
        "agency posts publish: Schedule post 'ice-dams-101' for 2031-01-15 08:00 EST"
    result = agency("posts", "publish", "ice-dams-101")
    assert result.exit_code == 0 and "is published" in result.output
    assert "publishAt" not in stored(content_dir, "ice-dams-101")
    assert files_in_commit(content_dir) == ["posts/ice-dams-101.json"]


def test_unpublish_and_list_by_status(agency: Agency, store: ContentStore,
                                      content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    assert agency("posts", "unpublish", post.slug).exit_code == 0
    assert last_message(content_dir) == f"agency posts unpublish: Unpublish post '{post.slug}'"
    assert agency("posts", "new", "--title", "Later", "--at", "2031-01-01T00:00:00Z")\
        .exit_code == 0
    drafts = json.loads(agency("posts", "list", "--status", "draft", "--json").output)
    assert [p["slug"] for p in drafts] == [post.slug]
    scheduled = json.loads(agency("posts", "list", "--status", "scheduled", "--json").output)
    assert [p["slug"] for p in scheduled] == ["later"]
    published = json.loads(agency("posts", "list", "--status", "published", "--json").output)
    assert len(published) == len(store.read_posts()[0]) - 2
    table = agency("posts", "list").output
    assert "draft" in table and "scheduled" in table and "published" in table
    assert "must be one of draft, scheduled, published" in assert_one_red_line(
        agency("posts", "list", "--status", "unknown"))


def test_rename_forwards_the_old_address(agency: Agency, store: ContentStore,
                                         content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    result = agency("posts", "rename", post.slug, "shorter-address")
    assert result.exit_code == 0, result.output
    forwarding = f"{post_address(post.slug)} now forwards to {post_address('shorter-address')}"
    assert forwarding in result.output
    assert json.loads((content_dir / "redirects.json").read_text("utf-8")) == [
        {"from": post_address(post.slug), "to": post_address("shorter-address")}]
    assert last_message(content_dir) == \
        f"agency posts rename: Rename post '{post.slug}' to 'shorter-address'"
    assert "already exists" in assert_one_red_line(
        agency("posts", "rename", "shorter-address", store.read_posts()[0][1].slug))
    assert f"slug: {SLUG_SENTENCE}" in assert_one_red_line(
        agency("posts", "rename", "shorter-address", "Not Valid"))
    assert agency("check").exit_code == 0


def test_publish_refusals_are_one_line(agency: Agency, store: ContentStore) -> None:
    slug = store.read_posts()[0][0].slug
    assert "future" in assert_one_red_line(agency("posts", "publish", slug, "--at",
                                                  "2001-01-01 09:00"))
    assert "like 2026-12-01" in assert_one_red_line(agency("posts", "publish", slug, "--at",
                                                           "next tuesday"))
    assert "not found" in assert_one_red_line(agency("posts", "publish", "no-such-post"))
    assert "cannot be used together" in assert_one_red_line(
        agency("posts", "new", "--title", "X", "--draft", "--at", "2031-01-01 09:00"))
