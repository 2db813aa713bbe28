"""`agency requests list/show/export/purge/forget` on a real requests database in the instance
folder."""

import csv
import json
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from service.instance import repair
from service.requests.fields import Submission
from service.requests.schema import REQUESTS_SCHEMA
from service.requests.storage import RequestStore
from tests.cli.conftest import assert_one_red_line
from tests.service.old_requests_database import (
    MIGRATED_LINES,
    MIGRATED_REQUESTS,
    NEWER,
    make_old_database,
    newer_database,
    requests_kept,
    user_version,
)

pytestmark = pytest.mark.clock  # reads the time: run again under faketime (make test-clock)

DAY = 24 * 60 * 60


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    return tmp_path / "instance"


@pytest.fixture
def store(instance: Path) -> RequestStore:
    """Three requests: an old closed quote, an old open policy change and a new quote."""
    store = RequestStore(instance / "requests.sqlite3")
    long_ago = time.time() - 100 * DAY
    store.add(Submission("quote", "Old Closed", "old@example.com", "", "email", "Done.",
                         {"coverages": ["home"], "zip": "06460"}), long_ago, mail=False)
    store.add(Submission("policy-change", "Old Open", "", "203-555-0100", "phone", "Add a car",
                         {"policyNumber": "P1", "insurer": "Not sure", "changeKind": "vehicle",
                          "effectiveDate": ""}), long_ago, mail=False)
    store.add(Submission("quote", "[bold]=cmd|' /C calc'!A0", "new@example.com",
                         "(203) 555-0199", "", "Hi", {"coverages": ["auto", "umbrella"],
                                                       "zip": ""}),
              time.time(), mail=True)
    store.update(1, "editor", long_ago, status="lost")
    return store


@pytest.fixture
def run(instance: Path) -> CliRunner:
    return CliRunner(env={"COLUMNS": "200", "AGENCY_INSTANCE_DIR": str(instance)})


def test_list_shows_requests_newest_first(run: CliRunner, store: RequestStore) -> None:
    result = run.invoke(app, ["requests", "list"])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.output.splitlines() if "Old" in line or "cmd" in line]
    assert "[bold]=cmd|' /C calc'!A0" in lines[0]  # visitor text shown literally
    assert "Old Open" in lines[1] and "Old Closed" in lines[2]
    assert "pending" in lines[0] and "off" in lines[1]


def test_list_filters_and_prints_json(run: CliRunner, store: RequestStore) -> None:
    result = run.invoke(app, ["requests", "list", "--json", "--status", "new", "--kind", "quote"])
    assert result.exit_code == 0, result.output
    found = json.loads(result.stdout)
    assert [r["id"] for r in found] == [3]
    assert found[0]["details"] == {"coverages": ["auto", "umbrella"], "zip": ""}
    lost = json.loads(run.invoke(app, ["requests", "list", "--json", "--status",
                                       "lost"]).stdout)
    assert [r["name"] for r in lost] == ["Old Closed"]
    assert_one_red_line(run.invoke(app, ["requests", "list", "--status", "closed"]))


def test_list_says_when_there_are_none(run: CliRunner) -> None:
    result = run.invoke(app, ["requests", "list"])
    assert result.exit_code == 0 and "No requests." in result.output


def test_show_prints_every_field_and_the_timeline(run: CliRunner, store: RequestStore) -> None:
    result = run.invoke(app, ["requests", "show", "1"])
    assert result.exit_code == 0, result.output
    reference = store.get(1)["reference"]
    for expected in (f"#1 {reference} (quote)", "Old Closed", "old@example.com", "Done.", "home",
                     "06460", "received, by system", "status lost (was new), by editor"):
        assert expected in result.output
    shown = json.loads(run.invoke(app, ["requests", "show", "2", "--json"]).stdout)
    assert shown["details"]["changeKind"] == "vehicle" and shown["phone"] == "203-555-0100"
    assert "No request with id 9" in assert_one_red_line(run.invoke(app, ["requests", "show",
                                                                          "9"]))


def test_export_writes_a_formula_safe_csv(run: CliRunner, store: RequestStore,
                                          tmp_path: Path) -> None:
    target = tmp_path / "out" / "requests.csv"
    target.parent.mkdir()
    result = run.invoke(app, ["requests", "export", "--csv", str(target)])
    assert result.exit_code == 0, result.output
    assert "Wrote 3 requests" in result.output
    rows = list(csv.DictReader(target.open(newline="", encoding="utf-8")))
    # In the inbox's order: the overdue one first (the old open change), then the newest.
    assert [row["id"] for row in rows] == ["2", "3", "1"]
    assert rows[1]["name"] == "[bold]=cmd|' /C calc'!A0"  # starts with "[": left as typed
    assert rows[1]["coverages"] == "Auto, Umbrella"  # the words people read, not the codes
    assert target.read_text("utf-8").startswith('"id","reference","kind","status"')
    only = tmp_path / "open.csv"
    run.invoke(app, ["requests", "export", "--csv", str(only), "--kind", "policy-change"])
    assert len(list(csv.DictReader(only.open(newline="", encoding="utf-8")))) == 1


def test_export_neutralises_formulas(run: CliRunner, instance: Path, tmp_path: Path) -> None:
    store = RequestStore(instance / "requests.sqlite3")
    store.add(Submission("quote", "=1+1", "@x@example.com", "+1 203 555 0199", "", "-2",
                         {"coverages": ["auto"], "zip": ""}), time.time(), mail=False)
    target = tmp_path / "f.csv"
    assert run.invoke(app, ["requests", "export", "--csv", str(target)]).exit_code == 0
    [row] = list(csv.DictReader(target.open(newline="", encoding="utf-8")))
    assert (row["name"], row["email"], row["phone"], row["message"]) == (
        "'=1+1", "'@x@example.com", "'+1 203 555 0199", "'-2")


def test_export_to_a_missing_folder_is_one_red_line(run: CliRunner, store: RequestStore,
                                                    tmp_path: Path) -> None:
    assert_one_red_line(run.invoke(app, ["requests", "export", "--csv",
                                         str(tmp_path / "nowhere" / "x.csv")]))


def test_purge_deletes_only_old_finished_requests(run: CliRunner, store: RequestStore) -> None:
    result = run.invoke(app, ["requests", "purge", "--older-than", "30", "--yes"])
    assert result.exit_code == 0, result.output
    assert "Deleted 1 finished requests" in result.output
    assert [r["name"] for r in store.find()] == ["[bold]=cmd|' /C calc'!A0", "Old Open"]


def test_purge_all_and_confirmation(run: CliRunner, store: RequestStore) -> None:
    refused = run.invoke(app, ["requests", "purge", "--older-than", "30", "--all"], input="n\n")
    assert refused.exit_code == 1 and len(store.find()) == 3
    result = run.invoke(app, ["requests", "purge", "--older-than", "30", "--all"], input="y\n")
    assert result.exit_code == 0, result.output
    assert [r["id"] for r in store.find()] == [3]


def test_an_old_database_is_migrated_first_and_the_command_says_so(
        run: CliRunner, instance: Path) -> None:
    database = instance / "requests.sqlite3"
    make_old_database(database)
    result = run.invoke(app, ["requests", "list", "--json"])
    assert result.exit_code == 0, result.output
    assert [found["id"] for found in json.loads(result.stdout)] == [4, 2, 1]
    assert set(MIGRATED_LINES) <= set(result.stderr.splitlines())
    assert requests_kept(database) == MIGRATED_REQUESTS
    assert user_version(database) == REQUESTS_SCHEMA.version
    again = run.invoke(app, ["requests", "list", "--json"])
    assert not set(MIGRATED_LINES) & set(again.stderr.splitlines())


def test_a_database_a_newer_release_migrated_is_one_red_line(
        run: CliRunner, instance: Path) -> None:
    database = instance / "requests.sqlite3"
    before = newer_database(database)
    repair(instance)  # no warning about modes beside the red line
    for command in (["list"], ["show", "1"], ["purge", "--older-than", "0", "--all", "--yes"]):
        line = assert_one_red_line(run.invoke(app, ["requests", *command]))
        assert line == (f"Error: {database} {NEWER}: a newer release has migrated it. Run that "
                        "release, or restore the backup made before the upgrade")
    assert database.read_bytes() == before


def test_forget_needs_yes_and_leaves_nothing_of_the_person(
        run: CliRunner, store: RequestStore, instance: Path) -> None:
    refused = run.invoke(app, ["requests", "forget", "203 555 0100"])
    assert refused.exit_code == 1 and "--yes" in refused.output
    assert store.get(2)["name"] == "Old Open"
    result = run.invoke(app, ["requests", "forget", "(203) 555-0100", "--yes"])
    assert result.exit_code == 0, result.output
    assert "Forgot 1 request of that person; a newsletter" in result.output
    files = b"".join(path.read_bytes() for path in instance.glob("requests.sqlite3*"))
    for personal in (b"Old Open", b"555-0100", b"2035550100", b"Add a car"):
        assert personal not in files
    shown = run.invoke(app, ["requests", "show", "2"])
    assert "person's data deleted (1 requests), by system" in shown.output
    listed = json.loads(run.invoke(app, ["requests", "list", "--json"]).stdout)
    assert [request["id"] for request in listed] == [3, 1]
    by_mail = run.invoke(app, ["requests", "forget", "OLD@example.com", "--yes"])
    assert "Forgot 1 request of that person; a newsletter" in by_mail.output
    assert_one_red_line(run.invoke(app, ["requests", "forget", "nobody", "--yes"]))


def test_old_requests_take_the_initials_and_hours_of_the_content_chosen_with_content(
        run: CliRunner, instance: Path, content_dir: Path) -> None:
    site = content_dir / "site.json"
    facts = json.loads(site.read_text("utf-8"))
    site.write_text(json.dumps({**facts, "name": "Zephyr Quay Insurance"}), "utf-8")
    make_old_database(instance / "requests.sqlite3")
    result = run.invoke(app, ["--content", str(content_dir), "requests", "list", "--json"])
    assert result.exit_code == 0, result.output
    assert {found["reference"][:3] for found in json.loads(result.stdout)} == {"ZQ-"}
