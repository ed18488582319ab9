"""Benchmark of the game service: many running games in one process, on SQLite and PostgreSQL.

    .venv/bin/python benchmarks/service_bench.py --games 1000 [--db URL] [--postgres URL]

Measures, per store: phase-resolution latency including the store (resolved, result and next
phase stored, announcements queued; median and 99th percentile, one resolution at a time, then all
games' deadlines falling due together), accepted actions per second (submitted concurrently across
games), memory per running game (traced allocations of its cached engine state and timer jobs),
and the cost of delivering and marking one announcement. A script, not a test: nothing here
asserts a speed.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine
from bot.service import GameService
from bot.service.calls import Caller
from bot.service.table import Reader, TableGame
from bot.store import connection as db
from bot.store.models import Game, Seat
from bot.text.i18n import Text

GUILD = 1


class NullTable:
    """Shows nothing: the benchmark measures the service and the store, not rendering."""

    async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
        """Nothing."""

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        """Nothing (and the player is reached)."""
        return True

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        """Nothing."""

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        """Nothing (no channel)."""
        return None

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """Nothing."""

    async def unseat(self, game: TableGame, player: Reader) -> None:
        """Nothing."""

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        """Nothing."""


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which `fraction` of `values` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def gather_limited(limit: int, jobs: Sequence[object]) -> list[object]:
    """Await coroutines with at most `limit` running at once."""
    gate = asyncio.Semaphore(limit)

    async def run(job: object) -> object:
        async with gate:
            return await job  # type: ignore[misc]

    return list(await asyncio.gather(*(run(job) for job in jobs), return_exceptions=True))


async def open_games(service: GameService, games: int, players: int, limit: int) -> list[int]:
    """Open, fill and start `games` city games; their ids."""

    async def one(channel: int) -> int:
        host = Caller(1, GUILD, channel, is_admin=True)
        lobby = await service.open_lobby(host, "city", seed=channel)
        for seat in range(players):
            await service.join(Caller(10_000 * channel + seat, GUILD, channel), f"P{seat}")
        await service.start_game(host)
        return lobby.game_id

    results = await gather_limited(limit, [one(channel) for channel in range(1, games + 1)])
    failed = [r for r in results if isinstance(r, BaseException)]
    if failed:
        raise failed[0]  # type: ignore[misc]
    return [int(r) for r in results]  # type: ignore[call-overload]


async def submit_actions(
    service: GameService, game_ids: Sequence[int], limit: int
) -> tuple[int, float]:
    """Every living player with a one-target night verb sends one; (accepted, seconds)."""
    jobs = []
    rng = random.Random(1)
    for game_id in game_ids:
        state = await service.engine_state(game_id)
        game = await Game.get(id=game_id)
        seats = {seat.name: seat for seat in await Seat.filter(game_id=game_id)}
        for name in state.alive:
            for option in state.options(name):
                if len(option.args) == 1 and option.args[0].kind == "player":
                    caller = Caller(seats[name].user_id, GUILD, game.channel_id)
                    jobs.append(service.act(caller, option.verb, rng.choice(state.alive)))
    start = time.perf_counter()
    results = await gather_limited(limit, jobs)
    seconds = time.perf_counter() - start
    accepted = sum(1 for r in results if not isinstance(r, BaseException))
    return accepted, seconds


async def resolve_one_by_one(service: GameService, game_ids: Sequence[int]) -> list[float]:
    """Resolve each game's current phase alone; the latencies in milliseconds."""
    latencies = []
    for game_id in game_ids:
        game = await Game.get(id=game_id)
        phase = engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]
        start = time.perf_counter()
        await service.resolve_phase(game_id, phase)
        latencies.append((time.perf_counter() - start) * 1000)
    return latencies


async def resolve_together(
    service: GameService, game_ids: Sequence[int]
) -> tuple[list[float], float]:
    """Every game's deadline falls due at once; per-resolution latencies (ms) and the total (s)."""

    async def timed(game_id: int) -> float:
        start = time.perf_counter()
        await service.resolve_phase(game_id)
        return (time.perf_counter() - start) * 1000

    start = time.perf_counter()
    latencies = await asyncio.gather(*(timed(game_id) for game_id in game_ids))
    return list(latencies), time.perf_counter() - start


async def memory_per_game(service: GameService, game_ids: Sequence[int]) -> float:
    """Bytes the process holds per running game: its cached engine state and its timer jobs
    (traced allocations while every game's state is replayed and its jobs armed anew)."""
    service.drop_cache()
    for game_id in game_ids:
        service.timers.disarm(game_id)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for game_id in game_ids:
        await service.engine_state(game_id)
        await service.rearm(game_id)
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return held / len(game_ids)


async def deliver_all(service: GameService) -> tuple[int, float]:
    """Deliver every stored announcement to a Table that shows nothing; (count, seconds)."""
    service.register_table(NullTable())
    start = time.perf_counter()
    count = await service.deliver_pending()
    return count, time.perf_counter() - start


async def bench(url: str, games: int, players: int, limit: int) -> dict[str, float]:
    """Run every measurement on one store; the figures. Resolutions are timed without a Table
    (resolved and stored); delivering what they produced is timed apart."""
    await db.open_store(url)
    service = GameService(instance="bench")
    try:
        service.timers.start()
        start = time.perf_counter()
        game_ids = await open_games(service, games, players, limit)
        setup = time.perf_counter() - start
        memory = await memory_per_game(service, game_ids)
        accepted, act_seconds = await submit_actions(service, game_ids, limit)
        alone = await resolve_one_by_one(service, game_ids)
        together, together_seconds = await resolve_together(service, game_ids)
        delivered, deliver_seconds = await deliver_all(service)
    finally:
        await service.close()
        await db.close_store()
    return {
        "games": games,
        "setup_s": setup,
        "kib_per_game": memory / 1024,
        "actions": accepted,
        "actions_per_s": accepted / act_seconds,
        "alone_median_ms": statistics.median(alone),
        "alone_p99_ms": percentile(alone, 0.99),
        "together_median_ms": statistics.median(together),
        "together_p99_ms": percentile(together, 0.99),
        "together_total_s": together_seconds,
        "delivered": delivered,
        "delivery_ms": deliver_seconds * 1000 / max(1, delivered),
    }


def report(name: str, figures: dict[str, float]) -> None:
    """Print one store's figures."""
    lines = [
        f"== {name}",
        f"  running games               {figures['games']:.0f}"
        f" (set up in {figures['setup_s']:.1f} s)",
        f"  memory per running game     {figures['kib_per_game']:.1f} KiB"
        " (cached engine state and timer jobs, traced)",
        f"  accepted actions per second {figures['actions_per_s']:.0f}"
        f" ({figures['actions']:.0f} actions)",
        f"  resolution, one at a time   median {figures['alone_median_ms']:.1f} ms,"
        f" p99 {figures['alone_p99_ms']:.1f} ms",
        f"  resolution, all due at once median {figures['together_median_ms']:.1f} ms,"
        f" p99 {figures['together_p99_ms']:.1f} ms, all in {figures['together_total_s']:.1f} s",
        f"  delivery (null Table)       {figures['delivery_ms']:.2f} ms per announcement"
        f" ({figures['delivered']:.0f} marked delivered)",
    ]
    print("\n".join(lines), flush=True)


def main(argv: Sequence[str]) -> None:
    """Parse options and benchmark each store."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--db", help="a SQLite URL (default: a temporary file)")
    parser.add_argument("--postgres", default=os.environ.get("TEST_DATABASE_URL"))
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite://{Path(tmp) / 'bench.sqlite3'}"
        report(
            f"SQLite ({url})", asyncio.run(bench(url, args.games, args.players, args.concurrency))
        )
    if args.postgres:
        from tests.service.stores import postgres_database

        with postgres_database("bench", args.postgres) as pg:
            figures = asyncio.run(bench(pg, args.games, args.players, args.concurrency))
        report("PostgreSQL", figures)


if __name__ == "__main__":
    main(sys.argv[1:])
