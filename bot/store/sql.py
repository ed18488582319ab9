"""The little that differs between SQLite and PostgreSQL when the store writes its own SQL:
placeholders, how a JSON value and a time are passed and read back, the boolean literals.

Hand-written statements (`bot.store.fast`, `bot.store.bulk`) run on both through the
connection's `execute_query`/`execute_many`; tortoise stores a time on SQLite as its
`isoformat(" ")` text and JSON as text on both (asyncpg hands `jsonb` back as text too).
"""

from __future__ import annotations

import json
from collections.abc import Collection
from datetime import datetime
from typing import Any

from tortoise.backends.base.client import BaseDBAsyncClient

__all__ = ["db_time", "dumps", "in_list", "is_postgres", "loads", "marks", "true"]


def is_postgres(conn: BaseDBAsyncClient) -> bool:
    """Whether the connection speaks PostgreSQL (else SQLite)."""
    return conn.capabilities.dialect == "postgres"


def marks(conn: BaseDBAsyncClient, count: int, first: int = 1) -> list[str]:
    """`count` placeholders numbered from `first` (`$n` on PostgreSQL, `?n` on SQLite: a
    statement may use one value twice)."""
    sign = "$" if is_postgres(conn) else "?"
    return [f"{sign}{index}" for index in range(first, first + count)]


def in_list(conn: BaseDBAsyncClient, values: Collection[object], first: int = 1) -> str:
    """The placeholders of an `IN (…)` list of `values` (never empty: `IN (NULL)` matches
    nothing)."""
    if not values:
        return "(NULL)"
    return "(" + ", ".join(marks(conn, len(values), first)) + ")"


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
