"""What a 30-player game costs at day 1 and at day 20: a cold rebuild of its engine state, the
old path (replaying the whole record) and the new (the snapshot stored with the last resolution),
the size of that snapshot, and the memory a live game's state holds at night 1 and at night 10.

    .venv/bin/python benchmarks/cold_rebuild.py [--runs 30] [--postgres URL] [--base TREE]

The games are played through the service: nobody acts at night, everybody posts by day, and
every second day everybody votes a civilian out (so the game lasts past day 20 without a
stalemate, R52). Each rebuild reads the store (SQLite file, and PostgreSQL with --postgres).
A live game's memory is the bytes of every object its cached engine state reaches
(`retained_bytes`; the rule set object and code, shared by every game, left out).
Prints JSON: medians and bests (the least disturbed run on a shared machine) in ms, the runs,
the ratios day 20 / day 1 and old / new, the snapshot's bytes and the memory with their ratios.
With --base, the same figures of another checkout of the project (an older commit, as `git
worktree add` makes one), measured by this script in a child process importing that checkout's
code, follow under "base", with this tree's / the base's ratios. Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType

# the checkout whose code this process measures: this one, or the base's in --base's child
sys.path.insert(0, os.environ.get("COLD_REBUILD_TREE") or str(Path(__file__).resolve().parents[1]))

import engine
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.store import connection as db
from bot.store.models import Game, Seat
from bot.store.replay import rebuild, replay
from engine.snapshot import snapshot

TREE_VARIABLE = "COLD_REBUILD_TREE"
"""The environment variable naming the checkout whose code this process measures (--base)."""

GUILD = 1
PLAYERS = 30
MEMORY_NIGHTS = (1, 10)
"""The nights at which a live game's memory is measured."""

_SHARED_BY_EVERY_GAME = (type, ModuleType, FunctionType, BuiltinFunctionType, MethodType)


def retained_bytes(state: engine.Game) -> int:
    """The bytes (`sys.getsizeof`) of every object `state` reaches, each counted once; its rule set
    object and code (classes, functions, modules), which every game shares, left out."""
    seen: set[int] = set()
    stack: list[object] = [state]
    total = 0
    while stack:
        item = stack.pop()
        if id(item) in seen or item is state.rules or isinstance(item, _SHARED_BY_EVERY_GAME):
            continue
        seen.add(id(item))
        total += sys.getsizeof(item)
        stack.extend(gc.get_referents(item))
    return total


async def game_at(
    service: GameService, channel: int, day: int, memory: dict[str, int] | None = None
) -> int:
    """A 30-player city game played to the start of `day`; its id. On the way, the memory of its
    live state at each of `MEMORY_NIGHTS` goes into `memory` (if given)."""
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
        night = state.phase.number if state.phase.kind == "night" else None
        if memory is not None and night in MEMORY_NIGHTS:
            memory[f"night{night}"] = retained_bytes(state)
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


async def timed(
    runs: int, rebuilds: Mapping[str, Callable[[], Awaitable[object]]]
) -> dict[str, list[float]]:
    """Milliseconds of each of `runs` rounds of every rebuild, by name: one of each in turn every
    round, so that a shared machine's ups and downs touch them all alike, each after a full
    garbage collection (not timed), so that none pays for the garbage of the one before."""
    times: dict[str, list[float]] = {name: [] for name in rebuilds}
    for _ in range(runs):
        for name, rebuild_once in rebuilds.items():
            gc.collect()
            start = time.perf_counter()
            await rebuild_once()
            times[name].append((time.perf_counter() - start) * 1000)
    return times


async def bench(url: str, runs: int) -> dict[str, object]:
    """Every figure on one store."""
    await db.open_store(url)
    service = GameService(instance="bench")
    try:
        memory: dict[str, int] = {}
        ids = {1: await game_at(service, 1, 1), 20: await game_at(service, 2, 20, memory)}
        service.engines.clear()
        figures: dict[str, object] = {}
        medians: dict[str, float] = {}
        best: dict[str, float] = {}
        snapshot_bytes: dict[str, int] = {}
        rebuilds: dict[str, Callable[[], Awaitable[object]]] = {}
        for day, game_id in ids.items():
            game = await Game.get(id=game_id)
            state = await rebuild(game)
            assert state == await replay(game)
            snapshot_bytes[f"day{day}"] = len(json.dumps(snapshot(state)))
            for name, path in (("old_replay", replay), ("new_snapshot", rebuild)):
                rebuilds[f"{name}_day{day}"] = lambda path=path, game=game: path(game)
        for name, times in (await timed(runs, rebuilds)).items():
            medians[name] = statistics.median(times)
            best[name] = min(times)
            figures[f"{name}_runs_ms"] = [round(t, 3) for t in times]
        figures["median_ms"] = medians
        figures["ratio_day20_over_day1"] = {
            "old_replay": medians["old_replay_day20"] / medians["old_replay_day1"],
            "new_snapshot": medians["new_snapshot_day20"] / medians["new_snapshot_day1"],
        }
        figures["best_ms"] = best
        figures["best_ratio_day20_over_day1"] = {
            "old_replay": best["old_replay_day20"] / best["old_replay_day1"],
            "new_snapshot": best["new_snapshot_day20"] / best["new_snapshot_day1"],
        }
        figures["ratio_old_over_new"] = {
            "day1": medians["old_replay_day1"] / medians["new_snapshot_day1"],
            "day20": medians["old_replay_day20"] / medians["new_snapshot_day20"],
        }
        figures["snapshot_bytes"] = snapshot_bytes
        figures["snapshot_ratio_day20_over_day1"] = snapshot_bytes["day20"] / snapshot_bytes["day1"]
        figures["memory_bytes"] = memory
        first, last = (f"night{night}" for night in MEMORY_NIGHTS)
        figures[f"memory_ratio_{last}_over_{first}"] = memory[last] / memory[first]
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
    parser.add_argument("--base", help="another checkout of the project, measured alike")
    args = parser.parse_args(argv)
    out: dict[str, object] = {"players": PLAYERS}
    if os.environ.get(TREE_VARIABLE):
        out["tree"] = os.environ[TREE_VARIABLE]
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
    if args.base:
        out["base"] = base = measured_in(args.base, args.runs, args.postgres)
        out["this_over_base"] = {
            store: compared(out[store], base[store])  # type: ignore[arg-type]
            for store in ("sqlite", "postgres")
            if store in out and store in base
        }
    print(json.dumps(out, indent=2))


def measured_in(tree: str, runs: int, postgres: str | None) -> dict[str, object]:
    """This script's figures for the code of the checkout `tree`, measured in a child process."""
    command = [sys.executable, __file__, "--runs", str(runs)]
    if postgres:
        command += ["--postgres", postgres]
    environ = {**os.environ, TREE_VARIABLE: str(Path(tree).resolve())}
    done = subprocess.run(command, env=environ, capture_output=True, text=True, check=True)
    figures: dict[str, object] = json.loads(done.stdout)
    return figures


def compared(this: dict[str, object], base: dict[str, object]) -> dict[str, float]:
    """This tree's figures of one store over the base's: the rebuilds' medians and bests, the
    snapshot's bytes and the memory (below 1: this tree is cheaper)."""
    ratios: dict[str, float] = {}
    for group in ("median_ms", "best_ms", "snapshot_bytes", "memory_bytes"):
        mine, theirs = this[group], base[group]
        assert isinstance(mine, dict) and isinstance(theirs, dict)
        for key, value in mine.items():
            ratios[f"{group}.{key}"] = value / theirs[key]
    return ratios


if __name__ == "__main__":
    main(sys.argv[1:])
