"""Sending a burst of DMs (a nightfall's move forms, their closing edits, a reminder) as one
batch, concurrently: one slow or failing send never delays the ones after it; each failure is
returned, not raised.

Discord allows a bot about 50 requests a second in all. The batch takes the budget Discord
allows: by default a `Pacer` adds no pace of its own, and every request waits its
turn at the global pacer (`bot.discord.global_pacing`), which serves them by urgency (a form
after every game's public post and private results, a closing edit last). A `Pacer` with a
`rate` starts at most that many sends a second, process-wide: the fixed `DM_RATE` of before,
kept for the benchmark's old path (`benchmarks/discord_deadline.py`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import TypeVar

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]

__all__ = ["DM_RATE", "IN_FLIGHT", "Pacer"]

log = logging.getLogger(__name__)

DM_RATE = 8.0
"""The fixed rate of DMs started per second the forms had before requests went by urgency
(at most 16 requests a second): the old path the deadline benchmark compares with."""

IN_FLIGHT = 4
"""Sends of one batch under way at once (each reads the store, then waits its turn at the
global pacer): a batch takes the budget Discord allows without a burst of store reads."""

T = TypeVar("T")


class Pacer:
    """Starts sends at most `rate` a second (None: as the global pacer lets them), in the order
    asked, each on its own, at most `IN_FLIGHT` of a batch at once."""

    def __init__(
        self,
        rate: float | None = None,
        *,
        clock: Clock | None = None,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        """`clock` (default: the event loop's) and `sleep`: what a test replaces."""
        self.interval = 0.0 if rate is None else 1.0 / rate
        self._clock = clock
        self._sleep = sleep
        self._next = 0.0
        self._lock = asyncio.Lock()

    def _now(self) -> float:
        return self._clock() if self._clock else asyncio.get_running_loop().time()

    async def turn(self) -> None:
        """Wait for the next free start (no lock is held while waiting)."""
        if not self.interval:
            return
        async with self._lock:
            now = self._now()
            start = max(now, self._next)
            self._next = start + self.interval
        if start > now:
            await self._sleep(start - now)

    async def batch(
        self, items: Iterable[T], send: Callable[[T], Awaitable[None]]
    ) -> Sequence[BaseException | None]:
        """Send every item, paced and concurrently; each item's error, or None, in order."""

        in_flight = asyncio.Semaphore(IN_FLIGHT)

        async def one(item: T) -> BaseException | None:
            await self.turn()
            async with in_flight:
                try:
                    await send(item)  # concurrent: a slow one holds up nobody
                except Exception as error:  # one player's failure is theirs alone
                    return error
            return None

        return await asyncio.gather(*(one(item) for item in items))
