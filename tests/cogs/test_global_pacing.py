"""The bot paces its own REST calls under Discord's global limit (50 requests in any second):
a hundred games' deadlines falling together are spread out, never answered with 429s."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.discord.global_pacing import GlobalPacer, pace_requests

DISCORD_GLOBAL_LIMIT = 50


class FakeClock:
    """Time that passes only when someone sleeps."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


class RecordingHttp:
    """Records when each request reached Discord."""

    def __init__(self, clock: FakeClock) -> None:
        self.clock = clock
        self.sent: list[float] = []

    async def request(self, route: Any, **kwargs: Any) -> None:
        self.sent.append(self.clock())


async def test_a_burst_of_a_hundred_games_posts_stays_under_discords_global_limit() -> None:
    clock = FakeClock()
    http = RecordingHttp(clock)
    pace_requests(http, GlobalPacer(clock=clock, sleep=clock.sleep))
    calls = 100 * 4  # a hundred games: the summary, two DMs and a permission change each
    await asyncio.gather(*(http.request(("POST", n)) for n in range(calls)))
    assert len(http.sent) == calls
    times = sorted(http.sent)
    for index, start in enumerate(times):
        in_one_second = sum(1 for t in times[index:] if t < start + 1.0)
        assert in_one_second <= DISCORD_GLOBAL_LIMIT
    assert times[-1] < calls / 40 + 1  # paced, not stalled
