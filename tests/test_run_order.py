"""The order tests/conftest.py gives a run: the tests marked long first, the rest in their usual
order; the browser suite keeps the order its scheduling expects."""

from pathlib import Path
from typing import Any

from tests.conftest import BROWSER_TESTS, PROJECT_ROOT, pytest_collection_modifyitems


class Item:
    """What the hook reads of a collected test: its path and its marks."""

    def __init__(self, name: str, *marks: str, folder: Path = PROJECT_ROOT / "tests") -> None:
        self.name, self.marks, self.path = name, marks, folder / "test_x.py"

    def get_closest_marker(self, name: str) -> Any:
        return name if name in self.marks else None


def order(items: list[Item]) -> list[str]:
    pytest_collection_modifyitems(items)  # type: ignore[arg-type]
    return [item.name for item in items]


def test_long_first_then_the_rest_each_in_its_order() -> None:
    items = [Item("a"), Item("b", "slow"), Item("c", "long", "slow"), Item("d"),
             Item("e", "slow"), Item("f", "long")]
    assert order(items) == ["c", "f", "a", "b", "d", "e"]


def test_a_run_with_browser_tests_keeps_its_order() -> None:
    items = [Item("a"), Item("b", "long", folder=BROWSER_TESTS), Item("c", "long")]
    assert order(items) == ["a", "b", "c"]
