"""CLI fixtures: `agency` run in-process with CliRunner on the test's own content repository."""

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from typer.testing import CliRunner

from cli.main import app

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
FAKE_EDITOR = Path(__file__).resolve().parent / "fake_editor.py"

Agency = Callable[..., Result]


@pytest.fixture
def runner() -> CliRunner:
    # A wide terminal, so tables never fold what the tests look for; no editor from the caller.
    return CliRunner(env={"COLUMNS": "200", "VISUAL": None, "EDITOR": None,
                          "AGENCY_CONTENT_DIR": None})


@pytest.fixture
def agency(runner: CliRunner, content_dir: Path) -> Agency:
    """Run `agency --content <the test's content> ARGS...`."""
    def run(*args: str, input: str | None = None, env: dict[str, str] | None = None) -> Result:
        return runner.invoke(app, ["--content", str(content_dir), *args], input=input, env=env)

    return run


@pytest.fixture
def fake_editor(tmp_path: Path) -> Callable[..., dict[str, str]]:
    """An EDITOR that plays the given steps, one per opening, and records what it was shown.

    Steps: {"replace": [old, new]}, {"write": text}, {"save": true} (same text, saved) and
    {"quit": true} (closes without saving). Returns the environment to pass to the runner.
    """
    def configure(*steps: dict[str, Any]) -> dict[str, str]:
        script = tmp_path / "editor-script.json"
        script.write_text(json.dumps({"steps": list(steps), "seen": []}), "utf-8")
        return {"EDITOR": f"{sys.executable} {FAKE_EDITOR}", "FAKE_EDITOR_SCRIPT": str(script)}

    return configure


def editor_seen(env: dict[str, str]) -> list[str]:
    """The texts the fake editor was opened on, in order."""
    seen: list[str] = json.loads(Path(env["FAKE_EDITOR_SCRIPT"]).read_text("utf-8"))["seen"]
    return seen


def assert_one_red_line(result: Result) -> str:
    """A user error: exit code 1, one line on stderr, no traceback anywhere."""
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Error: ")
    return lines[0]
