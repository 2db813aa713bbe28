"""ContentStore.write_posts and remove_post: all checks before any write, one commit."""

from pathlib import Path

import pytest

from service.content.errors import Conflict, InvalidContent, NotFound
from service.content.post import Post
from service.posts.writes import delete_post
from service.store.batch_writes import write_posts
from service.store.content_store import ContentStore
from tests.conftest import commit_count, files_in_commit, git, work_tree_status


def new_post(store: ContentStore, slug: str, post_id: int) -> Post:
    return store.read_posts()[0][0].model_copy(update={"slug": slug, "id": post_id})


def test_posts_and_media_are_one_commit(store: ContentStore, content_dir: Path) -> None:
    posts = [new_post(store, "batch-one", 801), new_post(store, "batch-two", 802)]
    write_posts(store, posts, "Batch of two", media={"imported/a.png": b"png bytes"})
    assert sorted(files_in_commit(content_dir)) == [
        "media/imported/a.png", "posts/batch-one.json", "posts/batch-two.json"]
    assert git(content_dir, "log", "-1", "--format=%s").strip() == "Batch of two"
    assert store.read_post("batch-two") == posts[1]


def test_an_existing_post_refuses_the_whole_batch(store: ContentStore, content_dir: Path) -> None:
    existing = store.read_posts()[0][0]
    before = commit_count(content_dir)
    with pytest.raises(Conflict):
        write_posts(store, [new_post(store, "fresh", 803), existing], "Clash",
                          media={"imported/b.png": b"x"})
    assert not store.post_path("fresh").exists()
    assert not (content_dir / "media" / "imported").exists()
    assert commit_count(content_dir) == before
    write_posts(store, [existing.model_copy(update={"title": "Replaced"})], "Replace",
                      replace=True)
    assert store.read_post(existing.slug).title == "Replaced"


def test_media_with_other_bytes_is_never_overwritten(store: ContentStore) -> None:
    write_posts(store, [], "First", media={"imported/c.png": b"one"})
    write_posts(store, [], "Same bytes again", media={"imported/c.png": b"one"})
    with pytest.raises(Conflict):
        write_posts(store, [], "Other bytes", media={"imported/c.png": b"two"})


@pytest.mark.parametrize("name", ["../site.json", "imported/../../x.png", "/etc/passwd", "",
                                  "imported/.hidden.png", "a b.png"])
def test_media_paths_stay_inside_the_media_folder(store: ContentStore, name: str) -> None:
    with pytest.raises(InvalidContent):
        write_posts(store, [], "Escape", media={name: b"x"})


def test_expected_post_guards_against_changes_made_meanwhile(store: ContentStore,
                                                             content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    changed = post.model_copy(update={"title": "Mine"})
    write_posts(store, [post.model_copy(update={"title": "Theirs"})], "Theirs", replace=True)
    with pytest.raises(Conflict):
        write_posts(store, [changed], "Mine", replace=True, expected={post.slug: post})
    assert store.read_post(post.slug).title == "Theirs"
    with pytest.raises(Conflict):
        write_posts(store, [new_post(store, "gone", 804)], "New", expected={"gone": post})
    assert work_tree_status(content_dir) == ""


def test_invalid_posts_and_duplicate_slugs_are_refused(store: ContentStore) -> None:
    post = new_post(store, "dup", 805)
    with pytest.raises(InvalidContent):
        write_posts(store, [post, post], "Twice")
    bad = post.model_copy(update={"title": ""})  # model_copy skips validation
    with pytest.raises(InvalidContent):
        write_posts(store, [bad], "Bad")
    assert not store.post_path("dup").exists()


def test_delete_names_the_command_that_asked(store: ContentStore, content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    delete_post(store, post.slug, via="agency posts delete")
    assert git(content_dir, "log", "-1", "--format=%s").strip() == \
        f"agency posts delete: Delete post '{post.slug}'"
    with pytest.raises(NotFound):
        delete_post(store, post.slug)


def test_an_id_taken_by_another_post_meanwhile_is_refused(store: ContentStore) -> None:
    posts, _ = store.read_posts()
    clash = posts[0].model_copy(update={"slug": "arrived-second", "id": posts[1].id})
    with pytest.raises(Conflict, match="belongs to"):
        write_posts(store, [clash], "agency posts new: add 'arrived-second'")
    assert not store.post_path("arrived-second").exists()
