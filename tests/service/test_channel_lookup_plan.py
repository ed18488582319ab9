"""Finding the game open in a channel, the first look-up of most calls, uses the game table's
(guild, channel, state) index on SQLite, however many games the server has played: asked with an
ORDER BY on the id, SQLite walked the server's games by id instead."""

from __future__ import annotations

from tortoise.connection import get_connection

from bot.service.seats.callers import open_game
from bot.store import connection as db
from bot.store.votes import seat_here
from tests.service.helpers import CHANNEL, GUILD, new_service, player, seated_game


async def plans(statements: list[str]) -> list[str]:
    """SQLite's query plan of each SELECT on the game table seen."""
    client = get_connection("default")
    found = []
    for statement in statements:
        if statement.startswith("SELECT") and "game" in statement:
            rows = await client.execute_query_dict(f"EXPLAIN QUERY PLAN {statement}")
            found.append(" | ".join(str(row["detail"]) for row in rows))
    return found


async def test_the_game_open_in_a_channel_is_found_through_the_channels_index() -> None:
    await db.open_store("sqlite://:memory:")
    try:
        service, _ = new_service()
        game_id = await seated_game(service)
        seen: list[str] = []
        client = get_connection("default")
        await client._connection.set_trace_callback(seen.append)  # type: ignore[attr-defined]
        found = await open_game(GUILD, CHANNEL)
        here = await seat_here(GUILD, CHANNEL, player(0).user_id)
        await client._connection.set_trace_callback(None)  # type: ignore[attr-defined]
        assert found is not None and found.id == game_id
        assert here is not None and here.game_id == game_id
        found_plans = await plans(seen)
        assert len(found_plans) == 2, seen
        for plan in found_plans:
            assert "(guild_id=? AND channel_id=? AND state=?)" in plan, plan
        await service.lifecycle.close()
    finally:
        await db.close_store()
