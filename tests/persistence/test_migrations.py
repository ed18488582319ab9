"""The store's schema comes only from tortoise's built-in migrations, and the same migration
files apply to SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tortoise import Tortoise
from tortoise.connection import get_connection
from tortoise.exceptions import IntegrityError
from tortoise.migrations.autodetector import MigrationAutodetector
from tortoise.migrations.executor import MigrationExecutor, MigrationTarget

from bot.service import posted
from bot.store import connection as db
from bot.store.models import Game, PostedMessage, Resolution, Submission
from tests.service.stores import BACKENDS, postgres_database

TABLES = {
    "server_config", "game", "seat", "submission", "message_count", "resolution",
    "announcement", "game_record", "player_stat", "heartbeat", "posted_message", "team_channel",
    "private_item", "move_form", "game_stat", "player_game", "saved_setup", "substitute",
    "call_up", "dm_channel", "balance_estimate", "game_seal", "bot_overwrite", "command_sync",
    "watcher",
}  # fmt: skip


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database (a SQLite file, or a fresh PostgreSQL database)."""
    if request.param == "sqlite":
        yield f"sqlite://{tmp_path / 'fresh.sqlite3'}"
    else:
        with postgres_database("migrations") as url:
            yield url


async def _tables(url: str) -> set[str]:
    if url.startswith("sqlite"):
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    else:
        sql = "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'"
    _, rows = await get_connection("default").execute_query(sql)
    return {row["name"] for row in rows}


async def test_the_migrations_create_every_table_on_an_empty_database(database: str) -> None:
    await db.apply_migrations(database)
    await db.apply_migrations(database)  # applying again changes nothing
    await db.open_store(database, migrate_first=False)
    try:
        assert await _tables(database) >= TABLES
        game = await Game.create(
            guild_id=1, channel_id=2, host_id=3, ruleset="city", language="ru", seed=4
        )
        row = {"phase_kind": "night", "phase_number": 1, "input": {}, "result": {}}
        await Resolution.create(game=game, resolved_at=game.created_at, **row)
        with pytest.raises(IntegrityError):  # one resolution per phase, by the schema itself
            await Resolution.create(game=game, resolved_at=game.created_at, **row)
    finally:
        await db.close_store()


async def test_the_models_have_no_change_that_lacks_a_migration() -> None:
    config = db.tortoise_config("sqlite://:memory:")
    context = await Tortoise.init(config=config, init_connections=False)
    try:
        assert context.apps is not None
        changes = await MigrationAutodetector(context.apps, config["apps"]).changes()
        assert changes == []
    finally:
        await Tortoise.close_connections()


async def test_a_later_migration_keeps_the_rows_stored_before_it(database: str) -> None:
    config = db.tortoise_config(database)
    await Tortoise.init(config=config, _enable_global_fallback=True)
    try:
        executor = MigrationExecutor(get_connection("default"), config["apps"])
        await executor.migrate([MigrationTarget(app_label="models", name="0001_initial")])
        connection = get_connection("default")
        await connection.execute_script(
            "INSERT INTO game (guild_id, channel_id, host_id, ruleset, language, settings, seed,"
            " state, phase_number, downtime, created_at)"
            " VALUES (1, 2, 3, 'city', 'ru', '{}', 4, 'running', 1, 0, '2026-01-01 00:00:00');"
            " INSERT INTO submission (game_id, phase_kind, phase_number, player, kind, verb,"
            " value, user_id, created_at, active)"
            " VALUES (1, 'night', 1, 'Anna', 'action', 'kill', '{\"value\": \"Boris\"}', 5,"
            " '2026-01-01 00:00:00', TRUE)"
        )
        await MigrationExecutor(connection, config["apps"]).migrate()
        row = await Submission.get(player="Anna")
        assert row.delegated is False and row.value == {"value": "Boris"}
    finally:
        await db.close_store()


async def test_a_users_dm_channel_id_is_kept_replaced_and_read_back(database: str) -> None:
    await db.open_store(database)
    try:
        big = 1_577_565_623_129_604_099  # Discord ids need 64 bits
        assert await posted.dm_channels([big, 2]) == {}
        await posted.remember_dm_channel(big, big + 1)
        await posted.remember_dm_channel(2, 20)
        await posted.remember_dm_channel(2, 21)  # Discord no longer took 20
        assert await posted.dm_channels([big, 2, 3]) == {big: big + 1, 2: 21}
    finally:
        await db.close_store()


async def test_a_kept_message_stored_before_the_line_column_reads_back_with_no_line(
    database: str,
) -> None:
    config = db.tortoise_config(database)
    await Tortoise.init(config=config, _enable_global_fallback=True)
    try:
        executor = MigrationExecutor(get_connection("default"), config["apps"])
        await executor.migrate([MigrationTarget(app_label="models", name="0017_watchers")])
        connection = get_connection("default")
        await connection.execute_script(
            "INSERT INTO game (guild_id, channel_id, host_id, ruleset, language, settings, seed,"
            " state, phase_number, downtime, created_at)"
            " VALUES (1, 2, 3, 'city', 'ru', '{}', 4, 'running', 1, 0, '2026-01-01 00:00:00');"
            " INSERT INTO posted_message (game_id, kind, number, channel_id, message_id, more_ids)"
            " VALUES (1, 'tally', 1, 2, 7, '[]')"
        )
        await MigrationExecutor(connection, config["apps"]).migrate()
        row = await PostedMessage.get(kind="tally")
        assert (row.message_id, row.line) == (7, "")
    finally:
        await db.close_store()
