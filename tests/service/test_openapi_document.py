"""The OpenAPI document says what the API does: only /api/ operations, every answer each one
gives with the one error shape, who may call it, and 405 answers that name the allowed methods."""

import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.app import create_app
from service.config import Settings
from service.content.post import NewPost
from service.requests.tokens import LIFETIME_SECONDS
from service.store.content_store import ContentStore
from tests.service.conftest import StaffClient
from tests.service.intake_rows import started_intake
from tools.openapi_document import fetch_document


@pytest.fixture
async def document(settings: Settings) -> AsyncIterator[Any]:
    """/openapi.json of the app with AGENCY_PUBLIC_API_DOCS on."""
    app = create_app(settings.replace(public_api_docs=True))
    async with app.test_app():
        yield await fetch_document(app)


def operations(document: Any) -> dict[str, Any]:
    return {f"{method.upper()} {path}": operation
            for path, item in document["paths"].items() for method, operation in item.items()}


async def test_only_the_api_is_documented(document: Any) -> None:
    paths = document["paths"]
    assert paths and all(path.startswith("/api/") for path in paths), sorted(paths)
    assert "/" not in paths and "/{path}" not in paths and "/healthz" not in paths
    assert "/api/admin/blog-posts/{slug}/restore" in paths
    assert "/api/admin/requests/{request_id}" in paths


async def test_every_operation_documents_its_answers(document: Any) -> None:
    found = operations(document)
    expected = {
        "GET /api/blog-posts": {"200", "304", "400"},
        "GET /api/blog-posts/{slug}": {"200", "304", "404"},
        "POST /api/auth/login": {"200", "400", "401", "403", "413", "422", "429", "503"},
        "POST /api/auth/logout": {"204", "403"},
        "POST /api/admin/blog-posts": {"201", "400", "401", "403", "409", "413", "422"},
        "PATCH /api/admin/blog-posts/{slug}": {"200", "400", "401", "403", "404", "409", "412",
                                               "413", "422", "428"},
        "DELETE /api/admin/blog-posts/{slug}": {"200", "400", "401", "403", "404", "409", "412"},
        "POST /api/admin/images": {"200", "400", "401", "403", "413", "415", "422"},
        "POST /api/requests": {"201", "303", "400", "403", "413", "415", "422", "429"},
        # 403: a staff member who must change a temporary password first.
        "GET /api/admin/requests/export.csv": {"200", "400", "401", "403"},
        "PATCH /api/admin/requests/{request_id}": {"200", "400", "401", "403", "404", "413", "422"},
        # The unsubscribe address opened in a browser only ever goes on to the preferences page.
        "GET /api/newsletter/unsubscribe/{token}": {"303"},
    }
    for name, statuses in expected.items():
        assert set(found[name]["responses"]) == statuses, name
    only_redirects = {"GET /api/newsletter/unsubscribe/{token}"}
    for name, operation in found.items():
        success = "3" if name in only_redirects else "2"
        assert any(status.startswith(success) for status in operation["responses"]), name


async def test_one_error_shape_is_declared_once_and_referenced(document: Any) -> None:
    schemas, responses = document["components"]["schemas"], document["components"]["responses"]
    assert schemas["Error"]["required"] == ["message"]
    assert schemas["Error"]["additionalProperties"] is False
    assert set(schemas["FieldErrors"]["properties"]) == {"message", "errors"}
    assert responses["Invalid"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/FieldErrors"}
    patch = document["paths"]["/api/admin/blog-posts/{slug}"]["patch"]
    assert patch["responses"]["404"] == {"$ref": "#/components/responses/NotFound"}
    assert patch["responses"]["428"] == {"$ref": "#/components/responses/VersionRequired"}
    assert "Retry-After" in responses["TooMany"]["headers"]


async def test_access_and_preconditions_are_documented(document: Any) -> None:
    found = operations(document)
    schemes = document["components"]["securitySchemes"]
    assert (schemes["staffSession"]["in"], schemes["staffSession"]["name"]) == (
        "cookie", "agency_session")
    assert (schemes["csrfToken"]["in"], schemes["csrfToken"]["name"]) == ("header", "X-CSRF-Token")
    assert found["PATCH /api/admin/blog-posts/{slug}"]["security"] == [
        {"staffSession": [], "csrfToken": []}]
    assert found["GET /api/admin/blog-posts"]["security"] == [{"staffSession": []}]
    assert "security" not in found["GET /api/blog-posts"]
    # A refusal the access level makes is documented whether or not the route lists it.
    assert "403" in found["POST /api/requests"]["responses"]
    assert "security" not in found["POST /api/requests"]
    if_match = [parameter for parameter in found["PATCH /api/admin/blog-posts/{slug}"]["parameters"]
                if parameter["name"] == "If-Match"]
    assert if_match and if_match[0]["in"] == "header" and if_match[0]["required"] is True


IMAGE_URLS = {
    "/media/boat.jpg": True, " https://example.com/a.png?w=2 ": True, "": True, "  ": True,
    "/media/a/b.c.": True, "https://.": True, "http://example.com/a.png": False,
    "/media/../secret": False, "/media/a..b.jpg": False, "https://a..b": False, "https://": False,
    "/media/.hidden": False, "https://a b": False, "media/boat.jpg": False, "//evil/x.png": False,
}


async def test_the_image_address_pattern_is_the_one_the_server_checks(document: Any) -> None:
    """A client checking imageUrl against the document refuses exactly what the service does."""
    found = operations(document)
    for name in ("POST /api/admin/blog-posts", "PATCH /api/admin/blog-posts/{slug}"):
        body = found[name]["requestBody"]["content"]["application/json"]["schema"]
        field = body["properties"]["imageUrl"]
        pattern = next(choice["pattern"] for choice in field["anyOf"] if "pattern" in choice)
        for value, taken in IMAGE_URLS.items():
            assert bool(re.search(pattern, value)) is taken, (name, value)
            try:
                NewPost(title="A post", imageUrl=value)
            except ValueError:
                assert not taken, value
            else:
                assert taken, value


async def test_a_version_id_is_declared_as_the_service_checks_it(
        document: Any, client: StaffClient, store: ContentStore) -> None:
    """restore's `rev` and the history's {rev} have the one shape the service takes."""
    found = operations(document)
    body = found["POST /api/admin/blog-posts/{slug}/restore"]["requestBody"]["content"]
    rev = body["application/json"]["schema"]["properties"]["rev"]["anyOf"][0]
    path = next(parameter["schema"] for parameter
                in found["GET /api/admin/blog-posts/{slug}/history/{rev}"]["parameters"]
                if parameter["name"] == "rev")
    for schema in (rev, path):
        assert (schema["pattern"], schema["maxLength"]) == ("^(?:[A-Za-z0-9]+)$", 64)
    slug = store.read_posts()[0][0].slug
    for outside in ("\u00e9t\u00e9", "HEAD~1", "a" * 65):
        response = await client.post(f"/api/admin/blog-posts/{slug}/restore", json={"rev": outside})
        assert response.status_code == 422, outside
        assert (await response.get_json())["errors"][0]["field"] == "rev"
        history = await client.get(f"/api/admin/blog-posts/{slug}/history/{outside}")
        assert history.status_code == 404, outside


async def test_the_form_token_says_how_long_it_lives(document: Any) -> None:
    body = operations(document)["POST /api/requests"]["requestBody"]["content"]
    for media_type in ("application/json", "application/x-www-form-urlencoded"):
        token = body[media_type]["schema"]["properties"]["formToken"]["description"]
        assert f"at most {LIFETIME_SECONDS // 60} minutes old" in token, token
        assert "422" in token


async def test_if_match_says_what_a_version_the_service_does_not_hold_gets(
        document: Any, client: StaffClient, store: ContentStore) -> None:
    found = operations(document)
    post = store.read_posts()[0][0]
    change = {"title": post.title, "excerpt": post.excerpt, "content": post.content,
              "imageUrl": post.imageUrl}
    for name in ("PATCH /api/admin/blog-posts/{slug}", "DELETE /api/admin/blog-posts/{slug}"):
        if_match = next(parameter for parameter in found[name]["parameters"]
                        if parameter["name"] == "If-Match")
        assert "412" in if_match["description"] and "412" in found[name]["responses"], name
        method = name.split()[0]
        for tag in ('"0"', "0", "W/\"0\""):
            response = await client.open(f"/api/admin/blog-posts/{post.slug}", method=method,
                                         headers={"If-Match": tag},
                                         json=change if method == "PATCH" else None)
            assert response.status_code == 412, (name, tag)


async def test_a_text_longer_than_its_max_length_is_refused_as_sent(
        document: Any, client: StaffClient) -> None:
    """The limit holds for the text sent, even when the service would drop a character of it."""
    body = operations(document)["POST /api/admin/blog-posts"]["requestBody"]["content"]
    fields = body["application/json"]["schema"]["properties"]
    for name in ("title", "excerpt"):
        too_long = "\x07" + "a" * fields[name]["maxLength"]
        response = await client.post("/api/admin/blog-posts",
                                     json={"title": "A post", name: too_long})
        assert response.status_code == 422, name
        assert (await response.get_json())["errors"][0]["field"] == name


async def test_a_written_post_links_to_the_staff_read(document: Any) -> None:
    """A new post is a draft, which the public read rightly answers 404: a client following the
    links of a write reads what it wrote through the staff read."""
    for name, operation in operations(document).items():
        for status, answer in operation["responses"].items():
            targets = {link["operationId"] for link in answer.get("links", {}).values()}
            assert "get_get_post" not in targets, (name, status)
    created = operations(document)["POST /api/admin/blog-posts"]["responses"]["201"]["links"]
    assert created["ReadPost"]["operationId"] == "get_get_any_post"


UNREADABLE = {"not UTF-8": b'{"status": "caf\xe9"}', "not JSON": b"{status: closed}"}


@pytest.mark.parametrize("body", UNREADABLE.values(), ids=UNREADABLE.keys())
async def test_an_unreadable_json_body_gets_a_documented_answer(
        document: Any, app: Quart, client: StaffClient, body: bytes) -> None:
    """Every operation taking JSON answers a body it cannot read with a status it documents
    (an intake's operation with its visitor's token, so that the body is what is refused)."""
    _, token = started_intake(app)
    taking_json = {name: operation for name, operation in operations(document).items()
                   if "application/json" in operation.get("requestBody", {}).get("content", {})}
    assert "PATCH /api/admin/requests/{request_id}" in taking_json
    for name, operation in taking_json.items():
        method, path = name.split(" ", 1)
        for parameter in operation.get("parameters", []):
            value = str(parameter.get("example", 1))
            path = path.replace("{" + parameter["name"] + "}", value)
        headers = {"Content-Type": "application/json", "If-Match": "*"}
        if {"intakeToken": []} in operation.get("security", []):
            headers["Authorization"] = f"Intake {token}"
        response = await client.open(path, method=method, data=body, headers=headers)
        assert str(response.status_code) in operation["responses"], (name, response.status_code)
        assert response.status_code == 400, name


@pytest.mark.parametrize(("method", "path", "allowed"), [
    ("GET", "/api/auth/login", {"OPTIONS", "POST"}),
    ("PUT", "/api/admin/blog-posts", {"GET", "HEAD", "OPTIONS", "POST"}),
    ("POST", "/api/admin/blog-posts/some-post/history", {"GET", "HEAD", "OPTIONS"}),
    ("DELETE", "/", {"GET", "HEAD", "OPTIONS"}),
    ("POST", "/about", {"GET", "HEAD", "OPTIONS"}),
])
async def test_a_method_not_allowed_answers_405_with_allow(
        anonymous: QuartClient, method: str, path: str, allowed: set[str]) -> None:
    response = await anonymous.open(path, method=method)
    assert response.status_code == 405
    assert {name.strip() for name in response.headers["Allow"].split(",")} == allowed
    assert (await response.get_json()) == {"message": "Method not allowed"}


async def test_an_unknown_api_address_is_404_whatever_the_method(anonymous: QuartClient) -> None:
    for method in ("GET", "POST", "DELETE"):
        response = await anonymous.open("/api/no-such-thing", method=method)
        assert response.status_code == 404
        assert (await response.get_json()) == {"message": "No such API endpoint"}


async def test_pages_still_answer_get(anonymous: QuartClient) -> None:
    assert (await anonymous.get("/about")).status_code == 200
    assert (await anonymous.get("/apiary")).status_code == 200  # only /api and below are the API
