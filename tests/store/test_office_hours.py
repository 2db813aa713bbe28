"""The office's week in the agency facts: what the model accepts and what it refuses, by name."""

from typing import Any

import pytest
from pydantic import ValidationError

from service.content.office_hours import NOTE_MAX, OfficeHours

NINE_TO_FIVE = {"opens": "09:00", "closes": "17:00"}


def week(**changes: Any) -> dict[str, Any]:
    days = ("monday", "tuesday", "wednesday", "thursday", "friday")
    return {**dict.fromkeys(days, NINE_TO_FIVE), "saturday": None, "sunday": None} | changes


def test_a_week_with_closed_days_and_a_note_is_kept_as_given() -> None:
    hours = OfficeHours.model_validate(week(saturday={"opens": "08:30", "closes": "12:00"},
                                            note="Evenings by appointment"))
    assert hours.saturday is not None and hours.saturday.opens == "08:30"
    assert hours.sunday is None
    assert hours.model_dump(mode="json", exclude_unset=True)["note"] == "Evenings by appointment"


@pytest.mark.parametrize(("changes", "reason"), [
    ({"monday": {"opens": "9:00", "closes": "17:00"}}, "monday.opens"),
    ({"monday": {"opens": "09:00", "closes": "24:00"}}, "monday.closes"),
    ({"monday": {"opens": "09:00", "closes": "17:00\n"}}, "monday.closes"),
    ({"tuesday": {"opens": "17:00", "closes": "09:00"}}, "closes (09:00) must be later than opens"),
    ({"tuesday": {"opens": "09:00", "closes": "09:00"}}, "must be later"),
    ({"friday": {"opens": "09:00"}}, "friday.closes"),
    ({"funday": None}, "funday"),
    ({"note": ""}, "note"),
    ({"note": "x" * (NOTE_MAX + 1)}, "note"),
])
def test_a_malformed_week_is_refused_naming_the_day(changes: dict[str, Any], reason: str) -> None:
    with pytest.raises(ValidationError) as refused:
        OfficeHours.model_validate(week(**changes))
    assert reason in str(refused.value).replace("\n", " ")


def test_every_day_must_be_stated_so_a_forgotten_one_is_not_read_as_closed() -> None:
    data = week()
    del data["wednesday"]
    with pytest.raises(ValidationError, match="wednesday"):
        OfficeHours.model_validate(data)
