"""`make test`'s first step (Makefile, FIRST_STEPS) makes the installs, the bytecode and the web
app in the same make as lint, types and the content check: a check there that asked for `install`
or `build` would start a second make, which would run npm ci or rollup in the same folder at the
same time as the first."""

import subprocess

import pytest

from tests.conftest import PROJECT_ROOT

# The targets whose recipe runs make again for the installs or the build.
AGAIN = {"install", "build"}


@pytest.fixture(scope="module")
def rules() -> dict[str, list[str]]:
    """Each variable's value and each rule's prerequisites, as make reads the Makefile."""
    database = subprocess.run(["make", "--no-print-directory", "-pq", "help"], cwd=PROJECT_ROOT,
                              capture_output=True, text=True, check=False).stdout
    found: dict[str, list[str]] = {}
    for line in database.splitlines():
        name, sep, rest = line.partition(" := ") if " := " in line else line.partition(":")
        if sep and name and " " not in name and not line.startswith(("#", "\t")):
            found.setdefault(name, rest.replace("|", " ").split())
    return found


def test_the_first_step_builds_the_installs_and_the_web_app_beside_the_static_checks(
        rules: dict[str, list[str]]) -> None:
    first = rules["FIRST_STEPS"]
    for needed in (rules["PYTHON_ENV"], rules["NODE_ENV"], rules["WEB_BUILD"], rules["BYTECODE"]):
        assert needed[0] in first
    assert {"lint", "typecheck", "check-content"} <= set(first)
    assert not {"lint", "typecheck", "check-content"} & set(rules["SUITE_STEPS"])


def test_no_step_of_the_first_asks_make_again_for_the_installs_or_the_build(
        rules: dict[str, list[str]]) -> None:
    again = {step: sorted(AGAIN & set(rules.get(step, []))) for step in rules["FIRST_STEPS"]}
    assert not {step: names for step, names in again.items() if names}
    assert "install" in rules["test-python"]  # the check reads what make says


def test_the_browser_suite_runs_in_a_wave_of_its_own_and_every_suite_in_one_wave(
        rules: dict[str, list[str]]) -> None:
    waves = [wave.split("+") for wave in rules["SUITE_WAVES"]]
    assert ["test-browser"] in waves
    suites = [suite for wave in waves for suite in wave]
    assert sorted(suites) == sorted(set(suites)) == sorted(rules["SUITE_STEPS"])
    assert {"test-python", "test-web", "test-deploy", "test-clock"} <= set(suites)
