"""An upload waits uncommitted until a save names it, and is committed with that save: a save
that fails leaves no committed orphan behind (issue 45)."""

import json
from pathlib import Path

import pytest

from service.documents import change_document
from service.store import FieldProblems
from service.store.content_store import ContentStore
from tests.conftest import commit_count, files_in_commit, git

PNG = b"\x89PNG\r\n\x1a\nfake"


def untracked(content_dir: Path) -> list[str]:
    return git(content_dir, "ls-files", "--others", "--exclude-standard").split()


def team_with_photo(content_dir: Path, url: str, **changes: str) -> dict[str, object]:
    team = json.loads((content_dir / "copy" / "team.json").read_text("utf-8"))
    team["agents"][0] = team["agents"][0] | {"photo": url, **changes}
    return team


def test_a_save_naming_an_upload_commits_it_with_the_save(store: ContentStore,
                                                          content_dir: Path) -> None:
    url = store.add_media(PNG, "png")
    relative = url.removeprefix("/")
    assert untracked(content_dir) == [relative]
    commits = commit_count(content_dir)
    change_document(store, "copy/team", team_with_photo(content_dir, url), author="anna")
    assert commit_count(content_dir) == commits + 1
    assert sorted(files_in_commit(content_dir)) == ["copy/team.json", relative]
    assert untracked(content_dir) == []


def test_a_failed_save_leaves_its_upload_uncommitted(store: ContentStore,
                                                     content_dir: Path) -> None:
    url = store.add_media(PNG, "png")
    commits = commit_count(content_dir)
    with pytest.raises(FieldProblems):
        change_document(store, "copy/team",
                        team_with_photo(content_dir, url, id="Not An Id"), author="anna")
    assert commit_count(content_dir) == commits
    assert url.removeprefix("/") not in git(content_dir, "ls-files", "media").split()


def test_an_upload_no_save_names_stays_out_of_other_commits(store: ContentStore,
                                                            content_dir: Path) -> None:
    named, other = store.add_media(PNG, "png"), store.add_media(PNG, "png")
    change_document(store, "copy/team", team_with_photo(content_dir, named), author="anna")
    assert other.removeprefix("/") not in files_in_commit(content_dir)
    assert untracked(content_dir) == [other.removeprefix("/")]
