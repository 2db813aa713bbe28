"""The agency's years in copy: the placeholders text may hold, and the founding years and years in
business it must not write out (the pages fill both from site.json `founded`)."""

import re
from collections.abc import Collection, Iterator
from typing import Any

from pydantic import BaseModel

# Filled by the web (web/src/lib/agency-years.ts): the founding year, the whole years since.
PLACEHOLDERS = ("founded", "yearsInBusiness")
_BRACED = re.compile(r"\{([A-Za-z]+)\}")
# A year said to be when the agency opened or since when it serves: "since 1987", "opened our
# doors in 1986", "founded in 1990", and any "in 19xx".
FOUNDING = re.compile(
    r"\b(?:since|opened|founded|established)\b[^.\d{}]{0,40}?\b((?:18|19|20)\d{2})\b"
    r"|\bin\s+(19\d{2})\b", re.IGNORECASE)
# A count of years in business written out: "25 years of experience", "40 years in business".
YEARS_IN_BUSINESS = re.compile(
    r"\b(\d+)\s+years\s+(?:of\s+(?:local\s+)?experience|in\s+business)", re.IGNORECASE)


def founding_years(text: str) -> list[int]:
    """Every year the text names as when the agency opened or since when it serves."""
    return [int(a or b) for a, b in FOUNDING.findall(text)]


def years_problems(document: Any, also_filled: Collection[str] = ()) -> list[str]:
    """What the texts of a page, copy or product document write that the pages should take from
    `founded`, and the placeholders they name that nothing fills (`also_filled`: those the
    document's own page fills besides the years, as a notice's facts)."""
    problems: list[str] = []
    for text in _texts(document):
        problems += [f"{{{name}}} is not a placeholder the pages fill: write {{founded}} or "
                     "{yearsInBusiness}" for name in _BRACED.findall(text)
                     if name not in PLACEHOLDERS and name not in also_filled]
        problems += [f"names {year} as the year the agency opened or serves since: write "
                     "{founded}, which every page fills from site.json" for year in
                     founding_years(text)]
        problems += [f"counts {count} years in business: write {{yearsInBusiness}}, which "
                     "every page counts from site.json's founded year"
                     for count in YEARS_IN_BUSINESS.findall(text)]
    return problems


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, BaseModel):
        value = value.model_dump()
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
