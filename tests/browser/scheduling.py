"""How xdist hands browser tests to its workers: the tests of a module that starts a service (or an
SMTP server, or a render worker) of its own go to one worker together, so that service starts
once, not once on each worker the module's tests land on (10-40 s each); every other test goes
alone to whichever worker is free next, as `--dist load` hands them. The work holding a test
marked `long` goes first (a long test handed out last ends the run alone while the other workers
wait), then the biggest groups (xdist's loadscope reordering), the single tests filling in."""

import functools
import re
from pathlib import Path

import pytest
from xdist.remote import Producer
from xdist.scheduler import LoadScopeScheduling
from xdist.workermanage import WorkerController

# What a module calls to start a process of its own for its tests.
STARTS_ITS_OWN = re.compile(
    r"running_service\(|site_with_special_hours\(|subprocess\.Popen\(|start_smtp\(")
# The mark, at the start of a line among a test's decorators (the scheduler sees node ids only,
# not the collected tests' marks, so it reads them from the module's text).
LONG_MARK = "@pytest.mark.long"


@functools.cache
def starts_its_own(module: Path) -> bool:
    return module.is_file() and bool(STARTS_ITS_OWN.search(module.read_text("utf-8")))


@functools.cache
def long_tests(module: Path) -> frozenset[str]:
    """The names of the module's test functions marked long."""
    if not module.is_file():
        return frozenset()
    names, marked = set(), False
    for line in module.read_text("utf-8").splitlines():
        if line.startswith(LONG_MARK):
            marked = True
        elif marked and line.startswith("def "):
            names.add(line.removeprefix("def ").split("(", 1)[0])
            marked = False
    return frozenset(names)


def is_long(root: Path, nodeid: str) -> bool:
    module, _, test = nodeid.partition("::")
    return test.split("[", 1)[0] in long_tests(root / module)


class ModuleServicesOnce(LoadScopeScheduling):
    """A module starting its own service is one unit of work; any other test is a unit alone.
    Units holding a long test are handed out first."""

    _long_first = False

    def _split_scope(self, nodeid: str) -> str:
        module = nodeid.split("::", 1)[0]
        return module if starts_its_own(self.config.rootpath / module) else nodeid

    def _assign_work_unit(self, node: WorkerController) -> None:
        if not self._long_first:
            long_units = [scope for scope, unit in self.workqueue.items()
                          if any(is_long(self.config.rootpath, nodeid) for nodeid in unit)]
            for scope in reversed(long_units):
                self.workqueue.move_to_end(scope, last=False)
            self._long_first = True
        super()._assign_work_unit(node)


def pytest_xdist_make_scheduler(config: pytest.Config,
                                log: Producer) -> LoadScopeScheduling | None:
    """In place of `--dist load` (make test-browser's); any other --dist asked for is kept."""
    return ModuleServicesOnce(config, log) if config.getoption("dist") == "load" else None
