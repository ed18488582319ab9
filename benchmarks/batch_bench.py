"""Many games due at once, resolved and delivered to a counting Table: the old path (each game's
deadline job resolving it alone, all at once) and the new (`bot.service.clock.batcher`), in one
process.

    .venv/bin/python benchmarks/batch_bench.py --games 1000 --runs 3 [--postgres URL]
    .venv/bin/python benchmarks/batch_bench.py --games 5000 --runs 1
    .venv/bin/python benchmarks/batch_bench.py --startup 1000 --runs 1

Two identical sets of games (cloned from one game the service dealt, each dealt with its own
seed; random players' input stored as their submissions) are resolved, one set by each path;
a run is one phase of every game (run 2 is day 1, run 3 night 2). `--startup N`: N deadlines
overdue when the process starts: the old `resume()` (one game after another) against the new
(the batches). Prints JSON per store: seconds per run, medians, ratio old/new, Table calls.
The old path's deliveries already use this issue's bulk delivery (one game at a time), so the
ratio understates the gain over the code before it. A script, not a test.
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
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.table import Attachment, Reader, TableGame
from bot.service.seats.callers import phase_of
from bot.store import connection as db
from bot.store.models import RUNNING, Game
from bot.text.i18n import Text
from tests.service.bulk_games import clone_games, random_inputs, store_inputs

PLAYERS = 8


class CountingTable:
    """Counts the calls; shows nothing."""

    def __init__(self) -> None:
        self.calls = 0

    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        """Count."""
        self.calls += 1

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        """Count."""
        self.calls += 1
        return True

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        """Count."""
        self.calls += 1

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        """Count."""
        self.calls += 1
        return None

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        """Count."""
        self.calls += 1

    async def unseat(self, game: TableGame, player: Reader) -> None:
        """Count."""
        self.calls += 1

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        """Count."""
        self.calls += 1


async def make_games(service: GameService, guild: int, games: int, due: datetime) -> list[int]:
    """`games` running games in `guild` at night 1, due at `due`."""
    channel = 1_000_000 * guild
    host = Caller(1, guild, channel, is_admin=True)
    await service.lobby.open_lobby(host, "city", seed=1)
    for seat in range(PLAYERS):
        await service.lobby.join(Caller(10_000 * channel + seat, guild, channel), f"P{seat}")
    status = await service.lobby.start_game(host)
    channels = range(channel + 1, channel + 1 + games)
    return await clone_games(status.game_id, channels, range(games), deadline=due)


async def next_inputs(service: GameService, old: list[int], new: list[int], run: int) -> None:
    """The same random input for each pair of twin games' current phase."""
    inputs = await random_inputs(service, old, seed=run)
    twins = dict(zip(old, new, strict=True))
    await store_inputs(service, {**inputs, **{twins[a]: i for a, i in inputs.items()}})


async def running(ids: Sequence[int]) -> list[int]:
    """The games of `ids` still running."""
    found = await Game.filter(id__in=list(ids), state=RUNNING).values_list("id", flat=True)
    return sorted(int(game_id) for game_id in found)  # type: ignore[call-overload]


async def due_at_once(url: str, games: int, runs: int, old_too: bool = True) -> dict[str, object]:
    """The old and the new path on twin sets of `games` games, `runs` phases each."""
    await db.open_store(url)
    service = GameService(instance="bench")
    table = CountingTable()
    service.tables.register(table)
    service.timers.start()  # as in the bot: arming a job looks it up in the running scheduler
    now = datetime.now(UTC)
    try:
        start = time.perf_counter()
        old = await make_games(service, 1, games, now)
        new = await make_games(service, 2, games, now)
        setup = time.perf_counter() - start
        seconds: dict[str, list[float]] = {"old": [], "new": []}
        cpu: dict[str, list[float]] = {"old": [], "new": []}
        calls: dict[str, list[int]] = {"old": [], "new": []}
        for run in range(runs):
            if old_too:
                await next_inputs(service, await running(old), await running(new), run)
            else:  # the old games stay at night 1: the new ones' own input
                phases = await random_inputs(service, await running(new), seed=run)
                await store_inputs(service, phases)
            service.engines.clear()  # the deadlines find a cold process
            paths = [("old", await running(old))] if old_too else []
            for name, ids in [*paths, ("new", await running(new))]:
                shown = table.calls
                start, used = time.perf_counter(), time.process_time()
                if name == "old":  # each deadline job resolving its game alone, all at once
                    await asyncio.gather(
                        *(service.resolver.resolve_phase(game_id) for game_id in ids)
                    )
                else:
                    await service.batcher.resolve_due([(game_id, None) for game_id in ids])
                seconds[name].append(time.perf_counter() - start)
                cpu[name].append(time.process_time() - used)
                calls[name].append(table.calls - shown)
    finally:
        await service.lifecycle.close()
        await db.close_store()
    return summary(games, runs, seconds, calls, setup, cpu)


async def at_startup(url: str, games: int, runs: int) -> dict[str, object]:
    """`games` deadlines overdue at start-up: the old resume loop against the new resume()."""
    await db.open_store(url)
    seconds: dict[str, list[float]] = {"old": [], "new": []}
    cpu: dict[str, list[float]] = {"old": [], "new": []}
    calls: dict[str, list[int]] = {"old": [], "new": []}
    setup = 0.0
    try:
        for run in range(runs):
            maker = GameService(instance="maker")
            maker.tables.register(CountingTable())
            start = time.perf_counter()
            past = datetime.now(UTC) - timedelta(hours=1)
            old = await make_games(maker, 10 + 2 * run, games, past)
            new = await make_games(maker, 11 + 2 * run, games, past)
            await next_inputs(maker, old, new, run)
            setup += time.perf_counter() - start
            for name, guild in (("old", 10 + 2 * run), ("new", 11 + 2 * run)):
                table = CountingTable()
                mine = GameService(instance=f"{name}{run}", owns=lambda g, guild=guild: g == guild)
                service = mine
                service.tables.register(table)
                start, used = time.perf_counter(), time.process_time()
                if name == "old":
                    await old_resume(service, guild)
                else:
                    await service.lifecycle.resume()
                seconds[name].append(time.perf_counter() - start)
                cpu[name].append(time.process_time() - used)
                calls[name].append(table.calls)
                await service.lifecycle.close()
    finally:
        await db.close_store()
    return summary(games, runs, seconds, calls, setup, cpu)


async def old_resume(service: GameService, guild: int) -> None:
    """The resume loop before batches: every overdue game resolved alone, one after another."""
    now = datetime.now(UTC)
    service.timers.start()
    await service.delivery.deliver_pending()
    for game in await Game.filter(state=RUNNING, guild_id=guild).order_by("id"):
        if game.deadline is None:
            continue
        if game.deadline > now:
            await service.phases.rearm(game.id)
            continue
        await service.resolver.resolve_phase(game.id, phase_of(game))


def summary(
    games: int,
    runs: int,
    seconds: dict[str, list[float]],
    calls: dict[str, list[int]],
    setup: float,
    cpu: dict[str, list[float]],
) -> dict[str, object]:
    """The figures of one measurement."""
    medians = {name: statistics.median(values) for name, values in seconds.items() if values}
    return {
        "games": games,
        "runs": runs,
        "seconds_runs": {k: [round(v, 3) for v in values] for k, values in seconds.items()},
        "seconds_median": {k: round(v, 3) for k, v in medians.items()},
        "ratio_old_over_new": round(medians["old"] / medians["new"], 2)
        if "old" in medians
        else None,
        "table_calls_runs": calls,
        "cpu_s_runs": {k: [round(v, 3) for v in values] for k, values in cpu.items()},
        "cpu_s_median": {k: round(statistics.median(v), 3) for k, v in cpu.items() if v},
        "setup_s": round(setup, 1),
    }


def main(argv: Sequence[str]) -> None:
    """Parse options, run on SQLite (a file) and PostgreSQL (if given), print JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--startup", type=int, default=0, help="overdue games at start-up")
    parser.add_argument("--postgres", default=os.environ.get("TEST_DATABASE_URL"))
    parser.add_argument("--only", choices=("sqlite", "postgres"))
    parser.add_argument("--new-only", action="store_true", help="skip the old path (slow)")
    args = parser.parse_args(argv)

    def measure(url: str) -> dict[str, object]:
        if args.startup:
            return asyncio.run(at_startup(url, args.startup, args.runs))
        return asyncio.run(due_at_once(url, args.games, args.runs, not args.new_only))

    out: dict[str, object] = {"what": "overdue at start-up" if args.startup else "due at once"}
    if args.only != "postgres":
        with tempfile.TemporaryDirectory() as tmp:
            out["sqlite"] = measure(f"sqlite://{Path(tmp) / 'bench.sqlite3'}")
    if args.postgres and args.only != "sqlite":
        from tests.service.stores import postgres_database

        with postgres_database("bench", args.postgres) as pg:
            out["postgres"] = measure(pg)
    print(json.dumps(out, indent=2), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
