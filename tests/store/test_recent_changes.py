"""The content folder's last changes from git: one entry per commit, newest first, files named
from the folder, commits outside it left out, none without git."""

import shutil
from pathlib import Path

from service.store import ContentStore, recent_changes
from tests.conftest import TEST_CONTENT, git, make_content_copy


def test_a_commit_that_touched_several_files_is_one_change_newest_first(
        content_dir: Path) -> None:
    (content_dir / "site.json").write_text((content_dir / "site.json").read_text() + "\n")
    (content_dir / "companies.json").write_text(
        (content_dir / "companies.json").read_text() + "\n")
    git(content_dir, "commit", "--quiet", "-am", "Two files", "--author", "Ann <a@example.invalid>")
    newest, initial = recent_changes(ContentStore(content_dir), 10)
    assert (newest.author, newest.message) == ("Ann", "Two files")
    assert sorted(newest.files) == ["companies.json", "site.json"]
    assert newest.rev == git(content_dir, "rev-parse", "HEAD").strip()
    assert newest.at >= initial.at and newest.at.tzinfo is not None
    assert initial.message == "Initial content" and "site.json" in initial.files
    assert [c.message for c in recent_changes(ContentStore(content_dir), 1)] == ["Two files"]


def test_only_commits_to_the_content_folder_count_and_files_are_named_from_it(
        tmp_path: Path) -> None:
    repository = make_content_copy(tmp_path / "repo", TEST_CONTENT)
    content = repository / "content"
    content.mkdir()
    shutil.copy(repository / "site.json", content / "site.json")
    git(repository, "add", "--all")
    git(repository, "commit", "--quiet", "-m", "Content folder")
    (repository / "README.md").write_text("Outside the content folder\n")
    git(repository, "add", "--all")
    git(repository, "commit", "--quiet", "-m", "Outside")
    changes = recent_changes(ContentStore(content), 10)
    assert [(c.message, c.files) for c in changes] == [("Content folder", ("site.json",))]


def test_a_folder_without_git_has_no_changes(tmp_path: Path) -> None:
    folder = tmp_path / "content"
    shutil.copytree(TEST_CONTENT, folder, ignore=shutil.ignore_patterns(".store"))
    assert recent_changes(ContentStore(folder), 10) == []
