"""The intake's foundation: its declaration, the sealing of sensitive answers and its table."""

import json
import stat
import time
from pathlib import Path

import pytest
from pydantic import ValidationError

from service.requests.fields import Submission
from service.requests.intake.form import FORM_FILE, INTAKE_FORM, IntakeForm
from service.requests.intake.intake_db import (
    give_new_token,
    read_intake,
    request_of_token,
    start_intake,
    write_answers,
)
from service.requests.intake.sealing import SealBroken, load_ring
from service.requests.kinds import REQUEST_KINDS
from service.requests.storage import RequestStore


def test_every_line_of_a_step_is_a_coverage_the_quote_form_offers() -> None:
    offered = set(REQUEST_KINDS.kind("quote").field("coverages").choices)  # type: ignore[union-attr]
    assert {line for step in INTAKE_FORM.steps for line in step.lines} <= offered
    assert INTAKE_FORM.sensitive == (("drivers", "dateOfBirth"), ("drivers", "licenceNumber"),
                                     ("vehicles", "vin"))
    assert [step.id for step in INTAKE_FORM.steps_for({"renters"})] == ["property", "documents"]


def test_a_declaration_with_a_choice_field_without_choices_is_refused() -> None:
    declared = json.loads(FORM_FILE.read_text("utf-8"))
    declared["steps"][0]["fields"][2]["choices"] = {}
    with pytest.raises(ValidationError, match="choices belong to"):
        IntakeForm.model_validate(declared)


@pytest.mark.parametrize(("key", "value"), [("name", "ssn"), ("label", "Social Security number"),
                                            ("why", "We need your SSN to rate you."),
                                            ("label", "Taxpayer ID")])
def test_a_declaration_asking_for_a_social_security_number_is_refused(key: str,
                                                                      value: str) -> None:
    declared = json.loads(FORM_FILE.read_text("utf-8"))
    declared["steps"][0]["fields"][0][key] = value
    with pytest.raises(ValidationError, match="never asks for a Social Security number"):
        IntakeForm.model_validate(declared)


def test_no_question_of_the_intake_asks_for_a_social_security_number() -> None:
    asked = " ".join(f"{field.name} {field.label} {field.why}"
                     for step in INTAKE_FORM.steps for field in step.fields)
    assert "dateOfBirth" in asked and "social security" not in asked.lower()
    assert "ssn" not in {field.name.lower() for step in INTAKE_FORM.steps for field in step.fields}


def test_a_sealed_value_opens_only_for_its_request_and_only_unchanged(tmp_path: Path) -> None:
    key_file = tmp_path / "instance" / "intake-keys.json"
    ring = load_ring(key_file)
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    sealed = ring.seal("D1234567", 7)
    assert "D1234567" not in sealed
    assert ring.unseal(sealed, 7) == "D1234567"
    with pytest.raises(SealBroken):
        ring.unseal(sealed, 8)
    tampered = sealed[:-2] + ("A" if sealed[-2] != "A" else "B") + sealed[-1]
    with pytest.raises(SealBroken):
        ring.unseal(tampered, 7)
    assert load_ring(key_file) == ring


def test_a_new_key_seals_while_the_old_one_still_opens(tmp_path: Path) -> None:
    old = load_ring(tmp_path / "keys.json")
    sealed_before = old.seal("1HGCM82633A004352", 3)
    rotated = old.with_new_key()
    assert rotated.sealed_by(rotated.seal("x", 3)) == rotated.keys[0].id != old.keys[0].id
    assert rotated.unseal(sealed_before, 3) == "1HGCM82633A004352"
    with pytest.raises(SealBroken, match="no key"):
        rotated.only_newest().unseal(sealed_before, 3)


def test_an_intake_is_reached_by_its_latest_token_only(tmp_path: Path) -> None:
    store = RequestStore(tmp_path / "requests.sqlite3")
    store.set_up()
    received = store.add(Submission(kind="quote", name="Ann Lee", email="ann@example.com",
                                    phone="", contact_preference="email", message="",
                                    details={"coverages": ["auto"]}), time.time())
    with store.transaction() as db:
        first = start_intake(db, received.id, time.time())
        assert request_of_token(db, first) == received.id
        write_answers(db, received.id, {"drivers": [{"id": "a", "name": "Ann Lee"}]},
                      "vehicles", time.time(), "2027-01-10")
        second = give_new_token(db, received.id)
        assert request_of_token(db, first) is None
        assert request_of_token(db, second) == received.id
        stored = read_intake(db, received.id)
    assert stored is not None
    assert (stored.step, stored.renewal_on) == ("vehicles", "2027-01-10")
    assert stored.answers == {"drivers": [{"id": "a", "name": "Ann Lee"}]}
    assert first not in (tmp_path / "requests.sqlite3").read_bytes().decode("latin-1")
