"""A stop that native code swallows (raised inside a Python callback it made) is delivered again."""

import signal
import sys
import time
from collections.abc import Iterator

import nh3
import pytest

from cli import stops


@pytest.fixture
def stop_handler() -> Iterator[None]:
    previous = signal.signal(signal.SIGINT, stops._stop)
    yield
    signal.signal(signal.SIGINT, previous)


def test_a_stop_raised_in_a_native_callback_stops_the_command_after_it(
        stop_handler: None, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "unraisablehook", stops.stop_again_if_swallowed)
    monkeypatch.setattr(stops, "_finishing", False)  # an earlier command in this process finished
    calls = []

    def interrupted_filter(tag: str, attribute: str, value: str) -> str | None:
        calls.append(tag)
        if len(calls) == 1:
            raise KeyboardInterrupt  # as the stop handler does when the signal lands here
        return value

    with pytest.raises(KeyboardInterrupt):
        nh3.clean('<a href="/a">a</a><a href="/b">b</a>', attribute_filter=interrupted_filter)
        # The stop lands here, outside the callback, within 10 s. In short sleeps: the redelivered
        # stop is only seen between two of them (interrupt_main wakes no sleeping call).
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            time.sleep(0.01)
    assert calls  # the callback ran, and its stop was not lost
    assert "Traceback" not in capsys.readouterr().err


def test_other_unraisable_errors_are_reported_as_python_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    seen = []
    monkeypatch.setattr(sys, "__unraisablehook__", seen.append)

    class Unraisable:
        exc_value = ValueError("not a stop")

    stops.stop_again_if_swallowed(Unraisable())
    assert len(seen) == 1
