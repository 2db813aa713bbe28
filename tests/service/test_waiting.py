"""The background loops' waits (service/waiting.py): they end at the stop, at an event or at
the time given, whichever comes first, and leave no waiter behind."""

import asyncio

from service.waiting import first_of, stopped_within


async def test_stopped_within_answers_whether_the_stop_came() -> None:
    stop = asyncio.Event()
    assert await stopped_within(stop, 0.01) is False
    asyncio.get_running_loop().call_later(0.01, stop.set)
    # Were the stop missed, this would wait the whole minute.
    assert await asyncio.wait_for(stopped_within(stop, 60), 5) is True


async def test_first_of_ends_at_the_first_event_or_the_time() -> None:
    stop, poked = asyncio.Event(), asyncio.Event()
    asyncio.get_running_loop().call_later(0.01, poked.set)
    await asyncio.wait_for(first_of(stop, poked, seconds=60), 5)
    assert poked.is_set() and not stop.is_set()
    await asyncio.wait_for(first_of(stop, asyncio.Event(), seconds=0.01), 5)
    await asyncio.sleep(0)  # the cancelled waiters finish unwinding
    assert all(task.done() or task is asyncio.current_task() for task in asyncio.all_tasks())
