"""On a read-only replica (AGENCY_READ_ONLY=1) every command that writes refuses with one red line
and exit code 2, changing nothing, while every other command still runs. Every registered
command must have a case here, so a new one is checked as soon as it exists."""

import json
import sqlite3
from pathlib import Path

import pytest
import typer
from argon2 import PasswordHasher
from click.testing import Result
from typer.core import TyperGroup

from cli.main import app
from cli.replica import REFUSED_MESSAGE
from service.auth.accounts import StaffDirectory
from service.ops.backup import back_up_instance
from service.requests.fields import Submission
from service.requests.intake.intake_db import start_intake
from service.requests.intake.sealing import load_ring
from service.requests.storage import RequestStore
from tests.cli.conftest import Agency
from tests.conftest import git, work_tree_status

# Six posts of the content copy, each used by one case; "{...}" is filled in by the test.
EDITED, DELETED, UNPUBLISHED, RENAMED, RESTORED, SHOWN = (
    "landlord-insurance-for-two-family-homes",
    "condo-insurance-and-your-associations-master-policy",
    "a-contractors-guide-to-surety-bonds",
    "classic-car-insurance-and-agreed-value",
    "boat-season-launch-checklist-for-long-island-sound",
    "bundling-home-and-auto-insurance-what-to-know")
DRAFT = "a-draft-to-publish"

# Commands that change the content or the instance folder, each run so that on the primary it
# does change them.
WRITES: dict[str, list[str]] = {
    "posts new": ["--title", "Written on a replica"],
    "posts edit": [EDITED, "--title", "Edited on a replica"],
    "posts delete": [DELETED, "--yes"],
    "posts publish": [DRAFT],
    "posts unpublish": [UNPUBLISHED],
    "posts rename": [RENAMED, "renamed-on-a-replica"],
    "posts import": ["{tmp}/import.json"],
    "posts restore": [RESTORED, "--to", "{first_commit}"],
    "staff add": ["newcomer", "--password", "a long password 2"],
    "staff remove": ["leaver", "--yes"],
    "staff passwd": ["editor", "--password", "a long password 3"],
    "staff disable": ["leaver"],
    "staff enable": ["away"],
    "staff member": ["editor", "thomas-whitcomb"],
    "requests purge": ["--older-than", "0", "--all", "--yes"],
    "requests forget": ["jane@example.com", "--yes"],
    # Each export of an intake is recorded on its request's timeline.
    "requests intake": ["1", "--format", "json"],
    "newsletter subscribers import": ["{tmp}/subscribers.csv", "--consent-source",
                                      "Paper sign-up sheet", "--topic", "business"],
    "keys rotate": [],
    "newsletter send": [SHOWN, "--topic", "home-auto"],
    "site edit": ["site", "--from", "{tmp}/site-edited.json"],
    "site restore": ["site", "{first_commit}"],
    "restore": ["{tmp}/other-instance.tar.gz"],
    "migrate": [],  # the content is made to record version 1 first (below), so it has work
}
# Commands that only read them (their output goes elsewhere), with the exit code they end with.
READS: dict[str, tuple[list[str], int]] = {
    "posts list": ([], 0),
    "posts show": ([SHOWN], 0),
    "posts export": (["--output", "{tmp}/posts.json"], 0),
    "posts history": ([SHOWN], 0),
    "staff list": ([], 0),
    "requests list": ([], 0),
    "requests show": (["1"], 0),
    "requests export": (["--csv", "{tmp}/requests.csv"], 0),
    "requests digest": ([], 0),
    "bookings list": (["--day", "2026-12-01"], 0),
    "newsletter status": ([], 0),
    "newsletter subscribers list": ([], 0),
    "newsletter subscribers export": (["{tmp}/subscribers-export.csv"], 0),
    "site list": ([], 0),
    "site show": (["site"], 0),
    "site history": (["site"], 0),
    # Without a built web app it stops there ("make build"): what matters is that it is not
    # refused, since a replica may keep a static export of its own.
    "site export": (["{tmp}/site"], 1),
    "deploy nginx": (["--server-name", "www.harborpoint.example"], 0),
    "deploy systemd": (["socket"], 0),
    "check": ([], 0),
    "status": ([], 0),
    # A replica never pushes: it refuses with a sentence of its own (it writes to the remote,
    # not to the content or the instance folder).
    "push": ([], 2),
    "backup": (["{tmp}/instance.tar.gz"], 0),
    "doctor": ([], 0),
    "upgrade-check": ([], 0),
}


def command_names(group: TyperGroup, prefix: str = "") -> list[str]:
    names = []
    for name, command in group.commands.items():
        if isinstance(command, TyperGroup):
            names += command_names(command, f"{prefix}{name} ")
        else:
            names.append(f"{prefix}{name}")
    return names


def test_every_command_is_known_to_write_or_only_to_read() -> None:
    registered = command_names(typer.main.get_group(app))
    assert sorted(registered) == sorted([*WRITES, *READS])


@pytest.fixture
def primary(content_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
            agency: Agency) -> dict[str, str]:
    """Content with a draft, an edited post and edited site facts, an instance folder with three
    staff members (one disabled) and a request, and what the cases' "{...}" stand for."""
    first_commit = git(content_dir, "rev-parse", "HEAD").strip()
    site = (content_dir / "site.json").read_text("utf-8")
    for name, phone in (("site-since", "(203) 555-0100"), ("site-edited", "(203) 555-0111")):
        (tmp_path / f"{name}.json").write_text(
            site.replace('"phone": "(203) 555-0142"', f'"phone": "{phone}"'), "utf-8")
    instance = tmp_path / "instance"
    env = {"AGENCY_INSTANCE_DIR": str(instance), "AGENCY_WEB_DIST": str(tmp_path / "no-build"),
           "AGENCY_PUBLIC_URL": "https://www.harborpoint.example", "AGENCY_READ_ONLY": "0"}
    for args in (["posts", "edit", RESTORED, "--title", "Changed since"],
                 ["posts", "new", "--title", "A draft", "--slug", DRAFT, "--draft"],
                 ["site", "edit", "site", "--from", str(tmp_path / "site-since.json")]):
        assert agency(*args, env=env).exit_code == 0
    monkeypatch.setattr("service.auth.accounts.PasswordHasher",
                        lambda: PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))
    staff = StaffDirectory(instance / "staff.sqlite3")
    for name in ("editor", "leaver", "away"):
        staff.add(name, "a long password 1")
    staff.set_disabled("away", True)
    requests = RequestStore(instance / "requests.sqlite3")
    jane = requests.add(Submission("quote", "Jane Doe", "jane@example.com", "", "email", "",
                                   {"coverages": ["auto"], "zip": "06460"}), 0, mail=False)
    with requests.transaction() as db:
        start_intake(db, jane.id, 0)
    load_ring(instance / "intake-keys.json")  # as the service makes it when it starts
    other = tmp_path / "other-instance"
    StaffDirectory(other / "staff.sqlite3").add("restored", "a long password 1")
    RequestStore(other / "requests.sqlite3").purge(0)
    back_up_instance(other, tmp_path / "other-instance.tar.gz")
    (tmp_path / "subscribers.csv").write_text("email\nann@example.com\n", "utf-8")
    (tmp_path / "import.json").write_text(json.dumps(
        {"slug": "imported-on-a-replica", "title": "Imported on a replica",
         "date": "2026-01-05", "excerpt": "", "content": "<p>Imported.</p>",
         "imageUrl": None}), "utf-8")
    return {**env, "tmp": str(tmp_path), "first_commit": first_commit}


def state(content_dir: Path, instance: Path) -> dict[str, object]:
    """What a write would change: the commit, the work tree and the instance folder's data."""
    databases = {}
    for name in ("staff.sqlite3", "requests.sqlite3"):
        with sqlite3.connect(instance / name) as db:
            databases[name] = list(db.iterdump())
    keys = instance / "intake-keys.json"
    databases["keys"] = keys.read_text("utf-8") if keys.exists() else None
    return {"head": git(content_dir, "rev-parse", "HEAD"), "tree": work_tree_status(content_dir),
            **databases}


def run(agency: Agency, command: str, args: list[str], primary: dict[str, str],
        read_only: bool) -> Result:
    env = {name: value for name, value in primary.items() if name.startswith("AGENCY_")}
    filled = [arg.format(**primary) for arg in args]
    return agency(*command.split(), *filled, env={**env, "AGENCY_READ_ONLY": "1" if read_only
                                                  else "0"})


@pytest.mark.parametrize("command", list(WRITES))
def test_a_write_command_refuses_on_a_replica_and_changes_nothing(
        agency: Agency, content_dir: Path, primary: dict[str, str], command: str) -> None:
    instance = Path(primary["AGENCY_INSTANCE_DIR"])
    if command == "migrate":
        (content_dir / "version.json").unlink()
        git(content_dir, "commit", "--quiet", "-am", "Content from before versions were kept")
    before = state(content_dir, instance)
    refused = run(agency, command, WRITES[command], primary, read_only=True)
    assert refused.exit_code == 2, refused.output
    assert [line for line in refused.stderr.splitlines() if line.strip()] == [
        f"Error: {REFUSED_MESSAGE}"]
    assert state(content_dir, instance) == before
    # The same command on the primary does write: the case above tested a real write.
    written = run(agency, command, WRITES[command], primary, read_only=False)
    assert written.exit_code == 0, written.output
    assert state(content_dir, instance) != before


@pytest.mark.parametrize("command", list(READS))
def test_a_read_command_still_runs_on_a_replica(
        agency: Agency, content_dir: Path, primary: dict[str, str], command: str) -> None:
    instance = Path(primary["AGENCY_INSTANCE_DIR"])
    before = state(content_dir, instance)
    args, exit_code = READS[command]
    result = run(agency, command, args, primary, read_only=True)
    assert result.exit_code == exit_code, result.output
    assert REFUSED_MESSAGE not in result.output
    assert state(content_dir, instance) == before
