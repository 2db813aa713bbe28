"""App fixtures: a service on a temporary content copy, a fake built web app, signed-in staff."""

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest
from argon2 import PasswordHasher
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.auth.session_guard import CSRF_HEADER
from service.config import Settings
from service.http.replay_cache import ASGIApp
from service.requests.desk import EXTENSION_KEY as REQUESTS_KEY
from tests.clock import TUESDAY_10AM, place
from tests.service.rendered_page import RenderedSite, serve_rendered

INDEX_HTML = ("<!doctype html><html><head><title>Shell</title><!--site-facts--></head>"
              "<body><div id=\"root\"></div></body></html>")
ORIGIN = "http://localhost"
STAFF_USER = "editor"
STAFF_PASSWORD = "correct horse battery staple"
CLERK_USER = "clerk"  # a staff member who is not an owner, with STAFF_PASSWORD


class FromAddress:
    """ASGI wrapper: each request comes over a connection from one address (the test client's
    requests have none), as a visitor's or a proxy's would."""

    def __init__(self, app: ASGIApp, address: str) -> None:
        self.app, self.address = app, address

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            scope = {**scope, "client": (self.address, 40000)}
        await self.app(scope, receive, send)


def arriving_from(app: Quart, address: str) -> Quart:
    """`app`, reached by every test request from `address`."""
    app.asgi_app = FromAddress(app.asgi_app, address)  # type: ignore[method-assign]
    return app


@pytest.fixture
async def behind_proxy(settings: Settings) -> AsyncIterator[Quart]:
    """The service behind one trusted proxy, so each test request can come from any address."""
    app = arriving_from(create_app(settings.replace(trusted_proxies=("127.0.0.1",))),
                        "127.0.0.1")
    async with app.test_app():
        yield app


@pytest.fixture(autouse=True)
def cheap_password_hashing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Argon2 at its real cost makes every sign-in slow; tests check behaviour, not strength."""
    monkeypatch.setattr("service.auth.accounts.PasswordHasher",
                        lambda: PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))


@pytest.fixture(scope="session")
def rendered_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RenderedSite]:
    """The real service with server rendering on, over a content copy no test changes: one per
    worker for the modules that read its rendered pages (tests/service/*_html.py)."""
    yield from serve_rendered(tmp_path_factory.mktemp("rendered-site"))


@pytest.fixture
def web_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(INDEX_HTML, "utf-8")
    (dist / "assets" / "main-abc123.js").write_text("console.log('app')", "utf-8")
    return dist


@pytest.fixture
def settings(content_dir: Path, web_dist: Path, tmp_path: Path) -> Settings:
    # No daily digest: a test reading the office's mail sees only the mail it waits for
    # (tests/service/test_request_digest.py turns it on).
    settings = Settings(content_dir=content_dir, web_dist=web_dist, watch=False,
                        max_upload_bytes=256 * 1024, instance_dir=tmp_path / "instance",
                        request_digest=False)
    StaffDirectory(settings.staff_database).add(STAFF_USER, STAFF_PASSWORD)
    return settings


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[Quart]:
    app = create_app(settings)
    # Request handling reads its clock: every app starts at one named instant, whatever the day.
    place(app.extensions[REQUESTS_KEY].clock, TUESDAY_10AM)
    async with app.test_app():
        yield app


@pytest.fixture
def anonymous(app: Quart) -> QuartClient:
    """A visitor with no session."""
    return app.test_client()


class StaffClient:
    """A signed-in test client that sends the same-origin and CSRF headers a browser would."""

    def __init__(self, client: QuartClient, csrf_token: str) -> None:
        self.raw = client
        self.csrf_token = csrf_token

    def _headers(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        headers = {"Origin": ORIGIN, CSRF_HEADER: self.csrf_token, **(kwargs.get("headers") or {})}
        return {**kwargs, "headers": headers}

    async def get(self, path: str, **kwargs: Any) -> Any:
        return await self.raw.get(path, **kwargs)

    async def open(self, path: str, **kwargs: Any) -> Any:
        return await self.raw.open(path, **self._headers(kwargs))

    def _overwriting(self, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Without an If-Match of the test's own, 'If-Match: *' (overwrite knowingly)."""
        kwargs = self._headers(kwargs)
        kwargs["headers"].setdefault("If-Match", "*")
        return kwargs

    async def patch(self, path: str, **kwargs: Any) -> Any:
        return await self.raw.patch(path, **self._overwriting(kwargs))

    async def put(self, path: str, **kwargs: Any) -> Any:
        return await self.raw.put(path, **self._overwriting(kwargs))

    async def post(self, path: str, **kwargs: Any) -> Any:
        return await self.raw.post(path, **self._headers(kwargs))

    async def delete(self, path: str, **kwargs: Any) -> Any:
        return await self.raw.delete(path, **self._headers(kwargs))


async def sign_in(client: QuartClient, username: str = STAFF_USER,
                  password: str = STAFF_PASSWORD, **headers: str) -> Any:
    return await client.post("/api/auth/login", json={"username": username, "password": password},
                             headers={"Origin": ORIGIN, **headers})


async def signed_in_as(app: Quart, username: str = STAFF_USER,
                       password: str = STAFF_PASSWORD) -> StaffClient:
    raw = app.test_client()
    response = await sign_in(raw, username, password)
    assert response.status_code == 200, await response.get_data()
    return StaffClient(raw, (await response.get_json())["csrfToken"])


@pytest.fixture
async def client(app: Quart) -> StaffClient:
    """A signed-in staff member's client (reads behave exactly like a visitor's); an owner, as
    the first account there is."""
    return await signed_in_as(app)


@pytest.fixture
async def clerk(app: Quart, settings: Settings) -> StaffClient:
    """A signed-in staff member who is not an owner."""
    StaffDirectory(settings.staff_database).add(CLERK_USER, STAFF_PASSWORD, "staff")
    return await signed_in_as(app, CLERK_USER)
