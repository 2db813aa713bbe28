"""Running for real: /healthz, request and content log lines (JSON with AGENCY_LOG_FORMAT=json),
and a read-only replica refusing writes."""

import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.ops.log_format import JsonLines
from service.ops.read_only import READ_ONLY_MESSAGE
from service.store.content_store import ContentStore
from tests.conftest import git
from tests.service.conftest import ORIGIN, StaffClient, sign_in


async def test_healthz_answers_a_small_json_that_is_never_cached(anonymous: QuartClient,
                                                                 content_dir: Path) -> None:
    response = await anonymous.get("/healthz")
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store"
    body = await response.get_json()
    assert body["status"] == "ok" and body["problems"] == []
    assert body["contentVersion"] >= 1
    assert body["commit"] == git(content_dir, "rev-parse", "HEAD").strip()
    assert body["renderWorker"] == "off"  # the test app is built without the Node worker
    assert body["uncommittedFiles"] == 0
    assert body["replication"] is None


async def test_healthz_is_503_while_a_git_commit_keeps_failing(anonymous: QuartClient,
                                                               store: ContentStore) -> None:
    store.state_dir.mkdir(exist_ok=True)
    store.git.pending_file.write_text('["posts/a.json", "posts/b.json"]', "utf-8")
    response = await anonymous.get("/healthz")
    assert response.status_code == 503
    body = await response.get_json()
    assert body["status"] == "problem" and body["uncommittedFiles"] == 2
    assert "git commit" in body["problems"][0]


async def test_one_line_per_request_and_healthz_only_at_debug(
        anonymous: QuartClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="service.requests")
    await anonymous.get("/api/site")
    await anonymous.get("/healthz")
    await anonymous.get("/api/blog-posts?view=summary")
    lines = [r for r in caplog.records if r.name == "service.requests"]
    assert [(r.method, r.path, r.status) for r in lines] == [  # type: ignore[attr-defined]
        ("GET", "/api/site", 200), ("GET", "/api/blog-posts?view=summary", 200)]
    caplog.clear()
    caplog.set_level(logging.DEBUG, logger="service.requests")
    await anonymous.get("/healthz")
    assert [r.levelno for r in caplog.records if r.name == "service.requests"] == [logging.DEBUG]


async def test_a_saved_post_logs_one_content_line_and_json_lines_carry_the_fields(
        client: StaffClient, store: ContentStore, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    slug = store.read_posts()[0][0].slug
    edit = {"title": "Logged title", "excerpt": "Short.", "content": "<p>Body.</p>",
            "imageUrl": None}
    response = await client.patch(f"/api/admin/blog-posts/{slug}", json=edit)
    assert response.status_code == 200
    content = [r for r in caplog.records if r.name == "service.content"]
    assert len(content) == 1
    assert content[0].changes == [f"posts/{slug}.json changed"]  # type: ignore[attr-defined]
    request_line = next(r for r in caplog.records if r.name == "service.requests"
                        and r.method == "PATCH")  # type: ignore[attr-defined]
    for record in (content[0], request_line):
        entry = json.loads(JsonLines().format(record))
        assert entry["level"] == "info" and entry["logger"] == record.name
        assert entry["time"].endswith("Z") and entry["message"] == record.getMessage()
    entry = json.loads(JsonLines().format(request_line))
    assert (entry["method"], entry["path"], entry["status"]) == (
        "PATCH", f"/api/admin/blog-posts/{slug}", 200)
    assert entry["event"] == "request" and "client" in entry


async def test_a_body_only_edit_of_a_public_post_is_logged(
        client: StaffClient, store: ContentStore, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    post = store.read_posts()[0][0]
    slug = post.slug
    edit = {"title": post.title, "excerpt": post.excerpt, "content": "<p>Only the body is new.</p>",
            "imageUrl": post.imageUrl}
    response = await client.patch(f"/api/admin/blog-posts/{slug}", json=edit)
    assert response.status_code == 200
    content = [r for r in caplog.records if r.name == "service.content"]
    assert [r.changes for r in content] == [[f"posts/{slug}.json changed"]]  # type: ignore[attr-defined]


@pytest.fixture
async def replica(settings: Settings) -> AsyncIterator[Quart]:
    app = create_app(settings.replace(read_only=True))
    async with app.test_app():
        yield app


async def test_a_read_only_replica_refuses_every_write_with_a_message(
        replica: Quart, store: ContentStore) -> None:
    client = replica.test_client()
    slug = store.read_posts()[0][0].slug
    assert (await client.get(f"/api/blog-posts/{slug}")).status_code == 200
    refused = [await sign_in(client),
               await client.patch(f"/api/admin/blog-posts/{slug}", json={"title": "x"},
                                  headers={"Origin": ORIGIN}),
               await client.delete(f"/api/admin/blog-posts/{slug}", headers={"Origin": ORIGIN}),
               await client.post("/api/requests", json={"kind": "quote"})]
    for response in refused:
        assert response.status_code == 403
        assert await response.get_json() == {"message": READ_ONLY_MESSAGE}
    assert (await (await client.get("/healthz")).get_json())["readOnly"] is True
