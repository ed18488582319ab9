"""The store checked at start-up, before anything else runs: a URL that names
no store the bot speaks, a store it cannot reach, and one it may read but not write each give a
problem code, so that `python -m bot` says one clear line and exits with code 2 instead of a
traceback, or a bot that answers every write with "try again"."""

from __future__ import annotations

import asyncio
import importlib
import sqlite3
from pathlib import Path
from typing import Any

from bot.store.connection import normalize_url

__all__ = ["BAD_URL", "READ_ONLY", "UNREACHABLE", "probe_store"]

BAD_URL = "store-bad-url"
UNREACHABLE = "store-unreachable"
READ_ONLY = "store-read-only"
TIMEOUT = 10.0
"""Seconds a PostgreSQL server has to answer."""


def probe_store(url: str) -> str | None:
    """None when the store at `url` can be written; else BAD_URL, UNREACHABLE or READ_ONLY."""
    url = normalize_url(url.strip())
    if url.startswith("sqlite://"):
        return _probe_sqlite(url.removeprefix("sqlite://").split("?", 1)[0])
    if url.startswith("postgres://"):
        return asyncio.run(_probe_postgres(url))
    return BAD_URL


def _probe_sqlite(path_text: str) -> str | None:
    """A SQLite file: its directory made, then a write begun and rolled back (a read-only file,
    directory or file system refuses it)."""
    if not path_text or path_text == ":memory:":
        return None if path_text == ":memory:" else BAD_URL
    path = Path(path_text)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return READ_ONLY
    try:
        connection = sqlite3.connect(path, timeout=5)
    except sqlite3.Error:
        return UNREACHABLE
    try:
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("CREATE TABLE IF NOT EXISTS _start_probe (x INTEGER)")
        connection.execute("ROLLBACK")
    except sqlite3.OperationalError as error:
        text = str(error).lower()
        return READ_ONLY if "readonly" in text or "read-only" in text else UNREACHABLE
    except sqlite3.DatabaseError:
        return UNREACHABLE  # not a database file
    finally:
        connection.close()
    return None


async def _probe_postgres(url: str) -> str | None:
    """A PostgreSQL server: connected to within TIMEOUT seconds, and not read-only (a hot
    standby, or `default_transaction_read_only`)."""
    asyncpg: Any = importlib.import_module("asyncpg")  # only a PostgreSQL store needs it

    try:
        connection = await asyncpg.connect(
            url.replace("postgres://", "postgresql://", 1), timeout=TIMEOUT
        )
    except (ValueError, asyncpg.InterfaceError):
        return BAD_URL
    except (OSError, TimeoutError, asyncpg.PostgresError):
        return UNREACHABLE
    try:
        read_only = await connection.fetchval("SHOW transaction_read_only")
    finally:
        await connection.close()
    return READ_ONLY if read_only == "on" else None
