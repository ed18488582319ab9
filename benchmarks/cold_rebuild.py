"""A cold rebuild of a 30-player game's engine state at day 1 and at day 20: the old path
(replaying the whole record) and the new (the snapshot stored with the last resolution).

    .venv/bin/python benchmarks/cold_rebuild.py [--runs 30] [--postgres URL]

The games are played through the service: nobody acts at night, everybody posts by day, and
every second day everybody votes a civilian out (so the game lasts past day 20 without a
stalemate, R52). Each rebuild reads the store (SQLite file, and PostgreSQL with --postgres).
Prints JSON: medians in ms, the runs, the ratios day 20 / day 1 and old / new. Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.store import connection as db
from bot.store.models import Game, Seat
from bot.store.replay import rebuild, replay

GUILD = 1
PLAYERS = 30


async def game_at(service: GameService, channel: int, day: int) -> int:
    """A 30-player city game played to the start of `day`; its id."""
    host = Caller(1, GUILD, channel, is_admin=True)
    lobby = await service.lobby.open_lobby(host, "city", seed=channel)
    for seat in range(PLAYERS):
        await service.lobby.join(Caller(1000 * channel + seat, GUILD, channel), f"P{seat:02d}")
    await service.lobby.start_game(host)
    game_id = lobby.game_id
    seats = {s.name: s.user_id for s in await Seat.filter(game_id=game_id)}
    while True:
        state = await service.queries.engine_state(game_id)
        if state.winner is not None:
            raise RuntimeError(f"the game ended at {state.phase}")
        if state.phase == engine.Phase("day", day):
            return game_id
        if state.phase.kind == "day":
            for name in state.alive:
                for _ in range(state.setup.settings.min_posts):  # R51: present
                    await service.posted.record_message(GUILD, channel, seats[name])
            if state.phase.number % 2 == 0:
                target = [n for n in state.alive if state.camp(n) == "civilians"][-1]
                for name in state.alive:
                    if name != target:
                        await service.play.vote(Caller(seats[name], GUILD, channel), target)
        await service.resolver.resolve_phase(game_id, state.phase)


async def timed(runs: int, rebuild_once: Callable[[], Awaitable[object]]) -> list[float]:
    """Milliseconds of each of `runs` rebuilds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        await rebuild_once()
        times.append((time.perf_counter() - start) * 1000)
    return times


async def bench(url: str, runs: int) -> dict[str, object]:
    """Every figure on one store."""
    await db.open_store(url)
    service = GameService(instance="bench")
    try:
        ids = {1: await game_at(service, 1, 1), 20: await game_at(service, 2, 20)}
        service.engines.clear()
        figures: dict[str, object] = {}
        medians: dict[str, float] = {}
        for day, game_id in ids.items():
            game = await Game.get(id=game_id)
            assert await rebuild(game) == await replay(game)
            for name, path in (("old_replay", replay), ("new_snapshot", rebuild)):
                times = await timed(runs, lambda path=path, game=game: path(game))
                medians[f"{name}_day{day}"] = statistics.median(times)
                figures[f"{name}_day{day}_runs_ms"] = [round(t, 3) for t in times]
        figures["median_ms"] = medians
        figures["ratio_day20_over_day1"] = {
            "old_replay": medians["old_replay_day20"] / medians["old_replay_day1"],
            "new_snapshot": medians["new_snapshot_day20"] / medians["new_snapshot_day1"],
        }
        figures["ratio_old_over_new"] = {
            "day1": medians["old_replay_day1"] / medians["new_snapshot_day1"],
            "day20": medians["old_replay_day20"] / medians["new_snapshot_day20"],
        }
        figures["runs"] = runs
    finally:
        await service.lifecycle.close()
        await db.close_store()
    return figures


def main(argv: Sequence[str]) -> None:
    """Parse options, run, print JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--postgres", default=os.environ.get("TEST_DATABASE_URL"))
    args = parser.parse_args(argv)
    out: dict[str, object] = {"players": PLAYERS}
    with tempfile.TemporaryDirectory() as tmp:
        out["sqlite"] = asyncio.run(bench(f"sqlite://{Path(tmp) / 'b.sqlite3'}", args.runs))
    if args.postgres:
        from tests.service.stores import postgres_database

        with postgres_database("bench", args.postgres) as pg:
            out["postgres"] = asyncio.run(bench(pg, args.runs))
    for store in ("sqlite", "postgres"):
        if store in out:
            figures = out[store]
            for key in [k for k in figures if k.endswith("_runs_ms")]:  # type: ignore[union-attr]
                figures[key] = figures[key][:10]  # type: ignore[index]
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
