"""The generated settings table (docs/settings.md) agrees with the settings model: the same
variables, the same defaults, the same words for what each accepts, and a meaning for each."""

import re

import pytest

from service.config import FIELDS, VARIABLES, Settings
from service.config_types import ENV_PREFIX, accepts
from tests.conftest import PROJECT_ROOT


def table_rows() -> dict[str, tuple[str, str, str]]:
    """Each variable of the settings table: its default, what it accepts and its meaning."""
    reference = (PROJECT_ROOT / "docs" / "settings.md").read_text("utf-8")
    rows: dict[str, tuple[str, str, str]] = {}
    for line in reference.splitlines():
        if line.startswith("| `AGENCY_"):
            variable, default, accepted, meaning = (cell.strip() for cell in
                                                    line.strip("|").split(" | "))
            assert variable.strip("`") not in rows, f"{variable} is in the table twice"
            rows[variable.strip("`")] = (default, accepted, meaning)
    return rows


ROWS = table_rows()


def field_of(variable: str) -> str:
    return variable.removeprefix(ENV_PREFIX).lower()


def test_the_table_lists_every_setting_and_nothing_else() -> None:
    assert sorted(ROWS) == sorted(ENV_PREFIX + name.upper() for name in VARIABLES), (
        "docs/settings.md is stale: run `make docs`")


@pytest.mark.parametrize("variable", ROWS)
def test_the_table_says_what_each_setting_accepts(variable: str) -> None:
    assert ROWS[variable][1] == accepts(FIELDS[field_of(variable)])


@pytest.mark.parametrize("variable", ROWS)
def test_each_setting_says_what_it_means(variable: str) -> None:
    assert FIELDS[field_of(variable)].description, f"{variable} has no description in the model"
    assert ROWS[variable][2], f"{variable}: the table gives no meaning"


@pytest.mark.parametrize("variable", ROWS)
def test_the_documented_default_is_the_default(variable: str) -> None:
    documented = ROWS[variable][0]
    defaults = Settings.from_env({})
    if documented == "unset":
        assert getattr(defaults, field_of(variable)) in (None, ())
        return
    match = re.fullmatch(r"`([^`]+)`( of this checkout)?", documented)
    assert match, f"{variable}: a default the test cannot read: {documented}"
    value = str(PROJECT_ROOT / match[1]) if match[2] else match[1]
    assert Settings.from_env({variable: value}) == defaults
