"""The reference pages under docs/ are the ones the code gives now (a route, command, option or
setting changed without `make docs` fails here), and the generator gives the same text twice."""

import pytest

from tools.reference_docs.pages import GENERATORS, ROOT


@pytest.mark.parametrize("path", GENERATORS)
def test_the_checked_in_page_is_current(path: str) -> None:
    produced = GENERATORS[path]()
    checked_in = (ROOT / path).read_text("utf-8") if (ROOT / path).is_file() else ""
    assert checked_in == produced, (
        f"{path} is stale: run `make docs` (python -m tools.reference_docs) and commit it")


@pytest.mark.parametrize("path", GENERATORS)
def test_the_page_does_not_depend_on_the_run(path: str,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    first = GENERATORS[path]()
    monkeypatch.setenv("COLUMNS", "37")
    monkeypatch.setenv("AGENCY_PORT", "9123")
    monkeypatch.chdir("/")
    assert GENERATORS[path]() == first, f"{path} depends on the environment it is made in"
