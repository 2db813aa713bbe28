"""The booking tests' setting: the test content's meeting types, taken by one member without
notice, its office hours and team (booking_setting: each test module's fixture returns it)."""

import json
from typing import Any

from service.bookings.setting import BookingSetting
from tests.conftest import TEST_CONTENT


def content(name: str) -> Any:
    return json.loads((TEST_CONTENT / f"{name}.json").read_text("utf-8"))


def booking_setting() -> BookingSetting:
    booking = content("copy/booking") | {"types": [
        kind | {"minimumNoticeBusinessHours": 0, "members": ["eleanor-whitcomb"]}
        for kind in content("copy/booking")["types"]]}
    return BookingSetting.from_content(booking, content("site"), content("copy/team"))
