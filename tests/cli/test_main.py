"""The `agency` command itself: version, help, the content folder, and errors without tracebacks."""

import json
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


def listed_commands(help_text: str) -> list[str]:
    """The command names in the Commands panel of a help screen: the first word of each row that
    starts one (a wrapped description continues on rows whose first column is blank)."""
    panel = help_text.split("Commands", 1)[1]
    return [line[2:].split()[0] for line in panel.splitlines()
            if line.startswith("│ ") and line[2:3].strip()]


# Every command of `agency`, in the order its help lists them: removing one must fail the test.
COMMANDS = {
    "posts": ["list", "show", "new", "edit", "delete", "publish", "unpublish", "rename", "import",
              "export", "history", "restore"],
    "staff": ["add", "list", "disable", "enable", "remove", "passwd", "member"],
    "requests": ["list", "show", "export", "purge", "forget", "digest", "intake"],
    "bookings": ["list"],
    "keys": ["rotate"],
    "newsletter": ["send", "status", "subscribers"],
    "site": ["list", "show", "edit", "history", "restore", "export"],
    "deploy": ["nginx", "systemd"],
}


def test_help_lists_every_command_and_completion(runner: CliRunner) -> None:
    out = runner.invoke(app, ["--help"]).output
    assert "--install-completion" in out and "--show-completion" in out
    assert sorted(listed_commands(out)) == sorted([*COMMANDS, "check", "status", "push", "backup",
                                                   "restore", "doctor", "migrate",
                                                   "upgrade-check"])
    for group, commands in COMMANDS.items():
        assert listed_commands(runner.invoke(app, [group, "--help"]).output) == commands, group


def test_content_folder_from_the_environment(runner: CliRunner, content_dir: Path) -> None:
    """The folder named by AGENCY_CONTENT_DIR is read, not the checkout's own content/."""
    marker = json.loads(next((content_dir / "posts").glob("*.json")).read_text("utf-8"))
    marker |= {"slug": "only-in-this-copy", "id": 9999}
    (content_dir / "posts" / "only-in-this-copy.json").write_text(json.dumps(marker), "utf-8")
    result = runner.invoke(app, ["posts", "list", "--json"],
                           env={"AGENCY_CONTENT_DIR": str(content_dir)})
    assert result.exit_code == 0, result.output
    assert "only-in-this-copy" in [post["slug"] for post in json.loads(result.output)]


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
