"""The sends API: the checklist gate (risk findings acknowledged for the e-mail), one send per
post unless forced, bad input, cancel, preview, the test send and the reports' figures."""

from collections.abc import Iterator
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from quart import Quart
from quart.typing import TestClientProtocol as QuartClient

from service.config import Settings
from service.newsletter.desk import EXTENSION_KEY
from tests.service.conftest import StaffClient
from tests.service.newsletter_rows import add_subscriber, mails
from tests.service.test_newsletter_sending import OFFICE, PUBLIC_URL, SLUG
from tests.service.test_requests_api import desk_of
from tests.service.test_requests_mail import Mailbox, free_port
from tests.service.test_wording_gate import ALL_THREE, RISKY

SENDS = "/api/admin/newsletter/sends"


@pytest.fixture
def smtp_port() -> int:
    return free_port()


@pytest.fixture
def settings(settings: Settings, smtp_port: int) -> Settings:
    return settings.replace(smtp_host="127.0.0.1", smtp_port=smtp_port, smtp_starttls=False,
                            notify_to=OFFICE, public_url=PUBLIC_URL)


@pytest.fixture
def sink(smtp_port: int) -> Iterator[Mailbox]:
    box = Mailbox()
    controller = Controller(box, hostname="127.0.0.1", port=smtp_port)
    controller.start()
    yield box
    controller.stop()


async def risky_post(client: StaffClient) -> str:
    """A published post with three risk findings, reviewed when it was published."""
    response = await client.post("/api/admin/blog-posts", json={
        "title": "Storm season", "content": RISKY, "status": "published",
        "acknowledge": ALL_THREE})
    assert response.status_code == 201, await response.get_data()
    return str((await response.get_json())["slug"])


async def test_a_post_with_a_risk_not_acknowledged_for_the_mail_is_not_sent(
        app: Quart, client: StaffClient) -> None:
    slug = await risky_post(client)
    add_subscriber(desk_of(app).store, "ann@example.org", ["home-auto"])
    refused = await client.post(SENDS, json={"slug": slug, "topics": ["home-auto"],
                                             "acknowledge": ALL_THREE[:2]})
    assert refused.status_code == 409
    body = await refused.get_json()
    assert "acknowledge each finding for the e-mail" in body["message"]
    assert [{k: f[k] for k in ("rule", "phrase", "excerpt")} for f in body["findings"]] \
        == ALL_THREE[2:]
    assert (await (await client.get(SENDS)).get_json())["sends"] == []
    made = await client.post(SENDS, json={"slug": slug, "topics": ["home-auto"],
                                          "acknowledge": ALL_THREE})
    assert made.status_code == 201
    assert (await made.get_json())["acknowledged"] == ALL_THREE


async def test_one_send_per_post_unless_forced_and_a_cancelled_one_does_not_count(
        app: Quart, client: StaffClient) -> None:
    await app.extensions[EXTENSION_KEY].sender.stop()  # kept scheduled, not sent
    body = {"slug": SLUG, "topics": ["home-auto"], "scheduledAt": "2099-01-01T09:00:00Z"}
    first = await client.post(SENDS, json=body)
    assert first.status_code == 201
    first_id = (await first.get_json())["id"]
    again = await client.post(SENDS, json=body)
    assert again.status_code == 409 and "already sent" in (await again.get_json())["message"]
    cancelled = await client.post(f"{SENDS}/{first_id}/cancel")
    assert (await cancelled.get_json())["state"] == "cancelled"
    assert (await client.post(SENDS, json=body)).status_code == 201
    forced = await client.post(SENDS, json={**body, "force": True})
    assert forced.status_code == 201 and (await forced.get_json())["forced"] is True
    listed = (await (await client.get(SENDS)).get_json())["sends"]
    assert [s["state"] for s in listed] == ["scheduled", "scheduled", "cancelled"]
    assert listed[0]["scheduledAt"] == "2099-01-01T09:00:00Z"


@pytest.mark.parametrize(("change", "status", "field"), [
    ({"topics": ["gardening"]}, 422, "topics"),
    ({"topics": []}, 422, "topics"),
    ({"slug": "no-such-post"}, 404, None),
    ({"scheduledAt": "tomorrow"}, 422, "scheduledAt"),
    ({"scheduledAt": "2099-01-01T09:00:00"}, 422, "scheduledAt"),
])
async def test_bad_input_gets_a_clear_refusal(client: StaffClient, change: dict[str, Any],
                                              status: int, field: str | None) -> None:
    response = await client.post(SENDS, json={"slug": SLUG, "topics": ["home-auto"], **change})
    assert response.status_code == status
    body = await response.get_json()
    assert body["message"]
    if field:
        assert [e["field"] for e in body["errors"]] == [field]


async def test_a_draft_cannot_be_sent(client: StaffClient) -> None:
    response = await client.post("/api/admin/blog-posts", json={"title": "Not yet"})
    slug = (await response.get_json())["slug"]
    refused = await client.post(SENDS, json={"slug": slug, "topics": ["home-auto"]})
    assert refused.status_code == 422
    assert (await refused.get_json())["errors"][0]["field"] == "slug"


async def test_sends_are_for_staff_only(anonymous: QuartClient) -> None:
    assert (await anonymous.get(SENDS)).status_code == 401
    assert (await anonymous.post(SENDS, json={"slug": SLUG, "topics": ["x"]})).status_code \
        in (401, 403)
    assert (await anonymous.get("/api/admin/newsletter/preview?slug=" + SLUG)).status_code == 401


async def test_the_preview_shows_both_parts_and_the_findings(client: StaffClient) -> None:
    slug = await risky_post(client)
    answer = await (await client.get(f"/api/admin/newsletter/preview?slug={slug}")).get_json()
    assert answer["subject"] == "Storm season"
    assert "Harbor Point Insurance Agency" in answer["html"] and "<h1" in answer["html"]
    assert "We guarantee the lowest price" in answer["text"]
    assert "Unsubscribe:" in answer["text"] and "1127 Boston Post Road" in answer["text"]
    assert {f["rule"] for f in answer["findings"] if f["severity"] == "risk"} == {
        "promise-of-outcome", "price-claim"}


async def test_a_test_send_goes_to_the_address_given_with_the_prefix_and_to_nobody_else(
        app: Quart, client: StaffClient, sink: Mailbox) -> None:
    add_subscriber(desk_of(app).store, "ann@example.org", ["home-auto"])
    response = await client.post("/api/admin/newsletter/test",
                                 json={"slug": SLUG, "to": "me@harborpoint.example"})
    assert response.status_code == 202, await response.get_data()
    assert [r for r in sink.recipients] == [["me@harborpoint.example"]]
    assert str(sink.messages[0]["Subject"]).startswith("[Test] Connecticut Winter")
    assert (await (await client.get(SENDS)).get_json())["sends"] == []
    assert mails(app.extensions[EXTENSION_KEY].sender.settings.requests_database) == []


async def test_a_test_send_without_an_address_needs_a_linked_member(client: StaffClient) -> None:
    response = await client.post("/api/admin/newsletter/test", json={"slug": SLUG})
    assert response.status_code == 422
    assert (await response.get_json())["errors"][0]["field"] == "to"


async def test_the_reports_carry_the_sends_figures(app: Quart, client: StaffClient,
                                                   sink: Mailbox) -> None:
    add_subscriber(desk_of(app).store, "ann@example.org", ["home-auto"])
    made = await (await client.post(SENDS, json={"slug": SLUG, "topics": ["home-auto"]}
                                    )).get_json()
    database = app.extensions[EXTENSION_KEY].sender.settings.requests_database
    for _ in range(600):
        if [r["state"] for r in mails(database, made["id"])] == ["sent"]:
            break
        await __import__("asyncio").sleep(0.05)
    report = await (await client.get("/api/admin/requests/reports")).get_json()
    assert report["newsletter"]["sends"][0]["id"] == made["id"]
    assert report["newsletter"]["totals"]["sent"] == 1
    assert report["newsletter"]["totals"]["bounced"] == 0


@pytest.mark.parametrize("send_id", ["0", "99", str(2**63), "4548757047463400964096"])
async def test_a_send_that_is_not_there_is_404_however_large_its_number(
        client: StaffClient, send_id: str) -> None:
    assert (await client.get(f"{SENDS}/{send_id}")).status_code == 404
    assert (await client.post(f"{SENDS}/{send_id}/cancel")).status_code == 404
