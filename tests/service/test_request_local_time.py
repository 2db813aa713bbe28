"""The office's time zone in words, and phone numbers reduced to their digits."""

from datetime import UTC, date, datetime

from service.requests.local_time import local_date_text, local_day, local_time_text
from service.requests.phone_digits import phone_digits

# Not marked clock: every function here is given its instant and reads no clock, so a run at
# another instant (make test-clock) would test nothing new.


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


def test_times_are_written_on_the_office_clock_with_the_zone_of_the_season() -> None:
    assert local_time_text(at(2026, 11, 25, 14, 14)) == \
        "Wednesday, November 25, 2026, 9:14 AM EST"
    assert local_time_text(at(2026, 7, 4, 4, 5)) == "Saturday, July 4, 2026, 12:05 AM EDT"
    assert local_time_text(at(2026, 3, 2, 18, 0)) == "Monday, March 2, 2026, 1:00 PM EST"


def test_the_local_day_changes_at_local_midnight_not_at_utc_midnight() -> None:
    assert local_day(at(2026, 11, 26, 3, 0)) == date(2026, 11, 25)
    assert local_date_text(date(2025, 3, 11)) == "March 11, 2025"


def test_any_formatting_of_a_number_gives_the_same_digits() -> None:
    numbers = ["203-555-0161", "2035550161", "(203) 555-0161", "+1 203 555 0161",
               "1-203-555-0161"]
    assert {phone_digits(number) for number in numbers} == {"2035550161"}
    assert phone_digits("") == ""
