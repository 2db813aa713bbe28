"""How a person is reached, as content holds it: an e-mail address and a US phone number."""

import json
import re
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, Field, StrictStr

from service.content.matching import Matching

PHONE_MAX = 40
# What a complete e-mail address is, and the words for a wrong one, are the request forms' rules:
# data the web forms read too, kept once.
_FORM_RULES: dict[str, Any] = json.loads(
    (Path(__file__).parents[1] / "requests" / "form_rules.json").read_text("utf-8"))
EMAIL_PATTERN = re.compile(_FORM_RULES["patterns"]["email"])
# Digits and the marks people write between them: "(203) 555-0142", "+1 203.555.0142".
PHONE_TEXT = re.compile(r"\+?[0-9() .-]*[0-9][0-9() .-]*")


def _ten_digits(value: str) -> str:
    """A North American number: ten digits, or eleven with the country code 1 first."""
    digits = re.sub(r"\D", "", value)
    if len(digits) == 10 or (len(digits) == 11 and digits.startswith("1")):
        return value
    raise ValueError(_FORM_RULES["messages"]["phone"])


Email = Annotated[StrictStr, Field(max_length=_FORM_RULES["limits"]["email"]),
                  Matching(EMAIL_PATTERN, _FORM_RULES["messages"]["email"])]
Phone = Annotated[StrictStr, Field(max_length=PHONE_MAX),
                  Matching(PHONE_TEXT, _FORM_RULES["messages"]["phone"]),
                  AfterValidator(_ten_digits)]
