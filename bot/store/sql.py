"""The little that differs between SQLite and PostgreSQL when the store writes its own SQL:
placeholders, a list of values to match, many rows written at once, how a JSON value and a
time are passed and read back, the boolean literals.

Hand-written statements (`bot.store.votes`, `bot.store.resolutions`, `bot.store.outbox`, …) run on
both through the connection's `execute_query`/`execute_query_dict`/`execute_many`; tortoise stores
a time on SQLite as its `isoformat(" ")` text and JSON as text on both (asyncpg hands `jsonb` back
as text too). On PostgreSQL a list of values is one array parameter (`= ANY($1)`), and many rows
are written by one statement over arrays (`unnest`): a statement with thousands of parameters, or
thousands of statements, cost the server far more. SQLite, in the process, runs an executemany as
fast.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from tortoise.backends.base.client import BaseDBAsyncClient

__all__ = [
    "Params",
    "Phase",
    "by_phase",
    "db_time",
    "dumps",
    "fetch",
    "from_db_time",
    "insert_many",
    "is_postgres",
    "loads",
    "marks",
    "true",
    "update_many",
]

Column = tuple[str, str]
"""A column written by `insert_many`/`update_many`: its name, and its PostgreSQL type (int,
bigint, text, jsonb, bool, float8, timestamptz)."""


def is_postgres(conn: BaseDBAsyncClient) -> bool:
    """Whether the connection speaks PostgreSQL (else SQLite)."""
    return conn.capabilities.dialect == "postgres"


def marks(conn: BaseDBAsyncClient, count: int, first: int = 1) -> list[str]:
    """`count` placeholders numbered from `first` (`$n` on PostgreSQL, `?n` on SQLite: a
    statement may use one value twice)."""
    sign = "$" if is_postgres(conn) else "?"
    return [f"{sign}{index}" for index in range(first, first + count)]


class Params:
    """The placeholders of one statement and their values, in order."""

    def __init__(self, conn: BaseDBAsyncClient) -> None:
        self._postgres = is_postgres(conn)
        self.values: list[Any] = []

    def add(self, value: object) -> str:
        """A placeholder for `value`."""
        self.values.append(value)
        return f"{'$' if self._postgres else '?'}{len(self.values)}"

    def among(self, column: str, values: Collection[object]) -> str:
        """`column` is one of `values` (none: false)."""
        if self._postgres:
            return f"{column} = ANY({self.add(list(values))})"
        if not values:
            return "1 = 0"
        return f"{column} IN ({', '.join(self.add(value) for value in values)})"


def true(conn: BaseDBAsyncClient, value: bool = True) -> str:
    """A boolean literal as the column stores it."""
    if is_postgres(conn):
        return "true" if value else "false"
    return "1" if value else "0"


def dumps(value: object) -> str:
    """A JSON column's value as tortoise writes it."""
    return json.dumps(value, separators=(",", ":"))


def loads(value: Any) -> Any:
    """A JSON column's value as read back (text on both stores; None stays None)."""
    return json.loads(value) if isinstance(value, str | bytes) else value


def db_time(conn: BaseDBAsyncClient, value: datetime | None) -> object:
    """A time as tortoise stores it (SQLite compares the text: it must be written alike)."""
    if value is None or is_postgres(conn):
        return value
    return value.isoformat(" ")


def _arrays(columns: Sequence[Column], rows: Sequence[Sequence[object]]) -> tuple[str, list[Any]]:
    """`unnest` of one array per column, its columns named c1, c2, …; the arrays."""
    arrays = ", ".join(
        f"${index}::{'text' if kind == 'jsonb' else kind}[]"
        for index, (_, kind) in enumerate(columns, start=1)
    )
    names = ", ".join(f"c{index}" for index in range(1, len(columns) + 1))
    return f"unnest({arrays}) AS t({names})", [list(values) for values in zip(*rows, strict=True)]


def _lists(rows: Sequence[Sequence[object]]) -> list[list[Any]]:
    return [list(row) for row in rows]


def _value(index: int, kind: str) -> str:
    return f"t.c{index}::jsonb" if kind == "jsonb" else f"t.c{index}"


async def insert_many(
    conn: BaseDBAsyncClient,
    table: str,
    columns: Sequence[Column],
    rows: Sequence[Sequence[object]],
    on_conflict: str = "",
) -> None:
    """Insert rows (values in the order of `columns`; JSON as text, times by `db_time`);
    `on_conflict`: an `ON CONFLICT …` clause (the same on both stores; no two rows may meet
    one conflicting row, as PostgreSQL refuses that)."""
    if not rows:
        return
    names = ", ".join(name for name, _ in columns)
    if not is_postgres(conn):
        places = ", ".join(marks(conn, len(columns)))
        sql = f"INSERT INTO {table} ({names}) VALUES ({places}) {on_conflict}"
        await conn.execute_many(sql.rstrip(), _lists(rows))
        return
    source, arrays = _arrays(columns, rows)
    values = ", ".join(_value(index, kind) for index, (_, kind) in enumerate(columns, start=1))
    sql = f"INSERT INTO {table} ({names}) SELECT {values} FROM {source} {on_conflict}"
    await conn.execute_query(sql.rstrip(), arrays)


async def update_many(
    conn: BaseDBAsyncClient, table: str, columns: Sequence[Column], rows: Sequence[Sequence[object]]
) -> None:
    """Set `columns[1:]` of the rows whose `columns[0]` (their key) is the row's first value."""
    if not rows:
        return
    key = columns[0][0]
    if not is_postgres(conn):
        places = marks(conn, len(columns))
        sets = ", ".join(
            f"{name} = {mark}" for (name, _), mark in zip(columns[1:], places[1:], strict=True)
        )
        await conn.execute_many(
            f"UPDATE {table} SET {sets} WHERE {key} = {places[0]}", _lists(rows)
        )
        return
    source, arrays = _arrays(columns, rows)
    sets = ", ".join(
        f"{name} = {_value(index, kind)}" for index, (name, kind) in enumerate(columns[1:], start=2)
    )
    sql = f"UPDATE {table} SET {sets} FROM {source} WHERE {table}.{key} = t.c1"
    await conn.execute_query(sql, arrays)


Phase = tuple[str, int]
"""(kind, number), as the rows keep a phase."""


async def fetch(conn: BaseDBAsyncClient, sql: str, params: Params) -> Sequence[Any]:
    """The rows a statement returns, as tuples."""
    return (await conn.execute_query(sql, params.values))[1]


def by_phase(params: Params, phases: Mapping[int, Phase], column: str) -> str:
    """The games and the phase numbers of a filter (the kinds are matched in Python)."""
    numbers = sorted({number for _, number in phases.values()})
    return f"{params.among('game_id', list(phases))} AND {params.among(column, numbers)}"


def from_db_time(value: object) -> datetime:
    """A time as a hand-written statement reads it back (SQLite gives tortoise's text), in UTC."""
    parsed = datetime.fromisoformat(value) if isinstance(value, str) else value
    assert isinstance(parsed, datetime), f"not a stored time: {value!r}"
    return parsed.astimezone(UTC) if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)
