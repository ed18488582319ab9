"""The statements of many games at once (resolving a batch of phases, delivering their
announcements), written by hand: one statement for the whole batch, plain rows instead of
model objects where nothing needs a model, and no query built term by term for thousands of
values (tortoise's query builder and model instances cost more than the store itself there).

Every statement runs on SQLite and PostgreSQL (`bot.store.sql`). The callers bound a batch
(`bot.service.clock.batcher.BATCH_GAMES`, `bot.service.outbox.delivery.BATCH_GAMES`), so an
`IN` list on SQLite stays far below its limit on parameters.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tortoise.backends.base.client import BaseDBAsyncClient

from bot.store.models import VOTE, Announcement, Game, Seat, Submission
from bot.store.sql import (
    Column,
    Params,
    db_time,
    dumps,
    insert_many,
    is_postgres,
    loads,
    true,
    update_many,
)

__all__ = [
    "GAME_FIELDS",
    "OutboxRow",
    "PrivateRow",
    "RecordRow",
    "ResolutionRow",
    "SeatRow",
    "SubmissionRow",
    "VoteRow",
    "active_submissions",
    "announcements",
    "day_votes",
    "insert_outbox",
    "insert_private_items",
    "insert_records",
    "insert_resolutions",
    "last_seqs",
    "live_seats",
    "locked_games",
    "message_counts",
    "resolved_inputs",
    "seat_rows",
    "seats",
    "snapshots",
    "team_channels",
    "update_games",
]


Phase = tuple[str, int]  # (kind, number), as the rows keep a phase


@dataclass(frozen=True, slots=True)
class SeatRow:
    """What a game's setup and its private items need of a seat."""

    id: int
    game_id: int
    position: int
    name: str
    role: str | None
    user_id: int


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


@dataclass(frozen=True, slots=True)
class ResolutionRow:
    """One `Resolution` row to insert."""

    game_id: int
    phase_kind: str
    phase_number: int
    input: Mapping[str, object]
    result: Mapping[str, object]
    state: Mapping[str, object] | None
    resolved_at: datetime
    resolved_by: str


@dataclass(frozen=True, slots=True)
class OutboxRow:
    """One outbox row to insert."""

    game_id: int
    seq: int
    phase_kind: str | None
    phase_number: int
    action: str
    payload: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class PrivateRow:
    """One private item to insert."""

    game_id: int
    seat_id: int
    phase_kind: str | None
    phase_number: int
    texts: list[object]


async def _rows(conn: BaseDBAsyncClient, sql: str, params: Params) -> Sequence[Any]:
    return (await conn.execute_query(sql, params.values))[1]


def _by_phase(params: Params, phases: Mapping[int, Phase], column: str) -> str:
    """The games and the phase numbers of a filter (the kinds are matched in Python)."""
    numbers = sorted({number for _, number in phases.values()})
    return f"{params.among('game_id', list(phases))} AND {params.among(column, numbers)}"


# -- resolving ---------------------------------------------------------------------------------


async def locked_games(conn: BaseDBAsyncClient, ids: Collection[int]) -> list[Game]:
    """The games' rows in id order, locked until the transaction ends (PostgreSQL: FOR UPDATE,
    taken in that order; SQLite serializes write transactions)."""
    params = Params(conn)
    lock = " FOR UPDATE" if is_postgres(conn) else ""
    sql = f"SELECT * FROM game WHERE {params.among('id', ids)} ORDER BY id{lock}"
    games: list[Game] = await conn.executor_class(model=Game, db=conn).execute_select(
        sql, params.values
    )
    return games


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


async def update_games(conn: BaseDBAsyncClient, games: Sequence[Game]) -> None:
    """Write `GAME_FIELDS` of every game row, in one statement."""
    rows = [
        [
            game.id,
            game.state,
            game.winner,
            game.phase_kind,
            game.phase_number,
            db_time(conn, game.deadline),
            float(game.downtime),
            db_time(conn, game.ended_at),
        ]
        for game in games
    ]
    await update_many(conn, "game", GAME_COLUMNS, rows)


async def seat_rows(conn: BaseDBAsyncClient, ids: Collection[int]) -> dict[int, list[SeatRow]]:
    """Every game's seats (by game id, in seat order)."""
    found: dict[int, list[SeatRow]] = {game_id: [] for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT id, game_id, position, name, role, user_id FROM seat"
        f" WHERE {params.among('game_id', ids)} ORDER BY game_id, position"
    )
    for row in await _rows(conn, sql, params):
        seat = SeatRow(row[0], row[1], row[2], row[3], row[4], int(row[5]))
        found[seat.game_id].append(seat)
    return found


async def resolved_inputs(
    conn: BaseDBAsyncClient, ids: Collection[int]
) -> dict[int, list[tuple[Phase, Any]]]:
    """Every resolved phase's stored input of each game (by game id, in the order stored)."""
    found: dict[int, list[tuple[Phase, Any]]] = {game_id: [] for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_kind, phase_number, input FROM resolution"
        f" WHERE {params.among('game_id', ids)} ORDER BY id"
    )
    for game_id, kind, number, data in await _rows(conn, sql, params):
        found[game_id].append(((kind, number), loads(data)))
    return found


async def day_votes(conn: BaseDBAsyncClient, ids: Collection[int]) -> dict[int, list[VoteRow]]:
    """Every day vote each game was sent, replaced ones too (by game id, in the order sent)."""
    found: dict[int, list[VoteRow]] = {game_id: [] for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_number, player, value, created_at, active FROM submission"
        f" WHERE {params.among('game_id', ids)} AND phase_kind = {params.add('day')}"
        f" AND kind = {params.add(VOTE)} ORDER BY id"
    )
    as_time = Submission._meta.fields_map["created_at"].to_python_value
    for game_id, day, voter, value, at, active in await _rows(conn, sql, params):
        found[game_id].append(VoteRow(day, voter, loads(value), as_time(at), bool(active)))
    return found


async def snapshots(conn: BaseDBAsyncClient, last: Mapping[int, Phase]) -> dict[int, Any]:
    """The engine state stored with each game's resolution of the given phase, where one was."""
    if not last:
        return {}
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_kind, phase_number, state FROM resolution"
        f" WHERE {_by_phase(params, last, 'phase_number')}"
    )
    found: dict[int, Any] = {}
    for game_id, kind, number, state in await _rows(conn, sql, params):
        if (kind, number) == last[game_id] and state is not None:
            found[game_id] = loads(state)
    return found


async def active_submissions(
    conn: BaseDBAsyncClient, phases: Mapping[int, Phase]
) -> dict[int, list[SubmissionRow]]:
    """Each game's active submissions for its phase, in the order they were sent."""
    found: dict[int, list[SubmissionRow]] = {game_id: [] for game_id in phases}
    if not phases:
        return found
    params = Params(conn)
    sql = (
        "SELECT game_id, phase_kind, phase_number, player, kind, verb, value, delegated"
        f" FROM submission WHERE {_by_phase(params, phases, 'phase_number')}"
        f" AND active = {true(conn)} ORDER BY id"
    )
    for game_id, kind, number, player, what, verb, value, delegated in await _rows(
        conn, sql, params
    ):
        if (kind, number) == phases[game_id]:
            found[game_id].append(SubmissionRow(player, what, verb, loads(value), bool(delegated)))
    return found


async def message_counts(
    conn: BaseDBAsyncClient, days: Mapping[int, int]
) -> dict[int, dict[str, int]]:
    """Each game's messages per player on the given day (by game id)."""
    found: dict[int, dict[str, int]] = {game_id: {} for game_id in days}
    if not days:
        return found
    params = Params(conn)
    sql = (
        "SELECT game_id, day, player, count FROM message_count WHERE"
        f" {_by_phase(params, {game: ('day', day) for game, day in days.items()}, 'day')}"
        " ORDER BY id"
    )
    for game_id, day, player, count in await _rows(conn, sql, params):
        if day == days[game_id]:
            found[game_id][player] = int(count)
    return found


RESOLUTION_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("phase_kind", "text"),
    ("phase_number", "int"),
    ("input", "jsonb"),
    ("result", "jsonb"),
    ("state", "jsonb"),
    ("resolved_at", "timestamptz"),
    ("resolved_by", "text"),
)


async def insert_resolutions(conn: BaseDBAsyncClient, rows: Sequence[ResolutionRow]) -> None:
    """Insert `Resolution` rows in one statement (the unique phase makes a second one of a
    phase fail, and with it the transaction)."""
    values = [
        [
            r.game_id,
            r.phase_kind,
            r.phase_number,
            dumps(r.input),
            dumps(r.result),
            None if r.state is None else dumps(r.state),
            db_time(conn, r.resolved_at),
            r.resolved_by,
        ]
        for r in rows
    ]
    await insert_many(conn, "resolution", RESOLUTION_COLUMNS, values)


@dataclass(frozen=True, slots=True)
class RecordRow:
    """A finished game's record (SPEC 5.1) to keep for export."""

    game_id: int
    record: Mapping[str, object]
    winner: str
    finished_at: datetime


RECORD_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("record", "jsonb"),
    ("winner", "text"),
    ("finished_at", "timestamptz"),
)


async def insert_records(conn: BaseDBAsyncClient, rows: Sequence[RecordRow]) -> None:
    """Insert `GameRecord` rows in one statement."""
    values = [[r.game_id, dumps(r.record), r.winner, db_time(conn, r.finished_at)] for r in rows]
    await insert_many(conn, "game_record", RECORD_COLUMNS, values)


async def last_seqs(conn: BaseDBAsyncClient, ids: Collection[int]) -> dict[int, int]:
    """Each game's last outbox number (0: none yet)."""
    found = dict.fromkeys(ids, 0)
    params = Params(conn)
    sql = (
        "SELECT game_id, MAX(seq) FROM announcement"
        f" WHERE {params.among('game_id', ids)} GROUP BY game_id"
    )
    for game_id, seq in await _rows(conn, sql, params):
        found[game_id] = int(seq or 0)
    return found


OUTBOX_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("seq", "int"),
    ("phase_kind", "text"),
    ("phase_number", "int"),
    ("action", "text"),
    ("payload", "jsonb"),
    ("delivered", "bool"),
    ("attempts", "int"),
)


async def insert_outbox(conn: BaseDBAsyncClient, rows: Sequence[OutboxRow]) -> None:
    """Insert outbox rows in one statement."""
    values = [
        [r.game_id, r.seq, r.phase_kind, r.phase_number, r.action, dumps(r.payload), False, 0]
        for r in rows
    ]
    await insert_many(conn, "announcement", OUTBOX_COLUMNS, values)


PRIVATE_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("seat_id", "int"),
    ("phase_kind", "text"),
    ("phase_number", "int"),
    ("texts", "jsonb"),
    ("created_at", "timestamptz"),
)


async def insert_private_items(
    conn: BaseDBAsyncClient, rows: Sequence[PrivateRow], now: datetime
) -> None:
    """Insert private items in one statement."""
    at = db_time(conn, now)
    values = [
        [r.game_id, r.seat_id, r.phase_kind, r.phase_number, dumps(r.texts), at] for r in rows
    ]
    await insert_many(conn, "private_item", PRIVATE_COLUMNS, values)


# -- delivering --------------------------------------------------------------------------------


async def announcements(conn: BaseDBAsyncClient, sql: str, params: Params) -> list[Announcement]:
    """The outbox rows a statement returns (`… RETURNING` every column), as models."""
    # execute_query_dict: tortoise's asyncpg client drops what an UPDATE returns otherwise
    rows = await conn.execute_query_dict(sql, params.values)
    return [Announcement._init_from_db(**row) for row in rows]


async def seats(conn: BaseDBAsyncClient, ids: Collection[int]) -> list[Seat]:
    """Every seat of the games, as models for showing rows (a delivery notes on them that a
    player was asked for DMs), without their join time: never save one."""
    params = Params(conn)
    sql = (
        "SELECT id, game_id, position, user_id, name, locale, role, previous_user_ids,"
        " dm_notice_given, NULL AS joined_at FROM seat"
        f" WHERE {params.among('game_id', ids)} ORDER BY game_id, position"
    )
    found: list[Seat] = await conn.executor_class(model=Seat, db=conn).execute_select(
        sql, params.values
    )
    return found


async def team_channels(conn: BaseDBAsyncClient, ids: Collection[int]) -> dict[int, dict[str, int]]:
    """Each game's team channels: engine team id -> channel id."""
    found: dict[int, dict[str, int]] = {game_id: {} for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT game_id, team, channel_id FROM team_channel"
        f" WHERE {params.among('game_id', ids)} ORDER BY id"
    )
    for game_id, team, channel_id in await _rows(conn, sql, params):
        found[game_id][team] = int(channel_id)
    return found


async def live_seats(
    conn: BaseDBAsyncClient, users: Collection[int], guilds: Collection[int], states: Sequence[str]
) -> list[tuple[int, int, int]]:
    """(user, game, guild) of every seat these users hold in a game of these servers in one of
    `states`."""
    if not users:
        return []
    params = Params(conn)
    sql = (
        "SELECT seat.user_id, seat.game_id, game.guild_id FROM seat"
        " JOIN game ON game.id = seat.game_id"
        f" WHERE {params.among('seat.user_id', users)}"
        f" AND {params.among('game.guild_id', guilds)} AND {params.among('game.state', states)}"
    )
    rows = await _rows(conn, sql, params)
    return [(int(user), int(game), int(guild)) for user, game, guild in rows]
