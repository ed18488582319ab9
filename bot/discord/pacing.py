"""Pacing a burst of DMs (a nightfall's move forms, a reminder) within Discord's rate limits.

Discord allows a bot about 50 requests a second in all, and a DM to a user whose channel is not
cached costs two (open the channel, send). A `Pacer` starts at most `rate` sends a second,
process-wide (every game's bursts share it), and runs them concurrently: one slow or failing send
never delays the ones after it; each failure is returned, not raised.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import TypeVar

Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]

__all__ = ["DM_RATE", "Pacer"]

log = logging.getLogger(__name__)

DM_RATE = 8.0
"""DMs started per second: at most 16 requests a second, a third of Discord's global limit, so
a 30-player nightfall goes out in about 4 s and the rest of the bot keeps its share."""

T = TypeVar("T")


class Pacer:
    """Starts sends at most `rate` a second, in the order asked, each on its own."""

    def __init__(
        self,
        rate: float = DM_RATE,
        *,
        clock: Clock | None = None,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        """`clock` (default: the event loop's) and `sleep`: what a test replaces."""
        self.interval = 1.0 / rate
        self._clock = clock
        self._sleep = sleep
        self._next = 0.0
        self._lock = asyncio.Lock()

    def _now(self) -> float:
        return self._clock() if self._clock else asyncio.get_running_loop().time()

    async def turn(self) -> None:
        """Wait for the next free start (no lock is held while waiting)."""
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

        async def one(item: T) -> BaseException | None:
            await self.turn()
            try:
                await send(item)  # concurrent: a slow one holds up nobody
            except Exception as error:  # one player's failure is theirs alone
                return error
            return None

        return await asyncio.gather(*(one(item) for item in items))
