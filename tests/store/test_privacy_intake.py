"""Version 9: the privacy notice says what the quote intake collects, why, how the most sensitive
answers are protected and how long they are kept; the release's notice migrates to the shipped
text, an edited one keeps its own words, and each sensitive question is named in it."""

import json

import pytest

from service.content.notice import Notice
from service.requests.intake.form import INTAKE_FORM
from service.store.migrations.base import CannotMigrate
from service.store.migrations.defaults import default
from service.store.migrations.v9_privacy_intake import migrate_privacy
from tests.conftest import TEST_CONTENT

INTAKE_HEADING = "What the detailed quote questions collect, and why"
# The words the notice uses for each sensitive question of the intake declaration: a question
# made sensitive without the notice naming it fails here.
NOTICE_WORDS = {"dateOfBirth": "date of birth", "licenceNumber": "driver's license",
                "vin": "VIN"}


def shipped() -> dict[str, object]:
    return json.loads((TEST_CONTENT / "copy" / "privacy.json").read_text("utf-8"))


def intake_text(notice: dict[str, object]) -> str:
    sections = notice["sections"]
    assert isinstance(sections, list)
    at = [section["heading"] for section in sections].index(INTAKE_HEADING)
    return json.dumps(sections[at:at + 2])


def test_the_releases_notice_migrates_to_the_shipped_text_and_once() -> None:
    migrated = migrate_privacy(default("privacy"))
    assert migrated == shipped()
    assert migrate_privacy(migrated) == migrated
    Notice.model_validate(migrated)


def test_the_new_sections_follow_what_the_forms_collect_and_the_old_sentence_is_corrected() -> None:
    headings = [section["heading"] for section in shipped()["sections"]]  # type: ignore[index]
    assert headings[:3] == ["What our request forms collect, and why", INTAKE_HEADING,
                            "How we protect those answers, and how long we keep them"]
    text = json.dumps(shipped())
    assert "The forms never ask for them" not in text
    assert "asked for only in the detailed quote questions" in text


def test_it_names_what_is_collected_that_it_is_encrypted_no_ssn_and_the_retention() -> None:
    text = intake_text(shipped())
    for said in ("contact details", "date of birth", "driver's license", "VIN",
                 "your home or your business", "declarations page", "encrypted",
                 "Only our staff", "never ask for a Social Security number",
                 "{retentionDays} days"):
        assert said in text, said
    for step, field in INTAKE_FORM.sensitive:
        assert NOTICE_WORDS[field] in text, (step, field)


def test_an_edited_notice_keeps_its_words_and_gains_the_sections_at_the_top_when_needed() -> None:
    own = {"title": "Privacy", "updated": "2026-01-02", "intro": ["Ours."],
           "sections": [{"heading": "Our own", "paragraphs": ["Please don't type anything."]}]}
    migrated = migrate_privacy(own)
    assert [section["heading"] for section in migrated["sections"]] == [
        INTAKE_HEADING, "How we protect those answers, and how long we keep them", "Our own"]
    assert migrated["sections"][2] == own["sections"][0]
    assert migrated["updated"] == default("privacy-intake")["updated"]
    assert migrate_privacy(None) is None


def test_a_notice_without_sections_names_the_field() -> None:
    with pytest.raises(CannotMigrate) as failed:
        migrate_privacy({"title": "Privacy", "sections": "none"})
    assert failed.value.field == "sections" and failed.value.fix
    with pytest.raises(CannotMigrate):
        migrate_privacy(["not", "a", "notice"])

