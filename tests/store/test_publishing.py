"""Drafts, schedules, renames and deletions: each one commit of exactly the files it touched."""

import datetime as dt
import json
from pathlib import Path

import pytest

from service.content.errors import Conflict, FieldProblem, NotFound
from service.content.post import NewPost, PostChange
from service.posts.publishing import post_status
from service.posts.restore import deleted_posts, restore_deleted
from service.posts.writes import (
    change_post,
    create_post,
    delete_post,
    publish_post,
    rename_post,
    unpublish_post,
)
from service.store import ContentStore
from tests.addresses import post_address
from tests.conftest import commit_count, files_in_commit, git, work_tree_status

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

NOW = dt.datetime(2026, 11, 23, 15, 0, tzinfo=dt.UTC)


def stored(store: ContentStore, slug: str) -> dict[str, object]:
    loaded: dict[str, object] = json.loads(store.post_path(slug).read_text("utf-8"))
    return loaded


def last_commit(content_dir: Path) -> tuple[str, str]:
    return (git(content_dir, "log", "-1", "--format=%s").strip(),
            git(content_dir, "log", "-1", "--format=%an").strip())


def test_a_new_post_is_a_draft_with_a_slug_from_its_title(store: ContentStore,
                                                         content_dir: Path) -> None:
    highest = max(p.id for p in store.read_posts()[0])
    post = create_post(store, NewPost(title="Café crème: été 2025", content="Plain words."),
                       author="maria", now=NOW)
    assert (post.slug, post.id, post.status) == ("cafe-creme-ete-2025", highest + 1, "draft")
    assert post.date == dt.date(2026, 11, 23)
    assert post.content == "Plain words."  # plain text keeps to the policy as it is
    assert stored(store, post.slug)["status"] == "draft"
    assert "publishAt" not in stored(store, post.slug)
    assert files_in_commit(content_dir) == [f"posts/{post.slug}.json"]
    assert last_commit(content_dir) == (f"Add draft '{post.slug}'", "maria")
    again = create_post(store, NewPost(title="Café crème: été 2025"), now=NOW)
    assert again.slug == "cafe-creme-ete-2025-2"
    with pytest.raises(Conflict, match=f"{post_address('cafe-creme-ete-2025')} already exists"):
        create_post(store, NewPost(title="Other", slug="cafe-creme-ete-2025"), now=NOW)
    assert work_tree_status(content_dir) == ""


def test_the_day_of_a_new_post_is_connecticuts(store: ContentStore) -> None:
    late_evening = dt.datetime(2026, 11, 24, 2, 30, tzinfo=dt.UTC)  # 21:30 on the 23rd in CT
    post = create_post(store, NewPost(title="Evening"), now=late_evening)
    assert post.date == dt.date(2026, 11, 23)


def test_publish_unpublish_and_a_published_file_stays_as_before(store: ContentStore,
                                                                content_dir: Path) -> None:
    draft = create_post(store, NewPost(title="Storm Checklist", date=dt.date(2026, 11, 1)),
                        now=NOW)
    published = change_post(store, draft.slug, PostChange(status="published"), author="maria",
                            now=NOW)
    # A draft goes out dated the day it is published; a published file has no status field.
    assert published.date == dt.date(2026, 11, 23)
    assert list(stored(store, draft.slug)) == ["id", "slug", "title", "date", "excerpt",
                                               "content", "imageUrl"]
    assert post_status(published, NOW) == "published"
    assert last_commit(content_dir) == (f"Publish post '{draft.slug}'", "maria")
    assert files_in_commit(content_dir) == [f"posts/{draft.slug}.json"]
    unpublished = unpublish_post(store, draft.slug)
    assert unpublished.status == "draft"
    assert last_commit(content_dir)[0] == f"Unpublish post '{draft.slug}'"
    before = commit_count(content_dir)
    assert unpublish_post(store, draft.slug) == unpublished  # no change, no commit
    assert commit_count(content_dir) == before


def test_scheduling_takes_connecticut_time_and_refuses_the_past(store: ContentStore,
                                                                content_dir: Path) -> None:
    draft = create_post(store, NewPost(title="Holiday Hours"), now=NOW)
    scheduled = change_post(store, draft.slug,
                            PostChange(status="scheduled", publishAt="2026-12-01T09:00"), now=NOW)
    assert scheduled.publishAt == dt.datetime(2026, 12, 1, 14, 0, tzinfo=dt.UTC)
    assert scheduled.date == dt.date(2026, 12, 1)
    assert stored(store, draft.slug)["publishAt"] == "2026-12-01T14:00:00Z"
    assert "status" not in stored(store, draft.slug)
    assert post_status(scheduled, NOW) == "scheduled"
    assert post_status(scheduled, dt.datetime(2026, 12, 1, 14, 0, 1, tzinfo=dt.UTC)) \
        == "published"
    assert last_commit(content_dir)[0] == \
        f"Schedule post '{draft.slug}' for 2026-12-01 09:00 EST"
    summer = change_post(store, draft.slug,
                         PostChange(status="scheduled", publishAt="2027-07-04T09:00:00-04:00"),
                         now=NOW)
    assert summer.publishAt == dt.datetime(2027, 7, 4, 13, 0, tzinfo=dt.UTC)
    before = commit_count(content_dir)
    for when, message in [("2026-11-01T09:00", "future"), ("tomorrow", "like 2026-12-01"),
                          (None, "when the post should appear")]:
        with pytest.raises(FieldProblem, match=message) as refused:
            change_post(store, draft.slug, PostChange(status="scheduled", publishAt=when),
                        now=NOW)
        assert refused.value.field == "publishAt"
    assert commit_count(content_dir) == before
    published = publish_post(store, draft.slug)
    assert published.publishAt is None  # published now rather than at the planned time


def test_renaming_a_published_post_leaves_a_redirect_in_the_same_commit(
        store: ContentStore, content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    renamed = rename_post(store, post.slug, "storm-ready", author="maria")
    assert renamed.slug == "storm-ready" and renamed.id == post.id
    assert not store.post_path(post.slug).exists()
    assert sorted(files_in_commit(content_dir)) == sorted(
        [f"posts/{post.slug}.json", "posts/storm-ready.json", "redirects.json"])
    assert last_commit(content_dir) == (f"Rename post '{post.slug}' to 'storm-ready'", "maria")
    assert [(r.source, r.target) for r in store.read_redirects()] == [
        (post_address(post.slug), post_address("storm-ready"))]
    # A second rename forwards both old addresses in one hop; renaming back frees the first.
    rename_post(store, "storm-ready", "storm-ready-2026")
    assert {(r.source, r.target) for r in store.read_redirects()} == {
        (post_address(post.slug), post_address("storm-ready-2026")),
        (post_address("storm-ready"), post_address("storm-ready-2026"))}
    rename_post(store, "storm-ready-2026", post.slug)
    assert {(r.source, r.target) for r in store.read_redirects()} == {
        (post_address("storm-ready"), post_address(post.slug)),
        (post_address("storm-ready-2026"), post_address(post.slug))}
    with pytest.raises(Conflict, match="already exists"):
        rename_post(store, post.slug, store.read_posts()[0][1].slug)
    assert work_tree_status(content_dir) == ""


def test_renaming_a_draft_leaves_no_redirect(store: ContentStore, content_dir: Path) -> None:
    draft = create_post(store, NewPost(title="Working Title"), now=NOW)
    rename_post(store, draft.slug, "final-title")
    assert store.read_redirects() == []
    assert sorted(files_in_commit(content_dir)) == ["posts/final-title.json",
                                                    "posts/working-title.json"]


def test_a_new_post_at_a_forwarding_address_takes_it_back(store: ContentStore,
                                                          content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    rename_post(store, post.slug, "moved-away")
    auto = create_post(store, NewPost(title=post.title), now=NOW)
    assert auto.slug != post.slug  # an address that forwards is not handed out unasked
    create_post(store, NewPost(title="Back", slug=post.slug), now=NOW)
    assert store.read_redirects() == []
    assert sorted(files_in_commit(content_dir)) == [f"posts/{post.slug}.json", "redirects.json"]


def test_delete_then_restore_brings_the_post_back_with_its_history(
        store: ContentStore, content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    change_post(store, post.slug, PostChange(title="Edited before deletion"), author="maria")
    deleted = delete_post(store, post.slug, author="maria")
    assert (deleted.slug, deleted.id, deleted.title) == (post.slug, post.id,
                                                         "Edited before deletion")
    assert last_commit(content_dir) == (f"Delete post '{post.slug}'", "maria")
    assert files_in_commit(content_dir) == [f"posts/{post.slug}.json"]
    listed = deleted_posts(store)
    assert [(d.slug, d.title, d.deleted_by) for d in listed] == [
        (post.slug, "Edited before deletion", "maria")]
    restored = restore_deleted(store, post.slug, author="maria")
    assert restored.title == "Edited before deletion" and restored.id == post.id
    assert last_commit(content_dir)[0] == f"Restore deleted post '{post.slug}'"
    assert deleted_posts(store) == []
    log = git(content_dir, "log", "--format=%s", "--", f"posts/{post.slug}.json")
    assert "Edit post" in log and "Initial content" in log
    with pytest.raises(Conflict):
        restore_deleted(store, post.slug)
    with pytest.raises(NotFound):
        restore_deleted(store, "never-existed")
    assert work_tree_status(content_dir) == ""


def test_a_restored_post_whose_id_was_taken_gets_a_free_one(store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    delete_post(store, post.slug)
    newcomer = create_post(store, NewPost(title="Took the id"), now=NOW)
    assert newcomer.id == post.id
    restored = restore_deleted(store, post.slug)
    assert restored.id == newcomer.id + 1


def test_a_renamed_post_is_not_listed_as_deleted(store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    rename_post(store, post.slug, "new-address")
    assert deleted_posts(store) == []
