"""One way to run git in the content folder, shared by the store's commits and replication: git
in that folder, never prompting, the process's environment over defaults and under settings."""

import subprocess
from pathlib import Path

import pytest

from service.store import GitFolder


def test_git_runs_in_the_folder_whatever_the_working_directory(content_dir: Path) -> None:
    folder = GitFolder(content_dir)
    top = subprocess.run(folder.git_command("rev-parse", "--show-toplevel"), cwd="/",
                         capture_output=True, text=True, check=True).stdout.strip()
    assert Path(top).resolve() == content_dir.resolve()


def test_git_never_prompts_and_settings_win_over_the_environment_over_defaults(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("GIT_TERMINAL_PROMPT", "1")
    monkeypatch.setenv("GIT_SSH_COMMAND", "ssh -o Own=yes")
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    env = GitFolder(tmp_path).git_environment(
        {"GIT_SSH_COMMAND": "ssh -o BatchMode=yes", "GIT_AUTHOR_NAME": "Store"}, LC_ALL="C")
    assert env["GIT_TERMINAL_PROMPT"] == "0"
    assert env["GIT_SSH_COMMAND"] == "ssh -o Own=yes"
    assert env["GIT_AUTHOR_NAME"] == "Store"
    assert env["LC_ALL"] == "C"
