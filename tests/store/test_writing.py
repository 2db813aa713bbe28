"""Writing posts: round trips, one commit of exactly the changed file, failed commits retried."""

import json
from pathlib import Path

import pytest

from service.content.errors import Conflict, NotFound
from service.content.post import NewPost, Post, PostChange, PostUpdate
from service.posts.writes import change_post, create_post, delete_post, rename_post
from service.store.content_store import ContentStore
from service.store.touched import collecting_touched_paths
from tests.conftest import commit_count, files_in_commit, git, next_post_id, work_tree_status


def first_post(store: ContentStore) -> Post:
    posts, _ = store.read_posts()
    return posts[0]


def an_update(**changes: object) -> PostUpdate:
    values: dict[str, object] = {"title": "A new title", "excerpt": "Short.",
                                 "content": "<p>One.</p>\n<p>Two.</p>", "imageUrl": None}
    return PostUpdate.model_validate({**values, **changes})


def test_update_round_trips_and_keeps_the_file_pretty(store: ContentStore) -> None:
    post = first_post(store)
    updated = change_post(store, post.slug, an_update(imageUrl="/media/shoreline-home.webp"))
    assert store.read_post(post.slug) == updated
    assert (updated.id, updated.slug, updated.date) == (post.id, post.slug, post.date)
    text = store.post_path(post.slug).read_text("utf-8")
    assert list(json.loads(text)) == ["id", "slug", "title", "date", "excerpt", "content",
                                      "imageUrl", "author", "coverages"]
    assert text == json.dumps(json.loads(text), indent=2, ensure_ascii=False) + "\n"


def test_update_makes_one_commit_of_exactly_the_post_file(store: ContentStore,
                                                          content_dir: Path) -> None:
    post = first_post(store)
    (content_dir / "site.json").write_text(
        (content_dir / "site.json").read_text("utf-8").replace("Harbor", "Harbour"), "utf-8")
    before = commit_count(content_dir)
    change_post(store, post.slug, an_update())
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == [f"posts/{post.slug}.json"]
    assert post.slug in git(content_dir, "log", "-1", "--format=%s")
    assert work_tree_status(content_dir).strip() == "M site.json"


def test_unchanged_update_writes_nothing(store: ContentStore, content_dir: Path) -> None:
    post = first_post(store)
    before = commit_count(content_dir)
    same = an_update(title=post.title, excerpt=post.excerpt, content=post.content,
                     imageUrl=post.imageUrl)
    assert change_post(store, post.slug, same) == post
    assert commit_count(content_dir) == before


def test_update_of_unknown_post_writes_nothing(store: ContentStore, content_dir: Path) -> None:
    with pytest.raises(NotFound):
        change_post(store, "no-such-post", an_update())
    assert not store.post_path("no-such-post").exists()
    assert work_tree_status(content_dir) == ""


def test_create_and_delete_each_commit(store: ContentStore, content_dir: Path) -> None:
    new = NewPost(title="Brand new post", slug="brand-new-post", status="published")
    post = create_post(store, new)
    assert post.id == next_post_id(store) - 1
    assert files_in_commit(content_dir) == ["posts/brand-new-post.json"]
    with pytest.raises(Conflict):
        create_post(store, new)
    delete_post(store, "brand-new-post")
    assert not store.post_path("brand-new-post").exists()
    assert files_in_commit(content_dir) == ["posts/brand-new-post.json"]
    assert "Delete post 'brand-new-post'" in git(content_dir, "log", "-1", "--format=%s")
    assert work_tree_status(content_dir) == ""


def test_failed_commit_keeps_the_write_and_the_next_commit_picks_it_up(
        store: ContentStore, content_dir: Path) -> None:
    posts, _ = store.read_posts()
    first, second = posts[0], posts[1]
    index_lock = content_dir / ".git" / "index.lock"
    index_lock.write_text("held by another git process")
    before = commit_count(content_dir)
    change_post(store, first.slug, an_update(title="Written while git was busy"))
    assert store.read_post(first.slug).title == "Written while git was busy"
    assert commit_count(content_dir) == before
    index_lock.unlink()
    change_post(store, second.slug, an_update(title="The next change"))
    assert commit_count(content_dir) == before + 1
    assert sorted(files_in_commit(content_dir)) == sorted(
        [f"posts/{first.slug}.json", f"posts/{second.slug}.json"])
    assert work_tree_status(content_dir) == ""


def test_media_is_stored_under_a_random_name_and_waits_for_a_save(store: ContentStore,
                                                                  content_dir: Path) -> None:
    commits = commit_count(content_dir)
    first_url = store.add_media(b"\x89PNG\r\n\x1a\nfake", "png")
    second_url = store.add_media(b"\x89PNG\r\n\x1a\nfake", "png")
    assert first_url != second_url
    assert first_url.startswith("/media/uploads/") and first_url.endswith(".png")
    path = store.media_file(first_url.removeprefix("/media/"))
    assert path.read_bytes() == b"\x89PNG\r\n\x1a\nfake"
    assert commit_count(content_dir) == commits  # committed with the save that names it


@pytest.mark.parametrize("relative", ["../site.json", "../../etc/passwd", "logos/../../site.json",
                                      "uploads/", "", ".store/write.lock"])
def test_media_lookup_never_leaves_the_media_folder(store: ContentStore, relative: str) -> None:
    with pytest.raises(NotFound):
        store.media_file(relative)


def test_store_works_outside_a_git_repository(tmp_path: Path, content_dir: Path) -> None:
    import shutil

    plain = tmp_path / "plain"
    shutil.copytree(content_dir, plain, ignore=shutil.ignore_patterns(".git"))
    store = ContentStore(plain)
    post = first_post(store)
    change_post(store, post.slug, an_update(title="No git here"))
    assert store.read_post(post.slug).title == "No git here"


def test_the_paths_each_write_touched_are_collected_for_the_caller(store: ContentStore) -> None:
    post = next(p for p in store.read_posts()[0] if p.status is None)
    with collecting_touched_paths() as touched:
        rename_post(store, post.slug, "a-new-address")
    assert touched == {store.post_path(post.slug), store.post_path("a-new-address"),
                       store.redirects_file}
    with collecting_touched_paths() as touched:
        change_post(store, "a-new-address", PostChange(title=post.title))  # nothing new
        delete_post(store, "a-new-address")
    assert touched == {store.post_path("a-new-address")}
