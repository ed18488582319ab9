"""Opening the store: tortoise configuration, built-in migrations, connect and close.

The same migration files (`migrations/`, made by `tortoise makemigrations`) apply to SQLite and
PostgreSQL. `TORTOISE_ORM` is the configuration the tortoise CLI reads:

    tortoise -c bot.store.connection.TORTOISE_ORM makemigrations
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from tortoise import Tortoise
from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.connection import get_connection
from tortoise.migrations.api import migrate
from tortoise.migrations.executor import MigrationExecutor

MODELS_MODULE = "bot.store.models"
MIGRATIONS_MODULE = "migrations"
DEFAULT_URL = "sqlite://data/mafia.sqlite3"


class OneSlashSqliteUrl(ValueError):
    """A SQLite URL with one slash after `sqlite:` (`sqlite:/demo.sqlite3`): tortoise reads it as
    a file at the filesystem root, never what was meant. `url` is the URL refused."""

    def __init__(self, url: str) -> None:
        super().__init__(f"one slash after 'sqlite:' in {url!r}: write sqlite://PATH")
        self.url = url


def check_url(url: str) -> None:
    """Refuse a store URL that cannot be what was meant (OneSlashSqliteUrl): `sqlite:/x` (use
    `sqlite://x` for a path under the working directory, `sqlite:///x` for an absolute one)."""
    if url.startswith("sqlite:") and not url.startswith("sqlite://"):
        raise OneSlashSqliteUrl(url)


def normalize_url(url: str) -> str:
    """Accept the URL spellings deployments use (`postgresql://`) for tortoise's (`postgres://`)."""
    for prefix in ("postgresql://", "postgresql+asyncpg://", "asyncpg://"):
        if url.startswith(prefix):
            return "postgres://" + url[len(prefix) :]
    return url


SQLITE_SYNCHRONOUS = "NORMAL"
"""SQLite runs in WAL (tortoise's default) with `synchronous=NORMAL`: a commit is durable once
the WAL is synced at a checkpoint, not at every commit. An application or OS crash loses
nothing; a power loss may lose only the last commits (the database stays consistent)."""


def with_sqlite_pragmas(url: str) -> str:
    """The URL with `synchronous=NORMAL` for a SQLite database (unless the URL sets it)."""
    if not url.startswith("sqlite://") or "synchronous=" in url:
        return url
    return f"{url}{'&' if '?' in url else '?'}synchronous={SQLITE_SYNCHRONOUS}"


def tortoise_config(url: str) -> dict[str, Any]:
    """The tortoise configuration for one database URL."""
    return {
        "connections": {"default": with_sqlite_pragmas(normalize_url(url))},
        "apps": {
            "models": {
                "models": [MODELS_MODULE],
                "migrations": MIGRATIONS_MODULE,
                "default_connection": "default",
            }
        },
        "use_tz": True,
        "timezone": "UTC",
    }


TORTOISE_ORM = tortoise_config(os.environ.get("DATABASE_URL", "sqlite://:memory:"))


def _ensure_sqlite_directory(url: str) -> None:
    if url.startswith("sqlite://") and ":memory:" not in url:
        path = Path(url.removeprefix("sqlite://").split("?", 1)[0])
        path.parent.mkdir(parents=True, exist_ok=True)


async def apply_migrations(url: str) -> None:
    """Bring the database at `url` up to the newest migration (idempotent), then disconnect."""
    check_url(url)
    _ensure_sqlite_directory(url)
    await migrate(config=tortoise_config(url))
    await Tortoise.close_connections()


async def open_store(url: str, *, migrate_first: bool = True) -> None:
    """Connect this process to the store at `url`, migrating it to the newest schema first.

    The connection is global to the process (tortoise's global context), so the scheduler's jobs
    and every task see it. Migrations run over the same connection (an in-memory SQLite database
    exists only as long as its connection). A URL check_url refuses raises OneSlashSqliteUrl.
    """
    check_url(url)
    _ensure_sqlite_directory(url)
    config = tortoise_config(url)
    await Tortoise.init(config=config, _enable_global_fallback=True)
    if migrate_first:
        client = get_connection("default")
        async with _one_at_a_time(client):
            await MigrationExecutor(client, config["apps"]).migrate()


MIGRATION_LOCK = 0x6D61666961
"""The PostgreSQL advisory lock under which a process migrates the store ("mafia")."""


@asynccontextmanager
async def _one_at_a_time(client: BaseDBAsyncClient) -> AsyncIterator[None]:
    # Processes that start together on one PostgreSQL database (one per set of shards) would
    # each create the same tables: the first migrates, the others wait and find it done.
    if client.capabilities.dialect != "postgres":
        yield  # SQLite serves one process
        return
    async with client.acquire_connection() as session:
        await session.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
        try:
            yield
        finally:
            await session.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)


async def close_store() -> None:
    """Close every connection this process holds (safe to call twice)."""
    await Tortoise.close_connections()
    _clear_statement_cache()


def _clear_statement_cache() -> None:
    # tortoise caches each model's SQL by connection name whatever the dialect: tests reopen
    # stores on other backends (closing the connections clears tortoise's global context).
    from tortoise.backends.base.executor import EXECUTOR_CACHE

    EXECUTOR_CACHE.clear()
