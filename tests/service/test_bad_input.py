"""Hostile bodies and paths get a 4xx with the usual JSON message, never a 500: JSON nested 5,000
deep, text that cannot be UTF-8, NUL bytes in file paths, and bodies over the JSON cap."""

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.http.request_body import strict_json_loads
from service.store.content_store import ContentStore
from tests.conftest import work_tree_status
from tests.service.conftest import ORIGIN, StaffClient, sign_in
from tests.service.test_requests_api import quote

DEEP_ARRAY = b"[" * 5000 + b"]" * 5000
DEEP_OBJECT = b'{"a":' * 5000 + b"1" + b"}" * 5000
JSON = {"Content-Type": "application/json", "Origin": ORIGIN}


def json_endpoints(store: ContentStore) -> list[tuple[str, str]]:
    """Every endpoint that reads a JSON body: (method, path)."""
    slug = store.read_posts()[0][0].slug
    return [("POST", "/api/auth/login"), ("POST", "/api/requests"),
            ("PATCH", f"/api/admin/blog-posts/{slug}"), ("PATCH", "/api/admin/requests/1")]


async def assert_json_4xx(response: Any) -> None:
    assert 400 <= response.status_code < 500, await response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    assert isinstance((await response.get_json())["message"], str)


@pytest.mark.parametrize("body", [DEEP_ARRAY, DEEP_OBJECT, b'{"title": ' + DEEP_ARRAY + b"}"],
                         ids=["array", "object", "inside-a-field"])
async def test_deeply_nested_json_is_4xx_everywhere(client: StaffClient, anonymous: QuartClient,
                                                    store: ContentStore, body: bytes) -> None:
    for method, path in json_endpoints(store):
        for caller in (anonymous, client.raw):  # sign-in and requests without a session too
            headers = {**JSON, "X-CSRF-Token": client.csrf_token}
            await assert_json_4xx(await caller.open(path, method=method, data=body,
                                                    headers=headers))
    assert work_tree_status(store.root) == ""


async def test_deep_json_is_refused_on_sign_in_before_anything_else(anonymous: QuartClient) -> None:
    response = await anonymous.post("/api/auth/login", data=DEEP_ARRAY, headers=JSON)
    assert response.status_code == 400
    assert await response.get_json() == {"message": "Request body is not valid JSON"}


@pytest.mark.parametrize("body", [b'{"title": "caf\xe9"}', b"\xff\xfe{}", b'{"x": "\xed\xa0\x80"}'])
async def test_bytes_that_are_not_utf8_are_4xx(client: StaffClient, anonymous: QuartClient,
                                               store: ContentStore, body: bytes) -> None:
    for method, path in json_endpoints(store):
        for caller in (anonymous, client.raw):
            headers = {**JSON, "X-CSRF-Token": client.csrf_token}
            await assert_json_4xx(await caller.open(path, method=method, data=body,
                                                    headers=headers))


async def test_a_request_with_an_unencodable_name_is_400_and_not_stored(app: Quart) -> None:
    # "\ud800" is valid JSON but no UTF-8 text: storing it used to fail with a 500.
    body = json.dumps(quote(app, name="\ud800 Doe")).encode()
    response = await app.test_client().post("/api/requests", data=body, headers=JSON)
    assert response.status_code == 400
    assert await response.get_json() == {"message": "The request could not be read"}
    staff = await app.test_client().post("/api/auth/login", headers=JSON,
                                         data=b'{"username": "\\udc80", "password": "x"}')
    await assert_json_4xx(staff)


def test_strict_json_keeps_surrogate_pairs_and_refuses_lone_ones() -> None:
    assert strict_json_loads('{"house": "\\ud83c\\udfe0"}') == {"house": "\U0001f3e0"}
    assert strict_json_loads('["\\\\ud800"]') == ["\\ud800"]  # an escaped backslash, not a char
    for text in ('"\\ud800"', '{"\\udfff": 1}', '[[["x\\uDBFF"]]]'):
        with pytest.raises(ValueError):
            strict_json_loads(text)
    with pytest.raises(ValueError):
        strict_json_loads(DEEP_ARRAY)


@pytest.mark.parametrize("path", ["/media/a%00b.jpg", "/media/uploads/%00", "/assets/a%00b.js",
                                  "/assets/%00/x.js"])
async def test_nul_bytes_in_file_paths_are_404(anonymous: QuartClient, path: str) -> None:
    response = await anonymous.get(path)
    assert response.status_code == 404
    await assert_json_4xx(response)


@pytest.fixture
async def full_size_app(settings: Settings) -> AsyncIterator[Quart]:
    """The app with the default 10 MB upload cap, the largest body any request may have."""
    app = create_app(settings.replace(max_upload_bytes=Settings().max_upload_bytes))
    async with app.test_app():
        yield app


async def test_sign_in_reads_no_more_than_the_json_limit(full_size_app: Quart) -> None:
    padding = "x" * (2 * 1024 * 1024)
    body = json.dumps({"username": "editor", "password": "guess", "padding": padding}).encode()
    response = await full_size_app.test_client().post("/api/auth/login", data=body, headers=JSON)
    assert response.status_code == 413
    assert await response.get_json() == {"message": "Request body is too large"}


async def test_every_json_body_is_held_to_the_configured_limit(
        full_size_app: Quart, store: ContentStore) -> None:
    staff = full_size_app.test_client()
    token = (await (await sign_in(staff)).get_json())["csrfToken"]
    limit = Settings().max_json_bytes
    over = json.dumps({"title": "x" * limit}).encode()
    for method, path in json_endpoints(store):  # each as far as a signed-in staff member gets
        response = await staff.open(path, method=method, data=over,
                                    headers={**JSON, "X-CSRF-Token": token})
        assert response.status_code == 413, (method, path)
        await assert_json_4xx(response)
    assert work_tree_status(store.root) == ""


async def test_a_body_just_under_the_limit_is_read(anonymous: QuartClient, app: Quart) -> None:
    limit = app.extensions["agency_content"].settings.max_json_bytes
    padding = "x" * (limit - 100)
    body = json.dumps({"username": "editor", "password": "guess", "padding": padding}).encode()
    assert len(body) <= limit
    response = await anonymous.post("/api/auth/login", data=body, headers=JSON)
    assert response.status_code == 422  # read and checked: "padding" is no field of a sign-in


@pytest.mark.parametrize(("path", "what"), [("/api/requests", "request"),
                                            ("/api/newsletter/subscribe", "sign-up")])
async def test_a_public_form_names_what_it_sends_when_it_cannot_read_the_body(
        anonymous: QuartClient, path: str, what: str) -> None:
    form = {"Content-Type": "application/x-www-form-urlencoded", "Origin": ORIGIN}
    refusals = [({**JSON, "Content-Type": "text/plain"}, b"{}", 415,
                 f"Send the {what} as JSON or as a form post"),
                (JSON, b'{"name": "caf\xe9"}', 400, f"The {what} could not be read"),
                (form, b"name=x&" * 101, 400, f"The {what} could not be read"),
                (JSON, b"[]", 400, "Request body must be a JSON object")]
    for headers, body, status, message in refusals:
        response = await anonymous.post(path, data=body, headers=headers)
        assert (response.status_code, await response.get_json()) == (status,
                                                                      {"message": message})
