"""Pacing the bot's own REST calls under Discord's global rate limit (50 requests per second per
bot), so that a burst (a hundred games' deadlines falling together, each posting and DMing) is
spread over time by the bot itself instead of running into 429 responses.

A token bucket: `rate` tokens a second, at most `burst` saved up; each request takes one, and
waits for it in turn. Interaction responses do not pass here (Discord does not count them in the
global limit, and they must go within 3 s). `bot.discord.pacing.Pacer` spreads one burst of DMs
(a nightfall's forms) further still; every request of it passes here too.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

__all__ = ["GLOBAL_RATE", "GlobalPacer", "pace_requests"]

GLOBAL_RATE = 40.0
"""Requests per second the bot allows itself: with its burst of 10, never more than Discord's 50
in any one second."""


class GlobalPacer:
    """A token bucket shared by every request of one bot."""

    def __init__(
        self,
        rate: float = GLOBAL_RATE,
        burst: int = 10,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._sleep = sleep
        self._tokens = float(burst)
        self._at = clock()
        self._lock = asyncio.Lock()

    async def wait(self) -> None:
        """Take one token, waiting for it if none is left (callers go in turn)."""
        async with self._lock:
            now = self._clock()
            self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
            self._at = now
            if self._tokens < 1:
                await self._sleep((1 - self._tokens) / self.rate)
                now = self._clock()
                self._tokens += (now - self._at) * self.rate
                self._at = now
            self._tokens -= 1


def pace_requests(http: Any, pacer: GlobalPacer) -> None:
    """Make every request of a discord.py `HTTPClient` wait for the pacer first."""
    original = http.request

    async def request(route: Any, **kwargs: Any) -> Any:
        await pacer.wait()
        return await original(route, **kwargs)

    http.request = request
