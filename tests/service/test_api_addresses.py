"""The API by resource: every staff address is under /api/admin (a member's own session aside),
everything there is for staff, and the addresses staff used before the move answer nothing."""

from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.auth.access import declared_access
from service.store.content_store import ContentStore
from tests.service.conftest import StaffClient
from tests.service.test_requests_api import quote

STAFF_LEVELS = {"staff", "staff-write", "owner", "owner-write"}
# Signing in and out, the session and a member's own password: the member's own, not the agency's.
OWN_SESSION = "/api/auth/"
ADMIN = "/api/admin/"
# The staff addresses before the move, by method: each answers 404, or 405 where the address is
# still a public one (the blog's reads, the request form) that takes other methods.
MOVED = [("POST", "/api/blog-posts", 405), ("PATCH", "/api/blog-posts/{slug}", 405),
         ("DELETE", "/api/blog-posts/{slug}", 405), ("POST", "/api/blog-posts/{slug}/restore", 404),
         ("GET", "/api/blog-posts/{slug}/history", 404),
         ("GET", "/api/blog-posts/{slug}/history/{rev}", 404), ("POST", "/api/upload-image", 404),
         ("GET", "/api/requests", 405), ("GET", "/api/requests/export.csv", 404),
         ("GET", "/api/requests/reports", 404), ("GET", "/api/requests/assignees", 404),
         ("GET", "/api/requests/1", 404), ("PATCH", "/api/requests/1", 404),
         ("POST", "/api/requests/1/notes", 404), ("DELETE", "/api/requests/1/person", 404)]


def test_every_staff_route_is_under_api_admin_and_everything_there_is_for_staff(
        app: Quart) -> None:
    staff_outside, open_inside = [], []
    for rule in app.url_map.iter_rules():
        declared = declared_access(app.view_functions, rule.endpoint)
        assert declared is not None, rule.rule
        is_staff = declared.level in STAFF_LEVELS
        if is_staff and not rule.rule.startswith((ADMIN, OWN_SESSION)):
            staff_outside.append(rule.rule)
        if rule.rule.startswith(ADMIN) and not is_staff:
            open_inside.append(f"{rule.rule} ({declared.level})")
    assert staff_outside == [] and open_inside == []


async def test_the_staff_addresses_before_the_move_answer_nothing_and_change_nothing(
        client: StaffClient, anonymous: QuartClient, app: Quart, store: ContentStore) -> None:
    assert (await anonymous.post("/api/requests", json=quote(app))).status_code == 201
    slug = store.read_posts()[0][0].slug
    before = await (await client.get(f"/api/admin/blog-posts/{slug}")).get_data()
    problems = []
    for method, address, status in MOVED:
        path = address.format(slug=slug, rev="0" * 40)
        body = {} if method in ("POST", "PATCH", "DELETE") else None
        response = await client.open(path, method=method, json=body, headers={"If-Match": "*"})
        if response.status_code != status:
            problems.append(f"{method} {path}: {response.status_code}, expected {status}")
        elif not (await response.get_json() or {}).get("message"):
            problems.append(f"{method} {path}: no JSON message")
    assert problems == []
    assert await (await client.get(f"/api/admin/blog-posts/{slug}")).get_data() == before
    request = await (await client.get("/api/admin/requests/1")).get_json()
    assert request["status"] == "new" and [e["type"] for e in request["timeline"]] == [
        "received", "consent"]
