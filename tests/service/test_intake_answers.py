"""The intake's answers checked against its declaration: each bad input refused with words that
name the step, the item and the question."""

from datetime import date
from typing import Any

import pytest

from service.requests.intake.answer_rules import vin_check_digit
from service.requests.intake.answers import IntakeRefused, check_step
from service.requests.intake.form import INTAKE_FORM, Step

TODAY = date(2026, 3, 10)
AUTO = {"auto"}


def step(step_id: str) -> Step:
    found = INTAKE_FORM.step(step_id)
    assert found is not None
    return found


def refusal(step_id: str, raw: Any, lines: set[str] = AUTO) -> IntakeRefused:
    with pytest.raises(IntakeRefused) as refused:
        check_step(step(step_id), lines, raw, TODAY)
    return refused.value


def driver(**answers: Any) -> dict[str, Any]:
    return {"id": "d1", "name": "Ann Lee", **answers}


def test_good_answers_are_kept_cleaned_and_blank_ones_left_out() -> None:
    kept = check_step(step("drivers"), AUTO, [driver(
        dateOfBirth="1980-02-29", licenceNumber="d123-456 78", licenceState="CT",
        yearsLicensed="20", incidents="none", incidentDetails="")], TODAY)
    assert kept == [{"id": "d1", "name": "Ann Lee", "dateOfBirth": "1980-02-29",
                     "licenceNumber": "D12345678", "licenceState": "CT", "yearsLicensed": "20",
                     "incidents": "none"}]
    vehicle = check_step(step("vehicles"), AUTO, [
        {"id": "v1", "year": "2027", "vin": "1hgcm82633a004352", "annualMiles": "12,000",
         "garagingZip": "06460-1234"}], TODAY)
    assert vehicle == [{"id": "v1", "year": "2027", "vin": "1HGCM82633A004352",
                        "annualMiles": "12000", "garagingZip": "06460-1234"}]


def test_a_date_that_no_calendar_has_names_the_step_the_driver_and_the_field() -> None:
    refused = refusal("drivers", [driver(dateOfBirth="1981-02-29")])
    assert refused.errors == {"drivers.d1.dateOfBirth":
                              "Driver 1 (Ann Lee): Date of birth: Enter a real date, as month, "
                              "day and year."}
    assert str(refused).startswith("Check the Drivers step: Driver 1 (Ann Lee): Date of birth")


@pytest.mark.parametrize(("born", "words"), [
    ("2015-01-01", "15 to 100 years old"), ("1900-01-01", "15 to 100 years old"),
    ("2027-01-01", "15 to 100 years old"), ("03/04/1980", "real date"),
    ("1980-13-01", "real date")])
def test_a_birth_date_out_of_the_age_range_or_not_a_date_is_refused(born: str, words: str) -> None:
    assert words in refusal("drivers", [driver(dateOfBirth=born)]).errors[
        "drivers.d1.dateOfBirth"]


@pytest.mark.parametrize(("answers", "key", "words"), [
    ({"year": "1949"}, "vehicles.v1.year", "from 1950 to 2027"),
    ({"year": "2028"}, "vehicles.v1.year", "from 1950 to 2027"),
    ({"year": "20x0"}, "vehicles.v1.year", "from 1950 to 2027"),
    ({"vin": "1HGCM82643A004352"}, "vehicles.v1.vin", "does not add up"),
    ({"vin": "1HGCM8263OA004352"}, "vehicles.v1.vin", "no I, O or Q"),
    ({"vin": "1HGCM82633A00435"}, "vehicles.v1.vin", "17 letters"),
    ({"garagingZip": "6460"}, "vehicles.v1.garagingZip", "5-digit ZIP"),
    ({"garagingZip": "\uff10\uff16\uff14\uff16\uff10"}, "vehicles.v1.garagingZip", "5-digit ZIP"),
    ({"annualMiles": "150001"}, "vehicles.v1.annualMiles", "from 0 to 150,000"),
    ({"annualMiles": "-5"}, "vehicles.v1.annualMiles", "whole number"),
    ({"use": "racing"}, "vehicles.v1.use", "options given"),
    ({"make": "x" * 41}, "vehicles.v1.make", "at most 40 characters"),
    ({"colour": "red"}, "vehicles.v1.colour", "not part of the step"),
    ({"make": 7}, "vehicles.v1.make", "as text"),
])
def test_each_vehicle_rule_refuses_with_its_own_words(answers: dict[str, str], key: str,
                                                      words: str) -> None:
    refused = refusal("vehicles", [{"id": "v1", **answers}])
    assert list(refused.errors) == [key]
    assert words in refused.errors[key]
    assert refused.errors[key].startswith("Vehicle 1")


def test_the_vin_check_digit_follows_the_federal_rule() -> None:
    assert vin_check_digit("1HGCM82633A004352") == "3"
    assert vin_check_digit("1M8GDM9AXKP042788") == "X"  # remainder 10 is written X
    assert vin_check_digit("11111111111111111") == "1"


@pytest.mark.parametrize("number", ["D12", "A" * 21, "D123*567", "ÄB12345"])
def test_a_licence_number_is_4_to_20_letters_and_digits(number: str) -> None:
    assert "4 to 20" in refusal("drivers", [driver(licenceNumber=number)]).errors[
        "drivers.d1.licenceNumber"]


@pytest.mark.parametrize("expiry", ["2026-02-07", "2027-04-15", "2026-02-30"])
def test_a_policy_date_outside_its_window_or_unreal_is_refused(expiry: str) -> None:
    assert "drivers" not in refusal("autoPolicy", {"expiryDate": expiry}).errors
    assert "autoPolicy.expiryDate" in refusal("autoPolicy", {"expiryDate": expiry}).errors


def test_item_ids_must_be_given_well_formed_and_unique() -> None:
    assert list(refusal("drivers", [{"name": "A"}]).errors) == ["drivers.1"]
    assert list(refusal("drivers", [driver(), driver()]).errors) == ["drivers.2"]
    assert list(refusal("drivers", [{"id": "d 1"}]).errors) == ["drivers.1"]
    assert list(refusal("drivers", [{"id": "x" * 21}]).errors) == ["drivers.1"]


def test_more_items_than_declared_or_a_wrong_shape_is_refused_whole() -> None:
    many = [{"id": f"d{n}"} for n in range(9)]
    assert refusal("drivers", many).errors == {"drivers": "Add at most 8 drivers."}
    assert list(refusal("drivers", {"id": "d1"}).errors) == ["drivers"]
    assert list(refusal("drivers", ["d1"]).errors) == ["drivers"]
    assert list(refusal("autoPolicy", [{}]).errors) == ["autoPolicy"]
    assert list(refusal("documents", {}).errors) == ["documents"]


def test_a_question_of_another_line_is_not_taken() -> None:
    refused = refusal("property", {"roofAge": "10"}, {"renters"})
    assert list(refused.errors) == ["property.roofAge"]
    assert check_step(step("property"), {"home"}, {"roofAge": "10"}, TODAY) == {"roofAge": "10"}


def test_several_choices_are_kept_in_declared_order_and_unknown_ones_refused() -> None:
    business = step("business")
    assert check_step(business, {"business"}, {"coveragesWanted": ["cyber", "bop", "cyber"]},
                      TODAY) == {"coveragesWanted": ["bop", "cyber"]}
    assert "options" in refusal("business", {"coveragesWanted": ["bop", "dental"]},
                                {"business"}).errors["business.coveragesWanted"]


def test_a_sensitive_answer_shown_masked_is_kept_and_an_empty_one_clears() -> None:
    kept = check_step(step("drivers"), AUTO, [driver(
        dateOfBirth={"masked": "••/••/••••", "set": True}, licenceNumber="")], TODAY)
    assert kept == [{"id": "d1", "name": "Ann Lee", "licenceNumber": ""}]


def test_text_loses_control_and_direction_characters() -> None:
    kept = check_step(step("drivers"), AUTO, [driver(name="Ann\u202e Lee\x00",
                                                     incidentDetails="one\r\ntwo\x07")], TODAY)
    assert kept[0]["name"] == "Ann Lee"
    assert kept[0]["incidentDetails"] == "one\ntwo"
