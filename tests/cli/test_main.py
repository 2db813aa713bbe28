"""The `agency` command itself: version, help, the content folder, and errors without tracebacks."""

from importlib.metadata import version
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from tests.cli.conftest import Agency, assert_one_red_line


def test_version_comes_from_the_package_metadata(runner: CliRunner) -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"agency {version('milford-agency-site')}"


def test_help_lists_every_command_and_completion(runner: CliRunner) -> None:
    out = runner.invoke(app, ["--help"]).output
    assert "--install-completion" in out and "--show-completion" in out
    posts_help = runner.invoke(app, ["posts", "--help"]).output
    for command in ("list", "show", "new", "edit", "delete", "import", "export", "history",
                    "restore"):
        assert command in posts_help


def test_content_folder_from_the_environment(runner: CliRunner, content_dir: Path) -> None:
    result = runner.invoke(app, ["posts", "list", "--json"],
                           env={"AGENCY_CONTENT_DIR": str(content_dir)})
    assert result.exit_code == 0, result.output


def test_missing_content_folder_is_one_red_line(runner: CliRunner, tmp_path: Path) -> None:
    for args in (["--content", str(tmp_path / "nope"), "posts", "list"],
                 ["--content", str(tmp_path / "nope"), "check"]):
        assert "content folder not found" in assert_one_red_line(runner.invoke(app, args))
    result = runner.invoke(app, ["check"], env={"AGENCY_CONTENT_DIR": str(tmp_path / "gone")})
    assert "content folder not found" in assert_one_red_line(result)


@pytest.mark.parametrize("args", [
    ["posts", "show", "Not A Slug"],
    ["posts", "edit", "no-such-post"],
    ["posts", "delete", "no-such-post", "--yes"],
    ["posts", "history", "no-such-post"],
    ["posts", "new", "--title", "X", "--date", "31/12/2024"],
    ["posts", "import", "/no/such/import.json"],
])
def test_user_errors_never_show_a_traceback(agency: Agency, args: list[str]) -> None:
    assert_one_red_line(agency(*args))
