"""The service's request checks against tests/fixtures/request-field-cases.json, the cases the web
forms' own checks (web/src/features/forms/lib/validate-request.ts) are tested against too."""

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from service.requests.fields import Invalid, clean_text, validate

CASES_FILE = Path(__file__).resolve().parent.parent / "fixtures" / "request-field-cases.json"
CASES: dict[str, Any] = json.loads(CASES_FILE.read_text("utf-8"))


def values_of(case: dict[str, Any]) -> dict[str, Any]:
    values = {**CASES["bases"][case["base"]], **case["changes"]}
    return {name: value for name, value in values.items() if value is not None}


@pytest.mark.parametrize("case", CASES["cases"], ids=[case["name"] for case in CASES["cases"]])
def test_the_service_names_the_same_problems(case: dict[str, Any]) -> None:
    today = date.fromisoformat(CASES["today"])
    try:
        validate(values_of(case), CASES["companies"], today)
    except Invalid as invalid:
        assert invalid.errors == case["errors"]
    else:
        assert case["errors"] == {}


CLEANED = [case for case in CASES["cases"] if "cleaned" in case]


@pytest.mark.parametrize("case", CLEANED, ids=[case["name"] for case in CLEANED])
def test_the_service_keeps_the_same_text(case: dict[str, Any]) -> None:
    values = values_of(case)
    for name, expected in case["cleaned"].items():
        assert clean_text(name, values[name]) == expected
    if not case["errors"]:
        kept = validate(values, CASES["companies"], date.fromisoformat(CASES["today"]))
        for name, expected in case["cleaned"].items():
            assert getattr(kept, name) == expected
