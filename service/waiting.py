"""Waits the background loops share: until their stop is set, an event comes or time is up."""

import asyncio
import contextlib


async def stopped_within(stop: asyncio.Event, seconds: float) -> bool:
    """Waits until stop is set or `seconds` have passed; answers whether stop is set."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), timeout=seconds)
    return stop.is_set()


async def first_of(*events: asyncio.Event, seconds: float | None = None) -> None:
    """Waits until one of `events` is set, or `seconds` have passed (if given)."""
    waits = [asyncio.ensure_future(event.wait()) for event in events]
    await asyncio.wait(waits, timeout=seconds, return_when=asyncio.FIRST_COMPLETED)
    for wait in waits:
        wait.cancel()
