"""Pytest plugin for `make test-clock`: the clock tests run again with the process's clock moved
by Debian's faketime (libfaketime 0.9.10).

That libfaketime cannot leave the monotonic clock alone and still sleep: with
FAKETIME_DONT_FAKE_MONOTONIC=1 its clock_nanosleep turns Python's absolute monotonic deadline
into a negative one (EINVAL), and with the monotonic clock faked every timed lock wait
(sem_clockwait, which it does not wrap) waits for decades. So the monotonic clock stays real and
time.sleep waits with select(), whose timeout is relative, for the same length of time.

Its "monotonic fix" is off too (FAKETIME_FORCE_MONOTONIC_FIX=0): with the monotonic clock left
real there is nothing to fix, and with it on every timed wait on a condition variable (how
CPython hands the GIL from thread to thread) returns at once and spins: each thread took some
0.1 s to start, and the clock tests used four times the CPU of the same tests on the real clock
(test-clock 4:31 against 1:20 for the same 402 tests, with 94 s of CPU against 24 s).
"""

import os
import select
import time


def _sleep(seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        select.select([], [], [], left)


def pytest_configure() -> None:
    if "libfaketime" not in os.environ.get("LD_PRELOAD", ""):
        raise RuntimeError("tests.shifted_clock is for runs under faketime (make test-clock)")
    if os.environ.get("FAKETIME_DONT_FAKE_MONOTONIC") != "1":
        raise RuntimeError("set FAKETIME_DONT_FAKE_MONOTONIC=1: see tests/shifted_clock.py")
    if os.environ.get("FAKETIME_FORCE_MONOTONIC_FIX") != "0":
        raise RuntimeError("set FAKETIME_FORCE_MONOTONIC_FIX=0: see tests/shifted_clock.py")
    time.sleep = _sleep


def pytest_report_header() -> str:
    return f"shifted clock (faketime {os.environ.get('FAKETIME', '?')}): {time.ctime()} UTC"
