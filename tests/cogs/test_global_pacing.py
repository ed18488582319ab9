"""The bot paces its own REST calls under Discord's global limit (50 requests in any second):
a hundred games' deadlines falling together are spread out, never answered with 429s: the
pacer alone, and the real Discord Table over discord.py's real HTTP client, paced as the bot
paces it, a hundred games' announcements at once."""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import discord
import discord.ext.test.factories as dpy_facts
import pytest
from discord.http import Route

from bot.discord.app import MafiaBot, create_bot
from bot.discord.global_pacing import GLOBAL_RATE, GlobalPacer, pace_requests, watch_429s
from bot.service.outbox.urgency import CLOSING, FORMS, PRIVATE, PUBLIC, URGENCY
from bot.service.ports.table import Reader, TableGame
from bot.service.shards import ShardPlan
from bot.text.i18n import Text
from tests.cogs.harness import Discord, message_payload, user_payload

DISCORD_GLOBAL_LIMIT = 50
IDS = itertools.count(7_000_000_000)


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


class FakeRest:
    """Discord's REST API behind the real `discord.http.HTTPClient` (at its `request`, the seam
    the bot's pacer wraps): answers each request as Discord would, notes when it came, and
    counts the requests Discord would have answered with a 429 (more than 50 in one second)."""

    def __init__(self, d: Discord, clock: FakeClock) -> None:
        self.d = d
        self.clock = clock
        self.sent: list[float] = []
        self.routes: list[str] = []
        self.too_many = 0

    async def request(self, route: Route, **kwargs: Any) -> Any:
        now = self.clock()
        if sum(1 for t in self.sent if t > now - 1.0) >= DISCORD_GLOBAL_LIMIT:
            self.too_many += 1
        self.sent.append(now)
        self.routes.append(f"{route.method} {route.path}")
        bot = self.d.bot.user
        assert bot is not None
        if route.path == "/users/@me/channels":
            user = self.d.bot.get_user(int(kwargs["json"]["recipient_id"]))
            assert user is not None
            return dpy_facts.make_dm_channel_dict(user)
        if route.method == "POST" and route.path.endswith("/messages"):
            content = (kwargs.get("json") or {}).get("content") or ""
            channel_id = int(route.channel_id or 0)
            return message_payload(next(IDS), channel_id, content, user_payload(bot))
        return None  # PUT /channels/{id}/permissions/{member}: 204 No Content


async def test_a_hundred_games_announcements_through_the_discord_table_are_paced_not_429d(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    clock = FakeClock()
    rest = FakeRest(d, clock)
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    http.request = rest.request  # type: ignore[method-assign]
    pace_requests(http, GlobalPacer(GLOBAL_RATE, clock=clock, sleep=clock.sleep))  # as the bot
    monkeypatch.setattr(bot._connection, "http", http)
    games = [
        TableGame(n, d.guild.id, d.make_text_channel(f"game-{n}").id, "ru") for n in range(100)
    ]
    players = [Reader(f"P{n}", member.id, "en-US") for n, member in enumerate(d.members)]

    async def deadline(game: TableGame) -> None:  # what a night's resolution shows, in order
        await bot.table.announce(game, [Text("discord-lobby-nobody")])
        dead, told = players[game.game_id % 8], players[(game.game_id + 1) % 8]
        await bot.table.mark_dead(game, dead)
        await bot.table.tell(game, told, [Text("discord-lobby-nobody")])
        await bot.table.tell(game, dead, [Text("discord-lobby-nobody")])

    await asyncio.gather(*(deadline(game) for game in games))
    assert rest.too_many == 0  # without the pacer: 358 of them
    assert sum(route.endswith("/messages") for route in rest.routes) == 300
    assert sum("/permissions/" in route for route in rest.routes) == 100
    opened = sum(route == "POST /users/@me/channels" for route in rest.routes)
    assert opened == len(players), "each player's DM channel opened once, then kept"
    times = sorted(rest.sent)
    for index, start in enumerate(times):
        assert sum(1 for t in times[index:] if t < start + 1.0) <= DISCORD_GLOBAL_LIMIT
    assert times[-1] < len(times) / GLOBAL_RATE + 1  # paced, not stalled


class SharedRest:
    """One Discord REST API that several processes of one token send to: notes when each
    request came and from which process."""

    def __init__(self, clock: FakeClock) -> None:
        self.clock = clock
        self.sent: list[tuple[float, str]] = []

    def client(self, name: str, pacer: GlobalPacer) -> Any:
        """A process's HTTP client on this REST API, paced as the bot paces it."""
        http = discord.http.HTTPClient(asyncio.get_running_loop())

        async def request(route: Any, **kwargs: Any) -> None:
            self.sent.append((self.clock(), name))

        http.request = request  # type: ignore[method-assign]
        pace_requests(http, pacer)
        return http

    def most_in_one_second(self) -> int:
        """The most requests Discord saw in any one second, from every process together."""
        times = sorted(t for t, _ in self.sent)
        return max(sum(1 for t in times[i:] if t < start + 1.0) for i, start in enumerate(times))


@pytest.mark.parametrize(("count", "split"), [(2, (1, 1)), (4, (2, 1, 1)), (16, (5, 6, 5))])
async def test_processes_of_one_token_stay_under_the_global_limit_together(
    count: int, split: tuple[int, ...]
) -> None:
    clock = FakeClock()
    rest = SharedRest(clock)
    clients = [
        rest.client(f"p{n}", GlobalPacer.for_shards(held, count, clock=clock, sleep=clock.sleep))
        for n, held in enumerate(split)
    ]
    each = 300  # every process bursts at once (a deadline on every shard)
    await asyncio.gather(
        *(http.request(Route("POST", "/x")) for http in clients for _ in range(each))
    )
    assert len(rest.sent) == each * len(clients)  # every request went, none stalled
    assert rest.most_in_one_second() <= DISCORD_GLOBAL_LIMIT  # one budget per process: 80+


def test_a_process_takes_the_share_of_the_rate_its_shards_are_of_all() -> None:
    assert GlobalPacer.for_shards(2, 4).rate == GLOBAL_RATE / 2
    assert GlobalPacer.for_shards(1, 1).rate == GLOBAL_RATE
    plan = ShardPlan(count=4, ids=(0,))
    bot = create_bot("sqlite://:memory:", shards=plan, sync_commands=False)
    assert bot.rest_pacer.rate == GLOBAL_RATE / 4


async def test_after_a_429_nothing_starts_until_retry_after_then_slower() -> None:
    clock = FakeClock()
    pacer = GlobalPacer(clock=clock, sleep=clock.sleep)
    pacer.slowed(2.0)  # Discord said: retry after 2 s
    starts: list[float] = []

    async def one() -> None:
        await pacer.wait()
        starts.append(clock())

    await asyncio.gather(*(one() for _ in range(60)))
    assert min(starts) >= 2.0  # nothing before retry_after, and no saved-up burst after it
    for index, start in enumerate(starts):
        in_one_second = sum(1 for t in starts[index:] if t < start + 1.0)
        assert in_one_second <= GLOBAL_RATE / 2 + 1


class Response:
    """An aiohttp response, as far as the watcher reads it."""

    def __init__(self, status: int, headers: dict[str, str]) -> None:
        self.status = status
        self.headers = headers

    async def __aenter__(self) -> Response:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


class Session:
    """An aiohttp session that answers every request with one response."""

    def __init__(self, response: Response) -> None:
        self.response = response

    def request(self, method: str, url: str, **kwargs: Any) -> Response:
        return self.response


async def test_a_429_at_the_wire_slows_the_pacer_down() -> None:
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    session = Session(Response(429, {"Retry-After": "1.5"}))

    async def static_login(token: str) -> None:
        setattr(http, "_HTTPClient__session", session)  # noqa: B010 (discord.py's private name)

    http.static_login = static_login  # type: ignore[method-assign,assignment]
    pacer = GlobalPacer()
    watch_429s(http, pacer)
    await http.static_login("token")
    async with getattr(http, "_HTTPClient__session").request("GET", "/x") as response:  # noqa: B009
        assert response.status == 429
    assert pacer.rate == GLOBAL_RATE / 2


class SlowClock(FakeClock):
    """A clock whose sleeps let every other task run first (as real time would)."""

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        for _ in range(20):
            await asyncio.sleep(0)


async def test_waiting_requests_go_most_urgent_first() -> None:
    clock = SlowClock()
    pacer = GlobalPacer(rate=10, burst=1, clock=clock, sleep=clock.sleep)
    went: dict[str, float] = {}  # when each request was let go

    async def request(urgency: int, name: str) -> None:
        URGENCY.set(urgency)  # its own task: its own context, as a delivery's row
        await pacer.wait()
        went[name] = clock()

    closing = [asyncio.ensure_future(request(CLOSING, f"close-{n}")) for n in range(10)]
    await asyncio.sleep(0)  # the closing edits of a thousand old forms wait already
    await asyncio.gather(
        request(FORMS, "form"), request(PRIVATE, "result"), request(PUBLIC, "post"), *closing
    )
    assert went["post"] < went["result"] < went["form"] < went["close-9"], went
    assert sum(went[f"close-{n}"] < went["post"] for n in range(10)) <= 2, went


async def test_an_unordered_pacer_serves_in_turn_only() -> None:
    clock = SlowClock()
    pacer = GlobalPacer(rate=10, burst=1, clock=clock, sleep=clock.sleep, ordered=False)
    went: dict[str, float] = {}

    async def request(urgency: int, name: str) -> None:
        URGENCY.set(urgency)
        await pacer.wait()
        went[name] = clock()

    closing = [asyncio.ensure_future(request(CLOSING, f"close-{n}")) for n in range(5)]
    await asyncio.sleep(0)
    await asyncio.gather(request(PUBLIC, "post"), *closing)
    assert went["post"] == max(went.values()), went
