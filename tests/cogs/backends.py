"""The store a cog test runs on, both of them: `db_url` for SQLite, and for PostgreSQL too when
TEST_DATABASE_URL is set (a fresh database per test, dropped afterwards). A test module opts in
by importing the fixture (`db_url`): `from tests.cogs.backends import both_stores`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.service.stores import BACKENDS, migrated_sqlite, postgres_database

__all__ = ["both_stores"]


@pytest.fixture(name="db_url", params=BACKENDS)
def both_stores(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh store's URL: a SQLite file, or a new PostgreSQL database (a restarted bot opens
    the same one)."""
    if request.param == "sqlite":
        yield migrated_sqlite(tmp_path / "mafia.sqlite3")
        return
    with postgres_database("cogs") as url:
        yield url
