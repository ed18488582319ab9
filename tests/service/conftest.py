"""Fixtures for the game service's tests: a fresh store on SQLite, and on PostgreSQL too when
TEST_DATABASE_URL is set (one database per test run, created here and dropped at the end)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.store import connection as db
from tests.service.stores import BACKENDS, clear_tables, migrated_sqlite, postgres_database


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A database of its own for this test run on the TEST_DATABASE_URL server."""
    with postgres_database("service") as url:
        yield url


@pytest.fixture(params=BACKENDS)
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """An open, migrated, empty store; its URL."""
    url = (
        migrated_sqlite(tmp_path / "store.sqlite3")
        if request.param == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    await db.open_store(url)
    if request.param == "postgres":
        await clear_tables()
    try:
        yield url
    finally:
        await db.close_store()
