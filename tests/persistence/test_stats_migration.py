"""Migration 0010 fills the statistics from the records already stored: on a database whose
games finished before it (stats tables absent, totals left as the old code wrote them), it counts
exactly what finishing those games counts now, on SQLite and PostgreSQL; and it may run again."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tortoise import Tortoise
from tortoise.connection import get_connection
from tortoise.migrations.executor import MigrationExecutor, MigrationTarget

from bot.store import connection as db
from bot.store.models import GameRecord, GameStat, PlayerGame, PlayerStat
from tests.service.helpers import new_service
from tests.service.stats_games import NEWCOMER, play_games
from tests.service.stores import BACKENDS, postgres_database

BEFORE = MigrationTarget(app_label="models", name="0009_move_forms")  # the one before 0010
MIGRATION = importlib.import_module("migrations.0010_game_stats")


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database (a SQLite file, or a fresh PostgreSQL database)."""
    if request.param == "sqlite":
        yield f"sqlite://{tmp_path / 'stats.sqlite3'}"
    else:
        with postgres_database("stats") as url:
            yield url


async def counted() -> dict[str, list[tuple[Any, ...]]]:
    """Every statistics row, without its id, in a stable order."""
    games = await GameStat.all().values_list(
        "game_id", "guild_id", "ruleset", "winner", "days", "seconds", "players"
    )
    seats = await PlayerGame.all().values_list(
        "game_id", "guild_id", "user_id", "ruleset", "role", "camp", "won", "survived"
    )
    totals = await PlayerStat.all().values_list("guild_id", "user_id", "games", "wins", "survived")
    return {"games": sorted(games), "seats": sorted(seats), "totals": sorted(totals)}


async def tables(url: str) -> set[str]:
    """The tables the database has now."""
    if url.startswith("sqlite"):
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    else:
        sql = "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'"
    _, rows = await get_connection("default").execute_query(sql)
    return {row["name"] for row in rows}


class CurrentModels:
    """The `apps` a RunPython step is given, answered with today's models."""

    def get_model(self, app_label: str, model_name: str) -> Any:
        return Tortoise.apps[app_label][model_name]  # type: ignore[index]


class Editor:
    """The schema editor a RunPython step is given: only its client is read."""

    def __init__(self) -> None:
        self.client = get_connection("default")


async def test_0010_counts_the_stored_finished_games_as_finishing_them_does(database: str) -> None:
    await db.open_store(database)
    try:
        service, _ = new_service()
        await play_games(service)  # three finished (one with a replacement), one stopped
        await service.lifecycle.close()
        live = await counted()
        assert len(live["games"]) == 3 and await GameRecord.all().count() == 3

        apps = db.tortoise_config(database)["apps"]
        # back to before the statistics' tables
        await MigrationExecutor(get_connection("default"), apps).migrate([BEFORE])
        assert {"game_stat", "player_game"} & await tables(database) == set()
        await PlayerStat.filter(user_id=NEWCOMER).delete()  # totals the new step makes anew
        await PlayerStat.all().update(wins=0)
        await MigrationExecutor(get_connection("default"), apps).migrate()
        assert await counted() == live

        await MIGRATION.count_recorded_games(CurrentModels(), Editor())  # again: nothing new
        assert await counted() == live
    finally:
        await db.close_store()
