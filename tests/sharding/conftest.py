"""Fixtures for the sharded bot's tests: a PostgreSQL database of the test's own, open here
for the test's checks, and the bot processes on it (several processes need PostgreSQL: these
tests are skipped without TEST_DATABASE_URL)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import connection as db
from tests.service.stores import TEST_DATABASE_URL, postgres_database
from tests.sharding.cluster import Cluster


@pytest.fixture
async def cluster(tmp_path: Path) -> AsyncIterator[Cluster]:
    """A fresh PostgreSQL database (migrated, open in the test) and the processes on it."""
    if not TEST_DATABASE_URL:
        pytest.skip("several processes need PostgreSQL: set TEST_DATABASE_URL")
    with postgres_database("shards") as url:
        await db.open_store(url)
        cluster = Cluster(url, tmp_path)
        try:
            yield cluster
        finally:
            await cluster.close()
            await db.close_store()
