"""A function run on the SQLite connection's own thread in one round trip: the store's one use
of a library's private internals (aiosqlite has no public call for it), measured to pay for
itself by `benchmarks/submit_statements.py`; `tests/store/test_sqlite_thread.py` fails if
aiosqlite changes beneath it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TypeVar, cast

import aiosqlite
from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.exceptions import IntegrityError, OperationalError

__all__ = ["run_on_sqlite_thread"]

T = TypeVar("T")


async def run_on_sqlite_thread(
    client: BaseDBAsyncClient, work: Callable[[sqlite3.Connection], T]
) -> T:
    """`work` run on the SQLite connection's own thread in one round trip, no other statement
    or transaction of this process running meanwhile (the client's lock, as tortoise's
    transactions take it); sqlite3's errors raised as tortoise raises them."""
    async with client.acquire_connection() as raw:
        connection = cast(aiosqlite.Connection, raw)
        # `_execute` is the queue every public call of aiosqlite (execute, commit, …) goes
        # through, and `_conn` the sqlite3 connection (tortoise sets its row factory through it).
        try:
            # aiosqlite leaves its private `_execute` untyped.
            return cast(T, await connection._execute(work, connection._conn))  # type: ignore[no-untyped-call]
        except sqlite3.IntegrityError as error:
            raise IntegrityError(error) from error
        except sqlite3.OperationalError as error:
            raise OperationalError(error) from error
