"""The README's configuration table agrees with the settings model: the same variables, the same
defaults and the same words for what each accepts."""

import re
from pathlib import Path

import pytest

from service.config import FIELDS, VARIABLES, Settings
from service.config_types import ENV_PREFIX, accepts

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def table_rows() -> dict[str, tuple[str, str]]:
    """Each variable of the README's configuration table: its default and what it accepts."""
    readme = (PROJECT_ROOT / "README.md").read_text("utf-8")
    section = readme.split("\n## Configuration\n", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, tuple[str, str]] = {}
    for line in section.splitlines():
        if line.startswith("| `AGENCY_"):
            variable, default, accepted, _meaning = (cell.strip() for cell in
                                                     line.strip("|").split(" | "))
            assert variable.strip("`") not in rows, f"{variable} is in the table twice"
            rows[variable.strip("`")] = (default, accepted)
    return rows


ROWS = table_rows()


def field_of(variable: str) -> str:
    return variable.removeprefix(ENV_PREFIX).lower()


def test_the_table_lists_every_setting_and_nothing_else() -> None:
    assert sorted(ROWS) == sorted(ENV_PREFIX + name.upper() for name in VARIABLES)


@pytest.mark.parametrize("variable", ROWS)
def test_the_table_says_what_each_setting_accepts(variable: str) -> None:
    assert ROWS[variable][1] == accepts(FIELDS[field_of(variable)])


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
