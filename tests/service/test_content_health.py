"""Health tells the truth about content: a file the models refuse is in /healthz (the agency
facts: 503; another: degraded), makes `agency status` exit 1 and `agency doctor` fail with file,
field and fix; content newer than this release, or that cannot be migrated, stops the start."""

import asyncio
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from quart.testing.app import LifespanError
from typer.testing import CliRunner

from cli.main import app as agency
from service.app import create_app
from service.config import Settings
from service.store.migrations.steps import CONTENT_VERSION
from tests.conftest import git, make_content_copy
from tests.service.real_service import PROJECT_ROOT
from tests.service.test_content_upgrade import RELEASES

pytestmark = pytest.mark.slow

NEWER = (f"the content is at version {CONTENT_VERSION + 1}, newer than this release knows "
         f"({CONTENT_VERSION})")


def break_faq(content_dir: Path) -> None:
    path = content_dir / "copy" / "faq.json"
    faq = json.loads(path.read_text("utf-8"))
    faq["sections"][1]["items"][0]["answer"] = 42
    path.write_text(json.dumps(faq), "utf-8")


def cli(content_dir: Path, instance: Path, *args: str) -> tuple[int, str]:
    """`agency --content DIR ARGS` (its own event loop: call it off the test's)."""
    result = CliRunner(env={"COLUMNS": "300", "AGENCY_CONTENT_DIR": None}).invoke(
        agency, ["--content", str(content_dir), *args],
        env={"AGENCY_INSTANCE_DIR": str(instance)})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output + (result.stderr if result.stderr_bytes else "")


async def test_a_hand_broken_faq_is_degraded_in_healthz_status_and_doctor(
        content_dir: Path, web_dist: Path, tmp_path: Path) -> None:
    break_faq(content_dir)
    instance = tmp_path / "instance"
    app = create_app(Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                              instance_dir=instance))
    line = ("content file copy/faq.json is refused and left out of the site: "
            "sections.1.items.0.answer: Input should be a valid string "
            "(agency doctor names the field and the fix)")
    async with app.test_app():
        client = app.test_client()
        assert (await client.get("/api/copy/faq")).status_code == 404
        response = await client.get("/healthz")
        body = await response.get_json()
        assert (response.status_code, body["status"]) == (200, "degraded")
        assert body["degraded"] == [line] and body["problems"] == []
    code, output = await asyncio.to_thread(cli, content_dir, instance, "status")
    assert code == 1 and "Health: degraded" in output and line in output
    code, output = await asyncio.to_thread(cli, content_dir, instance, "doctor")
    assert code == 1
    assert re.search(r"fail content file: copy/faq\.json: sections\.1\.items\.0\.answer: Input "
                     r"should be a valid string\. Fix: .*git log -- copy/faq\.json", output)


async def test_agency_facts_the_models_refuse_are_503(
        content_dir: Path, web_dist: Path, tmp_path: Path) -> None:
    site = json.loads((content_dir / "site.json").read_text("utf-8"))
    site["hours"]["monday"] = {"opens": "17:00", "closes": "09:00"}
    (content_dir / "site.json").write_text(json.dumps(site), "utf-8")
    app = create_app(Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                              instance_dir=tmp_path / "instance"))
    async with app.test_app():
        response = await app.test_client().get("/healthz")
        body = await response.get_json()
    assert (response.status_code, body["status"]) == (503, "problem")
    assert body["problems"] == [
        "content file site.json is refused, and every page needs it: hours.monday.closes: "
        "closes (09:00) must be later than opens (17:00) (agency doctor names the field and "
        "the fix)"]
    code, output = await asyncio.to_thread(cli, content_dir, tmp_path / "instance", "status")
    assert code == 1 and "Health: problem" in output


def newer_content(content_dir: Path) -> bytes:
    (content_dir / "version.json").write_text(
        json.dumps({"contentVersion": CONTENT_VERSION + 1}), "utf-8")
    git(content_dir, "commit", "-qam", "A newer release's migration")
    return (content_dir / "site.json").read_bytes()


async def test_content_newer_than_this_release_stops_the_start(
        content_dir: Path, web_dist: Path, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    site = newer_content(content_dir)
    app = create_app(Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                              instance_dir=tmp_path / "instance"))
    with pytest.raises(LifespanError, match=re.escape(NEWER)):
        async with app.test_app():
            pass
    assert f"cannot start: {NEWER}" in caplog.text
    assert (content_dir / "site.json").read_bytes() == site
    code, output = await asyncio.to_thread(cli, content_dir, tmp_path / "instance", "upgrade-check")
    assert code == 1 and NEWER in output


def start_refused(content_dir: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AGENCY_CONTENT_DIR": str(content_dir),
           "AGENCY_INSTANCE_DIR": str(tmp_path / "instance"), "AGENCY_WEB_DIST": str(tmp_path),
           "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": "9", "AGENCY_WATCH": "0",
           "AGENCY_SERVER_RENDERING": "0"}
    return subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_python_m_service_refuses_newer_content_in_one_line(
        content_dir: Path, tmp_path: Path) -> None:
    newer_content(content_dir)
    service = start_refused(content_dir, tmp_path)
    assert service.returncode == 2
    assert f"cannot start: {NEWER}" in service.stderr and "Traceback" not in service.stderr


def test_content_a_migration_cannot_carry_stops_the_start_with_file_field_and_fix(
        tmp_path: Path) -> None:
    folder = make_content_copy(tmp_path / "content", RELEASES / "732fda6")
    team = json.loads((folder / "copy/team.json").read_text("utf-8"))
    team["agents"][0]["name"] = "—"
    (folder / "copy/team.json").write_text(json.dumps(team), "utf-8")
    git(folder, "commit", "-qam", "A name no id can be made of")
    service = start_refused(folder, tmp_path)
    assert service.returncode == 2 and "Traceback" not in service.stderr
    assert ("cannot start: cannot migrate the content: copy/team.json: agents.0.name: no id can "
            'be made from this name. Fix: Add "id": "jane-doe"') in service.stderr
    assert git(folder, "log", "-1", "--format=%s").strip() == "A name no id can be made of"
    assert not (folder / "version.json").exists()
