"""Hand-written statements where the ORM would take several round trips for one step of
`/act` or `/vote`: the game row locked together with a seat check, a submission replaced in
one UPDATE … RETURNING and the new one inserted with no model object built (a batch's
statements: `bot.store.bulk`).

Both run on SQLite (3.35+ has RETURNING) and PostgreSQL; only the placeholders and the row lock
differ (SQLite serializes write transactions, so it needs no FOR UPDATE).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from tortoise.backends.base.client import BaseDBAsyncClient

from bot.store.models import Game
from bot.store.sql import db_time, dumps, is_postgres, loads, marks, true

__all__ = [
    "deactivate_submission",
    "insert_submission",
    "is_postgres",
    "locked_game_with_seat",
]


async def locked_game_with_seat(
    conn: BaseDBAsyncClient, game_id: int, seat_id: int, user_id: int
) -> Game | None:
    """The game row, locked until the transaction ends, if the seat is still the user's in it;
    None if not (the seat was given to someone else, or the game is gone)."""
    g, s, u = marks(conn, 3)
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
    where = " AND ".join(
        f"{column} = {mark}" for (column, _), mark in zip(same, marks(conn, len(same)), strict=True)
    )
    sql = (
        f"UPDATE submission SET active = {true(conn, False)}"
        f" WHERE {where} AND active RETURNING id, value"
    )
    rows = await conn.execute_query_dict(sql, [value for _, value in same])
    if not rows:
        return None
    row = rows[0]
    return int(row["id"]), loads(row["value"])


async def insert_submission(
    conn: BaseDBAsyncClient,
    same: Sequence[tuple[str, object]],
    value: object,
    user_id: int,
    at: datetime,
    replaces_id: int | None,
) -> None:
    """Insert an active submission: the `same` columns (as `deactivate_submission` matched
    them), its value, sender, time and the submission it replaces."""
    columns = [column for column, _ in same]
    columns += ["value", "user_id", "created_at", "replaces_id", "active"]
    values = [value for _, value in same]
    values += [dumps({"value": value}), user_id, db_time(conn, at), replaces_id, True]
    sql = (
        f"INSERT INTO submission ({', '.join(columns)})"
        f" VALUES ({', '.join(marks(conn, len(values)))})"
    )
    await conn.execute_query(sql, values)
