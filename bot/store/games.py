"""A game's row: reading it, locking it, and its state transitions (open, start, pause, resume,
extend, stop, finish), each written once. The service sees a game as a `StoredGame` (a frozen
copy of its row); a transition returns the row as it is after it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Collection, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, fields, replace
from datetime import datetime, timedelta

from tortoise.expressions import F

import engine
from bot.store.models import Announcement, Game
from bot.store.sql import Column, Params, db_time, is_postgres, update_many
from bot.store.states import FINISHED, LOBBY, OPEN_STATES, PAUSED, RUNNING, STOPPED
from bot.store.transactions import Transaction, client, transaction

__all__ = [
    "GAME_FIELDS",
    "StoredGame",
    "add_downtime",
    "all_open_in",
    "by_ids",
    "extend",
    "finished",
    "get",
    "latest_in",
    "locked",
    "moved_to",
    "open_game",
    "open_in",
    "pause",
    "phase_of",
    "resume",
    "running_with_deadline",
    "schedule_start",
    "scheduled_lobbies",
    "start",
    "stop",
    "stored",
    "update_games",
    "with_undelivered",
]


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game's row as stored: rule set, settings, seed, phase, deadline and state."""

    id: int
    guild_id: int
    channel_id: int
    host_id: int
    ruleset: str
    language: str
    settings: dict[str, object]  # engine settings + minutes, kept from the opening
    roles: list[str] | None  # the host's list; None: the preset
    seed: int
    items: dict[str, str] | None  # dealt items: item -> player
    state: str  # one of `bot.store.states.GAME_STATES`
    phase_kind: str | None  # "night" | "day" once dealt
    phase_number: int
    deadline: datetime | None  # a lobby's: its scheduled start, else none
    paused_remaining: float | None  # seconds left when paused
    downtime: float  # seconds the process was down in this phase
    winner: str | None
    created_at: datetime
    started_at: datetime | None
    ended_at: datetime | None


_FIELDS = tuple(field.name for field in fields(StoredGame))


def stored(row: Game) -> StoredGame:
    """The frozen copy of a game's model (for the store's modules)."""
    return StoredGame(**{name: getattr(row, name) for name in _FIELDS})


def phase_of(game: StoredGame) -> engine.Phase:
    """The stored current phase of a dealt game."""
    assert game.phase_kind is not None, "a game in the lobby has no phase"
    return engine.Phase.from_row(game.phase_kind, game.phase_number)


# -- reading ---------------------------------------------------------------------------------


async def get(game_id: int, tx: Transaction | None = None) -> StoredGame | None:
    """The game's row, or None if there is none."""
    row = await Game.get_or_none(id=game_id, using_db=client(tx))
    return None if row is None else stored(row)


async def open_in(guild_id: int, channel_id: int) -> StoredGame | None:
    """The lobby or game open in a channel (at most one: the latest, were there more)."""
    # No ORDER BY in SQL: SQLite would then walk the server's games by id instead of using the
    # (guild, channel, state) index, which finds the channel's few open games at once.
    found = await Game.filter(guild_id=guild_id, channel_id=channel_id, state__in=OPEN_STATES)
    return stored(max(found, key=lambda game: game.id)) if found else None


async def all_open_in(guild_id: int, channel_id: int) -> list[StoredGame]:
    """Every lobby or game open in a channel, in id order."""
    found = await Game.filter(
        guild_id=guild_id, channel_id=channel_id, state__in=OPEN_STATES
    ).order_by("id")
    return [stored(row) for row in found]


async def latest_in(guild_id: int, channel_id: int) -> StoredGame | None:
    """The last game opened in a channel, whatever its state."""
    row = await Game.filter(guild_id=guild_id, channel_id=channel_id).order_by("-id").first()
    return None if row is None else stored(row)


async def by_ids(ids: Collection[int]) -> list[StoredGame]:
    """The games that exist among `ids`, in id order."""
    return [stored(row) for row in await Game.filter(id__in=list(ids)).order_by("id")]


async def running_with_deadline() -> list[StoredGame]:
    """Every running game with a deadline, in id order."""
    rows = await Game.filter(state=RUNNING, deadline__isnull=False).order_by("id")
    return [stored(row) for row in rows]


async def scheduled_lobbies() -> list[StoredGame]:
    """Every lobby with a scheduled start (its `deadline`), in id order."""
    rows = await Game.filter(state=LOBBY, deadline__isnull=False).order_by("id")
    return [stored(row) for row in rows]


async def with_undelivered() -> list[StoredGame]:
    """Every game with an undelivered outbox row, in id order."""
    pending = await Announcement.filter(delivered=False).distinct().values_list("game_id")
    return await by_ids([row[0] for row in pending])


async def add_downtime(
    seconds: float, owns: Callable[[int], bool], tx: Transaction | None = None
) -> None:
    """Count `seconds` of downtime to every running day of the servers `owns(guild_id)` says
    this process hosts (downtime in a day is not held against anyone's activity)."""
    db = client(tx)
    days = (
        await Game.filter(state=RUNNING, phase_kind="day")
        .using_db(db)
        .values_list("id", "guild_id")
    )
    mine = [game_id for game_id, guild_id in days if owns(guild_id)]
    await Game.filter(id__in=mine).using_db(db).update(downtime=F("downtime") + seconds)


@asynccontextmanager
async def locked(ids: Collection[int]) -> AsyncIterator[tuple[list[StoredGame], Transaction]]:
    """A transaction, and the rows of the games that exist among `ids` (in id order) locked in
    it until it ends (PostgreSQL: FOR UPDATE, taken in that order; SQLite serializes write
    transactions)."""
    async with transaction() as tx:
        db = tx.db
        params = Params(db)
        lock = " FOR UPDATE" if is_postgres(db) else ""
        sql = f"SELECT * FROM game WHERE {params.among('id', sorted(ids))} ORDER BY id{lock}"
        rows: list[Game] = await db.executor_class(model=Game, db=db).execute_select(
            sql, params.values
        )
        yield [stored(row) for row in rows], tx


# -- transitions -----------------------------------------------------------------------------


async def open_game(
    *,
    guild_id: int,
    channel_id: int,
    host_id: int,
    ruleset: str,
    language: str,
    settings: Mapping[str, object],
    seed: int,
) -> StoredGame:
    """Open a lobby in a channel."""
    row = await Game.create(
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=host_id,
        ruleset=ruleset,
        language=language,
        settings=dict(settings),
        seed=seed,
        state=LOBBY,
    )
    return stored(row)


def moved_to(game: StoredGame, phase: engine.Phase, deadline: datetime | None) -> StoredGame:
    """The row at `phase`, with its deadline and no downtime yet (not written: `start`, or
    `update_games` for a batch of resolutions)."""
    return replace(
        game, phase_kind=phase.kind, phase_number=phase.number, deadline=deadline, downtime=0.0
    )


async def start(
    tx: Transaction,
    game: StoredGame,
    *,
    roles: Sequence[str] | None,
    items: Mapping[str, str] | None,
    now: datetime,
) -> StoredGame:
    """The lobby is dealt and running from `now` (`game` already `moved_to` its first phase)."""
    started = replace(
        game,
        roles=list(roles) if roles else None,
        items=dict(items) if items else None,
        state=RUNNING,
        started_at=now,
    )
    return await _save(
        tx, started, "roles", "items", "state", "started_at", *_PHASE_FIELDS, "downtime"
    )


async def schedule_start(
    tx: Transaction, game: StoredGame, at: datetime | None, roles: Sequence[str] | None
) -> StoredGame:
    """The lobby is to be dealt at `at` (kept as the lobby's `deadline`; None: no longer
    scheduled), with the host's role list (None: the preset), until it is dealt, rescheduled
    or cancelled."""
    scheduled = replace(game, deadline=at, roles=list(roles) if roles else None)
    return await _save(tx, scheduled, "deadline", "roles")


async def pause(tx: Transaction, game: StoredGame, now: datetime) -> StoredGame:
    """The clock stops with the time that was left."""
    assert game.deadline is not None
    left = max(0.0, (game.deadline - now).total_seconds())
    paused = replace(game, paused_remaining=left, deadline=None, state=PAUSED)
    return await _save(tx, paused, "paused_remaining", "deadline", "state")


async def resume(tx: Transaction, game: StoredGame, now: datetime) -> StoredGame:
    """The clock restarts with the time that was left."""
    deadline = now + timedelta(seconds=game.paused_remaining or 0.0)
    resumed = replace(game, deadline=deadline, paused_remaining=None, state=RUNNING)
    return await _save(tx, resumed, "paused_remaining", "deadline", "state")


async def extend(tx: Transaction, game: StoredGame, seconds: float) -> StoredGame:
    """The deadline `seconds` later (a paused game keeps them for when it resumes)."""
    if game.state == PAUSED:
        later = replace(game, paused_remaining=(game.paused_remaining or 0.0) + seconds)
        return await _save(tx, later, "paused_remaining")
    assert game.deadline is not None
    later = replace(game, deadline=game.deadline + timedelta(seconds=seconds))
    return await _save(tx, later, "deadline")


async def stop(tx: Transaction, game: StoredGame, now: datetime) -> StoredGame:
    """The lobby or game ends without a winner."""
    stopped = replace(game, state=STOPPED, deadline=None, ended_at=now)
    return await _save(tx, stopped, "state", "deadline", "ended_at")


def finished(game: StoredGame, winner: str, phase: engine.Phase, now: datetime) -> StoredGame:
    """The row of a game won at `phase` (not written: `update_games`)."""
    return replace(
        game,
        state=FINISHED,
        winner=winner,
        deadline=None,
        ended_at=now,
        phase_kind=phase.kind,
        phase_number=phase.number,
    )


_PHASE_FIELDS = ("phase_kind", "phase_number", "deadline")


async def _save(tx: Transaction, game: StoredGame, *names: str) -> StoredGame:
    await Game.filter(id=game.id).using_db(tx.db).update(**{n: getattr(game, n) for n in names})
    return game


GAME_COLUMNS: tuple[Column, ...] = (
    ("id", "int"),
    ("state", "text"),
    ("winner", "text"),
    ("phase_kind", "text"),
    ("phase_number", "int"),
    ("deadline", "timestamptz"),
    ("downtime", "float8"),
    ("ended_at", "timestamptz"),
)  # the key, then the columns a resolution changes
GAME_FIELDS = tuple(name for name, _ in GAME_COLUMNS[1:])
"""The game row's columns a resolution changes (written for the whole batch in one statement)."""


async def update_games(tx: Transaction, games: Sequence[StoredGame]) -> None:
    """Write `GAME_FIELDS` of every game row, in one statement."""
    db = tx.db
    rows = [
        [
            game.id,
            game.state,
            game.winner,
            game.phase_kind,
            game.phase_number,
            db_time(db, game.deadline),
            float(game.downtime),
            db_time(db, game.ended_at),
        ]
        for game in games
    ]
    await update_many(db, "game", GAME_COLUMNS, rows)
