"""The service migrates the instance databases when it starts, logging each migration (and again
for a backup from before the upgrade restored after it), and does not start on a file a newer
release migrated."""

import logging
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from quart import Quart
from quart.testing.app import LifespanError

from service.app import create_app
from service.config import Settings
from service.requests.desk import EXTENSION_KEY as REQUESTS_KEY
from service.requests.schema import REQUESTS_SCHEMA
from tests.conftest import file_mode
from tests.service.old_requests_database import (
    MIGRATED_LINES,
    MIGRATED_REQUESTS,
    NEWER,
    make_old_database,
    newer_database,
    requests_kept,
    tables,
    user_version,
)
from tests.service.real_service import PROJECT_ROOT

pytestmark = pytest.mark.slow


def migration_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [record.getMessage() for record in caplog.records
            if record.getMessage().startswith("requests.sqlite3: ")]


def app_on(instance: Path, content_dir: Path, web_dist: Path) -> Quart:
    # The old file's requests date from 2023: a retention shorter than that would let the
    # outbox's first round purge the closed one while a test reads the rows.
    return create_app(Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                               instance_dir=instance, request_retention_days=36500))


async def test_the_service_migrates_an_old_requests_database_as_it_starts(
        content_dir: Path, web_dist: Path, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.serving")
    instance = tmp_path / "instance"
    make_old_database(instance / "requests.sqlite3")
    async with app_on(instance, content_dir, web_dist).test_app():
        # Before any request: done by the start, not by whoever uses the file first.
        assert migration_lines(caplog) == MIGRATED_LINES
        assert user_version(instance / "requests.sqlite3") == REQUESTS_SCHEMA.version
        assert {"spent_form_tokens", "events", "mails"} <= tables(instance / "requests.sqlite3")
        assert requests_kept(instance / "requests.sqlite3") == MIGRATED_REQUESTS
    assert {path.name: file_mode(path) for path in instance.iterdir()} == {
        name: 0o600 for name in ("requests.sqlite3", "staff.sqlite3", "form-token.key",
                                 "intake-keys.json", "newsletter-key", "newsletter.lock")}


async def test_a_backup_from_before_the_upgrade_restored_after_it_migrates_at_the_next_start(
        content_dir: Path, web_dist: Path, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.serving")
    instance, backup = tmp_path / "instance", tmp_path / "backup.sqlite3"
    make_old_database(instance / "requests.sqlite3")
    shutil.copyfile(instance / "requests.sqlite3", backup)
    async with app_on(instance, content_dir, web_dist).test_app():
        assert migration_lines(caplog) == MIGRATED_LINES
    caplog.clear()
    shutil.copyfile(backup, instance / "requests.sqlite3")  # the service stopped: no WAL left
    assert user_version(instance / "requests.sqlite3") == 0
    async with app_on(instance, content_dir, web_dist).test_app() as running:
        assert migration_lines(caplog) == MIGRATED_LINES
        assert requests_kept(instance / "requests.sqlite3") == MIGRATED_REQUESTS
        store = running.app.extensions[REQUESTS_KEY].store
        assert all(store.get(request_id)["reference"].startswith("HP-")
                   for request_id in (1, 2, 4))


async def test_the_service_does_not_start_on_a_database_a_newer_release_migrated(
        content_dir: Path, web_dist: Path, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    database = tmp_path / "instance" / "requests.sqlite3"
    before = newer_database(database)
    app = create_app(Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                              instance_dir=database.parent))
    with pytest.raises(LifespanError, match=re.escape(NEWER)):
        async with app.test_app():
            pass
    assert f"cannot start: {database} {NEWER}" in caplog.text
    assert database.read_bytes() == before


def test_python_m_service_logs_the_refusal_and_exits_non_zero(
        content_dir: Path, web_dist: Path, tmp_path: Path) -> None:
    database = tmp_path / "instance" / "requests.sqlite3"
    newer_database(database)
    env = {**os.environ, "AGENCY_CONTENT_DIR": str(content_dir),
           "AGENCY_INSTANCE_DIR": str(database.parent), "AGENCY_WEB_DIST": str(web_dist),
           "AGENCY_HOST": "127.0.0.1", "AGENCY_PORT": "9", "AGENCY_WATCH": "0",
           "AGENCY_SERVER_RENDERING": "0"}
    service = subprocess.run([sys.executable, "-m", "service"], cwd=PROJECT_ROOT, env=env,
                             capture_output=True, text=True, timeout=120)
    assert service.returncode == 2
    assert f"cannot start: {database} {NEWER}" in service.stderr
    assert "Traceback" not in service.stderr
