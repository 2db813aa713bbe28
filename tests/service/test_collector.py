"""The collector's hold for the first content load is the started service's alone: an app made in
a test or by the CLI loads with the collector running and freezes nothing (issue 42)."""

import gc

from service.ops import collector


def test_outside_python_m_service_the_first_load_holds_and_freezes_nothing() -> None:
    frozen = gc.get_freeze_count()
    with collector.held_for_first_load():
        assert gc.isenabled()
    assert gc.isenabled()
    assert gc.get_freeze_count() == frozen
