"""Pacing the bot's own REST calls under Discord's global rate limit (50 requests per second per
bot token, whatever the number of processes), so that a burst (a hundred games' deadlines
falling together, each posting and DMing) is spread over time by the bot itself instead of
running into 429 responses.

A token bucket: `rate` tokens a second, at most `burst` saved up; each request takes one, and
waits for it: the most urgent first (a game's public post before private results, then move
forms, then the closing edits of old forms: `bot.service.outbox.urgency`), in turn within one
urgency. Interaction responses do not pass here (Discord does not count them in the
global limit, and they must go within 3 s). `bot.discord.pacing.Pacer` orders one burst of
deliveries further; every request of it passes here too.

One budget for every process of one token: each process takes the share of
`GLOBAL_RATE` that its shards are of all the shards (`GlobalPacer.for_shards`: two processes of
two shards each take 23/s). The shares add up to the whole without a word between processes,
so the store (which a slow or locked moment must never turn into a stalled Discord call) is
not asked before each request; Discord routes a server's events to its shard, and games are
owned by shard, so a process's load follows its shards. A 429 that comes all the same (another
tool on the token, a share that ran hot) makes the pacer slow down, never burst: nothing
starts until Discord's `retry_after` has passed, the bucket is left empty (no saved tokens are
spent at once afterwards), and the rate is halved for `SLOW_SECONDS` (`watch_429s` sees every
response at the wire, retries included).
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Awaitable, Callable
from typing import Any

from bot.service.outbox.urgency import PUBLIC, URGENCY

__all__ = [
    "GLOBAL_RATE",
    "SLOW_SECONDS",
    "GlobalPacer",
    "pace_requests",
    "watch_429s",
]

GLOBAL_RATE = 46.0
"""Requests per second the bot (all its processes together) allows itself: with its burst of
4, never more than Discord's 50 in any one second (a thousand games' deliveries need the
budget Discord allows: `benchmarks/discord_deadline.py`)."""

BURST = 4
"""Requests the whole bot may save up (shared out like the rate)."""

SLOW_SECONDS = 10.0
"""How long the rate stays halved after a 429."""

DEFAULT_RETRY_AFTER = 1.0
"""Seconds to wait after a 429 that says nothing of when to retry."""


class GlobalPacer:
    """A token bucket shared by every request of one process of the bot; the requests that
    wait are served most urgent first (`bot.service.outbox.urgency.URGENCY`), in turn within one
    urgency (`ordered=False`: in turn only, as before requests went by urgency)."""

    def __init__(
        self,
        rate: float = GLOBAL_RATE,
        burst: float = BURST,
        *,
        clock: Callable[[], float] | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        ordered: bool = True,
    ) -> None:
        """`clock` (default: `time.monotonic`) and `sleep`: what a test replaces."""
        self.rate = rate
        self.burst = burst
        self.ordered = ordered
        self._full_rate = rate
        self._clock = clock
        self._sleep = sleep
        self._tokens = float(burst)
        self._at: float | None = None  # the first request starts the clock
        self._slow_until = float("-inf")
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self._turns = itertools.count()
        self._serving: asyncio.Task[None] | None = None  # hands the tokens out while some wait

    @classmethod
    def for_shards(
        cls,
        held: int,
        count: int,
        *,
        clock: Callable[[], float] | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> GlobalPacer:
        """The pacer of a process that holds `held` of the token's `count` shards: that share
        of `GLOBAL_RATE` and of the burst (at least one request saved up)."""
        share = min(1.0, max(held, 1) / max(count, 1))
        return cls(GLOBAL_RATE * share, max(1.0, BURST * share), clock=clock, sleep=sleep)

    def _refill(self, now: float) -> None:
        if now >= self._slow_until:
            self.rate = self._full_rate
        since = 0.0 if self._at is None else now - self._at
        self._tokens = min(self.burst, self._tokens + since * self.rate)
        self._at = now

    def _now(self) -> float:
        return self._clock() if self._clock else time.monotonic()

    @property
    def waiting(self) -> int:
        """Requests waiting for their turn now."""
        return len(self._waiting)

    async def wait(self) -> None:
        """Take one token, waiting for it if none is left (the most urgent first)."""
        urgency = URGENCY.get() if self.ordered else PUBLIC
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (urgency, next(self._turns), turn))
        if self._serving is None or self._serving.done():
            self._serving = asyncio.ensure_future(self._serve())
        await turn  # cancelled: the server skips it

    async def _serve(self) -> None:
        """Hand out the tokens as they come, each to the most urgent waiting request; ends
        when nobody waits (the next request starts it again)."""
        while self._waiting:
            self._refill(self._now())
            if self._tokens < 1:  # (after it, the next token is there, to a rounding error)
                await self._sleep((1 - self._tokens) / self.rate)
                self._refill(self._now())
            _, _, turn = heapq.heappop(self._waiting)  # the most urgent, as it is after the wait
            if not turn.done():  # a cancelled request gives its token to the next
                self._tokens -= 1
                turn.set_result(None)
            await asyncio.sleep(0)  # the served request goes; more urgent ones may come meanwhile

    def slowed(self, retry_after: float) -> None:
        """Discord answered a 429: start nothing for `retry_after` seconds, save nothing up
        meanwhile, then go at half the rate for `SLOW_SECONDS`."""
        now = self._now()
        self._refill(now)
        self.rate = self._full_rate / 2
        self._slow_until = now + max(retry_after, 0.0) + SLOW_SECONDS
        # a debt that the halved rate pays back exactly when `retry_after` has passed
        self._tokens = min(self._tokens, 0.0) - max(retry_after, 0.0) * self.rate


def pace_requests(http: Any, pacer: GlobalPacer) -> None:
    """Make every request of a discord.py `HTTPClient` wait for the pacer first."""
    original = http.request

    async def request(route: Any, **kwargs: Any) -> Any:
        await pacer.wait()
        return await original(route, **kwargs)

    http.request = request


class _WatchedResponse:
    """An aiohttp request's context manager that tells the pacer of a 429."""

    def __init__(self, inner: Any, pacer: GlobalPacer) -> None:
        self._inner = inner
        self._pacer = pacer

    async def __aenter__(self) -> Any:
        response = await self._inner.__aenter__()
        if getattr(response, "status", None) == 429:
            self._pacer.slowed(_retry_after(response.headers))
        return response

    async def __aexit__(self, *exc: object) -> Any:
        return await self._inner.__aexit__(*exc)


def _retry_after(headers: Any) -> float:
    try:
        return float(headers.get("Retry-After") or DEFAULT_RETRY_AFTER)
    except (TypeError, ValueError):
        return DEFAULT_RETRY_AFTER


class _WatchedSession:
    """An aiohttp session whose every response (discord.py's retries too) passes by the pacer."""

    def __init__(self, session: Any, pacer: GlobalPacer) -> None:
        self._session = session
        self._pacer = pacer

    def request(self, method: str, url: str, **kwargs: Any) -> _WatchedResponse:
        """The session's request, watched for 429s."""
        return _WatchedResponse(self._session.request(method, url, **kwargs), self._pacer)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)


_SESSION = "_HTTPClient__session"  # where discord.py's HTTPClient keeps its aiohttp session


def watch_429s(http: Any, pacer: GlobalPacer) -> None:
    """Tell the pacer of every 429 that reaches a discord.py `HTTPClient` (from its login on,
    when its aiohttp session is made): it slows down (`GlobalPacer.slowed`)."""
    original = http.static_login

    async def static_login(*args: Any, **kwargs: Any) -> Any:
        result = await original(*args, **kwargs)
        session = getattr(http, _SESSION, None)
        if session is not None and not isinstance(session, _WatchedSession):
            setattr(http, _SESSION, _WatchedSession(session, pacer))
        return result

    http.static_login = static_login
