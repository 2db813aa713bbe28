"""A phone number reduced to the digits that identify it, so any formatting finds the same one."""

import re

NON_DIGITS = re.compile(r"\D")
NATIONAL_DIGITS = 10  # a US number without its country code


def phone_digits(text: str) -> str:
    """The last ten digits: "+1 (203) 555-0161", "203-555-0161" and "2035550161" agree."""
    return NON_DIGITS.sub("", text)[-NATIONAL_DIGITS:]
