"""`make test-fast` leaves out what starts a real process: every test module outside the browser,
deployment and fuzzing folders that starts the service or nginx carries the `slow` mark."""

import re
from pathlib import Path

from tests.conftest import PROJECT_ROOT

# The helpers that start the service or nginx as a process of its own (tests/servers.py,
# tests/service/real_service.py).
STARTERS = re.compile(r"\b(running_service|start_service|service_process|running_nginx|"
                      r"start_with_socket|real_service)\b")
# `pytestmark = pytest.mark.slow`, alone or in a list of marks.
MARKED = re.compile(r"^pytestmark = (pytest\.mark\.slow\b|\[[^\]]*pytest\.mark\.slow\b)", re.M)
# The folders `make test-fast` runs (Makefile, FAST_TESTS).
FAST_FOLDERS = ("store", "cli", "service", "tools", "checks")
HELPERS = {"servers.py", "real_service.py", "conftest.py"}


def fast_modules() -> list[Path]:
    tests = PROJECT_ROOT / "tests"
    found = [path for folder in FAST_FOLDERS for path in (tests / folder).rglob("test_*.py")]
    return sorted(found + list(tests.glob("test_*.py")))


def test_the_fast_folders_are_those_make_test_fast_runs() -> None:
    makefile = (PROJECT_ROOT / "Makefile").read_text("utf-8")
    line = re.search(r"^FAST_TESTS := (.*)$", makefile, re.M)
    assert line, "Makefile has no FAST_TESTS"
    assert line.group(1).split() == [f"tests/{folder}" for folder in FAST_FOLDERS] + [
        "$(wildcard", "tests/test_*.py)"]


def test_every_module_that_starts_the_service_or_nginx_is_marked_slow() -> None:
    unmarked = [str(path.relative_to(PROJECT_ROOT)) for path in fast_modules()
                if path.name not in HELPERS and path != Path(__file__).resolve()
                and STARTERS.search(path.read_text("utf-8"))
                and not MARKED.search(path.read_text("utf-8"))]
    assert not unmarked, f"start the service or nginx but lack the slow mark: {unmarked}"


def test_the_check_sees_a_module_that_starts_the_service() -> None:
    assert STARTERS.search("with running_service(content, instance) as url:")
    assert not STARTERS.search("with store.transaction() as changes:")
