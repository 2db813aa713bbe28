"""The order xdist's workers get the browser suite's work in (scheduling.py): a module starting its
own service is one unit, and the units holding a test marked long go out first."""

from collections import OrderedDict
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from tests.browser.scheduling import ModuleServicesOnce, long_tests
from tests.conftest import PROJECT_ROOT

MODULE = '''import pytest

@pytest.mark.long  # why, in the docstring
@pytest.mark.parametrize("shard", range(2))
def test_crawl(shard):
    """Over 10 s: ..."""

def test_short():
    pass

@pytest.mark.long
def test_journey(running_service, page):
    pass
'''


class Worker:
    """What the scheduler tells a worker: the indexes of the tests it is to run."""

    def __init__(self) -> None:
        self.sent: list[list[int]] = []

    def send_runtest_some(self, indexes: list[int]) -> None:
        self.sent.append(indexes)


def scheduler(root: Path, collection: list[str], worker: Worker) -> Any:
    """A ModuleServicesOnce over collection, its work queue built as xdist builds it."""
    schedule: Any = ModuleServicesOnce.__new__(ModuleServicesOnce)
    schedule.config = SimpleNamespace(rootpath=root)
    schedule.workqueue, schedule.assigned_work = OrderedDict(), {}
    schedule.registered_collections = {worker: collection}
    for nodeid in collection:
        schedule.workqueue.setdefault(schedule._split_scope(nodeid), {})[nodeid] = False
    return schedule


def test_the_long_tests_are_read_from_the_modules_text(tmp_path: Path) -> None:
    (tmp_path / "test_x.py").write_text(MODULE, "utf-8")
    assert long_tests(tmp_path / "test_x.py") == {"test_crawl", "test_journey"}
    assert long_tests(PROJECT_ROOT / "tests/browser/test_budget.py") == {
        "test_every_kind_of_public_page_loads_within_budget"}


def test_the_work_holding_a_long_test_goes_first(tmp_path: Path) -> None:
    (tmp_path / "test_x.py").write_text(MODULE, "utf-8")
    (tmp_path / "test_own.py").write_text("running_service(\ndef test_a():\n", "utf-8")
    collection = ["test_own.py::test_a", "test_own.py::test_b", "test_x.py::test_short",
                  "test_x.py::test_crawl[0]", "test_x.py::test_crawl[1]"]
    worker = Worker()
    schedule = scheduler(tmp_path, collection, worker)
    assert list(schedule.workqueue) == ["test_own.py", *collection[2:]]
    for _ in range(4):
        schedule._assign_work_unit(worker)
    assert worker.sent == [[3], [4], [0, 1], [2]]
