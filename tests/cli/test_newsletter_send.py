"""`agency newsletter send` and `status`: the same gate as the API (risk findings listed until
acknowledged, one send per post unless forced), a test mail to a real SMTP server (aiosmtpd),
and the sends' figures."""

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller

from service.requests.storage import RequestStore
from tests.cli.conftest import Agency
from tests.conftest import git
from tests.service.test_requests_mail import Mailbox, free_port
from tests.service.test_wording_gate import RISKY

SLUG = "connecticut-winter-driving-and-your-auto-policy"
RISKY_SLUG = "storm-season-promises"


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return {"AGENCY_INSTANCE_DIR": str(tmp_path / "instance"),
            "AGENCY_PUBLIC_URL": "https://www.harborpoint.example"}


@pytest.fixture
def risky(content_dir: Path) -> str:
    """A published post whose wording has three risk findings."""
    post = json.loads((content_dir / "posts" / f"{SLUG}.json").read_text("utf-8"))
    post.update(slug=RISKY_SLUG, id=9999, content=RISKY, title="Storm season promises")
    (content_dir / "posts" / f"{RISKY_SLUG}.json").write_text(json.dumps(post), "utf-8")
    git(content_dir, "add", "-A")
    git(content_dir, "commit", "--quiet", "-m", "A risky post")
    return RISKY_SLUG


def sends(env: dict[str, str]) -> list[tuple[str, str, str]]:
    store = RequestStore(Path(env["AGENCY_INSTANCE_DIR"]) / "requests.sqlite3")
    with store.reading() as db:
        return db.execute("SELECT slug, topics, state FROM newsletter_sends ORDER BY id").fetchall()


def test_a_post_with_unacknowledged_risks_is_refused_with_the_findings_listed(
        agency: Agency, env: dict[str, str], risky: str) -> None:
    refused = agency("newsletter", "send", risky, "--topic", "home-auto", env=env)
    assert refused.exit_code == 1
    assert "acknowledge each finding for the e-mail" in refused.output
    for phrase in ("guarantee", "lowest price", "complete coverage"):
        assert f'"{phrase}"' in refused.output
    assert sends(env) == []
    partly = agency("newsletter", "send", risky, "--topic", "home-auto",
                    "--acknowledge", "promise-of-outcome", env=env)
    assert partly.exit_code == 1 and '"lowest price"' in partly.output
    assert '"guarantee"' not in partly.output
    sent = agency("newsletter", "send", risky, "--topic", "home-auto", "--acknowledge",
                  "promise-of-outcome", "--acknowledge", "price-claim", env=env)
    assert sent.exit_code == 0, sent.output
    assert sends(env) == [(risky, '["home-auto"]', "scheduled")]


def test_one_send_per_post_unless_forced_and_bad_input_is_one_line(
        agency: Agency, env: dict[str, str]) -> None:
    assert agency("newsletter", "send", SLUG, "--topic", "home-auto", env=env).exit_code == 0
    again = agency("newsletter", "send", SLUG, "--topic", "home-auto", env=env)
    assert again.exit_code == 1 and "already sent" in again.output
    forced = agency("newsletter", "send", SLUG, "--topic", "home-auto", "--force", env=env)
    assert forced.exit_code == 0
    unknown = agency("newsletter", "send", SLUG, "--topic", "gardening", env=env)
    assert unknown.exit_code == 1 and "No such topic: gardening" in unknown.output
    missing = agency("newsletter", "send", "no-such-post", "--topic", "home-auto", env=env)
    assert missing.exit_code == 1 and "no post no-such-post" in missing.output
    status = agency("newsletter", "status", "--json", env=env)
    figures = json.loads(status.output)
    assert [s["slug"] for s in figures["sends"]] == [SLUG, SLUG]
    assert figures["queued"] == 0 and figures["perDay"] == 2000
    words = agency("newsletter", "status", env=env)
    assert "sent 0/0" in words.output and "(limit 2000)" in words.output


@pytest.fixture
def sink() -> Iterator[tuple[int, Mailbox]]:
    port = free_port()
    box = Mailbox()
    controller = Controller(box, hostname="127.0.0.1", port=port)
    controller.start()
    yield port, box
    controller.stop()


def test_a_test_mail_goes_to_the_address_only(agency: Agency, env: dict[str, str],
                                              sink: tuple[int, Mailbox]) -> None:
    port, box = sink
    mail_env = {**env, "AGENCY_SMTP_HOST": "127.0.0.1", "AGENCY_SMTP_PORT": str(port),
                "AGENCY_SMTP_STARTTLS": "0", "AGENCY_NOTIFY_TO": "office@harborpoint.example"}
    result = agency("newsletter", "send", SLUG, "--topic", "home-auto", "--test",
                    "me@harborpoint.example", env=mail_env)
    assert result.exit_code == 0, result.output
    assert box.recipients == [["me@harborpoint.example"]]
    assert str(box.messages[0]["Subject"]).startswith("[Test] Connecticut Winter")
    assert str(box.messages[0]["List-Unsubscribe-Post"]) == "List-Unsubscribe=One-Click"
    assert sends(env) == []
