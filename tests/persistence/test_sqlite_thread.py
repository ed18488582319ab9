"""`bot.store.sqlite_thread`, the store's one use of aiosqlite's private internals: it runs a
function on the connection's own thread, gives the same rows as the public path, and raises
sqlite3's errors as tortoise does. If aiosqlite changes `_execute` or `_conn`, this fails."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from tortoise.connection import get_connection
from tortoise.exceptions import IntegrityError

from bot.store import connection as db
from bot.store.sqlite_thread import run_on_sqlite_thread


async def test_work_runs_on_the_connections_thread_and_reads_what_the_public_path_reads(
    tmp_path: Path,
) -> None:
    await db.open_store(f"sqlite://{tmp_path / 'thread.sqlite3'}")
    try:
        client = get_connection("default")
        await client.execute_query("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE)")
        await client.execute_query("INSERT INTO t (name) VALUES ('a'), ('b')")

        def work(raw: sqlite3.Connection) -> tuple[int, list[tuple[object, ...]]]:
            assert isinstance(raw, sqlite3.Connection)
            rows = raw.execute("SELECT id, name FROM t ORDER BY id").fetchall()
            return threading.get_ident(), [tuple(row) for row in rows]

        thread, rows = await run_on_sqlite_thread(client, work)
        assert thread != threading.get_ident()  # not the event loop's thread
        _, public = await client.execute_query("SELECT id, name FROM t ORDER BY id")
        assert rows == [tuple(row) for row in public] == [(1, "a"), (2, "b")]

        with pytest.raises(IntegrityError):
            await run_on_sqlite_thread(
                client, lambda raw: raw.execute("INSERT INTO t (name) VALUES ('a')")
            )
    finally:
        await db.close_store()
