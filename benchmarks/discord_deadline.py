"""A hundred, or a thousand, games at one deadline: how long until each game's public
post, each player's private result and each player's move form reach Discord, and how many
requests each game costs, with the bot's old delivery order and pacing against the new.

Run: `python benchmarks/discord_deadline.py [--games 100 1000] [--runs N]`. Prints JSON.

What it drives: for each game (10 to 20 players, dealt by the engine with a seed), night 1 is
played with random moves and resolved by the engine; the outbox rows are the service's own plan
(`bot.service.outbox.plan.plan_resolution`), each game's rows shown in order, one at a time,
each marked before the next (`bot.service.outbox.delivery`). Every row costs the REST requests
the Discord Table makes for it (`bot/discord/table.py` and the cogs' parts): a post or a DM is
one request per 2,000 characters of its text rendered in English; silencing the dead, one
overwrite in the game channel, one per team channel of theirs and one in the dead chat; a move
form, one DM; a closing edit, one edit per form. The requests wait their turn at the real
`GlobalPacer` (and the forms' `Pacer`), and go to a fake Discord REST layer that answers in
`LATENCY` seconds, and counts what the real one would refuse: more than 50 requests in any one
second, more than 5 messages in 5 s in one channel. Time is virtual (an event loop whose clock
jumps to its next timer: nothing else waits), so a thousand games' quarter of an hour runs in
seconds. The store's own time is left out (it is measured by `batch_bench.py`).

- old: the order of before (the ended phase's forms closed right after the post), forms and
  their closing edits paced by one process-wide `Pacer` at `DM_RATE` (8 a second), the global
  pacer serving requests in turn at 40 a second, every old form edited closed;
- new: closing edits last, and dropped for a player whose next form replaces the old one; every
  request served by urgency (posts, then private results, then forms, then closing edits) at
  the global pacer's `GLOBAL_RATE`, with no fixed pace of the forms' own.

Figures: requests per game (mean) against the minimum the phase needs (posts, private messages,
silences, forms: no closing edit); p50/p99/max seconds from the deadline to each game's public
post, each private result, each form; the aims: every public post of 1,000 games within 30 s,
every private result and form within the time their requests need at 50 a second plus 10%.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import engine
from bot.discord.global_pacing import GLOBAL_RATE, GlobalPacer
from bot.discord.pacing import DM_RATE, Pacer
from bot.discord.text import chunks, render
from bot.service.outbox.actions import (
    Action,
    Announce,
    CloseMoves,
    MarkDead,
    OfferMoves,
    OpenTeam,
    Reveal,
    Tell,
    Unseat,
)
from bot.service.outbox.plan import plan_resolution
from bot.service.outbox.urgency import URGENCY, urgency_of
from bot.service.play.forms import movers
from bot.text.i18n import Localizer
from engine.simulate import random_input

DISCORD_GLOBAL = 50
"""Requests Discord takes from one bot in any one second."""

CHANNEL_MESSAGES = 5
"""Messages Discord takes in one channel in any `CHANNEL_WINDOW` seconds."""

CHANNEL_WINDOW = 5.0

LATENCY = 0.1
"""Seconds a REST request takes, there and back."""

OLD_GLOBAL_RATE = 40.0
"""The global pacer's rate before issue 22.4."""


class VirtualLoop(asyncio.SelectorEventLoop):
    """An event loop whose clock jumps to its next timer when nothing is ready (no real I/O
    here: every wait is a timer)."""

    def __init__(self) -> None:
        super().__init__()
        self.virtual = 0.0
        selector: Any = self._selector  # type: ignore[attr-defined]
        real_select = selector.select

        def select(timeout: float | None = None) -> Any:
            if timeout is not None and timeout > 0:
                self.virtual += timeout
            return real_select(0)

        selector.select = select

    def time(self) -> float:
        """The virtual time."""
        return self.virtual


class FakeRest:
    """Discord's REST layer: answers in `LATENCY`, counts what Discord would refuse."""

    def __init__(self) -> None:
        self.sent: deque[float] = deque()
        self.requests = 0
        self.over_global = 0
        self.over_channel = 0
        self._channel: dict[str, deque[float]] = {}

    async def request(self, channel: str, message: bool) -> None:
        """One request (`message`: it posts a message in `channel`)."""
        now = asyncio.get_running_loop().time()
        self.requests += 1
        while self.sent and self.sent[0] <= now - 1.0:
            self.sent.popleft()
        if len(self.sent) >= DISCORD_GLOBAL:
            self.over_global += 1
        self.sent.append(now)
        if message:
            window = self._channel.setdefault(channel, deque())
            while window and window[0] <= now - CHANNEL_WINDOW:
                window.popleft()
            if len(window) >= CHANNEL_MESSAGES:
                self.over_channel += 1
            window.append(now)
        await asyncio.sleep(LATENCY)


@dataclass
class Game:
    """One game due at the deadline: its plan and what the Table needs to cost it."""

    game_id: int
    before: engine.Game
    after: engine.Game
    planned: list[Action]
    minimum: int = 0
    requests: int = 0
    post_at: float | None = None
    results_at: list[float] = field(default_factory=list)
    forms_at: list[float] = field(default_factory=list)


def games(count: int, seed: int, deadline: str) -> list[Game]:
    """`count` games of 10 to 20 players at the end of night 1 (`deadline` "night") or of
    day 1 ("day"), with their planned rows (a game over by then is dealt anew)."""
    rng = random.Random(seed)
    made: list[Game] = []
    while len(made) < count:
        players = rng.randint(10, 20)
        names = [f"P{n:02d}" for n in range(1, players + 1)]
        before = engine.new_game(engine.deal("city", names, seed=rng.randrange(10**9)))
        after, result = before.resolve(random_input(before, rng))
        if deadline == "day" and after.winner is None:
            before = after
            after, result = before.resolve(random_input(before, rng))
        if after.winner is None:
            made.append(Game(len(made), before, after, plan_resolution(result, before, after)))
    return made


class Delivery:
    """The rows of every game shown through a Table that costs requests, old way or new."""

    def __init__(self, new: bool, localizer: Localizer) -> None:
        self.new = new
        self.localizer = localizer
        self.rest = FakeRest()
        self.pacer = (
            GlobalPacer(GLOBAL_RATE, clock=_loop_time)
            if new
            else GlobalPacer(OLD_GLOBAL_RATE, 10, clock=_loop_time, ordered=False)
        )
        self.forms = Pacer() if new else Pacer(DM_RATE)
        self._chunks: dict[tuple[Any, ...], int] = {}

    def parts(self, texts: Sequence[Any]) -> int:
        """Messages a text takes in English."""
        key = tuple(texts)
        if key not in self._chunks:
            self._chunks[key] = len(chunks(render(self.localizer, texts, "en")))
        return self._chunks[key]

    async def call(self, game: Game, channel: str, message: bool = True) -> None:
        """One request of the game, paced as the bot paces it."""
        await self.pacer.wait()
        game.requests += 1
        await self.rest.request(channel, message)

    def order(self, game: Game) -> list[Action]:
        """The game's rows in the order of the way measured."""
        if self.new:
            return list(game.planned)
        closing = [row for row in game.planned if isinstance(row, CloseMoves)]
        rest = [row for row in game.planned if not isinstance(row, CloseMoves)]
        return [rest[0], *closing, *rest[1:]]  # before: closed right after the post

    async def deliver(self, game: Game, start: float) -> None:
        """Show the game's rows in order, each done before the next (marked)."""
        loop = asyncio.get_running_loop()
        for row in self.order(game):
            URGENCY.set(urgency_of(row.TAG))
            await self.show(game, row)
            if isinstance(row, Announce) and game.post_at is None:
                game.post_at = loop.time() - start
            if isinstance(row, Tell):
                game.results_at.append(loop.time() - start)

    async def show(self, game: Game, row: Action) -> None:
        """The requests the Discord Table makes for a row."""
        where = f"game-{game.game_id}"
        if isinstance(row, Announce | Reveal):
            for _ in range(self.parts(row.texts) if row.texts else 0):
                await self.call(game, where)
            if isinstance(row, Reveal):
                await self.call(game, where, message=False)
            return
        if isinstance(row, Tell):
            for _ in range(self.parts(row.texts)):
                await self.call(game, f"dm-{game.game_id}-{row.player}")
            return
        if isinstance(row, MarkDead):
            teams = [t for t, members in game.before.teams().items() if row.player in members]
            for channel in [where, *(f"team-{game.game_id}-{t}" for t in teams), "dead-chat"]:
                await self.call(game, channel, message=False)
            return
        if isinstance(row, OpenTeam | Unseat):
            await self.call(game, f"team-{game.game_id}", message=False)
            return
        if isinstance(row, OfferMoves):
            loop = asyncio.get_running_loop()

            async def offer(player: str) -> None:
                await self.call(game, f"dm-{game.game_id}-{player}")
                game.forms_at.append(loop.time() - self.deadline)

            await self.forms.batch(row.players, offer)
            return
        if isinstance(row, CloseMoves):
            replaced = set(movers(game.after)) if self.new else set()
            closing = [p for p in movers(game.before) if p not in replaced]

            async def close(player: str) -> None:
                await self.call(game, f"dm-{game.game_id}-{player}", message=False)

            await self.forms.batch(closing, close)
            return
        await self.call(game, where)  # any other row: one request

    deadline = 0.0

    async def run(self, due: Sequence[Game]) -> float:
        """Deliver every game from one deadline; seconds until the last request."""
        loop = asyncio.get_running_loop()
        self.deadline = loop.time()
        await asyncio.gather(*(self.deliver(game, self.deadline) for game in due))
        return loop.time() - self.deadline


def _loop_time() -> float:
    return asyncio.get_running_loop().time()


def minimum(game: Game, parts: Callable[[Sequence[Any]], int]) -> int:
    """The requests the phase needs: its posts, private messages, silences and forms."""
    needed = 0
    for row in game.planned:
        if isinstance(row, Announce | Tell):
            needed += parts(row.texts)
        elif isinstance(row, MarkDead):
            teams = [t for t, members in game.before.teams().items() if row.player in members]
            needed += 2 + len(teams)
        elif isinstance(row, OfferMoves):
            needed += len(row.players)
        elif isinstance(row, Reveal):
            needed += (parts(row.texts) if row.texts else 0) + 1
        elif isinstance(row, OpenTeam | Unseat):
            needed += 1
    return needed


def quantiles(values: Sequence[float]) -> dict[str, float]:
    """p50, p99 and max, in seconds."""
    if not values:
        return {"p50": 0.0, "p99": 0.0, "max": 0.0}
    ordered = sorted(values)
    return {
        "p50": round(ordered[len(ordered) // 2], 2),
        "p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 2),
        "max": round(ordered[-1], 2),
    }


def measure(
    count: int, deadline: str, new: bool, seed: int, localizer: Localizer
) -> dict[str, Any]:
    """One delivery of `count` games due at once at the end of `deadline`, old way or new."""
    due = games(count, seed, deadline)

    async def deliver_all() -> tuple[Delivery, float]:
        delivery = Delivery(new, localizer)  # its pacers on the virtual loop's clock
        return delivery, await delivery.run(due)

    loop = VirtualLoop()
    try:
        delivery, took = loop.run_until_complete(deliver_all())
    finally:
        loop.close()
    needed = [minimum(game, delivery.parts) for game in due]
    firsts = sum(needed)  # no closing edit in it
    results = [t for game in due for t in game.results_at]
    forms = [t for game in due for t in game.forms_at]
    return {
        "requests_per_game": round(statistics.mean(g.requests for g in due), 2),
        "minimum_per_game": round(statistics.mean(needed), 2),
        "public_post_seconds": quantiles([g.post_at or 0.0 for g in due]),
        "private_result_seconds": quantiles(results),
        "form_seconds": quantiles(forms),
        "all_delivered_seconds": round(took, 2),
        "needed_at_50_per_second_plus_10_percent": round(firsts / DISCORD_GLOBAL * 1.1, 2),
        "over_discord_global_limit": delivery.rest.over_global,
        "over_channel_limit": delivery.rest.over_channel,
        "players": sum(len(g.before.names) for g in due),
    }


def main() -> None:
    """Measure old and new for each size and print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--runs", type=int, default=1)
    options = parser.parse_args()
    localizer = Localizer()
    figures: dict[str, Any] = {"runs": options.runs, "latency_seconds": LATENCY}
    for count in options.games:
        for deadline in ("night", "day"):
            figures[f"games_{count}_end_of_{deadline}_1"] = compare(
                count, deadline, options.runs, localizer
            )
    print(json.dumps(figures, indent=2))


def compare(count: int, deadline: str, runs: int, localizer: Localizer) -> dict[str, Any]:
    """Old and new for one size and deadline: medians over `runs`, their ratio, the aims."""
    sizes: dict[str, Any] = {}
    for way, new in (("old", False), ("new", True)):
        sizes[way] = _median_of(
            [measure(count, deadline, new, seed, localizer) for seed in range(runs)]
        )
    old, new_ = sizes["old"], sizes["new"]
    sizes["old_to_new"] = {
        "requests_per_game": _ratio(old["requests_per_game"], new_["requests_per_game"]),
        "private_result_p99": _ratio(
            old["private_result_seconds"]["p99"], new_["private_result_seconds"]["p99"]
        ),
        "form_p99": _ratio(old["form_seconds"]["p99"], new_["form_seconds"]["p99"]),
        "public_post_max": _ratio(
            old["public_post_seconds"]["max"], new_["public_post_seconds"]["max"]
        ),
    }
    sizes["aims"] = {
        "public_posts_within_30_s": new_["public_post_seconds"]["max"] <= 30.0,
        "results_and_forms_within_need": max(
            new_["private_result_seconds"]["max"], new_["form_seconds"]["max"]
        )
        <= new_["needed_at_50_per_second_plus_10_percent"],
    }
    return sizes


def _median_of(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Each figure's median over the runs (quantiles each by its own median)."""
    merged: dict[str, Any] = {}
    for key, value in runs[0].items():
        if isinstance(value, dict):
            merged[key] = {k: statistics.median(r[key][k] for r in runs) for k in value}
        else:
            merged[key] = statistics.median(r[key] for r in runs)
    return merged


def _ratio(old: float, new: float) -> float | None:
    return round(old / new, 2) if new else None


if __name__ == "__main__":
    main()
