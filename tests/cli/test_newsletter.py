"""`agency newsletter subscribers list/export/import` on a real requests database in the instance
folder and the test's own content (its copy/newsletter.json topics)."""

import csv
import io
import json
import stat
from pathlib import Path

import pytest

from service.newsletter.addresses import suppression_hash
from service.requests.storage import RequestStore
from tests.cli.conftest import Agency, assert_one_red_line

SHEET = ("email,name\nann@example.com,Ann Lee\nbob@example.com,Bob\n"
         "abuse@example.com,Abuse desk\nforgotten@example.com,\n")
SOURCE = "Paper sign-up sheet at the office, 2026"


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    return tmp_path / "instance"


@pytest.fixture
def env(instance: Path) -> dict[str, str]:
    store = RequestStore(instance / "requests.sqlite3")
    with store.transaction() as db:
        db.execute("INSERT INTO newsletter_suppressed VALUES (?, 0)",
                   (suppression_hash("forgotten@example.com"),))
    return {"AGENCY_INSTANCE_DIR": str(instance), "AGENCY_READ_ONLY": "0"}


@pytest.fixture
def sheet(tmp_path: Path) -> Path:
    path = tmp_path / "sheet.csv"
    path.write_text(SHEET, "utf-8")
    return path


def test_import_list_and_export(agency: Agency, env: dict[str, str], sheet: Path,
                                tmp_path: Path) -> None:
    result = agency("newsletter", "subscribers", "import", str(sheet), "--consent-source", SOURCE,
                    "--topic", "business", "--topic", "home-auto", env=env)
    assert result.exit_code == 0, result.output
    assert "line 4: abuse@example.com: a role address, not read by a person" in result.output
    assert "line 5: forgotten@example.com: forgotten at their request" in result.output
    assert "Added 2 subscribers; skipped 2." in result.output
    listed = agency("newsletter", "subscribers", "list", "--json", env=env)
    found = json.loads(listed.output)
    assert [s["email"] for s in found["subscribers"]] == ["bob@example.com", "ann@example.com"]
    assert found["subscribers"][0]["topics"] == ["home-auto", "business"]
    assert found["subscribers"][0]["consent"]["source"] == f"import: {SOURCE}"
    table = agency("newsletter", "subscribers", "list", "--status", "subscribed", env=env)
    assert "ann@example.com" in table.output and "2 found; in all: 0 pending, 2 subscribed" \
        in table.output
    assert json.loads(agency("newsletter", "subscribers", "list", "--topic", "nothing",
                             "--json", env=env).output)["total"] == 0
    out = tmp_path / "export.csv"
    exported = agency("newsletter", "subscribers", "export", str(out), env=env)
    assert exported.exit_code == 0 and "Wrote 2 subscribers" in exported.output
    rows = list(csv.reader(io.StringIO(out.read_text("utf-8"))))
    assert rows[0][:4] == ["email", "name", "topics", "status"]
    assert rows[1][:4] == ["bob@example.com", "Bob", "home-auto business", "subscribed"]
    assert stat.S_IMODE(out.stat().st_mode) == 0o600  # their addresses: this user's alone
    printed = agency("newsletter", "subscribers", "export", env=env)
    assert printed.output.splitlines()[0].startswith("email,name,topics")


def test_an_import_without_consent_source_or_with_an_unknown_topic_is_refused(
        agency: Agency, env: dict[str, str], sheet: Path, instance: Path) -> None:
    no_source = agency("newsletter", "subscribers", "import", str(sheet), "--topic",
                       "business", env=env)
    assert no_source.exit_code == 2  # a required option: typer's own usage error
    blank = agency("newsletter", "subscribers", "import", str(sheet), "--consent-source", " ",
                   "--topic", "business", env=env)
    assert "Say where these people agreed" in assert_one_red_line(blank)
    unknown = agency("newsletter", "subscribers", "import", str(sheet), "--consent-source",
                     SOURCE, "--topic", "gardening", env=env)
    assert "Choose among the topics shown" in assert_one_red_line(unknown)
    binary = sheet.with_name("binary.csv")
    binary.write_bytes(b"\xff\xfe\x00a")
    assert "not CSV text" in assert_one_red_line(agency(
        "newsletter", "subscribers", "import", str(binary), "--consent-source", SOURCE,
        "--topic", "business", env=env))
    with RequestStore(instance / "requests.sqlite3").reading() as db:
        assert db.execute("SELECT COUNT(*) FROM subscribers").fetchone() == (0,)


def test_a_bad_status_is_one_red_line(agency: Agency, env: dict[str, str]) -> None:
    result = agency("newsletter", "subscribers", "list", "--status", "gone", env=env)
    assert "--status must be one of pending, subscribed" in assert_one_red_line(result)
