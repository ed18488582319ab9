"""Statements per `/act` and `/vote`, thread round trips, and accepted calls per second: the
old paths and the new.

    .venv/bin/python benchmarks/submit_statements.py [--games 100] [--runs 5]

Three paths, each run in turn in every round (the machine is shared: compare within one run):

- `old`: the service's submission code before the five-statement path, kept as the baseline:
  the caller's game and seat looked up on every call (2 statements), the game locked, the
  previous submission read, saved and the new one inserted.
- `locked`: every call judged and stored on the game row locked in tortoise's transaction, as
  every call was before the one-round-trip store (`Submissions._on_locked_game`, now taken for
  refusals, a state not in memory, or a game that moved on): the seat known from the caller's
  first call, one locked read that also checks the seat, the previous submission deactivated by
  one UPDATE … RETURNING, the insert; on SQLite one thread round trip per statement, BEGIN and
  COMMIT included.
- `new`: `GameService.act`/`vote`: judged on the engine state in memory, then the same
  statements (the locked read also checks the phase) in one transaction, which on SQLite is ONE
  round trip to aiosqlite's thread (`bot.store.votes.store_if_current`).

Statements are counted by SQLite itself (`sqlite3` trace callback: BEGIN and COMMIT included),
on a SQLite file in WAL; round trips to aiosqlite's thread by counting its queue
(`aiosqlite.Connection._execute`). With `--postgres URL` (or TEST_DATABASE_URL) the rates are
measured on PostgreSQL too (a fresh database; the statements are the same SQL, not counted
there). Prints JSON: statements and round trips per call, calls per second (medians of
`--runs`, and the runs), ratios. Two rates: per wall-clock second, and per CPU second of this
process (`process_time`: on a busy shared machine the wall rate measures the neighbours too; on
SQLite the CPU includes the store's own thread, on PostgreSQL the server's CPU is not counted).
A script, not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiosqlite
from tortoise.connection import get_connection

import engine
from bot.service import GameService
from bot.service.play.submissions import Judge, Submissions
from bot.service.ports.calls import Accepted, Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import SeatRef
from bot.service.seats.callers import my_seat, require_playing
from bot.store import connection as db
from bot.store.games import StoredGame
from bot.store.models import LIVE_STATES, Game, Seat, Submission
from bot.store.transactions import Transaction

GUILD = 1
Submit = Callable[[Caller, str, str], Awaitable[object]]


class StatementCounter:
    """Counts the statements SQLite runs (its trace callback sees BEGIN and COMMIT too), and
    the round trips to aiosqlite's thread (every call goes through its queue, `_execute`)."""

    def __init__(self) -> None:
        self.count = 0
        self.round_trips = 0

    def __call__(self, statement: str) -> None:
        self.count += 1

    async def attach(self) -> None:
        """Start counting on the store's connection."""
        client = get_connection("default")
        await client._connection.set_trace_callback(self)  # type: ignore[attr-defined]
        queue = aiosqlite.Connection._execute
        counter = self

        async def counted(
            connection: aiosqlite.Connection, *args: object, **kwargs: object
        ) -> object:
            counter.round_trips += 1
            return await queue(connection, *args, **kwargs)

        aiosqlite.Connection._execute = counted  # type: ignore[method-assign]


class LockedOnly(Submissions):
    """Every call judged and stored on the game row locked in tortoise's transaction, and a
    first call's seat found by `my_seat` (2 ORM reads), as before the one-round-trip store."""

    async def _quickly(
        self, caller: Caller, seat: SeatRef, judge: Judge, reads_votes: bool, sole: bool
    ) -> Accepted | None:
        return None

    async def _find_seat(self, caller: Caller, game_id: int | None) -> SeatRef:
        found, row = await my_seat(caller, game_id)
        seat = SeatRef(found.id, row.id, row.name)
        if caller.guild_id is not None and found.state in LIVE_STATES:
            self._seats.put((caller.user_id, caller.guild_id, caller.channel_id, game_id), seat)
        return seat


def locked_only(service: GameService) -> LockedOnly:
    """`LockedOnly` over the service's collaborators."""
    return LockedOnly(
        service.locks, service.engines, service.seats, service.clock, service.settings
    )


def locked_vote(service: GameService) -> Submit:
    """`LockedOnly.vote` in the shape of the other submitters."""
    submissions = locked_only(service)

    async def vote(caller: Caller, verb: str, target: str) -> object:
        return await submissions.vote(caller, target)

    return vote


async def old_store(
    service: GameService,
    game: StoredGame,
    phase: engine.Phase,
    player: str,
    kind: str,
    verb: str,
    value: object,
    user_id: int,
    tx: Transaction,
) -> None:
    """The old `Sent.store`: read the previous submission, save it inactive, insert the new."""
    same = {
        "game_id": game.id, "phase_kind": phase.kind, "phase_number": phase.number,
        "player": player, "kind": kind, "verb": verb, "delegated": False,
    }  # fmt: skip
    conn = tx.db
    previous = await Submission.filter(**same, active=True).using_db(conn).first()
    if previous is not None:
        previous.active = False
        await previous.save(update_fields=["active"], using_db=conn)
    await Submission.create(
        **same, value={"value": value}, user_id=user_id, created_at=service.clock.now(),
        replaces_id=previous.id if previous else None, using_db=conn,
    )  # fmt: skip


def old_act(service: GameService) -> Submit:
    """The old `Submissions.act` (own actions only)."""

    async def act(caller: Caller, verb: str, value: str) -> object:
        found, seat = await my_seat(caller, None)
        async with service.locks.locked_game(found.id) as (game, conn):
            require_playing(game)
            state = await service.engines.engine_game(game, conn)
            phase = engine.submission_phase(state, seat.name, verb, value, sender=seat.name)
            if isinstance(phase, engine.EngineError):
                raise phase
            await old_store(
                service, game, phase, seat.name, "action", verb, value, caller.user_id, conn
            )
        return phase

    return act


def old_vote(service: GameService) -> Submit:
    """The old `Submissions.vote`."""

    async def vote(caller: Caller, verb: str, target: str) -> object:
        found, seat = await my_seat(caller, None)
        async with service.locks.locked_game(found.id) as (game, conn):
            require_playing(game)
            state = await service.engines.engine_game(game, conn)
            if state.phase.kind != "day":
                raise ServiceError("not_day")
            error = state.check_vote(seat.name, target)
            if error is not None:
                raise error
            await old_store(
                service, game, state.phase, seat.name, "vote", "vote", target, caller.user_id, conn
            )
        return state.phase

    return vote


def new_vote(service: GameService) -> Submit:
    """`GameService.vote` in the shape of the other submitters."""

    async def vote(caller: Caller, verb: str, target: str) -> object:
        return await service.play.vote(caller, target)

    return vote


async def open_games(service: GameService, games: int, players: int) -> list[int]:
    """Open, fill and start `games` city games; their ids."""
    ids = []
    for channel in range(1, games + 1):
        host = Caller(1, GUILD, channel, is_admin=True)
        lobby = await service.lobby.open_lobby(host, "city", seed=channel)
        for seat in range(players):
            await service.lobby.join(Caller(10_000 * channel + seat, GUILD, channel), f"P{seat}")
        await service.lobby.start_game(host)
        ids.append(lobby.game_id)
    return ids


async def night_calls(
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
                    valid = [
                        other
                        for other in state.alive
                        if state.check_action(name, option.verb, other) is None
                    ]
                    if valid:
                        calls.append((caller, option.verb, rng.choice(valid)))
                        break
    return calls


async def day_calls(service: GameService, game_ids: Sequence[int]) -> list[tuple[Caller, str, str]]:
    """One vote per living player: (caller, "vote", target)."""
    calls = []
    rng = random.Random(2)
    for game_id in game_ids:
        state = await service.queries.engine_state(game_id)
        game = await Game.get(id=game_id)
        seats = {seat.name: seat for seat in await Seat.filter(game_id=game_id)}
        for name in state.alive:
            target = rng.choice([other for other in state.alive if other != name])
            calls.append((Caller(seats[name].user_id, GUILD, game.channel_id), "vote", target))
    return calls


async def measure(
    submit: Submit,
    calls: Sequence[tuple[Caller, str, str]],
    counter: StatementCounter,
    concurrency: int,
) -> tuple[list[float], float, float]:
    """Send every call (concurrently, `concurrency` at once); ([statements, round trips] per
    call, calls per wall second, calls per CPU second of this process)."""
    gate = asyncio.Semaphore(concurrency)

    async def one(call: tuple[Caller, str, str]) -> None:
        async with gate:
            await submit(*call)

    before, trips = counter.count, counter.round_trips
    start, cpu = time.perf_counter(), time.process_time()
    await asyncio.gather(*(one(call) for call in calls))
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu
    per_call = [(counter.count - before) / len(calls), (counter.round_trips - trips) / len(calls)]
    return per_call, len(calls) / seconds, len(calls) / cpu_seconds


async def bench(
    url: str, games: int, players: int, runs: int, concurrency: int
) -> dict[str, object]:
    """Every figure on one store (statements counted on SQLite only)."""
    await db.open_store(url)
    service = GameService(instance="bench")
    counter = StatementCounter()
    counting = url.startswith("sqlite")
    if counting:
        await counter.attach()
    figures: dict[str, object] = {}
    try:
        game_ids = await open_games(service, games, players)
        locked = locked_only(service)
        for label, calls_of, paths in (
            (
                "act",
                night_calls,
                {"old": old_act(service), "locked": locked.act, "new": service.play.act},
            ),
            (
                "vote",
                day_calls,
                {
                    "old": old_vote(service),
                    "locked": locked_vote(service),
                    "new": new_vote(service),
                },
            ),
        ):
            calls = await calls_of(service, game_ids)
            # warm: every caller's seat known, as after their first call (which looks it up)
            await measure(paths["new"], calls, counter, concurrency)  # type: ignore[arg-type]
            wall: dict[str, list[float]] = {name: [] for name in paths}
            cpu: dict[str, list[float]] = {name: [] for name in paths}
            for _ in range(runs):
                for name, submit in paths.items():
                    _, rate, cpu_rate = await measure(submit, calls, counter, concurrency)  # type: ignore[arg-type]
                    wall[name].append(round(rate))
                    cpu[name].append(round(cpu_rate))
            figure: dict[str, object] = {"calls_per_run": len(calls), "runs": runs}
            if counting:  # one call at a time, so that no other call's statements count
                per_call = {
                    name: (await measure(submit, calls[:50], counter, 1))[0]  # type: ignore[arg-type]
                    for name, submit in paths.items()
                }
                figure["statements_per_call"] = {name: n[0] for name, n in per_call.items()}
                figure["round_trips_per_call"] = {name: n[1] for name, n in per_call.items()}
            for unit, rates in (("per_second", wall), ("per_cpu_second", cpu)):
                medians = {name: statistics.median(values) for name, values in rates.items()}
                figure[f"{unit}_median"] = medians
                figure[f"{unit}_runs"] = rates
                figure[f"{unit}_ratio_new_old"] = round(medians["new"] / medians["old"], 2)
                figure[f"{unit}_ratio_new_locked"] = round(medians["new"] / medians["locked"], 2)
            figures[label] = figure
            if label == "act":
                for game_id in game_ids:  # to day 1, for the votes
                    await service.resolver.resolve_phase(game_id)
    finally:
        await service.lifecycle.close()
        await db.close_store()
    return figures


def main(argv: Sequence[str]) -> None:
    """Parse options, run on SQLite (a file) and PostgreSQL (if given), print JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--postgres", default=os.environ.get("TEST_DATABASE_URL"))
    args = parser.parse_args(argv)
    shape = (args.games, args.players, args.runs, args.concurrency)
    out: dict[str, object] = {}
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite://{Path(tmp) / 'bench.sqlite3'}"
        out["sqlite (WAL, synchronous=NORMAL)"] = asyncio.run(bench(url, *shape))
    if args.postgres:
        from tests.service.stores import postgres_database

        with postgres_database("submit", args.postgres) as pg:
            out["postgres"] = asyncio.run(bench(pg, *shape))
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
