"""`agency` checks the AGENCY_ settings as the service does: a bad value is one red line naming
the variable and what it accepts, exit code 2, before any command does anything."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from tests.cli.conftest import Agency
from tests.conftest import work_tree_status

AGENCY = Path(sys.executable).with_name("agency")
FLAG = "a flag (1, true, yes or on; 0, false, no or off)"


def test_a_command_will_not_run_on_a_bad_setting(content_dir: Path) -> None:
    env = {**os.environ, "AGENCY_WATCH": "nope", "AGENCY_INSTANCE_DIR": str(content_dir.parent)}
    finished = subprocess.run([str(AGENCY), "--content", str(content_dir), "posts", "list"],
                              env=env, capture_output=True, text=True, timeout=60)
    assert finished.returncode == 2
    assert finished.stderr.splitlines() == [f"Error: AGENCY_WATCH must be {FLAG}, not 'nope'"]
    assert finished.stdout == ""


@pytest.mark.parametrize(("args", "variable", "value", "said"), [
    (["posts", "new", "--title", "Never written"], "AGENCY_READ_ONLY", "maybe",
     f"AGENCY_READ_ONLY must be {FLAG}, not 'maybe'"),
    (["status"], "AGENCY_LOG_FORMAT", "jsno", "AGENCY_LOG_FORMAT must be text or json, not 'jsno'"),
    (["check"], "AGENCY_PORT", "eighty",
     "AGENCY_PORT must be a whole number from 1 to 65535, not 'eighty'"),
])
def test_every_command_refuses_a_bad_setting_before_anything(
        agency: Agency, content_dir: Path, tmp_path: Path, args: list[str], variable: str,
        value: str, said: str) -> None:
    result = agency(*args, env={variable: value, "AGENCY_INSTANCE_DIR": str(tmp_path)})
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [f"Error: {said}"]
    assert result.stdout == ""
    assert work_tree_status(content_dir) == ""


def test_site_export_checks_its_public_url_like_the_variable(
        runner: CliRunner, content_dir: Path, tmp_path: Path) -> None:
    result = runner.invoke(app, ["--content", str(content_dir), "site", "export",
                                 str(tmp_path / "site"), "--public-url", "www.harborpoint.example"],
                           env={"AGENCY_INSTANCE_DIR": str(tmp_path / "instance")})
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [
        "Error: AGENCY_PUBLIC_URL must be an http:// or https:// address without a path, "
        "not 'www.harborpoint.example'"]
    assert not (tmp_path / "site").exists()
