"""The submissions of `/act` and `/vote`: stored by hand-written statements where the ORM would
take several round trips for one step, and read back for a batch of games (a phase's input, the
day votes of a game's history, the messages counted for activity) or for one game (a day's votes,
a player's moves for the move forms).

A submission is stored by three statements: the game row locked by a read that also checks the
caller's seat and the phase the call was judged on, the submission it replaces deactivated by
one UPDATE … RETURNING, and the new one inserted with no model object built. With BEGIN and
COMMIT: five. They are written once (`_replacing`) and run by one of two drivers:

- SQLite (`bot.store.sqlite_thread`): all five in ONE call on aiosqlite's worker thread.
  aiosqlite runs each statement, BEGIN and COMMIT as a round trip between the event loop and that
  thread (a queue, a wake-up of the loop, a future): six per submission through tortoise's
  transaction, while the connection's lock, which every other statement waits for, is held across
  them all.
- PostgreSQL (and any other store): statement by statement in a tortoise transaction (each is a
  network round trip however it is sent); the row lock is `FOR UPDATE`.

The statements are the same SQL on both; only the placeholders and the row lock differ (SQLite
serializes write transactions, so it needs no FOR UPDATE).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Generator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar, cast

from tortoise.backends.base.client import BaseDBAsyncClient

import engine
from bot.store.games import StoredGame, stored
from bot.store.models import ACTION, LEAVE, VOTE, Game, Submission
from bot.store.sql import (
    Params,
    Phase,
    by_phase,
    db_time,
    dumps,
    fetch,
    from_db_time,
    is_postgres,
    loads,
    marks,
    true,
)
from bot.store.sqlite_thread import run_on_sqlite_thread
from bot.store.states import LIVE_STATES, OPEN_STATES, RUNNING
from bot.store.transactions import Transaction, client, transaction

__all__ = [
    "ACTION",
    "LEAVE",
    "VOTE",
    "At",
    "NewSubmission",
    "SeatHere",
    "Stored",
    "SubmissionRow",
    "VoteRow",
    "active_submissions",
    "day_votes",
    "locked_game_with_seat",
    "message_counts",
    "movers_sent",
    "moves_of",
    "seat_here",
    "store_if_current",
    "store_submission",
    "votes_cast",
    "votes_of_day",
]

T = TypeVar("T")
Rows = Sequence[Mapping[str, Any]]
Steps = Generator[tuple[str, list[Any]], Rows, T]
"""Statements to run in order, as (SQL, values); each is sent the rows it returned; the
generator's return value is the outcome."""


async def locked_game_with_seat(
    tx: Transaction, game_id: int, seat_id: int, user_id: int, *, sole: bool = False
) -> StoredGame | None:
    """The game row, locked until the transaction ends, if the seat is still the user's in it
    (and, `sole`, the user holds no seat in another live game); None if not (the seat was given
    to someone else, the game is gone, or the user sits in another game now)."""
    conn = tx.db
    g, s, u = marks(conn, 3)
    lock = " FOR UPDATE OF game" if is_postgres(conn) else ""
    sql = (
        "SELECT game.* FROM game JOIN seat ON seat.game_id = game.id"
        f" WHERE game.id = {g} AND seat.id = {s} AND seat.user_id = {u}"
        f"{_no_other_seat(u) if sole else ''}{lock}"
    )
    rows = await conn.executor_class(model=Game, db=conn).execute_select(
        sql, [game_id, seat_id, user_id]
    )
    return stored(rows[0]) if rows else None


def _no_other_seat(user: str) -> str:
    """A condition on `seat`: its user (placeholder `user`) holds no seat in another live game
    (a DM that names no game means the user's only one)."""
    states = ", ".join(f"'{state}'" for state in LIVE_STATES)
    return (
        " AND NOT EXISTS (SELECT 1 FROM seat AS other JOIN game AS theirs"
        f" ON theirs.id = other.game_id WHERE other.user_id = {user}"
        f" AND other.id <> seat.id AND theirs.state IN ({states}))"
    )


@dataclass(frozen=True, slots=True)
class SeatHere:
    """The game open in a channel, and a user's seat in it (None, None: they have none)."""

    game_id: int
    state: str
    seat_id: int | None
    name: str | None


async def seat_here(guild_id: int, channel_id: int, user_id: int) -> SeatHere | None:
    """The game open in a channel (the latest, as `bot.service.seats.callers.open_game` finds it)
    with the user's seat in it, in one read; None if no game is open there."""
    conn = client()
    guild, channel, user, *states = marks(conn, 3 + len(OPEN_STATES))
    sql = (
        "SELECT game.id, game.state, seat.id AS seat_id, seat.name FROM game"
        f" LEFT JOIN seat ON seat.game_id = game.id AND seat.user_id = {user}"
        f" WHERE game.guild_id = {guild} AND game.channel_id = {channel}"
        f" AND game.state IN ({', '.join(states)})"
    )  # no ORDER BY: as in `open_game`, SQLite would then walk the server's games by id
    rows = await conn.execute_query_dict(sql, [guild_id, channel_id, user_id, *OPEN_STATES])
    if not rows:
        return None
    row = max(rows, key=lambda row: int(row["id"]))
    return SeatHere(row["id"], row["state"], row["seat_id"], row["name"])


@dataclass(frozen=True, slots=True)
class NewSubmission:
    """A submission to store. It replaces the active one of the same game, phase, player, kind,
    verb and side (the player's own, or the Boss's for them: `delegated`)."""

    game_id: int
    phase_kind: str
    phase_number: int
    player: str
    kind: str  # ACTION | VOTE | LEAVE
    verb: str
    delegated: bool
    value: object  # stored as {"value": value}
    user_id: int  # who sent it
    at: datetime


@dataclass(frozen=True, slots=True)
class At:
    """What the call was judged on, checked by the locked read: the seat still the user's, and
    the game still running at this phase; `sole`: the user still holds no seat in another live
    game (a DM that names no game was judged as the user's only one)."""

    seat_id: int
    user_id: int
    phase_kind: str
    phase_number: int
    sole: bool = False


@dataclass(frozen=True, slots=True)
class Stored:
    """A submission stored: the value of the one it replaced (None if none)."""

    replaced: object | None


async def store_submission(tx: Transaction, new: NewSubmission) -> Stored:
    """Store `new` in the caller's transaction, whose game row is locked already: the previous
    one deactivated, the new one inserted (2 statements)."""
    done = await _run(tx.db, _replacing(tx.db, new, None))
    assert done is not None  # nothing to check: always stored
    return done


async def store_if_current(new: NewSubmission, at: At) -> Stored | None:
    """Store `new` in a transaction of its own if the game is still as judged (`at`), after
    locking its row; None, with nothing written, if not (the seat changed hands, the game moved
    on, paused or ended). 5 statements (BEGIN … COMMIT); one thread round trip on SQLite,
    which, once sent, completes even if the caller is cancelled. Not for a caller inside a
    transaction (it begins its own)."""
    db = client()
    steps = _replacing(db, new, at)
    if db.capabilities.dialect == "sqlite":
        return await run_on_sqlite_thread(db, lambda raw: _run_in_one_transaction(raw, steps))
    async with transaction() as tx:
        return await _run(tx.db, steps)


@dataclass(frozen=True, slots=True)
class _Statements:
    """The SQL of `_replacing` for one dialect."""

    current: str
    current_sole: str  # `current`, and the user holds no seat in another live game
    deactivate: str
    insert: str


_SAME = ("game_id", "phase_kind", "phase_number", "player", "kind", "verb", "delegated")
_OWN = ("value", "user_id", "created_at", "replaces_id", "active")
_BY_DIALECT: dict[str, _Statements] = {}


def _statements(conn: BaseDBAsyncClient) -> _Statements:
    """The statements in the connection's dialect (written once per dialect)."""
    dialect = conn.capabilities.dialect
    known = _BY_DIALECT.get(dialect)
    if known is not None:
        return known
    m = marks(conn, len(_SAME) + len(_OWN))
    game, seat, user, state, kind, number = m[:6]
    lock = " FOR UPDATE OF game" if is_postgres(conn) else ""
    same = " AND ".join(f"{c} = {mark}" for c, mark in zip(_SAME, m[: len(_SAME)], strict=True))
    current = (
        "SELECT game.id FROM game JOIN seat ON seat.game_id = game.id"
        f" WHERE game.id = {game} AND seat.id = {seat} AND seat.user_id = {user}"
        f" AND game.state = {state} AND game.phase_kind = {kind}"
        f" AND game.phase_number = {number}"
    )
    made = _Statements(
        current=current + lock,
        current_sole=current + _no_other_seat(user) + lock,
        deactivate=f"UPDATE submission SET active = {true(conn, False)} WHERE {same} AND active"
        " RETURNING id, value",
        insert=f"INSERT INTO submission ({', '.join((*_SAME, *_OWN))}) VALUES ({', '.join(m)})",
    )
    _BY_DIALECT[dialect] = made
    return made


def _replacing(conn: BaseDBAsyncClient, new: NewSubmission, at: At | None) -> Steps[Stored | None]:
    """The statements that store `new`: first, if `at` is given, the locked read that checks
    it (None if the game is not as judged); the previous submission deactivated; the insert."""
    sql = _statements(conn)
    if at is not None:
        where = [new.game_id, at.seat_id, at.user_id, RUNNING, at.phase_kind, at.phase_number]
        if not (yield sql.current_sole if at.sole else sql.current, where):
            return None
    same = [getattr(new, column) for column in _SAME]
    previous = yield sql.deactivate, same
    replaces = previous[0] if previous else None
    own = [
        dumps({"value": new.value}),
        new.user_id,
        db_time(conn, new.at),
        replaces["id"] if replaces else None,
        True,
    ]
    yield sql.insert, [*same, *own]
    return Stored(loads(replaces["value"])["value"] if replaces else None)


async def _run(conn: BaseDBAsyncClient, steps: Steps[T]) -> T:
    """Run the statements one by one on a tortoise connection; the outcome."""
    try:
        sql, values = next(steps)
        while True:
            rows = await conn.execute_query_dict(sql, values)
            sql, values = steps.send(rows)
    except StopIteration as done:
        return cast(T, done.value)


def _run_in_one_transaction(db: sqlite3.Connection, steps: Steps[T]) -> T:
    """Run the statements in one transaction on the sqlite3 connection (on its thread); the
    outcome. Anything raised rolls the transaction back."""
    db.execute("BEGIN")
    try:
        try:
            sql, values = next(steps)
            while True:
                rows = db.execute(sql, values).fetchall()
                sql, values = steps.send(rows)
        except StopIteration as done:
            outcome = cast(T, done.value)
        db.commit()
    except BaseException:
        if db.in_transaction:
            db.rollback()
        raise
    return outcome


@dataclass(frozen=True, slots=True)
class VoteRow:
    """A public day vote as sent, for the history of a game's votes."""

    day: int
    voter: str
    value: Any  # {"value": a player's name or "abstain"}
    at: datetime
    active: bool


@dataclass(frozen=True, slots=True)
class SubmissionRow:
    """An active submission, as a phase's input reads it."""

    player: str
    kind: str
    verb: str
    value: Any  # {"value": what the engine was given}
    delegated: bool


async def day_votes(tx: Transaction | None, ids: Collection[int]) -> dict[int, list[VoteRow]]:
    """Every day vote each game was sent, replaced ones too (by game id, in the order sent)."""
    conn = client(tx)
    found: dict[int, list[VoteRow]] = {game_id: [] for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_number, player, value, created_at, active FROM submission"
        f" WHERE {params.among('game_id', ids)} AND phase_kind = {params.add('day')}"
        f" AND kind = {params.add(VOTE)} ORDER BY id"
    )
    for game_id, day, voter, value, at, active in await fetch(conn, sql, params):
        found[game_id].append(VoteRow(day, voter, loads(value), from_db_time(at), bool(active)))
    return found


async def active_submissions(
    tx: Transaction | None, phases: Mapping[int, Phase]
) -> dict[int, list[SubmissionRow]]:
    """Each game's active submissions for its phase, in the order they were sent."""
    conn = client(tx)
    found: dict[int, list[SubmissionRow]] = {game_id: [] for game_id in phases}
    if not phases:
        return found
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_kind, phase_number, player, kind, verb, value, delegated"
        f" FROM submission WHERE {by_phase(params, phases, 'phase_number')}"
        f" AND active = {true(conn)} ORDER BY id"
    )
    for game_id, kind, number, player, what, verb, value, delegated in await fetch(
        conn, sql, params
    ):
        if (kind, number) == phases[game_id]:
            found[game_id].append(SubmissionRow(player, what, verb, loads(value), bool(delegated)))
    return found


async def message_counts(
    tx: Transaction | None, days: Mapping[int, int]
) -> dict[int, dict[str, int]]:
    """Each game's messages per player on the given day (by game id)."""
    conn = client(tx)
    found: dict[int, dict[str, int]] = {game_id: {} for game_id in days}
    if not days:
        return found
    params = Params(conn)
    sql = (
        "SELECT game_id, day, player, count FROM message_count WHERE"
        f" {by_phase(params, {game: ('day', day) for game, day in days.items()}, 'day')}"
        " ORDER BY id"
    )
    for game_id, day, player, count in await fetch(conn, sql, params):
        if day == days[game_id]:
            found[game_id][player] = int(count)
    return found


async def votes_cast(tx: Transaction, game_id: int, day: int, player: str) -> list[str]:
    """Every vote the player cast on the day (replaced ones too), in the order cast."""
    rows = (
        await Submission.filter(
            game_id=game_id, phase_kind="day", phase_number=day, player=player, kind=VOTE
        )
        .using_db(tx.db)
        .order_by("id")
    )
    return [str(row.value["value"]) for row in rows]


async def votes_of_day(game_id: int, day: int, tx: Transaction | None = None) -> list[VoteRow]:
    """Every public vote of the game's day `day`, replaced ones too, in the order sent."""
    rows = (
        await Submission.filter(game_id=game_id, phase_kind="day", phase_number=day, kind=VOTE)
        .using_db(client(tx))
        .order_by("id")
    )
    return [VoteRow(day, row.player, row.value, row.created_at, row.active) for row in rows]


async def movers_sent(game_id: int, phase: engine.Phase) -> set[str]:
    """The players with an active move for the phase, or who left it to the Boss (a move the
    Boss sent for them counts)."""
    rows = await Submission.filter(
        game_id=game_id,
        phase_kind=phase.kind,
        phase_number=phase.number,
        kind__in=(ACTION, LEAVE),
        active=True,
    ).values_list("player", flat=True)
    return {str(row) for row in rows}


async def moves_of(game_id: int, phase: engine.Phase, player: str) -> list[SubmissionRow]:
    """The player's active moves of the phase (and leaving it to the Boss), in the order sent."""
    rows = await Submission.filter(
        game_id=game_id,
        phase_kind=phase.kind,
        phase_number=phase.number,
        player=player,
        kind__in=(ACTION, LEAVE),
        active=True,
    ).order_by("id")
    return [SubmissionRow(row.player, row.kind, row.verb, row.value, row.delegated) for row in rows]
