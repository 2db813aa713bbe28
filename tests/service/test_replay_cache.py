"""Hot post reads replayed before Quart: the same bytes Quart sent, dropped when content changes."""

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient
from werkzeug.datastructures import Headers

from service.app import create_app
from service.config import Settings
from service.http.forwarded import ForwardedHeaders
from service.http.host_guard import HostGuard
from service.http.replay_cache import ReplayCache
from service.ops.request_context import REQUEST_ID_HEADER
from service.ops.request_log import RequestLog
from service.state import EXTENSION_KEY
from service.store.content_store import ContentStore
from tests.conftest import eventually
from tests.service.conftest import FromAddress, StaffClient, arriving_from


def replay_cache(app: Quart) -> ReplayCache:
    """The replay layer, under the forwarded-header check, the request log and the host guard that
    wrap everything (and the test's own connection address, when it set one)."""
    layer = app.asgi_app
    if isinstance(layer, FromAddress):
        layer = layer.app
    assert isinstance(layer, ForwardedHeaders)
    layer = layer.app
    assert isinstance(layer, RequestLog)
    layer = layer.app
    assert isinstance(layer, HostGuard)  # unknown hosts never reach a replay
    assert isinstance(layer.app, ReplayCache)
    return layer.app


def newest_slug(store: ContentStore) -> str:
    return store.read_posts()[0][0].slug


def hot_paths(store: ContentStore) -> list[str]:
    return ["/api/blog-posts", "/api/blog-posts?view=summary",
            f"/api/blog-posts/{newest_slug(store)}"]


async def answer(client: QuartClient, path: str, method: str = "GET",
                 **headers: str) -> tuple[int, list[tuple[str, str]], bytes]:
    response = await client.open(path, method=method, headers=headers)
    # Less the request's own id (added by the request log, around the replay): each one differs.
    kept = [(name, value) for name, value in response.headers.items()
            if name.lower() != REQUEST_ID_HEADER.lower()]
    return response.status_code, kept, await response.get_data()


async def replayed_twice(app: Quart, client: QuartClient, path: str, method: str = "GET",
                         **headers: str) -> tuple[int, list[tuple[str, str]], bytes]:
    """The answer Quart built, after checking two replays of it are the same in every byte."""
    layer = replay_cache(app)
    first = await answer(client, path, method, **headers)
    before = layer.replayed
    assert await answer(client, path, method, **headers) == first
    assert await answer(client, path, method, **headers) == first
    assert layer.replayed == before + 2, (path, headers)
    return first


@pytest.mark.parametrize("gzip", [False, True], ids=["identity", "gzip"])
async def test_replayed_answers_equal_what_quart_sent(app: Quart, anonymous: QuartClient,
                                                     store: ContentStore, gzip: bool) -> None:
    accept = {"Accept-Encoding": "gzip, deflate"} if gzip else {}
    for path in hot_paths(store):
        status, headers, body = await replayed_twice(app, anonymous, path, **accept)
        assert status == 200 and body
        named = Headers(headers)
        assert named["Content-Type"] == "application/json"
        assert named.get("Content-Encoding") == ("gzip" if gzip else None) or \
            len(body) < 1024
        assert "Content-Security-Policy" in named and "ETag" in named
        head = await replayed_twice(app, anonymous, path, "HEAD", **accept)
        assert head[0] == 200 and head[1] == headers
        not_modified = await replayed_twice(app, anonymous, path,
                                            **{**accept, "If-None-Match": named["ETag"]})
        assert not_modified[0] == 304 and not_modified[2] == b""
        assert Headers(not_modified[1])["ETag"] == named["ETag"]


async def test_replay_matches_an_answer_quart_builds_fresh(app: Quart, anonymous: QuartClient,
                                                           store: ContentStore) -> None:
    """The replayed answer against one from a second app that never replayed anything."""
    for path in hot_paths(store):
        replayed = await replayed_twice(app, anonymous, path, **{"Accept-Encoding": "gzip"})
        other = create_app(app.extensions[EXTENSION_KEY].settings)
        async with other.test_app():
            other.asgi_app = replay_cache(other).app  # type: ignore[method-assign]
            fresh = await answer(other.test_client(), path, **{"Accept-Encoding": "gzip"})
        assert fresh == replayed


async def test_unknown_post_404_always_comes_from_quart(app: Quart,
                                                        anonymous: QuartClient) -> None:
    layer = replay_cache(app)
    for _ in range(3):
        response = await anonymous.get("/api/blog-posts/no-such-post")
        assert response.status_code == 404
    assert layer.replayed == 0 and not layer.answers


async def test_staff_bodies_and_other_queries_are_never_replayed(
        app: Quart, anonymous: QuartClient, client: StaffClient, store: ContentStore) -> None:
    layer = replay_cache(app)
    for path in hot_paths(store):
        for _ in range(2):
            assert (await client.get(path)).status_code == 200  # carries the session cookie
            assert (await anonymous.get(path, headers={"Authorization": "Bearer x"})
                    ).status_code == 200
            assert (await anonymous.get(path, headers={"Cookie": "a=b"})).status_code == 200
            assert (await anonymous.open(path, method="GET", data=b"x")).status_code == 200
    for _ in range(2):
        assert (await anonymous.get("/api/blog-posts?view=full")).status_code == 400
        assert (await anonymous.get("/api/blog-posts?view=summary&x=1")).status_code == 200
    assert layer.replayed == 0 and not layer.answers


async def test_strict_transport_security_follows_the_request_scheme(
        settings: Settings) -> None:
    app = arriving_from(create_app(settings.replace(trusted_proxies=("127.0.0.1",))),
                        "127.0.0.1")
    async with app.test_app():
        client = app.test_client()
        for _ in range(2):
            plain = Headers((await answer(client, "/api/blog-posts"))[1])
            proxied = Headers((await answer(client, "/api/blog-posts",
                                         **{"X-Forwarded-Proto": "https"}))[1])
            direct = (await client.get("/api/blog-posts", scheme="https")).headers
            assert "Strict-Transport-Security" not in plain
            assert "Strict-Transport-Security" in proxied
            assert "Strict-Transport-Security" in direct
        assert replay_cache(app).replayed == 3


async def test_record_is_bounded(app: Quart, anonymous: QuartClient, store: ContentStore) -> None:
    layer = replay_cache(app)
    layer.limit = 2
    slugs = [post.slug for post in store.read_posts()[0]][:4]
    assert len(slugs) >= 3
    for slug in slugs:
        assert (await anonymous.get(f"/api/blog-posts/{slug}")).status_code == 200
        assert len(layer.answers) <= 2


async def etag_and_body(client: QuartClient, path: str) -> tuple[str, Any]:
    response = await client.get(path)
    assert response.status_code == 200
    return response.headers["ETag"], await response.get_json()


async def test_a_write_through_the_api_shows_in_the_next_answer(
        app: Quart, anonymous: QuartClient, client: StaffClient, store: ContentStore) -> None:
    slug = newest_slug(store)
    paths = hot_paths(store)
    before = {path: await etag_and_body(anonymous, path) for path in paths}
    for path in paths:  # now replayed
        assert await etag_and_body(anonymous, path) == before[path]
    edit = {"title": "Replayed no more", "excerpt": "Changed.", "content": "<p>New.</p>",
            "imageUrl": ""}
    assert (await client.patch(f"/api/admin/blog-posts/{slug}", json=edit)).status_code == 200
    after = {path: await etag_and_body(anonymous, path) for path in paths}
    for path in paths:
        assert after[path][0] != before[path][0]
    assert after[paths[2]][1]["title"] == "Replayed no more"
    assert after[paths[0]][1][0]["title"] == "Replayed no more"
    assert after[paths[1]][1][0]["title"] == "Replayed no more"


@pytest.fixture
async def watching_app(settings: Settings) -> AsyncIterator[Quart]:
    app = create_app(settings.replace(watch=True))
    async with app.test_app():
        await asyncio.sleep(0.3)  # let the watcher subscribe before the test edits files
        yield app


async def test_an_edit_on_disk_shows_in_the_next_answer(watching_app: Quart,
                                                        store: ContentStore) -> None:
    client = watching_app.test_client()
    cache = watching_app.extensions[EXTENSION_KEY].cache
    slug = newest_slug(store)
    paths = hot_paths(store)
    before = {path: await etag_and_body(client, path) for path in paths}
    for path in paths:
        assert await etag_and_body(client, path) == before[path]
    assert replay_cache(watching_app).replayed == len(paths)
    version = cache.version
    path = store.post_path(slug)
    document = json.loads(path.read_text("utf-8"))
    document["title"] = "Edited in a text editor"
    path.write_text(json.dumps(document, indent=2) + "\n", "utf-8")
    await eventually(lambda: cache.version != version)
    for answer_path in paths:
        etag, body = await etag_and_body(client, answer_path)
        assert etag != before[answer_path][0]
        first = body if isinstance(body, dict) else body[0]
        assert first["title"] == "Edited in a text editor"


async def test_replayed_bodies_share_the_cache_bytes(app: Quart, anonymous: QuartClient,
                                                     store: ContentStore) -> None:
    """Many keys for one answer (ETags, encodings) must not each hold a copy of the list."""
    cache = app.extensions[EXTENSION_KEY].cache
    for etag in ('"a"', '"b"', '"c"'):
        assert (await anonymous.get("/api/blog-posts",
                                    headers={"If-None-Match": etag})).status_code == 200
    bodies = list(replay_cache(app).answers.values())
    assert len(bodies) == 3 and all(body is cache.posts_json for _, _, body in bodies)
