"""Only the configured host names are answered: a forged Host reaches no link, redirect or cache."""

import asyncio
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.http.host_guard import host_name
from service.state import EXTENSION_KEY, AppState
from tests.addresses import BLOG_INDEX
from tests.service.test_server_rendering import FAKE_WORKER, SSR_INDEX

FORGED = ["evil.example", "evil.example:8000", "localhost.evil.example", "127.0.0.1.evil.example",
          "harborpoint.example.evil.example", "localhost:x"]
# Hosts Quart's test client cannot even send: the bare ASGI call below sends them.
MALFORMED = [[], [b""], [b"[::1"], [b"loc\xe9alhost"], [b"localhost", b"evil.example"]]
PATHS = ["/", BLOG_INDEX, "/sitemap.xml", "/feed.xml", "/robots.txt", "/api/blog-posts",
         "/api/site", "/admin/blog-editor", "/assets/main-abc123.js"]


@pytest.fixture
async def public_app(settings: Settings) -> AsyncIterator[Quart]:
    app = create_app(settings.replace(public_url="https://www.harborpoint.example",
                                      allowed_hosts=("harborpoint.example", "Agency.Internal")))
    async with app.test_app():
        yield app


async def get(client: QuartClient, path: str, host: str) -> tuple[int, str]:
    response = await client.get(path, headers={"Host": host})
    return response.status_code, await response.get_data(as_text=True)


@pytest.mark.parametrize("host", FORGED)
async def test_a_forged_host_is_400_on_every_path(public_app: Quart, anonymous: QuartClient,
                                                  host: str) -> None:
    for client in (public_app.test_client(), anonymous):  # with and without a public URL
        for path in PATHS:
            status, body = await get(client, path, host)
            assert status == 400, (host, path)
            assert body == '{"message": "This site is not served under that host name"}'
            assert "evil" not in body


@pytest.mark.parametrize("host", ["localhost", "LOCALHOST:8000", "127.0.0.1:8000", "[::1]:9000",
                                  "www.harborpoint.example", "harborpoint.example:443",
                                  "agency.internal"])
async def test_configured_hosts_are_answered(public_app: Quart, host: str) -> None:
    for path in PATHS[:-2]:
        status, _ = await get(public_app.test_client(), path, host)
        assert status in (200, 302), (host, path)


async def test_without_a_public_url_only_loopback_names_are_answered(
        anonymous: QuartClient) -> None:
    status, sitemap = await get(anonymous, "/sitemap.xml", "127.0.0.1:8000")
    assert status == 200 and f"<loc>http://127.0.0.1:8000{BLOG_INDEX}</loc>" in sitemap
    assert (await get(anonymous, "/sitemap.xml", "www.harborpoint.example"))[0] == 400


async def asgi_status(app: Quart, hosts: list[bytes]) -> int:
    """The status the app answers a GET / with these Host headers, called as a server would."""
    sent: list[dict[str, object]] = []
    requests = [{"type": "http.request", "body": b"", "more_body": False}]

    async def receive() -> dict[str, object]:
        if requests:
            return requests.pop()
        await asyncio.Event().wait()  # the client stays connected until the answer is sent
        raise AssertionError("unreachable")

    async def send(message: dict[str, object]) -> None:
        sent.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET",
             "scheme": "http", "path": "/", "raw_path": b"/", "query_string": b"",
             "root_path": "", "headers": [(b"host", host) for host in hosts],
             "client": ("127.0.0.1", 5000), "server": ("127.0.0.1", 8000)}
    await app.asgi_app(scope, receive, send)  # type: ignore[arg-type]
    status = sent[0]["status"]
    assert isinstance(status, int)
    return status


@pytest.mark.parametrize("hosts", MALFORMED, ids=["none", "empty", "bracket", "latin-1", "two"])
async def test_a_missing_or_malformed_host_is_400(app: Quart, hosts: list[bytes]) -> None:
    assert await asgi_status(app, hosts) == 400
    assert await asgi_status(app, [b"127.0.0.1:8000"]) == 200


async def test_forged_hosts_make_no_rendered_pages(settings: Settings, web_dist: Path) -> None:
    (web_dist / "index.html").write_text(SSR_INDEX, "utf-8")
    app = create_app(settings.replace(render_command=(sys.executable, str(FAKE_WORKER))))
    async with app.test_app():
        state: AppState = app.extensions[EXTENSION_KEY]
        client = app.test_client()
        for number in range(20):
            assert (await get(client, "/about", f"evil{number}.example"))[0] == 400
        assert state.renderer.cached_pages == 0
        status, page = await get(client, "/about", "localhost")
        assert status == 200 and "<link rel=canonical href=http://localhost/about>" in page
        assert state.renderer.cached_pages == 1


def test_host_names_are_read_without_port_or_brackets() -> None:
    assert host_name(b"Example.COM:8080") == "example.com"
    assert host_name(b"[::1]:8000") == "::1"
    assert host_name(b"[::1]") == "::1"
    for malformed in (b"", b":80", b"[::1", b"[::1]x", b"a:b:c", b"host:8o", b"caf\xc3\xa9"):
        assert host_name(malformed) is None, malformed


def test_accepted_hosts_come_from_the_settings() -> None:
    settings = Settings.from_env({"AGENCY_PUBLIC_URL": "https://www.HarborPoint.example/",
                                  "AGENCY_ALLOWED_HOSTS": " harborpoint.example , 10.0.0.5,[::2]",
                                  "AGENCY_HOST": "192.168.1.20"})
    assert settings.accepted_hosts == {"localhost", "127.0.0.1", "::1", "www.harborpoint.example",
                                       "harborpoint.example", "10.0.0.5", "::2", "192.168.1.20"}
    assert Settings(host="0.0.0.0").accepted_hosts == {"localhost", "127.0.0.1", "::1"}
