"""Fixtures for the sharded bot's tests: a PostgreSQL database of the test's own and the bot
processes on it (several processes need PostgreSQL: these tests are skipped without
TEST_DATABASE_URL)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.store import connection as db
from tests.service.stores import TEST_DATABASE_URL, postgres_database
from tests.sharding.cluster import Cluster


@pytest.fixture
def database() -> Iterator[str]:
    """A fresh, empty PostgreSQL database (not migrated); its URL."""
    if not TEST_DATABASE_URL:
        pytest.skip("several processes need PostgreSQL: set TEST_DATABASE_URL")
    with postgres_database("shards") as url:
        yield url


@pytest.fixture
async def cluster(database: str, tmp_path: Path) -> AsyncIterator[Cluster]:
    """The bot processes of one test on `database`, migrated and open here for the checks;
    every process still running at the end is killed."""
    await db.open_store(database)
    cluster = Cluster(database, tmp_path)
    try:
        yield cluster
    finally:
        await cluster.close()
        await db.close_store()
