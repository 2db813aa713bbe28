"""`agency posts delete`: asks first, --yes skips the question, one commit."""

from pathlib import Path

from service.store.content_store import ContentStore
from tests.cli.conftest import Agency, assert_one_red_line
from tests.conftest import commit_count, files_in_commit, git, work_tree_status


def test_delete_asks_and_keeps_the_post_on_no(agency: Agency, store: ContentStore,
                                              content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    before = commit_count(content_dir)
    result = agency("posts", "delete", post.slug, input="n\n")
    assert result.exit_code == 1
    assert f"Delete post '{post.slug}'" in result.output
    assert "Nothing deleted." in result.output
    assert store.read_post(post.slug) == post
    assert commit_count(content_dir) == before


def test_delete_after_yes_is_one_commit(agency: Agency, store: ContentStore,
                                        content_dir: Path) -> None:
    post = store.read_posts()[0][0]
    result = agency("posts", "delete", post.slug, input="y\n")
    assert result.exit_code == 0, result.output
    assert not (content_dir / "posts" / f"{post.slug}.json").exists()
    assert files_in_commit(content_dir) == [f"posts/{post.slug}.json"]
    assert git(content_dir, "log", "-1", "--format=%s").strip() == \
        f"agency posts delete: Delete post '{post.slug}'"
    assert work_tree_status(content_dir) == ""


def test_delete_with_yes_does_not_ask(agency: Agency, store: ContentStore,
                                      content_dir: Path) -> None:
    post = store.read_posts()[0][1]
    before = commit_count(content_dir)
    result = agency("posts", "delete", post.slug, "--yes")
    assert result.exit_code == 0, result.output
    assert "Delete post" not in result.output
    assert commit_count(content_dir) == before + 1
    assert "no post with slug" in assert_one_red_line(agency("posts", "delete", post.slug, "-y"))
