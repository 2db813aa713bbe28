"""`agency keys rotate` on a real requests database and key file in the instance folder."""

import json
import stat
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from service.requests.fields import Submission
from service.requests.intake.intake_db import read_intake, write_answers
from service.requests.intake.key_file import KeyFile
from service.requests.intake.sealing import load_ring
from service.requests.storage import RequestStore
from tests.cli.conftest import assert_one_red_line

LICENCE = "D98765432"
BORN = "1984-06-02"


@pytest.fixture
def instance(tmp_path: Path) -> Path:
    return tmp_path / "instance"


@pytest.fixture
def run(instance: Path) -> CliRunner:
    return CliRunner(env={"COLUMNS": "200", "AGENCY_INSTANCE_DIR": str(instance)})


def sealed_intake(store: RequestStore, keys: Path) -> int:
    """A started quote whose intake holds a driver's sealed license number and birth date."""
    received = store.add(Submission("quote", "Ann Lee", "ann@example.com", "", "email", "",
                                    {"coverages": ["auto"], "zip": "06460"}), time.time(),
                         intake=True)
    ring = load_ring(keys)
    answers = {"drivers": [{"id": "d1", "name": "Ann Lee",
                            "licenceNumber": ring.seal(LICENCE, received.id),
                            "dateOfBirth": ring.seal(BORN, received.id)}]}
    with store.transaction() as db:
        write_answers(db, received.id, answers, "vehicles", time.time(), None)
    return received.id


def test_rotation_seals_every_value_again_and_drops_the_old_key(instance: Path,
                                                                run: CliRunner) -> None:
    keys = instance / "intake-keys.json"
    store = RequestStore(instance / "requests.sqlite3")
    first, second = sealed_intake(store, keys), sealed_intake(store, keys)
    old_id = load_ring(keys).keys[0].id
    held_by_service = KeyFile(keys)  # as the running service holds it, before the rotation

    result = run.invoke(app, ["keys", "rotate"])

    assert result.exit_code == 0, result.output
    assert "4 sealed answers sealed again" in result.output
    ring = load_ring(keys)
    assert [key.id for key in ring.keys] != [old_id] and len(ring.keys) == 1
    assert old_id not in keys.read_text("utf-8")
    assert stat.S_IMODE(keys.stat().st_mode) == 0o600
    for request_id in (first, second):
        with store.reading() as db:
            intake = read_intake(db, request_id)
        assert intake is not None
        driver = intake.answers["drivers"][0]
        assert ring.sealed_by(driver["licenceNumber"]) == ring.keys[0].id
        assert ring.unseal(driver["licenceNumber"], request_id) == LICENCE
        assert ring.unseal(driver["dateOfBirth"], request_id) == BORN
        assert held_by_service.ring().unseal(driver["licenceNumber"], request_id) == LICENCE
    assert held_by_service.ring().keys[0].id == ring.keys[0].id  # new values: the new key


def test_a_value_no_key_opens_stops_the_rotation_with_nothing_changed(instance: Path,
                                                                      run: CliRunner) -> None:
    keys = instance / "intake-keys.json"
    store = RequestStore(instance / "requests.sqlite3")
    request_id = sealed_intake(store, keys)
    with store.transaction() as db:
        before = read_intake(db, request_id)
        assert before is not None
        broken = json.loads(json.dumps(before.answers))
        broken["drivers"][0]["licenceNumber"] = load_ring(keys).seal(LICENCE, request_id + 1)
        write_answers(db, request_id, broken, "", time.time(), None)

    result = run.invoke(app, ["keys", "rotate"])

    assert result.exit_code == 1
    assert "does not open" in assert_one_red_line(result)
    with store.reading() as db:
        after = read_intake(db, request_id)
    assert after is not None and after.answers == broken
    assert len(load_ring(keys).keys) == 2  # the old key is kept: what it sealed still opens


def test_rotation_without_a_key_file_says_so(instance: Path, run: CliRunner) -> None:
    result = run.invoke(app, ["keys", "rotate"])
    assert result.exit_code == 1
    assert "No key file" in assert_one_red_line(result)
    assert not (instance / "intake-keys.json").exists()
