"""Forgetting a person and the retention purge take the quote intake with them: its answers, its
links to finish later, its files' rows and the files on disk."""

import os
import time
from pathlib import Path

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient
from typer.testing import CliRunner

from cli.main import app as agency
from service.config import Settings
from service.requests.intake.rotation import rotate_keys
from tests.service.conftest import StaffClient
from tests.service.test_intake_api import BORN, LICENCE, drivers, start
from tests.service.test_requests_api import desk_of

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

DAY = 24 * 60 * 60
INTAKE_TABLES = ("intakes", "intake_resumes", "intake_files")


def attach(app: Quart, settings: Settings, request_id: int, stored_name: str) -> Path:
    """A declarations page on disk with its row, and a link to finish later, as the resume and
    files parts keep them."""
    folder = settings.intake_files
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / stored_name
    path.write_bytes(b"%PDF-1.7 declarations of " + LICENCE.encode())
    now = time.time()
    with desk_of(app).store.transaction() as db:
        db.execute("INSERT INTO intake_files (request_id, stored_name, name, media_type, size, "
                   "uploaded_at) VALUES (?, ?, 'dec.pdf', 'application/pdf', 40, ?)",
                   (request_id, stored_name, now))
        db.execute("INSERT INTO intake_resumes (link_hash, request_id, code_hash, created_at, "
                   "expires_at) VALUES (?, ?, 'c', ?, ?)",
                   (f"link-{stored_name}", request_id, now, now + 30 * DAY))
    return path


def rows_of(app: Quart, request_id: int) -> dict[str, int]:
    with desk_of(app).store.reading() as db:
        return {table: db.execute(f"SELECT COUNT(*) FROM {table} WHERE request_id = ?",
                                  (request_id,)).fetchone()[0] for table in INTAKE_TABLES}


def database_bytes(settings: Settings) -> bytes:
    return b"".join(path.read_bytes() for path in settings.instance_dir.glob("requests.sqlite3*"))


async def test_forgetting_the_person_removes_the_intake_its_links_and_files(
        app: Quart, anonymous: QuartClient, client: StaffClient, settings: Settings) -> None:
    request_id, token = await start(app, anonymous)
    saved = await anonymous.put("/api/intake/steps/drivers", headers=token,
                                json={"answers": drivers()})
    assert saved.status_code == 200
    upload = attach(app, settings, request_id, "a1b2c3")
    assert rows_of(app, request_id) == dict.fromkeys(INTAKE_TABLES, 1)
    view = await (await anonymous.get("/api/intake", headers=token)).get_json()
    assert [{**f, "id": 0} for f in view["files"]] == [
        {"id": 0, "name": "dec.pdf", "size": 40, "mediaType": "application/pdf"}]
    assert isinstance(view["files"][0]["id"], int)

    answer = await client.delete(f"/api/admin/requests/{request_id}/person")

    assert answer.status_code == 200
    assert rows_of(app, request_id) == dict.fromkeys(INTAKE_TABLES, 0)
    assert not upload.exists()
    assert (await anonymous.get("/api/intake", headers=token)).status_code == 401
    assert b"Ann Lee" not in database_bytes(settings)


async def test_the_retention_purge_removes_intakes_and_their_files(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    old_id, _ = await start(app, anonymous)
    kept_id, _ = await start(app, anonymous, email="kept@example.com")
    store = desk_of(app).store
    store.update(old_id, "editor", time.time(), status="lost")
    old_file = attach(app, settings, old_id, "old0001")
    kept_file = attach(app, settings, kept_id, "kept0001")

    assert store.purge(time.time() + DAY) == 1

    assert rows_of(app, old_id) == dict.fromkeys(INTAKE_TABLES, 0)
    assert not old_file.exists()
    assert rows_of(app, kept_id) == dict.fromkeys(INTAKE_TABLES, 1)  # still open: kept
    assert kept_file.exists()


async def test_the_purge_sweeps_files_no_row_names_once_a_day_old(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    """A crash between writing a file and its row leaves a file nothing names: the purge takes
    it (and a half-written one) once it is a day old, but not a file an upload is naming now,
    nor an old file a row names."""
    kept_id, _ = await start(app, anonymous)
    named = attach(app, settings, kept_id, "named0001")
    folder = settings.intake_files
    left, half, fresh = folder / "left0001", folder / ".half0001.part", folder / "fresh0001"
    for path in (left, half, fresh):
        path.write_bytes(b"%PDF-1.7 " + LICENCE.encode())
    two_days_ago = time.time() - 2 * DAY
    for path in (left, half, named):
        os.utime(path, (two_days_ago, two_days_ago))

    assert desk_of(app).store.purge(time.time() - DAY) == 0

    assert not left.exists() and not half.exists()
    assert fresh.exists() and named.exists()
    assert rows_of(app, kept_id) == dict.fromkeys(INTAKE_TABLES, 1)


async def test_the_cli_forgets_an_intake_and_deletes_its_files(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    request_id, _ = await start(app, anonymous, email="cli@example.com")
    upload = attach(app, settings, request_id, "cli0001")
    result = CliRunner(env={"AGENCY_INSTANCE_DIR": str(settings.instance_dir)}).invoke(
        agency, ["requests", "forget", "cli@example.com", "--yes"])
    assert result.exit_code == 0, result.output
    assert rows_of(app, request_id) == dict.fromkeys(INTAKE_TABLES, 0)
    assert not upload.exists()


async def test_a_rotation_while_the_service_runs_leaves_every_answer_readable(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    request_id, token = await start(app, anonymous)
    await anonymous.put("/api/intake/steps/drivers", headers=token, json={"answers": drivers()})
    new_key, count = rotate_keys(desk_of(app).store, settings.intake_keys)
    assert count == 2
    view = await (await anonymous.get("/api/intake", headers=token)).get_json()
    assert view["answers"]["drivers"][0]["licenceNumber"]["masked"] == "•••• 5432"
    resaved = await anonymous.put("/api/intake/steps/drivers", headers=token,
                                  json={"answers": view["answers"]["drivers"]})
    assert resaved.status_code == 200
    ring = desk_of(app).keys
    assert [key.id for key in ring.keys] == [new_key]
    with desk_of(app).store.reading() as db:
        stored = db.execute("SELECT answers FROM intakes WHERE request_id = ?",
                            (request_id,)).fetchone()[0]
    assert f":{new_key}:" in stored and BORN not in stored
