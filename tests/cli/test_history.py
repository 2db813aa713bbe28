"""`agency posts history` and `agency posts restore`: a post's commits, and going back as new."""

import shutil
from pathlib import Path

from service.store.content_store import ContentStore
from tests.cli.conftest import Agency, assert_one_red_line
from tests.conftest import commit_count, files_in_commit, git, work_tree_status


def rev_of(content_dir: Path, ref: str) -> str:
    return git(content_dir, "rev-parse", ref).strip()


def test_history_lists_the_commits_of_one_post(agency: Agency, store: ContentStore,
                                               content_dir: Path) -> None:
    post, other = store.read_posts()[0][:2]
    assert agency("posts", "edit", post.slug, "--title", "Second title").exit_code == 0
    assert agency("posts", "edit", other.slug, "--title", "Not this post").exit_code == 0
    result = agency("posts", "history", post.slug)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "agency posts edit: Edit post" in out and "Initial content" in out
    assert f"'{other.slug}'" not in out
    assert out.index("agency posts edit") < out.index("Initial content")  # newest first
    assert "Test Runner" in out
    assert rev_of(content_dir, "HEAD~1")[:10] in out


def test_restore_brings_the_old_post_back_as_a_new_commit(agency: Agency, store: ContentStore,
                                                          content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    original = store.post_path(post.slug).read_bytes()
    first = rev_of(content_dir, "HEAD")
    assert agency("posts", "edit", post.slug, "--title", "Changed", "--no-image").exit_code == 0
    before = commit_count(content_dir)
    result = agency("posts", "restore", post.slug, "--to", first[:8])
    assert result.exit_code == 0, result.output
    assert store.post_path(post.slug).read_bytes() == original
    assert commit_count(content_dir) == before + 1
    assert files_in_commit(content_dir) == [f"posts/{post.slug}.json"]
    short = git(content_dir, "rev-parse", "--short", first).strip()
    assert git(content_dir, "log", "-1", "--format=%s").strip() == \
        f"Restore post '{post.slug}' to {short}"
    again = agency("posts", "restore", post.slug, "--to", first)
    assert again.exit_code == 0 and "nothing written" in again.output
    assert commit_count(content_dir) == before + 1


def test_restore_brings_back_a_deleted_post(agency: Agency, store: ContentStore,
                                            content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    assert agency("posts", "delete", post.slug, "--yes").exit_code == 0
    assert agency("posts", "restore", post.slug, "--to", "HEAD~1").exit_code == 0
    assert store.read_post(post.slug) == post
    assert work_tree_status(content_dir) == ""


def test_restore_refuses_what_cannot_be_restored(agency: Agency, store: ContentStore,
                                                 content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    assert "unknown revision" in assert_one_red_line(
        agency("posts", "restore", post.slug, "--to", "no-such-rev"))
    assert "unknown revision" in assert_one_red_line(
        agency("posts", "restore", post.slug, "--to", "--all"))
    assert agency("posts", "new", "--title", "Brand New").exit_code == 0
    assert "not found" in assert_one_red_line(
        agency("posts", "restore", "brand-new", "--to", "HEAD~1"))
    # A revision whose file does not validate is refused, and nothing is written.
    path = store.post_path(post.slug)
    path.write_text("{ broken", "utf-8")
    git(content_dir, "commit", "-qam", "Break it")
    broken = rev_of(content_dir, "HEAD")
    git(content_dir, "revert", "--no-edit", "HEAD")
    assert "does not validate" in assert_one_red_line(
        agency("posts", "restore", post.slug, "--to", broken))
    assert store.read_post(post.slug) == post


def test_history_needs_git(agency: Agency, store: ContentStore, content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    shutil.rmtree(content_dir / ".git")
    assert "not in a git repository" in assert_one_red_line(agency("posts", "history",
                                                                   post.slug))
    assert "not in a git repository" in assert_one_red_line(
        agency("posts", "restore", post.slug, "--to", "HEAD"))
