"""Test databases: which backends to run on, a migrated SQLite file, a throwaway PostgreSQL
database, emptying tables."""

from __future__ import annotations

import asyncio
import atexit
import functools
import os
import secrets
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import closing, contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
from tortoise.connection import get_connection
from tortoise.models import Model

from bot.store import models

TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL", "")
BACKENDS = ("sqlite", "postgres") if TEST_DATABASE_URL else ("sqlite",)
TABLES = tuple(
    model._meta.db_table
    for model in vars(models).values()
    if isinstance(model, type) and issubclass(model, Model) and model.__module__ == models.__name__
)
"""Every table of the store's models (emptied between PostgreSQL tests): none can be forgotten."""


def _with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, parts.fragment))


def _asyncpg_url(url: str) -> str:
    return "postgresql://" + url.split("://", 1)[1]


async def _admin_async(server: str, sql: str) -> None:
    connection = await asyncpg.connect(_asyncpg_url(server))
    try:
        await connection.execute(sql)
    finally:
        await connection.close()


def _admin(server: str, sql: str) -> None:
    # Its own thread and loop: fixtures may ask for this from inside a running loop.
    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(asyncio.run, _admin_async(server, sql)).result()


@contextmanager
def postgres_database(purpose: str, server: str = TEST_DATABASE_URL) -> Iterator[str]:
    """Create a fresh database on a PostgreSQL server (default: TEST_DATABASE_URL's); its URL;
    dropped afterwards."""
    name = f"t_{purpose}_{os.getpid()}_{secrets.token_hex(4)}"
    _admin(server, f'CREATE DATABASE "{name}"')
    try:
        yield _with_database(server, name)
    finally:
        _admin(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def clear_tables() -> None:
    """Empty every table of the store (PostgreSQL), keeping the migrated schema."""
    tables = ", ".join(f'"{table}"' for table in TABLES)
    await get_connection("default").execute_script(f"TRUNCATE {tables} RESTART IDENTITY CASCADE")


@functools.cache
def _migrated_template() -> Path:
    # Made once per process, by the store's own start-up (`apply_migrations`), in a process of
    # its own: tortoise's state is global, and a test's open store must not be touched by it.
    folder = Path(tempfile.mkdtemp(prefix="mafia-migrated-"))
    atexit.register(shutil.rmtree, folder, True)
    path = folder / "migrated.sqlite3"
    subprocess.run(
        [sys.executable, "-c", _MIGRATE, f"sqlite://{path}"],
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    return path


_MIGRATE = (
    "import asyncio, sys\n"
    "from bot.store.connection import apply_migrations\n"
    "asyncio.run(apply_migrations(sys.argv[1]))\n"
)


def migrated_sqlite(path: Path) -> str:
    """A SQLite store at `path` (which must not exist) with the newest schema and no game; its
    URL. Running the migrations costs ~0.4 s of CPU (tortoise renders its model state at every
    step), so they run once per process and each store is a copy of their result, made with
    SQLite's backup API. Opening the copy still runs the migration check, which finds all
    applied. The migrations themselves are tested on fresh stores (tests/persistence)."""
    with (
        closing(sqlite3.connect(_migrated_template())) as source,
        closing(sqlite3.connect(path)) as target,
    ):
        source.backup(target)
    return f"sqlite://{path}"
