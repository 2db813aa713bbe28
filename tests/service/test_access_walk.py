"""Every route of the real app answers as its access declaration says, walked as an anonymous
visitor, as a visitor's device with its intake token, as a signed-in owner, as staff who are not
owners, as staff without the CSRF token and as a write from another site."""

import sqlite3
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, get_args

import pytest
from quart import Blueprint, Quart
from quart.typing import TestClientProtocol as QuartClient
from werkzeug.routing import Rule

from service.app import create_app
from service.auth.access import Access, declared_access, enforce_access
from service.auth.accounts import StaffDirectory
from service.auth.invites import Invites
from service.auth.session_guard import CSRF_HEADER
from service.config import Settings
from service.store.content_store import ContentStore
from tests.addresses import BLOG_INDEX
from tests.conftest import git
from tests.service.conftest import (
    CLERK_USER,
    ORIGIN,
    STAFF_PASSWORD,
    StaffClient,
    sign_in,
    signed_in_as,
)
from tests.service.intake_rows import started_intake, two_drivers_two_vehicles, write_intake
from tests.service.staff_booking_rows import write_booking
from tests.service.test_requests_api import quote

ELSEWHERE = "https://evil.example"
# staff (an owner) last: its writes go through. non-owner: staff, not an owner, with its token.
# device: a visitor's browser with no cookie and the `Authorization: Intake <token>` of an intake.
PROBES = ("anonymous", "device", "no-token", "cross-site", "non-owner", "staff")
# What each probe gets from each level: the refusal's status, or None where access lets it by.
EXPECTED: dict[Access, dict[str, int | None]] = {
    "public": {"anonymous": None, "device": None, "no-token": None, "cross-site": None,
               "non-owner": None, "staff": None},
    "public-form": {"anonymous": None, "device": None, "no-token": None, "cross-site": 403,
                    "non-owner": None, "staff": None},
    "same-origin": {"anonymous": None, "device": None, "no-token": None, "cross-site": 403,
                    "non-owner": None, "staff": None},
    "staff": {"anonymous": 401, "device": 401, "no-token": None, "cross-site": None,
              "non-owner": None, "staff": None},
    "staff-write": {"anonymous": 401, "device": 401, "no-token": 403, "cross-site": 403,
                    "non-owner": None, "staff": None},
    "optional-write": {"anonymous": None, "device": None, "no-token": 403, "cross-site": 403,
                       "non-owner": None, "staff": None},
    "owner": {"anonymous": 401, "device": 401, "no-token": None, "cross-site": None,
              "non-owner": 403, "staff": None},
    "owner-write": {"anonymous": 401, "device": 401, "no-token": 403, "cross-site": 403,
                    "non-owner": 403, "staff": None},
    # Only the visitor's device carries an intake token: everyone else is refused.
    "intake": {"anonymous": 401, "device": None, "no-token": 401, "cross-site": 401,
               "non-owner": 401, "staff": 401},
}
# Quart's own static route: the service has no static folder, so nothing is ever found there.
# The booking links' reads answer 404 to a visitor without a link, and the walk carries none
# (tests/service/test_booking_manage.py and test_booking_review_link.py read them with one);
# so do a newsletter subscriber's preferences (tests/service/test_newsletter_api.py), and the
# newsletter's feedback webhook to anyone without its secret (test_newsletter_feedback.py).
NOTHING_THERE = {"/static/<path:filename>", "/api/booking/manage", "/api/booking/review",
                 "/api/newsletter/preferences", "/api/newsletter/feedback"}


def addresses(slug: str, rev: str, deleted: str, invite: str) -> dict[str, str]:
    """One address per URL rule, naming what the test content holds: a new rule needs one."""
    return {
        "/static/<path:filename>": "/static/app.css",
        "/openapi.json": "/openapi.json",
        "/api/blog-posts": "/api/blog-posts",
        "/api/blog-posts/<slug>": f"/api/blog-posts/{slug}",
        "/api/admin/blog-posts": "/api/admin/blog-posts",
        "/api/admin/blog-posts/<slug>": f"/api/admin/blog-posts/{slug}",
        "/api/admin/slug": "/api/admin/slug?title=Flood+basics",
        "/api/admin/deleted-posts": "/api/admin/deleted-posts",
        "/api/admin/blog-posts/checks": "/api/admin/blog-posts/checks",
        "/api/admin/blog-posts/<slug>/checks": f"/api/admin/blog-posts/{slug}/checks",
        "/api/admin/blog-posts/<slug>/history": f"/api/admin/blog-posts/{slug}/history",
        "/api/admin/blog-posts/<slug>/history/<rev>": f"/api/admin/blog-posts/{slug}/history/{rev}",
        "/api/admin/blog-posts/<slug>/restore": f"/api/admin/blog-posts/{deleted}/restore",
        "/api/services": "/api/services",
        "/api/pages/<name>": "/api/pages/about",
        "/api/companies": "/api/companies",
        "/api/site": "/api/site",
        "/api/copy/<name>": "/api/copy/home",
        "/api/admin/documents": "/api/admin/documents",
        "/api/admin/documents/<document:name>": "/api/admin/documents/pages/about",
        "/api/admin/documents/<document:name>/history": "/api/admin/documents/pages/about/history",
        "/api/admin/documents/<document:name>/schema": "/api/admin/documents/pages/about/schema",
        "/api/admin/documents/<document:name>/restore": "/api/admin/documents/pages/about/restore",
        "/api/admin/documents/<document:name>/checks": "/api/admin/documents/pages/about/checks",
        "/api/admin/documents/<document:name>/undo": "/api/admin/documents/pages/about/undo",
        "/api/admin/edit-target": "/api/admin/edit-target?path=%2Ffaqs",
        "/api/admin/changes": "/api/admin/changes?limit=5",
        "/api/products": "/api/products",
        "/api/authors": "/api/authors",
        "/api/products/<slug>": "/api/products/homeowners-insurance",
        "/api/auth/login": "/api/auth/login",
        "/api/auth/logout": "/api/auth/logout",
        "/api/auth/session": "/api/auth/session",
        "/api/auth/password": "/api/auth/password",
        "/api/admin/staff": "/api/admin/staff",
        "/api/admin/staff/<username>": f"/api/admin/staff/{CLERK_USER}",
        "/api/admin/staff/invites": "/api/admin/staff/invites",
        "/api/auth/invites/<token>": f"/api/auth/invites/{invite}",
        "/api/admin/images": "/api/admin/images",
        "/api/requests/form-token": "/api/requests/form-token",
        "/api/requests/settings": "/api/requests/settings",
        "/api/requests": "/api/requests",
        "/api/booking/types": "/api/booking/types",
        "/api/booking/slots": "/api/booking/slots?type=quote-call",
        "/api/booking/next": "/api/booking/next",
        "/api/bookings": "/api/bookings",
        "/api/intake": "/api/intake",
        "/api/intake/steps/<step_id>": "/api/intake/steps/drivers",
        "/api/intake/send": "/api/intake/send",
        "/api/admin/requests": "/api/admin/requests",
        "/api/admin/requests/export.csv": "/api/admin/requests/export.csv",
        "/api/admin/requests/reports": "/api/admin/requests/reports",
        "/api/admin/requests/<int:request_id>": "/api/admin/requests/1",
        "/api/admin/requests/assignees": "/api/admin/requests/assignees",
        "/api/admin/requests/<int:request_id>/notes": "/api/admin/requests/1/notes",
        "/api/admin/requests/<int:request_id>/contacts": "/api/admin/requests/1/contacts",
        "/api/admin/requests/<int:request_id>/review-link": "/api/admin/requests/1/review-link",
        "/api/booking/manage": "/api/booking/manage",
        "/api/booking/manage/reschedule": "/api/booking/manage/reschedule",
        "/api/booking/manage/cancel": "/api/booking/manage/cancel",
        "/api/booking/review": "/api/booking/review",
        "/api/admin/requests/<int:request_id>/person": "/api/admin/requests/1/person",
        "/api/admin/requests/<int:request_id>/booking": "/api/admin/requests/1/booking",
        "/api/admin/requests/<int:request_id>/client": "/api/admin/requests/1/client",
        "/api/admin/bookings": "/api/admin/bookings",
        "/api/admin/booking-hours/<member>": "/api/admin/booking-hours/eleanor-whitcomb",
        "/api/admin/booking-hours/<member>/time-off":
            "/api/admin/booking-hours/eleanor-whitcomb/time-off",
        "/api/admin/booking-hours/<string:member>/time-off/<int:time_off_id>":
            "/api/admin/booking-hours/eleanor-whitcomb/time-off/1",
        "/api/admin/requests/<int:request_id>/intake": "/api/admin/requests/1/intake",
        "/api/admin/requests/<int:request_id>/intake.csv": "/api/admin/requests/1/intake.csv",
        "/api/admin/requests/<int:request_id>/intake/reveal":
            "/api/admin/requests/1/intake/reveal",
        "/api/admin/requests/<int:request_id>/intake/files/<int:file_id>":
            "/api/admin/requests/1/intake/files/1",
        "/api/intake/finish-later": "/api/intake/finish-later",
        "/api/intake/resume": "/api/intake/resume",
        "/api/intake/files": "/api/intake/files",
        "/api/intake/files/<int:file_id>": "/api/intake/files/1",
        "/api/newsletter/topics": "/api/newsletter/topics",
        "/api/newsletter/subscribe": "/api/newsletter/subscribe",
        "/api/newsletter/confirm": "/api/newsletter/confirm",
        "/api/newsletter/preferences": "/api/newsletter/preferences",
        "/api/newsletter/preferences/unsubscribe": "/api/newsletter/preferences/unsubscribe",
        "/api/newsletter/unsubscribe/<token>":
            "/api/newsletter/unsubscribe/1..AAAAAAAAAAAAAAAAAAAAAA",
        "/api/admin/newsletter/subscribers": "/api/admin/newsletter/subscribers",
        "/api/admin/newsletter/subscribers.csv": "/api/admin/newsletter/subscribers.csv",
        "/api/admin/newsletter/subscribers/import": "/api/admin/newsletter/subscribers/import",
        "/api/admin/newsletter/subscribers/<int:subscriber_id>/status":
            "/api/admin/newsletter/subscribers/1/status",
        "/api/admin/newsletter/sends": "/api/admin/newsletter/sends",
        "/api/admin/newsletter/sends/<int:send_id>": "/api/admin/newsletter/sends/1",
        "/api/admin/newsletter/sends/<int:send_id>/cancel":
            "/api/admin/newsletter/sends/1/cancel",
        "/api/admin/newsletter/preview": f"/api/admin/newsletter/preview?slug={slug}",
        "/api/admin/newsletter/test": "/api/admin/newsletter/test",
        "/api/newsletter/feedback": "/api/newsletter/feedback",
        "/robots.txt": "/robots.txt",
        "/sitemap.xml": "/sitemap.xml",
        "/feed.xml": "/feed.xml",
        "/healthz": "/healthz",
        "/assets/<path:filename>": "/assets/main-abc123.js",
        "/media/<path:filename>": "/media/first-apartment.webp",
        "/app-media/<path:filename>": "/app-media/illustrations/auto-1.webp",
        "/": "/",
        "/<page:path>": BLOG_INDEX,
    }


@dataclass(frozen=True)
class Case:
    rule: Rule
    method: str
    path: str


@dataclass
class Walk:
    anonymous: QuartClient
    staff: QuartClient
    csrf_token: str
    clerk: StaffClient
    intake_token: str = ""

    async def probe(self, probe: str, case: Case) -> Any:
        """One request as `probe`; every write carries an empty JSON body, which no write takes,
        so an access refusal shows that access was decided before the body was looked at."""
        headers = {"Origin": ORIGIN}
        if probe == "device":  # the visitor's own key to their intake, and no cookie
            headers["Authorization"] = f"Intake {self.intake_token}"
        if probe in ("cross-site", "staff"):
            headers[CSRF_HEADER] = self.csrf_token
        if probe == "cross-site":
            headers["Origin"] = ELSEWHERE
        body = {} if case.method in ("POST", "PATCH", "DELETE") else None
        if probe == "non-owner":
            own = {key: value for key, value in headers.items() if key == "Authorization"}
            return await self.clerk.open(case.path, method=case.method, json=body, headers=own)
        client = self.anonymous if probe in ("anonymous", "device") else self.staff
        return await client.open(case.path, method=case.method, headers=headers, json=body)

    async def stay_signed_in(self) -> None:
        """Sign in again after a walk of POST /api/auth/logout ended the sessions."""
        if (await self.staff.get("/api/auth/session")).status_code == 401:
            self.csrf_token = (await (await sign_in(self.staff)).get_json())["csrfToken"]
        if (await self.clerk.get("/api/auth/session")).status_code == 401:
            signed_in = await sign_in(self.clerk.raw, CLERK_USER)
            self.clerk.csrf_token = (await signed_in.get_json())["csrfToken"]


@pytest.fixture
async def walk_app(settings: Settings) -> AsyncIterator[Quart]:
    """The app with every optional route on (the OpenAPI document; the newsletter's preview
    needs the public address)."""
    app = create_app(settings.replace(public_api_docs=True,
                                      public_url="https://www.harborpoint.example"))
    async with app.test_app():
        yield app


async def a_stored_request(app: Quart, anonymous: QuartClient, settings: Settings) -> None:
    response = await anonymous.post("/api/requests", json=quote(app))
    assert response.status_code == 201 and (await response.get_json())["id"] == 1
    # With a quote intake and an attached file, so the staff's intake routes read something.
    with sqlite3.connect(settings.requests_database) as db:
        write_intake(db, 1, two_drivers_two_vehicles(app.extensions["agency_requests"].keys, 1),
                     time.time())
        db.execute("INSERT INTO intake_files (request_id, stored_name, name, media_type, size, "
                   "uploaded_at) VALUES (1, 'walk.pdf', 'walk.pdf', 'application/pdf', 4, 0)")
    settings.intake_files.mkdir(parents=True, exist_ok=True)
    (settings.intake_files / "walk.pdf").write_bytes(b"%PDF")
    with sqlite3.connect(settings.requests_database) as db:  # and a booking, read by its route
        write_booking(db, 1)
        db.execute("INSERT INTO newsletter_sends (slug, topics, subject, state, scheduled_at, "
                   "created_at) VALUES ('a-post', '[\"business\"]', 'News', 'scheduled', 4e9, 0)")


def cases(app: Quart, paths: dict[str, str]) -> list[Case]:
    """Every rule with every method it takes (HEAD and OPTIONS too), deletions last."""
    found = [Case(rule, method, paths[rule.rule]) for rule in app.url_map.iter_rules()
             for method in sorted(rule.methods or ())]
    return sorted(found, key=lambda case: case.method == "DELETE")


def level_for(app: Quart, case: Case) -> Access | None:
    """The declared access of the route the request reaches. OPTIONS goes to the first rule of
    the address that takes it, which Quart answers itself: that rule's declaration holds."""
    endpoint, _ = app.url_map.bind("localhost").match(case.path.split("?")[0], case.method)
    if case.method != "OPTIONS":
        assert endpoint == case.rule.endpoint, f"{case.path} does not reach {case.rule}"
    declared = declared_access(app.view_functions, endpoint)
    return declared.level if declared else None


async def mismatch(case: Case, probe: str, level: Access, response: Any) -> str | None:
    refusal, status = EXPECTED[level][probe], response.status_code
    if refusal is not None:
        if status != refusal:
            return f"expected {refusal}"
        if case.method != "HEAD" and not (await response.get_json() or {}).get("message"):
            return "expected the refusal as JSON with its message"
        return None
    if status in (401, 403) or status >= 500:
        return "expected access to let it through"
    if case.method in ("GET", "HEAD") and status >= 400 and case.rule.rule not in NOTHING_THERE:
        return "expected the read to succeed (does the address name something real?)"
    return None


def test_every_level_has_expectations_for_every_probe() -> None:
    assert set(EXPECTED) == set(get_args(Access))
    assert all(set(answers) == set(PROBES) for answers in EXPECTED.values())


async def test_every_route_answers_as_its_access_declaration_says(
        walk_app: Quart, store: ContentStore, settings: Settings) -> None:
    posts = [post.slug for post in store.read_posts()[0]]
    slug, deleted = posts[0], posts[1]
    rev = git(store.root, "log", "-1", "--format=%H", "--", f"posts/{slug}.json").strip()
    # An open invite, so its page reads (its acceptance is refused: the walk sends no password).
    invite = Invites(StaffDirectory(settings.staff_database)).create(
        "walker", "walker@example.com", "staff", None)
    paths = addresses(slug, rev, deleted, invite)
    assert set(paths) == {rule.rule for rule in walk_app.url_map.iter_rules()}
    anonymous, staff = walk_app.test_client(), walk_app.test_client()
    signed_in = await sign_in(staff)
    # The non-owner is a team member, so the routes of their own booking hours let them in.
    StaffDirectory(settings.staff_database).add(CLERK_USER, STAFF_PASSWORD, "staff",
                                                member="eleanor-whitcomb")
    walk = Walk(anonymous, staff, (await signed_in.get_json())["csrfToken"],
                await signed_in_as(walk_app, CLERK_USER))
    await a_stored_request(walk_app, anonymous, settings)
    _, walk.intake_token = started_intake(walk_app)
    removed = await staff.delete(f"/api/admin/blog-posts/{deleted}",
                                 headers={"Origin": ORIGIN, CSRF_HEADER: walk.csrf_token})
    assert removed.status_code == 200  # for the restore route to bring back
    problems = []
    for case in cases(walk_app, paths):
        level = level_for(walk_app, case)
        if level is None:
            problems.append(f"{case.method} {case.path} declares no access")
            continue
        for probe in PROBES:
            response = await walk.probe(probe, case)
            problem = await mismatch(case, probe, level, response)
            if problem:
                problems.append(f"{case.method} {case.path} ({level}) as {probe}: "
                                f"{response.status_code}, {problem}")
        await walk.stay_signed_in()
    assert not problems, "\n".join(problems)


def test_an_app_with_a_route_that_declares_no_access_is_not_built() -> None:
    app, blueprint = Quart(__name__), Blueprint("loose", __name__)

    @blueprint.get("/loose")
    async def loose() -> str:
        return "anyone at all"

    app.register_blueprint(blueprint)
    with pytest.raises(RuntimeError, match=r"declare no access: loose\.loose"):
        enforce_access(app)
