"""Only signed-in staff can write: sessions, CSRF, throttling, admin screens and headers."""

import asyncio
import io
import threading
from http.cookies import SimpleCookie

import pytest
from argon2 import PasswordHasher
from PIL import Image
from quart import Quart
from quart.datastructures import FileStorage
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.auth.accounts import StaffDirectory
from service.auth.password_checks import PasswordChecks
from service.auth.session_guard import CSRF_HEADER
from service.auth.throttle import ADDRESS_LIMIT, PAIR_LIMIT
from service.config import Settings
from service.state import EXTENSION_KEY, AppState
from service.store.content_store import ContentStore
from tests.addresses import BLOG_INDEX
from tests.conftest import eventually, work_tree_status
from tests.service.conftest import (
    ORIGIN,
    STAFF_PASSWORD,
    STAFF_USER,
    StaffClient,
    arriving_from,
    sign_in,
)

EDIT = {"title": "T", "excerpt": "E", "content": "<p>c</p>", "imageUrl": None}


def png() -> dict[str, FileStorage]:
    out = io.BytesIO()
    Image.new("RGB", (2, 2)).save(out, "PNG")
    return {"image": FileStorage(io.BytesIO(out.getvalue()), filename="a.png",
                                 content_type="image/png")}


def slug_of(store: ContentStore) -> str:
    return store.read_posts()[0][0].slug


async def test_writes_without_a_session_are_401(anonymous: QuartClient, store: ContentStore,
                                                content_dir: object) -> None:
    headers = {"Origin": ORIGIN}
    patch = await anonymous.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT,
                                  headers=headers)
    upload = await anonymous.post("/api/admin/images", files=png(), headers=headers)
    assert (patch.status_code, upload.status_code) == (401, 401)
    assert (await patch.get_json())["message"] == "Sign in to make changes"
    assert work_tree_status(store.root) == ""


@pytest.mark.parametrize("headers", [
    {"Origin": "https://evil.example"},
    {"Origin": "null"},
    {"Sec-Fetch-Site": "cross-site", "Origin": ORIGIN},
    {"Sec-Fetch-Site": "same-site"},
    {"Origin": ""},
])
async def test_cross_site_writes_are_403(client: StaffClient, store: ContentStore,
                                         headers: dict[str, str]) -> None:
    response = await client.raw.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT,
                                      headers={CSRF_HEADER: client.csrf_token, **headers})
    assert response.status_code == 403
    assert work_tree_status(store.root) == ""


async def test_a_write_with_neither_origin_nor_fetch_metadata_is_403(client: StaffClient,
                                                                     store: ContentStore) -> None:
    response = await client.raw.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT,
                                      headers={CSRF_HEADER: client.csrf_token})
    assert response.status_code == 403


async def test_same_origin_fetch_metadata_is_enough_without_origin(client: StaffClient,
                                                                   store: ContentStore) -> None:
    response = await client.raw.patch(
        f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT,
        headers={CSRF_HEADER: client.csrf_token, "Sec-Fetch-Site": "same-origin",
                 "If-Match": "*"})
    assert response.status_code == 200


@pytest.mark.parametrize("token", [None, "", "wrong-token"])
async def test_writes_without_the_right_csrf_token_are_403(client: StaffClient,
                                                           store: ContentStore,
                                                           token: str | None) -> None:
    headers = {"Origin": ORIGIN} | ({CSRF_HEADER: token} if token is not None else {})
    patch = await client.raw.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT,
                                   headers=headers)
    upload = await client.raw.post("/api/admin/images", files=png(), headers=headers)
    assert (patch.status_code, upload.status_code) == (403, 403)
    assert work_tree_status(store.root) == ""


async def test_signed_in_writes_are_committed_under_the_staff_name(client: StaffClient,
                                                                   store: ContentStore) -> None:
    response = await client.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT)
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store"
    from tests.conftest import git

    assert git(store.root, "log", "-1", "--format=%an").strip() == STAFF_USER


async def test_after_sign_out_the_old_cookie_is_401(client: StaffClient,
                                                    store: ContentStore) -> None:
    cookie = client.raw.cookie_jar  # type: ignore[attr-defined]
    saved = {c.name: c.value for c in cookie}
    out = await client.post("/api/auth/logout")
    assert out.status_code == 204
    assert (await client.get("/api/auth/session")).status_code == 401
    for name, value in saved.items():
        client.raw.set_cookie("localhost", name, value)
    replay = await client.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT)
    assert replay.status_code == 401


async def test_session_cookie_flags(app: Quart) -> None:
    response = await sign_in(app.test_client())
    cookie = SimpleCookie(response.headers["Set-Cookie"])
    morsel = next(iter(cookie.values()))
    assert morsel["httponly"] and morsel["samesite"] == "Strict"
    assert not morsel["secure"]  # plain http on loopback
    assert 0 < int(morsel["max-age"]) <= 12 * 3600
    assert len(morsel.value) >= 40


async def test_cookie_is_secure_over_https_behind_a_trusted_proxy(settings: Settings) -> None:
    app = arriving_from(create_app(settings.replace(trusted_proxies=("127.0.0.1",))),
                        "127.0.0.1")
    async with app.test_app():
        response = await sign_in(app.test_client(), **{
            "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9",
            "Origin": "https://localhost"})
    assert response.status_code == 200
    assert SimpleCookie(response.headers["Set-Cookie"])["agency_session"]["secure"]
    assert "max-age=" in response.headers["Strict-Transport-Security"]


async def test_session_endpoint(client: StaffClient, anonymous: QuartClient,
                                settings: Settings) -> None:
    mine = await client.get("/api/auth/session")
    assert mine.status_code == 200
    assert await mine.get_json() == {"username": STAFF_USER, "csrfToken": client.csrf_token,
                                     "role": "owner", "mustChangePassword": False,
                                     "member": None, "maxUploadBytes": settings.max_upload_bytes}
    assert (await anonymous.get("/api/auth/session")).status_code == 401


async def test_wrong_password_and_unknown_user_get_the_same_answer(app: Quart) -> None:
    wrong = await sign_in(app.test_client(), password="not the password")
    unknown = await sign_in(app.test_client(), username="nobody", password="not the password")
    assert wrong.status_code == unknown.status_code == 401
    assert await wrong.get_json() == await unknown.get_json() == {
        "message": "Wrong user name or password"}
    assert "Set-Cookie" not in wrong.headers


async def test_login_from_another_site_is_403(app: Quart) -> None:
    response = await sign_in(app.test_client(), Origin="https://evil.example")
    assert response.status_code == 403


@pytest.mark.parametrize("body", [{}, {"username": "editor"}, {"username": 1, "password": "x"},
                                  {"username": "editor", "password": "x" * 2000}])
async def test_bad_login_bodies_are_4xx(app: Quart, body: dict[str, object]) -> None:
    response = await app.test_client().post("/api/auth/login", json=body,
                                            headers={"Origin": ORIGIN})
    assert 400 <= response.status_code < 500


async def test_throttling_holds_even_with_a_rotating_forwarded_for(app: Quart) -> None:
    client = app.test_client()
    for n in range(5):
        forwarded = {"X-Forwarded-For": f"10.0.0.{n}"}
        response = await sign_in(client, password=f"guess {n}", **forwarded)
        assert response.status_code == 401
    blocked = await sign_in(client, **{"X-Forwarded-For": "10.9.9.9"})
    assert blocked.status_code == 429
    assert int(blocked.headers["Retry-After"]) > 0


async def test_throttling_by_address_holds_across_user_names(app: Quart) -> None:
    client = app.test_client()
    for n in range(ADDRESS_LIMIT):
        assert (await sign_in(client, username=f"user{n}", password="guess")).status_code == 401
    assert (await sign_in(client)).status_code == 429


async def test_guesses_from_elsewhere_cannot_lock_the_staff_member_out(behind_proxy: Quart) -> None:
    client = behind_proxy.test_client()
    attacker = {"X-Forwarded-For": "203.0.113.66"}
    statuses = [(await sign_in(client, password=f"guess {n}", **attacker)).status_code
                for n in range(25)]
    assert statuses == [401] * PAIR_LIMIT + [429] * (25 - PAIR_LIMIT)
    at_the_office = await sign_in(client, **{"X-Forwarded-For": "198.51.100.20"})
    assert at_the_office.status_code == 200


async def test_guesses_sent_at_once_are_counted_before_any_is_checked(behind_proxy: Quart) -> None:
    state: AppState = behind_proxy.extensions[EXTENSION_KEY]
    state.password_checks = PasswordChecks(slots=30)  # hashing is no bottleneck here
    checked = []
    authenticate = state.staff.authenticate

    def counting(username: str, password: str) -> bool:
        checked.append(password)
        return authenticate(username, password)

    state.staff.authenticate = counting  # type: ignore[method-assign]
    client = behind_proxy.test_client()
    answers = await asyncio.gather(*(sign_in(client, password=f"guess {n}",
                                             **{"X-Forwarded-For": "203.0.113.66"})
                                     for n in range(30)))
    assert sorted(a.status_code for a in answers) == [401] * PAIR_LIMIT + [429] * 25
    assert len(checked) == PAIR_LIMIT


async def test_a_sign_in_finding_hashing_busy_is_answered_at_once(behind_proxy: Quart) -> None:
    state: AppState = behind_proxy.extensions[EXTENSION_KEY]
    state.password_checks = PasswordChecks(slots=1)
    release = threading.Event()
    authenticate = state.staff.authenticate

    def slow(username: str, password: str) -> bool:
        release.wait(10)
        return authenticate(username, password)

    state.staff.authenticate = slow  # type: ignore[method-assign]
    client = behind_proxy.test_client()
    first = asyncio.ensure_future(sign_in(client, **{"X-Forwarded-For": "192.0.2.1"}))
    await eventually(lambda: state.password_checks.running == 1)
    busy = [await sign_in(client, password="a guess", **{"X-Forwarded-For": "192.0.2.2"})
            for _ in range(PAIR_LIMIT + 2)]
    assert [b.status_code for b in busy] == [503] * (PAIR_LIMIT + 2)
    assert busy[0].headers["Retry-After"] == "1"
    assert (await busy[0].get_json())["message"] == "The server is busy. Try again in a moment."
    release.set()
    assert (await first).status_code == 200
    # The busy answers checked nothing, so they used up none of that address's guesses.
    assert (await sign_in(client, password="a guess", **{"X-Forwarded-For": "192.0.2.2"})
            ).status_code == 401


async def test_removing_a_member_ends_their_sessions(client: StaffClient, settings: Settings,
                                                     store: ContentStore) -> None:
    StaffDirectory(settings.staff_database).remove(STAFF_USER)
    response = await client.patch(f"/api/admin/blog-posts/{slug_of(store)}", json=EDIT)
    assert response.status_code == 401


async def test_password_is_rehashed_when_parameters_change(settings: Settings) -> None:
    weak = StaffDirectory(settings.staff_database, PasswordHasher(time_cost=1, memory_cost=8192))
    weak.add("oldhash", STAFF_PASSWORD)
    directory = StaffDirectory(settings.staff_database)
    import sqlite3

    def stored() -> str:
        with sqlite3.connect(settings.staff_database) as db:
            value: str = db.execute("SELECT password_hash FROM staff WHERE username = 'oldhash'"
                                    ).fetchone()[0]
        return value

    before = stored()
    assert directory.hasher.check_needs_rehash(before)
    assert directory.authenticate("oldhash", STAFF_PASSWORD)
    assert stored() != before and not directory.hasher.check_needs_rehash(stored())
    assert stored().startswith("$argon2id$")


@pytest.mark.parametrize("path", ["/admin/blog-editor", "/Admin/Blog-Editor", "/admin",
                                  "/admin/blog-editor?slug=x"])
async def test_admin_screens_redirect_visitors_to_sign_in(anonymous: QuartClient,
                                                          path: str) -> None:
    response = await anonymous.get(path)
    assert response.status_code == 302
    assert response.headers["Location"].startswith("/admin/login?next=%2F")
    assert response.headers["Cache-Control"] == "no-store"


async def test_admin_screens_open_for_staff(client: StaffClient) -> None:
    response = await client.get("/admin/blog-editor")
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-store"
    login = await client.get("/admin/login")
    assert login.status_code == 200


async def test_security_headers_on_pages_and_api(anonymous: QuartClient) -> None:
    for path in ("/", "/api/blog-posts", BLOG_INDEX):
        headers = (await anonymous.get(path)).headers
        csp = headers["Content-Security-Policy"]
        for directive in ("default-src 'self'", "script-src 'self'", "frame-ancestors 'none'",
                          "object-src 'none'", "base-uri 'none'"):
            assert directive in csp
        assert "unsafe-inline" not in csp and "unsafe-eval" not in csp
        # No embed origin is allowed by default: the map content names is framed from nowhere.
        assert "frame-src 'none'" in csp and "https://www.openstreetmap.org" not in csp
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
        assert "camera=()" in headers["Permissions-Policy"]
        assert "Strict-Transport-Security" not in headers


async def test_csp_follows_the_allowed_embed_origins_and_never_the_content(
        settings: Settings, store: ContentStore) -> None:
    site = store.site_file
    site.write_text(site.read_text("utf-8").replace(
        '"quoteEmbedUrl": null', '"quoteEmbedUrl": "https://forms.example.net/quote"').replace(
        '"embedScriptUrl": null', '"embedScriptUrl": "https://cdn.forms.example.net/embed.js"'),
        "utf-8")
    allowed = settings.replace(embed_origins=("https://forms.example.net",))
    app = create_app(allowed)
    async with app.test_app():
        csp = (await app.test_client().get("/")).headers["Content-Security-Policy"]
    assert "frame-src https://forms.example.net;" in csp
    assert "script-src 'self' https://forms.example.net;" in csp
    assert "cdn.forms.example.net" not in csp and "openstreetmap" not in csp


@pytest.mark.parametrize("slug", ["..%2F..%2Fsite", "%2e%2e", "..", "caf%C3%A9", "%F0%9F%8F%A0",
                                  "a" * 81, "UPPER", "a%00b"])
async def test_bad_slugs_in_writes_are_4xx_and_write_nothing(client: StaffClient,
                                                             store: ContentStore,
                                                             slug: str) -> None:
    response = await client.patch(f"/api/admin/blog-posts/{slug}", json=EDIT)
    assert 400 <= response.status_code < 500
    assert work_tree_status(store.root) == ""
