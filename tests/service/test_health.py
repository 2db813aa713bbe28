"""/healthz tells the truth: 503 when this node cannot do its job (a corrupted requests database,
an unreadable content folder, a disk without room), 200 "degraded" with the reason when only a
remote part fails (an unreachable git remote, a stopped mail server)."""

import asyncio
import shutil
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.store.content_store import ContentStore
from tests.conftest import eventually, git
from tests.service.conftest import StaffClient, sign_in
from tests.service.test_requests_api import desk_of, quote
from tests.service.test_requests_mail import OFFICE, free_port, start_smtp

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

EDIT = {"excerpt": "Short.", "content": "<p>Body.</p>", "imageUrl": None}


async def health(client: QuartClient) -> tuple[int, dict[str, Any]]:
    response = await client.get("/healthz")
    return response.status_code, await response.get_json()


async def until_status(client: QuartClient, wanted: str, seconds: float) -> None:
    for _ in range(int(seconds / 0.1)):
        if (await health(client))[1]["status"] == wanted:
            return
        await asyncio.sleep(0.1)
    assert (await health(client))[1]["status"] == wanted


async def test_all_well_is_200_ok_with_no_reasons(anonymous: QuartClient) -> None:
    code, body = await health(anonymous)
    assert (code, body["status"], body["problems"], body["degraded"]) == (200, "ok", [], [])


async def test_a_corrupted_requests_database_is_503_as_every_quote_fails(
        app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    settings.requests_database.write_bytes(b"this is no SQLite file " * 400)
    refused = await anonymous.post("/api/requests", json=quote(app))
    assert refused.status_code == 500  # what a visitor gets: the check must not call this "ok"
    code, body = await health(anonymous)
    assert (code, body["status"]) == (503, "problem")
    assert body["problems"] == ["the requests database fails: file is not a database"]


async def test_an_unreadable_content_folder_is_503(anonymous: QuartClient,
                                                  content_dir: Path) -> None:
    moved = content_dir.rename(content_dir.with_name("moved-away"))
    try:
        code, body = await health(anonymous)
    finally:
        moved.rename(content_dir)
    assert code == 503
    assert body["problems"] == ["the content folder cannot be read: No such file or directory"]
    assert "moved-away" not in str(body)


async def test_a_disk_without_room_for_an_upload_is_503(settings: Settings) -> None:
    # An upload limit larger than this disk's free space: no upload fits, whatever the machine.
    free = shutil.disk_usage(settings.content_dir).free
    app = create_app(settings.replace(max_upload_bytes=free))
    async with app.test_app():
        code, body = await health(app.test_client())
    assert code == 503
    assert [reason.split(":")[0] for reason in body["problems"]] == [
        "the content folder's disk is nearly full", "the instance folder's disk is nearly full"]


@pytest.fixture
async def primary(settings: Settings, tmp_path: Path) -> AsyncIterator[tuple[Quart, Path]]:
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "--quiet", "--bare", "--initial-branch=main", str(remote))
    app = create_app(settings.replace(git_remote=str(remote)))
    async with app.test_app():
        yield app, remote


async def test_an_unreachable_remote_is_200_degraded_without_naming_it(
        primary: tuple[Quart, Path], store: ContentStore) -> None:
    app, remote = primary
    away = remote.rename(remote.with_name("unreachable.git"))
    raw = app.test_client()
    client = StaffClient(raw, (await (await sign_in(raw)).get_json())["csrfToken"])
    slug = store.read_posts()[0][0].slug
    saved = await client.patch(f"/api/admin/blog-posts/{slug}", json={"title": "Kept", **EDIT})
    assert saved.status_code == 200
    await until_status(raw, "degraded", seconds=10)
    code, body = await health(raw)
    assert (code, body["status"], body["problems"]) == (200, "degraded", [])
    assert len(body["degraded"]) == 1 and body["degraded"][0].startswith("pushes failing for")
    assert "commits wait" in body["degraded"][0]
    assert "remote.git" not in str(body) and "unreachable" not in str(body)
    assert "repository" not in str(body)  # git's own words ("does not appear to be a git ...")
    away.rename(remote)  # back: the next retry pushes, and the reason goes
    await until_status(raw, "ok", seconds=30)


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def settings(settings: Settings, smtp_port: int) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port,
                            smtp_starttls=False, notify_to=OFFICE)


async def test_a_stopped_mail_server_is_200_degraded_until_the_mail_goes_out(
        app: Quart, anonymous: QuartClient, smtp_port: int) -> None:
    controller, mailbox = start_smtp(smtp_port)
    controller.stop()  # the office's mail server goes down
    assert (await anonymous.post("/api/requests", json=quote(app))).status_code == 201
    desk = desk_of(app)
    await eventually(lambda: _office_attempts(app) > 0, seconds=10)
    code, body = await health(anonymous)
    assert (code, body["status"], body["problems"]) == (200, "degraded", [])
    assert len(body["degraded"]) == 1
    assert body["degraded"][0].startswith("mail to the office failing since ")
    assert body["degraded"][0].endswith(": 1 notification waits")
    assert "127.0.0.1" not in body["degraded"][0]  # nothing the mail server or socket said
    controller, mailbox = start_smtp(smtp_port)  # back up
    try:
        desk.clock.advance(24 * 60)  # past the retry's wait
        await desk.outbox.deliver_due()
        assert len(mailbox.office()) == 1
        assert (await health(anonymous))[1]["status"] == "ok"
    finally:
        controller.stop()


def _office_attempts(app: Quart) -> int:
    with desk_of(app).store.reading() as db:
        row = db.execute("SELECT attempts FROM mails WHERE purpose = 'office'").fetchone()
    return int(row[0]) if row else 0


async def test_a_failing_daily_backup_is_200_degraded_until_one_is_taken(
        settings: Settings, tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"  # the backup folder cannot be made under a file
    blocked.write_text("not a folder")
    app = create_app(settings.replace(backup_dir=blocked / "backups"))
    async with app.test_app():
        client = app.test_client()
        await until_status(client, "degraded", 10)
        code, body = await health(client)
        assert code == 200
        assert [reason.split(" for ")[0] for reason in body["degraded"]] == [
            "the daily backup failing"]
        assert "a-file" not in str(body)
    blocked.unlink()
    app = create_app(settings.replace(backup_dir=blocked / "backups"))
    async with app.test_app():
        client = app.test_client()
        await until_status(client, "ok", 10)  # the backup at start succeeds this time
