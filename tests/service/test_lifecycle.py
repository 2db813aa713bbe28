"""The background work's lifecycle: jobs start in order, stop in reverse order, and all of them
within one shutdown deadline; one that does not stop is cancelled and the others still stop."""

import asyncio
import os
import re
import sys
import time
from pathlib import Path

import pytest

from service.app import create_app
from service.config import Settings
from service.ops import lifecycle
from service.ops.lifecycle import EXTENSION_KEY, Lifecycle, Step
from tests.conftest import git
from tests.deploy.test_shutdown import children, command_line, is_running
from tests.service.test_server_rendering import FAKE_WORKER

DEADLINE = 0.5


async def stop_all(work: Lifecycle) -> float:
    """Seconds the stop took; a stop that hangs fails the test instead of hanging it."""
    started = time.monotonic()
    await asyncio.wait_for(work.stop(), DEADLINE * 10)
    return time.monotonic() - started


def recorder(events: list[str], name: str) -> tuple[Step, Step]:
    async def start() -> None:
        events.append(f"start {name}")

    async def stop() -> None:
        await asyncio.sleep(0)
        events.append(f"stop {name}")

    return start, stop


async def test_jobs_start_in_order_and_stop_in_reverse_order() -> None:
    events: list[str] = []
    work = Lifecycle(DEADLINE)
    for name in ("worker", "cache", "outbox"):
        start, stop = recorder(events, name)
        work.add(name, start=start, stop=stop)
    work.add("start only", start=recorder(events, "start only")[0])
    await work.start()
    await work.stop()
    assert events == ["start worker", "start cache", "start outbox", "start start only",
                      "stop outbox", "stop cache", "stop worker"]
    await work.stop()  # a second stop has nothing left to stop
    assert len(events) == 7


async def test_a_loop_job_ends_when_told_and_then_does_its_last_step() -> None:
    events: list[str] = []

    async def run(stopping: asyncio.Event) -> None:
        events.append("running")
        await stopping.wait()
        events.append("loop ended")

    async def last_push() -> None:
        events.append("last push")

    work = Lifecycle(DEADLINE)
    work.add_loop("pusher", run, then=last_push)
    await work.start()
    await asyncio.sleep(0)
    assert events == ["running"]
    await work.stop()
    assert events == ["running", "loop ended", "last push"]


async def test_a_job_that_ignores_its_stop_is_cancelled_at_the_deadline_and_the_others_stop(
        caplog: pytest.LogCaptureFixture) -> None:
    events: list[str] = []
    stuck_cancelled = asyncio.Event()

    async def ignore_stop(stopping: asyncio.Event) -> None:
        try:
            await asyncio.Event().wait()  # never set: it does not look at `stopping`
        except asyncio.CancelledError:
            stuck_cancelled.set()
            raise

    async def follow(stopping: asyncio.Event) -> None:
        await stopping.wait()
        events.append("first stopped")

    async def after() -> None:
        events.append("last stopped")

    work = Lifecycle(DEADLINE)
    work.add_loop("first", follow)
    work.add_loop("stuck", ignore_stop)
    work.add("last", stop=after)
    await work.start()
    assert DEADLINE <= await stop_all(work) < DEADLINE + 0.4
    assert stuck_cancelled.is_set()
    assert events[0] == "last stopped"
    assert "stuck did not stop within the shutdown deadline (0.5 s): cancelled" in caplog.text
    # Its turn came after the deadline, yet it was told to stop, and its task is over.
    assert all(task.done() for task in asyncio.all_tasks() if task is not asyncio.current_task())


async def test_a_slow_stop_is_named_in_the_log(caplog: pytest.LogCaptureFixture,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lifecycle, "SLOW_STOP_SECONDS", 0.05)

    async def slow_stop() -> None:
        await asyncio.sleep(0.1)

    async def quick_stop() -> None:
        await asyncio.sleep(0)

    work = Lifecycle(DEADLINE)
    work.add("quick", stop=quick_stop)
    work.add("slow", stop=slow_stop)
    await work.start()
    await stop_all(work)
    named = [record.getMessage() for record in caplog.records if record.name == lifecycle.__name__]
    assert len(named) == 1 and re.fullmatch(r"slow took \d+\.\d s to stop", named[0]), named


async def test_a_job_past_the_deadline_is_still_told_to_stop() -> None:
    told: list[str] = []

    async def slow_stop() -> None:
        await asyncio.sleep(10)

    async def quick_stop() -> None:
        told.append("told")
        await asyncio.sleep(10)  # would take long: cancelled, but it was told

    work = Lifecycle(DEADLINE)
    work.add("quick", stop=quick_stop)
    work.add("slow", stop=slow_stop)
    await work.start()
    assert await stop_all(work) < DEADLINE + 0.4
    assert told == ["told"]


async def test_a_stop_that_fails_is_logged_and_the_others_still_stop(
        caplog: pytest.LogCaptureFixture) -> None:
    events: list[str] = []

    async def fail() -> None:
        raise OSError("disk gone")

    work = Lifecycle(DEADLINE)
    work.add("first", stop=recorder(events, "first")[1])
    work.add("broken", stop=fail)
    await work.start()
    await work.stop()
    assert events == ["stop first"]
    assert "broken failed: OSError: disk gone" in caplog.text


async def test_a_start_that_fails_stops_what_started_before_it() -> None:
    events: list[str] = []

    async def refuse() -> None:
        raise RuntimeError("cannot start")

    work = Lifecycle(DEADLINE)
    for name in ("worker", "cache"):
        start, stop = recorder(events, name)
        work.add(name, start=start, stop=stop)
    work.add("broken", start=refuse, stop=recorder(events, "broken")[1])
    with pytest.raises(RuntimeError, match="cannot start"):
        await work.start()
    assert events == ["start worker", "start cache", "stop cache", "stop worker"]


async def test_the_service_starts_its_background_work_in_order_and_stops_all_of_it(
        settings: Settings, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "--quiet", "--bare", "--initial-branch=main", str(remote))
    app = create_app(settings.replace(watch=True, git_remote=str(remote),
                                      render_command=(sys.executable, str(FAKE_WORKER))))
    work: Lifecycle = app.extensions[EXTENSION_KEY]
    assert [job.name for job in work.jobs] == [
        "render worker", "content cache", "schedule follower", "content watcher",
        "requests outbox", "newsletter sender", "renewal reminders", "replication push",
        "left-over commit"]
    before = set(asyncio.all_tasks())
    async with app.test_app():
        background = {task for task in asyncio.all_tasks() - before if not task.done()}
        # A child listed may end before it is looked at (a git command of the service's).
        [worker] = [pid for pid in children(os.getpid())
                    if FAKE_WORKER.name.encode() in command_line(pid)]
        assert is_running(worker)
    # follower, watcher, outbox, pusher, the worker's reader
    assert len(background) >= 5 and all(task.done() for task in background)
    assert not is_running(worker)
    assert "did not stop" not in caplog.text and "failed" not in caplog.text
