"""The chaos soak: two sharded service processes on one PostgreSQL database play many games
while they are SIGKILLed and restarted, the store goes away for seconds at a time, and their
Table fails some of its calls; every finished game's record is then compared with its
fault-free twin, and every outbox row's showings are counted (lost, repeated).

    PYTHONPATH=. /work/venv/bin/python benchmarks/soak.py --games 200 --players 24 \\
        --phase-seconds 150 --database-url postgres://postgres@127.0.0.1:5432/test

The coordinator (this process, never killed) creates a database of its own on the server, deals
the games (one server each, alternating between shard 0 and shard 1; `--players` seats each,
city rules, `--double-kill` as the table's rule: 24 players without it last 14 phases at the
median), starts one worker per shard (`--worker N`: a `GameService` under that shard's lease,
resumed with `lifecycle.resume_until_done`, its Table failing `--table-failures` of its calls)
and plays every phase once, as the demo's simulated players do, right after the phase begins
(the deadline, `--phase-seconds` of real time, then resolves it in the worker that owns the
game). Meanwhile it SIGKILLs a random worker (restarted after 1-3 s, same instance name: a
restart in place) or cuts the store for 1-5 s (the workers' role may not log in, and every
connection it holds is terminated; the coordinator, another role, plays on).

At the end (every game over, or `--timeout`): each worker logs every row it showed (`game seq
pid`), so a row shown twice is a repeat, charged to the process that showed it first (a kill may
repeat at most the one row per game it had in flight), and a row marked delivered but never
shown, or still undelivered and not parked, is lost; a game not over is stuck. The twins are
replayed in this process on an in-memory SQLite store, without faults: same seeds, same players,
same simulated moves, each phase resolved at once; the records are compared without their times,
ids and the seal's salted fields (those are checked with `engine.proof.verify`). Prints one JSON
object: the figures against the aims (100% records equal, 0 lost, at most the one in flight
repeated per game and kill, 0 stuck). A script, not a test (most of an hour for 200 games).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import asyncpg

import engine
from bot.demo.simulated import simulate_phase
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.table import Attachment, Reader, TableGame
from bot.service.shards import ShardLeases, ShardPlan
from bot.store import connection as db
from bot.store.models import FINISHED, RUNNING, Announcement, Game, Seat
from bot.text.i18n import Text
from engine import proof

ROOT = Path(__file__).resolve().parents[1]
SHARDS = 2
PHASE_MINUTES = 10  # night and day, scaled to --phase-seconds of real time
REMINDER_MINUTES = 2


@dataclass(frozen=True)
class Table:
    """What every game of the soak is dealt with: its players and the table's rules."""

    players: int
    double_kill: bool

    def names(self) -> tuple[str, ...]:
        """The seats' names, P01 …"""
        return tuple(f"P{i:02d}" for i in range(1, self.players + 1))


def guild_of(index: int) -> int:
    """Game `index`'s server: shard `index % 2` ((guild >> 22) % 2)."""
    return (1000 + index) << 22


def host_of(index: int) -> int:
    """Game `index`'s host (no seat)."""
    return 10_000_000 + index


def user_of(index: int, position: int) -> int:
    """The user at seat `position` of game `index`."""
    return 1_000_000 * (index + 1) + position


def random_for(seed: int, phase: engine.Phase, position: int) -> random.Random:
    """The simulated players' random source (as in the demo)."""
    return random.Random(f"{seed}:{phase.kind}:{phase.number}:{position}")


# -- the worker ----------------------------------------------------------------------------


class FlakyTable:
    """A Table that shows nothing and fails a share of its calls (as Discord's 5xx do)."""

    def __init__(self, failures: float, seed: int) -> None:
        self._failures = failures
        self._random = random.Random(seed)

    def _call(self) -> None:
        if self._random.random() < self._failures:
            raise ConnectionError("injected Table failure (503)")

    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        self._call()

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        self._call()
        return True

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        self._call()

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        self._call()
        return None

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        self._call()

    async def unseat(self, game: TableGame, player: Reader) -> None:
        self._call()

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        self._call()

    async def offer_moves(
        self, game: TableGame, phase: engine.Phase, players: Sequence[Reader]
    ) -> None:
        self._call()

    async def close_moves(self, game: TableGame, phase: engine.Phase) -> None:
        self._call()

    async def remind_moves(
        self, game: TableGame, players: Sequence[Reader], texts: Sequence[Text]
    ) -> None:
        self._call()


def log_showings(path: Path) -> None:
    """Append `game seq pid` to `path` for every row this process shows (after the Table call
    returned): one write per line, so a kill loses at most the line of the row in flight; the
    process id tells which run of the worker (and so which kill) showed it first."""
    from bot.service.outbox import delivery

    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    show = delivery.show_row

    async def logged(showing: Any, row: Any) -> None:
        await show(showing, row)
        os.write(fd, f"{row.game_id} {row.seq} {os.getpid()}\n".encode())

    delivery.show_row = logged  # type: ignore[assignment]


async def worker(shard: int, url: str, scale: float, failures: float, log: Path) -> None:
    """One shard's process, until SIGTERM (or SIGKILL)."""
    log_showings(log)
    await db.open_store(url, migrate_first=False)
    instance = f"soak-{shard}"  # a restart in place keeps its name (its claims come back)
    leases = ShardLeases(ShardPlan(SHARDS, (shard,)), instance, lambda: datetime.now(UTC))
    await leases.acquire()
    service = GameService(instance=instance, time_scale=scale, owns=leases.owns)
    service.tables.register(FlakyTable(failures, os.getpid()))
    leases.on_regained = lambda _shards: service.lifecycle.resume()
    await service.lifecycle.resume_until_done()
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    print("ready", flush=True)
    await stop.wait()
    await service.lifecycle.close()
    await leases.release()
    await db.close_store()


# -- the coordinator -----------------------------------------------------------------------


class Workers:
    """The two shard processes: started, killed, restarted."""

    def __init__(self, args: argparse.Namespace, url: str, scale: float, logs: Path) -> None:
        self._args = args
        self._url = url
        self._scale = scale
        self._logs = logs
        self.processes: dict[int, asyncio.subprocess.Process] = {}
        self.kills = 0
        self.killed: set[int] = set()  # the process ids SIGKILLed

    async def start(self, shard: int) -> None:
        """Start (or restart) shard `shard`'s worker."""
        environ = {**os.environ, "PYTHONPATH": str(ROOT)}
        with (self._logs / f"worker-{shard}.err").open("ab") as stderr:
            self.processes[shard] = await asyncio.create_subprocess_exec(
                sys.executable,
                str(Path(__file__).resolve()),
                "--worker",
                str(shard),
                "--database-url",
                self._url,
                "--scale",
                repr(self._scale),
                "--table-failures",
                repr(self._args.table_failures),
                "--log",
                str(self._logs / f"shown-{shard}.log"),
                env=environ,
                stdout=asyncio.subprocess.DEVNULL,
                stderr=stderr,
            )

    async def kill(self, shard: int) -> None:
        """SIGKILL the worker; restarted 1-3 s later."""
        process = self.processes[shard]
        if process.returncode is None:
            process.kill()
            await process.wait()
            self.kills += 1
            self.killed.add(process.pid)
        await asyncio.sleep(random.uniform(1.0, 3.0))
        await self.start(shard)

    async def stop(self) -> None:
        """SIGTERM every worker and wait for it."""
        for process in self.processes.values():
            if process.returncode is None:
                process.terminate()
        for process in self.processes.values():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(process.wait(), 30)
            if process.returncode is None:
                process.kill()


async def outage(admin: str, role: str, seconds: float) -> None:
    """The store away from the workers for `seconds`: their role may not log in, and every
    connection they hold is terminated (the coordinator, another role, plays on)."""
    connection = await asyncpg.connect(admin)
    try:
        await connection.execute(f'ALTER ROLE "{role}" NOLOGIN')
        await connection.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", role
        )
        await asyncio.sleep(seconds)
    finally:
        await connection.execute(f'ALTER ROLE "{role}" LOGIN')
        await connection.close()


async def admin_sql(admin: str, *statements: str) -> None:
    """Run statements as the server's administrator."""
    connection = await asyncpg.connect(admin)
    try:
        for statement in statements:
            await connection.execute(statement)
    finally:
        await connection.close()


async def chaos(
    args: argparse.Namespace, workers: Workers, admin: str, role: str, done: asyncio.Event
) -> Counter[str]:
    """Kills and outages at random moments until `done`."""
    events: Counter[str] = Counter()
    rng = random.Random(args.seed)
    while not done.is_set():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), rng.uniform(*args.chaos_every))
        if done.is_set():
            break
        if rng.random() < args.kill_share:
            await workers.kill(rng.randrange(SHARDS))
            events["kills"] += 1
        else:
            await outage(admin, role, rng.uniform(1.0, 5.0))
            events["outages"] += 1
    return events


async def deal(service: GameService, table: Table, indices: Sequence[int]) -> list[int]:
    """Open and deal games `indices`, one per server, each with its own seed; their ids in
    order (the soak deals them all, a twin its one)."""
    ids = []
    for index in indices:
        guild = guild_of(index)
        host = Caller(host_of(index), guild, 20, is_admin=True)
        changes: dict[str, object] = {
            "night_minutes": PHASE_MINUTES,
            "day_minutes": PHASE_MINUTES,
            "reminder_minutes": REMINDER_MINUTES,
            "double_kill": table.double_kill,
        }
        await service.settings.set_configs(host, changes)
        lobby = await service.lobby.open_lobby(host, "city", seed=7_000 + index)
        for position, name in enumerate(table.names()):
            await service.lobby.join(Caller(user_of(index, position), guild, 20), name)
        await service.lobby.start_game(host, None)
        ids.append(lobby.game_id)
    return ids


async def play(service: GameService, ids: Sequence[int], late: Counter[int]) -> int:
    """Play every running game's current phase once (if not played yet), `DRIVERS` games at
    a time; how many played."""
    gate = asyncio.Semaphore(DRIVERS)

    async def one(row: Game) -> int:
        phase = (row.phase_kind, row.phase_number)
        async with gate:
            seats = sorted(await Seat.filter(game_id=row.id), key=lambda seat: seat.position)
            PLAYED[row.id] = phase  # once, even if it fails half-way (no move twice)
            await simulate_phase(service, row, seats, random_for)
            after = await Game.get(id=row.id)
        if (after.phase_kind, after.phase_number) != phase:
            late[row.id] += 1  # resolved while it was being played: not the twin's inputs
        return 1

    due = [
        row
        for row in await Game.filter(id__in=list(ids), state=RUNNING)
        if PLAYED.get(row.id) != (row.phase_kind, row.phase_number)
    ]
    results = await asyncio.gather(*(one(row) for row in due), return_exceptions=True)
    for row, result in zip(due, results, strict=True):
        if isinstance(result, BaseException):
            late[row.id] += 1
            print(f"driver: game {row.id}: {result!r}", file=sys.stderr)
    return sum(result for result in results if isinstance(result, int))


DRIVERS = 16


PLAYED: dict[int, tuple[str | None, int]] = {}


SALTED = ("commitment", "salt", "digests")
"""The seal's fields, drawn from a secret salt each game has anew: checked with
`engine.proof.verify` instead of compared with the twin's."""


def normalized(value: Any) -> Any:
    """A record without what differs between runs: times, ids and the seal's salted fields."""
    if isinstance(value, dict):
        return {
            key: normalized(item)
            for key, item in value.items()
            if not (
                key.endswith(("_at", "_id", "time"))
                or key in ("id", "game", "deadline")
                or key in SALTED
            )
        }
    if isinstance(value, list):
        return [normalized(item) for item in value]
    return value


def difference(left: Any, right: Any, path: str = "") -> str | None:
    """Where two normalized records first differ (a path and both values), or None."""
    if isinstance(left, dict) and isinstance(right, dict):
        for key in sorted(set(left) | set(right), key=str):
            found = difference(left.get(key), right.get(key), f"{path}/{key}")
            if found is not None:
                return found
        return None
    if isinstance(left, list) and isinstance(right, list) and len(left) == len(right):
        for index, (one, other) in enumerate(zip(left, right, strict=True)):
            found = difference(one, other, f"{path}[{index}]")
            if found is not None:
                return found
        return None
    return None if left == right else f"{path}: {str(left)[:200]} != {str(right)[:200]}"


async def records(ids: Sequence[int]) -> dict[int, Any]:
    """Every finished game's record, by its index."""
    service = GameService(instance="reader")
    found = {}
    for index, game_id in enumerate(ids):
        game = await Game.get(id=game_id)
        if game.state == FINISHED:
            host = Caller(host_of(index), game.guild_id, 20, is_admin=True)
            found[index] = await service.queries.export_record(host, game_id=game_id)
    return found


async def twin(table: Table, index: int) -> tuple[Any, int]:
    """Game `index` played without faults, each phase resolved at once; its record and how
    many phases it lasted."""
    service = GameService(instance="twin", time_scale=1.0)
    [game_id] = await deal(service, table, [index])
    phases = 0
    for _ in range(200):
        game = await Game.get(id=game_id)
        if game.state != RUNNING:
            break
        seats = sorted(await Seat.filter(game_id=game_id), key=lambda seat: seat.position)
        await simulate_phase(service, game, seats, random_for)
        phase = engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]
        await service.resolver.resolve_phase(game_id, phase)
        phases += 1
    host = Caller(host_of(index), guild_of(index), 20, is_admin=True)
    return await service.queries.export_record(host, game_id=game_id), phases


Showing = tuple[int, int]  # (game, seq)


def showings(logs: Path) -> dict[Showing, list[int]]:
    """The processes that showed each (game, seq), in the order they showed it, from both
    workers' logs (a worker's log is written by one process at a time)."""
    shown: dict[Showing, list[int]] = {}
    for path in logs.glob("shown-*.log"):
        for line in path.read_text().splitlines():
            parts = line.split()
            if len(parts) == 3:
                shown.setdefault((int(parts[0]), int(parts[1])), []).append(int(parts[2]))
    return shown


def repeats_by_stop(shown: dict[Showing, list[int]]) -> Counter[tuple[int, int]]:
    """Each repeated showing charged to the process that showed the row before it (the one
    that stopped, or lost the store, before it could mark the row delivered), by (process,
    game): a kill may repeat at most the one row per game it had in flight."""
    charged: Counter[tuple[int, int]] = Counter()
    for (game_id, _seq), pids in shown.items():
        for earlier in pids[:-1]:
            charged[(earlier, game_id)] += 1
    return charged


async def coordinator(args: argparse.Namespace) -> dict[str, Any]:
    """The soak; its figures."""
    from tests.service.stores import postgres_database

    logs = Path(args.logs)
    logs.mkdir(parents=True, exist_ok=True)
    for old in logs.glob("*"):
        old.unlink()
    scale = args.phase_seconds / (PHASE_MINUTES * 60)
    started = time.monotonic()
    admin = "postgresql://" + args.database_url.split("://", 1)[1]
    role = f"soak_worker_{os.getpid()}"
    await admin_sql(admin, f'CREATE ROLE "{role}" LOGIN')
    with postgres_database("soak", args.database_url) as url:
        database = url.rsplit("/", 1)[1].split("?")[0]
        await db.open_store(url)
        await admin_sql(
            admin.rsplit("/", 1)[0] + "/" + database,
            f'GRANT ALL ON ALL TABLES IN SCHEMA public TO "{role}"',
            f'GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO "{role}"',
        )
        # dealt with deadlines far ahead, the first night played, then every deadline set to
        # one to two phases from now: the workers start on games that are all in time
        service = GameService(instance="coordinator", time_scale=1.0)
        table = Table(args.players, args.double_kill == "on")
        ids = await deal(service, table, range(args.games))
        late: Counter[int] = Counter()
        phases = 0
        while PLAYED.keys() < set(ids):
            phases += await play(service, ids, late)
        # staggered over one phase: the driver then plays a steady trickle of games, not all
        # of them at every deadline
        now = datetime.now(UTC)
        for index, game_id in enumerate(ids):
            first = now + timedelta(seconds=args.phase_seconds * (1 + index / len(ids)))
            await Game.filter(id=game_id, state=RUNNING).update(deadline=first)
        scheme, rest = url.split("://", 1)
        worker_url = f"{scheme}://{role}@{rest.split('@', 1)[1]}"
        workers = Workers(args, worker_url, scale, logs)
        for shard in range(SHARDS):
            await workers.start(shard)
        done = asyncio.Event()
        chaos_task = asyncio.create_task(chaos(args, workers, admin, role, done))
        deadline = time.monotonic() + args.timeout
        while time.monotonic() < deadline:
            try:
                phases += await play(service, ids, late)
                print(f"{time.monotonic() - started:.0f} s: {phases} phases", file=sys.stderr)
                if not await Game.filter(id__in=ids, state=RUNNING).exists():
                    break
            except Exception as error:  # the store is away: play on once it is back
                print(f"driver: {type(error).__name__}: {error}", file=sys.stderr)
            await asyncio.sleep(0.3)
        done.set()
        events = await chaos_task
        # let the last deliveries through, with no fault
        settle = time.monotonic() + args.settle
        while time.monotonic() < settle:
            if not await Announcement.filter(
                game_id__in=ids, delivered=False, parked_at__isnull=True
            ).exists():
                break
            await asyncio.sleep(0.5)
        await workers.stop()
        soak_seconds = time.monotonic() - started
        rows = await Announcement.filter(game_id__in=ids).values_list(
            "game_id", "seq", "delivered", "parked_at"
        )
        stuck = await Game.filter(id__in=ids, state=RUNNING).count()
        finished = await records(ids)
        await db.close_store()
    await admin_sql(admin, f'DROP ROLE IF EXISTS "{role}"')
    shown = showings(logs)
    lost = sum(
        1
        for game_id, seq, delivered, parked in rows
        if parked is None and (not delivered or not shown.get((game_id, seq)))
    )
    parked = sum(1 for *_, parked_at in rows if parked_at is not None)
    repeated = sum(max(0, len(shown.get((game_id, seq), [])) - 1) for game_id, seq, _, _ in rows)
    charged = repeats_by_stop(shown)
    by_kill: Counter[int] = Counter()
    for (pid, _game), count in charged.items():
        by_kill[pid] += count
    await db.open_store("sqlite://:memory:")
    equal = 0
    different: list[int] = []
    differences: dict[int, str | None] = {}
    lengths: list[int] = []
    verified = sum(
        1 for record in finished.values() if proof.verify(engine.load_record(json.dumps(record))).ok
    )
    for index, record in finished.items():
        expected, length = await twin(table, index)
        lengths.append(length)
        if normalized(expected) == normalized(record):
            equal += 1
        else:
            different.append(index)
            differences[index] = difference(normalized(record), normalized(expected))
    await db.close_store()
    kills = workers.kills
    lengths.sort()
    return {
        "games": args.games,
        "finished": len(finished),
        "stuck": stuck,
        "phases_played": phases,
        "phases_played_late": sum(late.values()),
        "seconds": round(soak_seconds, 1),
        "kills": kills,
        "outages": events["outages"],
        "table_failure_rate": args.table_failures,
        "rows": len(rows),
        "rows_parked": parked,
        "posts_lost": lost,
        "posts_repeated": repeated,
        "repeats_per_kill": round(repeated / kills, 2) if kills else None,
        "most_repeats_of_one_game_by_one_kill": max(
            (count for (pid, _game), count in charged.items() if pid in workers.killed),
            default=0,
        ),
        "most_repeats_by_one_kill": max(
            (count for pid, count in by_kill.items() if pid in workers.killed), default=0
        ),
        "repeats_not_after_a_kill": sum(
            count for pid, count in by_kill.items() if pid not in workers.killed
        ),
        "players": table.players,
        "double_kill": table.double_kill,
        "phases_of_finished_games": sum(lengths),
        "phases_a_game_min_median_max": (
            [lengths[0], lengths[len(lengths) // 2], lengths[-1]] if lengths else None
        ),
        "finished_games_of_12_phases_or_more": sum(1 for length in lengths if length >= 12),
        "records_equal_to_twin": equal,
        "records_equal_share": round(equal / len(finished), 4) if finished else None,
        "records_sealed_and_verified": verified,
        "records_different": different[:20],
        "first_differences": {index: differences[index] for index in different[:5]},
        "records_equal_among_games_played_in_time": sum(
            1 for index in finished if index not in different and ids[index] not in late
        ),
        "finished_games_played_in_time": sum(1 for index in finished if ids[index] not in late),
        "games_played_late": sorted(late)[:20],
        "aims": {
            "records_equal_share": 1.0,
            "posts_lost": 0,
            "most_repeats_of_one_game_by_one_kill": 1,
            "stuck": 0,
        },
    }


def main() -> None:
    """Run the soak (or, with `--worker N`, one shard's process)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=16)
    parser.add_argument("--double-kill", choices=("on", "off"), default="off")
    parser.add_argument("--database-url", default=os.environ.get("TEST_DATABASE_URL", ""))
    parser.add_argument("--phase-seconds", type=float, default=20.0)
    parser.add_argument("--table-failures", type=float, default=0.02)
    parser.add_argument("--kill-share", type=float, default=0.6)
    parser.add_argument("--chaos-every", type=float, nargs=2, default=(8.0, 20.0))
    parser.add_argument("--timeout", type=float, default=3600.0)
    parser.add_argument("--settle", type=float, default=180.0)
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--logs", default="/tmp/mafia-soak")
    parser.add_argument("--worker", type=int, default=None)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--log", default="")
    args = parser.parse_args()
    if args.worker is not None:
        asyncio.run(
            worker(args.worker, args.database_url, args.scale, args.table_failures, Path(args.log))
        )
        return
    if not args.database_url.startswith(("postgres", "asyncpg")):
        parser.error("the soak needs PostgreSQL: --database-url or TEST_DATABASE_URL")
    print(json.dumps(asyncio.run(coordinator(args)), indent=2))


if __name__ == "__main__":
    main()
