"""Hand-written statements where the ORM would take several round trips for one step: the
game row locked together with a seat check, and a submission replaced in one UPDATE … RETURNING.

Both run on SQLite (3.35+ has RETURNING) and PostgreSQL; only the placeholders and the row lock
differ (SQLite serializes write transactions, so it needs no FOR UPDATE).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tortoise.backends.base.client import BaseDBAsyncClient

from bot.store.models import Game

__all__ = [
    "OutboxRow",
    "PrivateRow",
    "deactivate_submission",
    "insert_outbox",
    "insert_private_items",
    "insert_submission",
    "is_postgres",
    "locked_game_with_seat",
]


def is_postgres(conn: BaseDBAsyncClient) -> bool:
    """Whether the connection speaks PostgreSQL (else SQLite)."""
    return conn.capabilities.dialect == "postgres"


def _marks(conn: BaseDBAsyncClient, count: int) -> list[str]:
    if is_postgres(conn):
        return [f"${index}" for index in range(1, count + 1)]
    return ["?"] * count


async def locked_game_with_seat(
    conn: BaseDBAsyncClient, game_id: int, seat_id: int, user_id: int
) -> Game | None:
    """The game row, locked until the transaction ends, if the seat is still the user's in it;
    None if not (the seat was given to someone else, or the game is gone)."""
    g, s, u = _marks(conn, 3)
    lock = " FOR UPDATE OF game" if is_postgres(conn) else ""
    sql = (
        "SELECT game.* FROM game JOIN seat ON seat.game_id = game.id"
        f" WHERE game.id = {g} AND seat.id = {s} AND seat.user_id = {u}{lock}"
    )
    rows = await conn.executor_class(model=Game, db=conn).execute_select(
        sql, [game_id, seat_id, user_id]
    )
    return rows[0] if rows else None


async def deactivate_submission(
    conn: BaseDBAsyncClient, same: Sequence[tuple[str, object]]
) -> tuple[int, Any] | None:
    """Deactivate the active submission matching `same` (column, value pairs); its id and
    stored value, or None if there was none."""
    marks = _marks(conn, len(same))
    where = " AND ".join(
        f"{column} = {mark}" for (column, _), mark in zip(same, marks, strict=True)
    )
    sql = (
        f"UPDATE submission SET active = {'false' if is_postgres(conn) else '0'}"
        f" WHERE {where} AND active RETURNING id, value"
    )
    rows = await conn.execute_query_dict(sql, [value for _, value in same])
    if not rows:
        return None
    row = rows[0]
    value = row["value"]
    return int(row["id"]), json.loads(value) if isinstance(value, str | bytes) else value


def _json(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


def _at(conn: BaseDBAsyncClient, value: datetime) -> object:
    return value if is_postgres(conn) else str(value)  # as tortoise stores it on SQLite


async def insert_submission(
    conn: BaseDBAsyncClient,
    same: Sequence[tuple[str, object]],
    value: object,
    user_id: int,
    at: datetime,
    replaces_id: int | None,
) -> None:
    """Insert an active submission: the `same` columns (as `deactivate_submission` matched
    them), its value, sender, time and the submission it replaces (no model object)."""
    columns = [column for column, _ in same]
    columns += ["value", "user_id", "created_at", "replaces_id", "active"]
    values = [value for _, value in same]
    values += [_json({"value": value}), user_id, _at(conn, at), replaces_id, True]
    sql = (
        f"INSERT INTO submission ({', '.join(columns)})"
        f" VALUES ({', '.join(_marks(conn, len(values)))})"
    )
    await conn.execute_query(sql, values)


async def insert_outbox(conn: BaseDBAsyncClient, rows: Sequence[OutboxRow]) -> None:
    """Insert outbox rows in one executemany (no model objects: thousands at a time)."""
    if not rows:
        return
    marks = ", ".join(_marks(conn, 8))
    sql = (
        "INSERT INTO announcement (game_id, seq, phase_kind, phase_number, action, payload,"
        f" delivered, attempts) VALUES ({marks})"
    )
    await conn.execute_many(
        sql,
        [
            [r.game_id, r.seq, r.phase_kind, r.phase_number, r.action, _json(r.payload), False, 0]
            for r in rows
        ],
    )


async def insert_private_items(
    conn: BaseDBAsyncClient, rows: Sequence[PrivateRow], now: datetime
) -> None:
    """Insert private items in one executemany."""
    if not rows:
        return
    marks = ", ".join(_marks(conn, 6))
    sql = (
        "INSERT INTO private_item (game_id, seat_id, phase_kind, phase_number, texts, created_at)"
        f" VALUES ({marks})"
    )
    at = _at(conn, now)
    await conn.execute_many(
        sql,
        [[r.game_id, r.seat_id, r.phase_kind, r.phase_number, _json(r.texts), at] for r in rows],
    )


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
