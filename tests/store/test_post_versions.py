"""A post's versions read from git: titles then, authors, what changed, diffs, and restoring one."""

from pathlib import Path

import pytest

from service.content.errors import NotFound
from service.content.post import PostChange
from service.posts.history import post_versions, version_detail
from service.posts.restore import restore_deleted, restore_version
from service.posts.word_diff import Piece, word_diff
from service.posts.writes import change_post, delete_post, rename_post
from service.store import ContentStore
from tests.conftest import files_in_commit, git, work_tree_status


def test_versions_newest_first_with_title_author_and_changed_fields(
        store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    change_post(store, post.slug, PostChange(title="First rewrite"), author="maria")
    change_post(store, post.slug, PostChange(content="<p>New body.</p>", imageUrl=None),
                author="joe")
    versions = post_versions(store, post.slug)
    assert [v.title for v in versions] == ["First rewrite", "First rewrite", post.title]
    assert [v.author for v in versions] == ["joe", "maria", "Test Runner"]
    assert [v.event for v in versions] == ["changed", "changed", "created"]
    assert versions[1].changed == ("title",)
    assert set(versions[0].changed) == {"content"} | ({"imageUrl"} if post.imageUrl else set())
    assert versions[0].at >= versions[1].at >= versions[2].at
    with pytest.raises(NotFound):
        post_versions(store, "never-existed")


def test_history_follows_renames_and_deletions(store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    rename_post(store, post.slug, "new-home")
    versions = post_versions(store, "new-home")
    assert versions[0].changed == ("slug",)
    assert versions[-1].path == f"posts/{post.slug}.json"
    delete_post(store, "new-home")
    restore_deleted(store, "new-home")
    events = [v.event for v in post_versions(store, "new-home")]
    assert events[:3] == ["restored", "deleted", "changed"] and events[-1] == "created"


def test_a_version_beside_the_one_before_with_a_word_diff(store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    change_post(store, post.slug, PostChange(content="<p>Call us before the storm.</p>"))
    change_post(store, post.slug, PostChange(content="<p>Call us well before the storm.</p>"))
    newest = post_versions(store, post.slug)[0]
    detail = version_detail(store, post.slug, newest.short_rev)
    assert detail.version.rev == newest.rev
    assert detail.previous is not None and detail.previous.content == \
        "<p>Call us before the storm.</p>"
    assert detail.body_diff == [Piece("same", "Call us "), Piece("added", "well "),
                                Piece("same", "before the storm.")]
    with pytest.raises(NotFound):
        version_detail(store, post.slug, "abc")  # too short to name one version
    with pytest.raises(NotFound):
        version_detail(store, post.slug, "0" * 40)


def test_word_diff_marks_replacements_and_keeps_spacing() -> None:
    assert word_diff("a b c", "a x c") == [Piece("same", "a "), Piece("removed", "b "),
                                          Piece("added", "x "), Piece("same", "c")]
    assert word_diff("", "new words") == [Piece("added", "new words")]
    pieces = word_diff("one\n\ntwo", "one\n\ntwo three")
    assert "".join(p.text for p in pieces if p.op != "removed") == "one\n\ntwo three"


def test_restoring_a_version_is_a_new_change_that_keeps_slug_and_status(
        store: ContentStore, content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    change_post(store, post.slug, PostChange(title="One", excerpt="First edit."))
    first_edit = post_versions(store, post.slug)[0]
    change_post(store, post.slug, PostChange(title="Two", status="draft"))
    restored = restore_version(store, post.slug, first_edit.short_rev, author="maria")
    assert restored.changed and restored.post.title == "One"
    newest = post_versions(store, post.slug)[0]
    assert newest.event == "restored" and "title" in newest.changed
    assert restored.post.excerpt == "First edit."
    assert restored.post.status == "draft"  # restoring words does not publish
    assert files_in_commit(content_dir) == [f"posts/{post.slug}.json"]
    assert git(content_dir, "log", "-1", "--format=%s %an").strip() == \
        f"Restore post '{post.slug}' to {first_edit.short_rev} maria"
    assert not restore_version(store, post.slug, first_edit.rev).changed
    assert work_tree_status(content_dir) == ""


def test_restoring_a_version_from_before_a_rename(store: ContentStore) -> None:
    post = store.read_posts()[0][0]
    original = post_versions(store, post.slug)[0]
    change_post(store, post.slug, PostChange(title="Renamed soon"))
    rename_post(store, post.slug, "after-rename")
    restored = restore_version(store, "after-rename", original.rev)
    assert restored.post.title == post.title and restored.post.slug == "after-rename"
