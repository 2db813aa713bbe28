"""A git remote setting (or a value git answered) is never read by git as an option: the setting
refuses text starting with "-", and every git call ends its options before such values."""

import asyncio
from pathlib import Path

import pytest

from service.config import Settings
from service.config_file import SettingsError
from service.replication.git_remote import GitFailed, GitRemote
from tests.conftest import git


def planted(tmp_path: Path) -> tuple[str, Path]:
    """A remote setting that, read as an option, would make git run `touch` on a file."""
    marker = tmp_path / "ran"
    return f"--upload-pack=touch {marker};", marker


def test_the_setting_refuses_a_remote_that_starts_like_an_option(tmp_path: Path) -> None:
    remote, _ = planted(tmp_path)
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"AGENCY_GIT_REMOTE": remote})
    assert str(refused.value) == (
        f"AGENCY_GIT_REMOTE must be a path or URL git understands, not text starting with '-' "
        f"(git would read it as an option): {remote!r}")


def test_a_path_is_still_a_remote(tmp_path: Path) -> None:
    bare = tmp_path / "-content.git"  # a name starting with "-" is fine inside a path
    assert Settings.from_env({"AGENCY_GIT_REMOTE": str(bare)}).git_remote == str(bare)


def test_git_reads_the_remote_as_a_remote_even_past_the_settings(content_dir: Path,
                                                                 tmp_path: Path) -> None:
    """GitRemote given the value directly: ls-remote, fetch and push fail, and nothing runs."""
    remote, marker = planted(tmp_path)
    repository = GitRemote(content_dir, remote)
    head = git(content_dir, "rev-parse", "HEAD").strip()

    async def attempts() -> list[str]:
        said = []
        for attempt in (repository.remote_head("main"), repository.fetch("main"),
                        repository.push(head, "main")):
            with pytest.raises(GitFailed) as failed:
                await attempt
            said.append(str(failed.value))
        return said

    said = asyncio.run(attempts())
    assert not marker.exists()
    assert all("upload-pack" in line or "receive-pack" in line or remote in line
               or "does not appear to be a git repository" in line or "strange" in line
               for line in said), said


def test_revisions_from_git_answers_are_not_options(content_dir: Path, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    repository = GitRemote(content_dir, str(tmp_path / "remote.git"))
    option = f"--output={marker}"  # diff and rev-list would write a file with it

    async def attempts() -> None:
        assert not await repository.has_commit(option)
        for attempt in (repository.changed_files(option, "HEAD"),
                        repository.count_between(None, option),
                        repository.is_ancestor(option, "HEAD")):
            with pytest.raises(GitFailed):
                await attempt

    asyncio.run(attempts())
    assert not marker.exists()


def test_a_remote_through_a_command_transport_runs_nothing(
        content_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ext:: runs a command; git forbids it by default, and the service forbids it even where
    git's configuration allows it (as this test's environment does)."""
    marker = tmp_path / "ran"
    for name, value in {"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "protocol.ext.allow",
                        "GIT_CONFIG_VALUE_0": "always"}.items():
        monkeypatch.setenv(name, value)
    repository = GitRemote(content_dir, f"ext::sh -c touch% {marker}")
    with pytest.raises(GitFailed, match="transport 'ext' not allowed"):
        asyncio.run(repository.remote_head("main"))
    assert not marker.exists()
