"""Benchmark of the game service: many running games in one process, on SQLite and PostgreSQL.

    .venv/bin/python benchmarks/service_bench.py --games 1000 [--runs 5] [--db URL] [--postgres URL]

Measures, per store: phase-resolution latency including the store (resolved, result and next
phase stored, announcements queued; median and 99th percentile, one resolution at a time, then all
games' deadlines falling due together), accepted actions per second (submitted concurrently across
games), memory per running game (traced allocations of its cached engine state and timer jobs),
and the cost of delivering and marking one announcement.

Actions are sent `--runs` times by each of two paths in turn, every caller's seat forgotten
before each run (so that each call is a first call, whose seat is looked up): `old`, the seat
found by `my_seat` and every call judged and stored on the game row locked in tortoise's
transaction (`LockedOnly`, as before the one-round-trip store), and `new`, `GameService.act`
(the seat found by one read, the call stored in one round trip on SQLite). Prints JSON: per
store, the figures, and for the actions the rates per wall second and per CPU second of this
process (medians, runs, ratio new/old). A script, not a test: nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from submit_statements import locked_only  # this script's folder is on the path

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.table import Reader, TableGame
from bot.store import connection as db
from bot.store.models import Game, Seat
from bot.text.i18n import Text

GUILD = 1
Act = Callable[[Caller, str, str], Awaitable[object]]


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
        lobby = await service.lobby.open_lobby(host, "city", seed=channel)
        for seat in range(players):
            await service.lobby.join(Caller(10_000 * channel + seat, GUILD, channel), f"P{seat}")
        await service.lobby.start_game(host)
        return lobby.game_id

    results = await gather_limited(limit, [one(channel) for channel in range(1, games + 1)])
    failed = [r for r in results if isinstance(r, BaseException)]
    if failed:
        raise failed[0]  # type: ignore[misc]
    return [int(r) for r in results]  # type: ignore[call-overload]


async def action_calls(
    service: GameService, game_ids: Sequence[int]
) -> list[tuple[Caller, str, str]]:
    """One call per living player with a one-target night verb: (caller, verb, target)."""
    calls = []
    rng = random.Random(1)
    for game_id in game_ids:
        state = await service.queries.engine_state(game_id)
        game = await Game.get(id=game_id)
        seats = {seat.name: seat for seat in await Seat.filter(game_id=game_id)}
        for name in state.alive:
            for option in state.options(name):
                if len(option.args) == 1 and option.args[0].kind == "player":
                    caller = Caller(seats[name].user_id, GUILD, game.channel_id)
                    calls.append((caller, option.verb, rng.choice(state.alive)))
    return calls


async def submit_actions(
    service: GameService, act: Act, calls: Sequence[tuple[Caller, str, str]], limit: int
) -> tuple[int, float, float]:
    """Send every call, every caller's seat forgotten first; (accepted, wall seconds, CPU
    seconds of this process)."""
    service.seats.clear()
    start, cpu = time.perf_counter(), time.process_time()
    results = await gather_limited(limit, [act(*call) for call in calls])
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
    accepted = sum(1 for r in results if not isinstance(r, BaseException))
    return accepted, seconds, cpu_seconds


async def actions_per_second(
    service: GameService, game_ids: Sequence[int], limit: int, runs: int
) -> dict[str, object]:
    """Accepted actions per second by the old path and the new, `runs` runs each in turn."""
    calls = await action_calls(service, game_ids)
    paths: dict[str, Act] = {"old": locked_only(service).act, "new": service.play.act}
    wall: dict[str, list[float]] = {name: [] for name in paths}
    cpu: dict[str, list[float]] = {name: [] for name in paths}
    accepted = 0
    for _ in range(runs):
        for name, act in paths.items():
            accepted, seconds, cpu_seconds = await submit_actions(service, act, calls, limit)
            wall[name].append(round(accepted / seconds))
            cpu[name].append(round(accepted / cpu_seconds))
    figure: dict[str, object] = {"calls": len(calls), "accepted": accepted, "runs": runs}
    for unit, rates in (("per_second", wall), ("per_cpu_second", cpu)):
        medians = {name: statistics.median(values) for name, values in rates.items()}
        figure[f"{unit}_median"] = medians
        figure[f"{unit}_runs"] = rates
        figure[f"{unit}_ratio_new_old"] = round(medians["new"] / medians["old"], 2)
    return figure


async def resolve_one_by_one(service: GameService, game_ids: Sequence[int]) -> list[float]:
    """Resolve each game's current phase alone; the latencies in milliseconds."""
    latencies = []
    for game_id in game_ids:
        game = await Game.get(id=game_id)
        phase = engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]
        start = time.perf_counter()
        await service.resolver.resolve_phase(game_id, phase)
        latencies.append((time.perf_counter() - start) * 1000)
    return latencies


async def resolve_together(
    service: GameService, game_ids: Sequence[int]
) -> tuple[list[float], float]:
    """Every game's deadline falls due at once; per-resolution latencies (ms) and the total (s)."""

    async def timed(game_id: int) -> float:
        start = time.perf_counter()
        await service.resolver.resolve_phase(game_id)
        return (time.perf_counter() - start) * 1000

    start = time.perf_counter()
    latencies = await asyncio.gather(*(timed(game_id) for game_id in game_ids))
    return list(latencies), time.perf_counter() - start


async def memory_per_game(service: GameService, game_ids: Sequence[int]) -> float:
    """Bytes the process holds per running game: its cached engine state and its timer jobs
    (traced allocations while every game's state is replayed and its jobs armed anew)."""
    service.engines.clear()
    for game_id in game_ids:
        service.timers.disarm(game_id)
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for game_id in game_ids:
        await service.queries.engine_state(game_id)
        await service.phases.rearm(game_id)
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return held / len(game_ids)


async def deliver_all(service: GameService) -> tuple[int, float]:
    """Deliver every stored announcement to a Table that shows nothing; (count, seconds)."""
    service.tables.register(NullTable())
    start = time.perf_counter()
    count = await service.delivery.deliver_pending()
    return count, time.perf_counter() - start


async def bench(url: str, games: int, players: int, limit: int, runs: int) -> dict[str, object]:
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
        actions = await actions_per_second(service, game_ids, limit, runs)
        alone = await resolve_one_by_one(service, game_ids)
        together, together_seconds = await resolve_together(service, game_ids)
        delivered, deliver_seconds = await deliver_all(service)
    finally:
        await service.lifecycle.close()
        await db.close_store()
    return {
        "games": games,
        "setup_s": round(setup, 2),
        "kib_per_game": round(memory / 1024, 1),
        "accepted_actions": actions,
        "resolution_alone_ms": {
            "median": round(statistics.median(alone), 2),
            "p99": round(percentile(alone, 0.99), 2),
        },
        "resolution_together_ms": {
            "median": round(statistics.median(together), 1),
            "p99": round(percentile(together, 0.99), 1),
            "total_s": round(together_seconds, 2),
        },
        "delivered": delivered,
        "delivery_ms_each": round(deliver_seconds * 1000 / max(1, delivered), 3),
    }


def main(argv: Sequence[str]) -> None:
    """Parse options, benchmark each store, print JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--db", help="a SQLite URL (default: a temporary file)")
    parser.add_argument("--postgres", default=os.environ.get("TEST_DATABASE_URL"))
    args = parser.parse_args(argv)
    shape = (args.games, args.players, args.concurrency, args.runs)
    out: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite://{Path(tmp) / 'bench.sqlite3'}"
        out["sqlite (WAL, synchronous=NORMAL)"] = asyncio.run(bench(url, *shape))
    if args.postgres:
        from tests.service.stores import postgres_database

        with postgres_database("bench", args.postgres) as pg:
            out["postgres"] = asyncio.run(bench(pg, *shape))
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
