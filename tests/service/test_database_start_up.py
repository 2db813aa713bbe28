"""The service migrates the instance databases when it starts, logging each migration, and does
not start on a file a newer release migrated."""

import logging
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from quart.testing.app import LifespanError

from service.app import create_app
from service.config import Settings
from service.requests.schema import REQUESTS_SCHEMA
from tests.conftest import file_mode
from tests.service.old_requests_database import (
    MIGRATED_LINE,
    NEWER,
    make_old_database,
    newer_database,
    rows,
    tables,
    user_version,
)
from tests.service.real_service import PROJECT_ROOT


async def test_the_service_migrates_an_old_requests_database_as_it_starts(
        content_dir: Path, web_dist: Path, tmp_path: Path,
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.serving")
    instance = tmp_path / "instance"
    before = make_old_database(instance / "requests.sqlite3")
    # The old file's requests date from 2023: a retention shorter than that would let the
    # outbox's first round purge the closed one while this test reads the rows.
    app = create_app(Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                              instance_dir=instance, request_retention_days=36500))
    async with app.test_app():
        # Before any request: done by the start, not by whoever uses the file first.
        migrated = [record.getMessage() for record in caplog.records
                    if record.getMessage().startswith("requests.sqlite3: ")]
        assert migrated == [MIGRATED_LINE]
        assert user_version(instance / "requests.sqlite3") == REQUESTS_SCHEMA.version
        assert "spent_form_tokens" in tables(instance / "requests.sqlite3")
        assert rows(instance / "requests.sqlite3") == before
    assert {path.name: file_mode(path) for path in instance.iterdir()} == {
        name: 0o600 for name in ("requests.sqlite3", "staff.sqlite3", "form-token.key")}


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
