"""How xdist hands browser tests to its workers: the tests of a module that starts a service (or an
SMTP server, or a render worker) of its own go to one worker together, so that service starts
once, not once on each worker the module's tests land on (10-40 s each); every other test goes
alone to whichever worker is free next, as `--dist load` hands them. The biggest groups go first
(xdist's loadscope reordering), the single tests fill in around them."""

import functools
import re
from pathlib import Path

import pytest
from xdist.remote import Producer
from xdist.scheduler import LoadScopeScheduling

# What a module calls to start a process of its own for its tests.
STARTS_ITS_OWN = re.compile(
    r"running_service\(|site_with_special_hours\(|subprocess\.Popen\(|start_smtp\(")


@functools.cache
def starts_its_own(module: Path) -> bool:
    return module.is_file() and bool(STARTS_ITS_OWN.search(module.read_text("utf-8")))


class ModuleServicesOnce(LoadScopeScheduling):
    """A module starting its own service is one unit of work; any other test is a unit alone."""

    def _split_scope(self, nodeid: str) -> str:
        module = nodeid.split("::", 1)[0]
        return module if starts_its_own(self.config.rootpath / module) else nodeid


def pytest_xdist_make_scheduler(config: pytest.Config,
                                log: Producer) -> LoadScopeScheduling | None:
    """In place of `--dist load` (make test-browser's); any other --dist asked for is kept."""
    return ModuleServicesOnce(config, log) if config.getoption("dist") == "load" else None
