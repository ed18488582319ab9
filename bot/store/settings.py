"""Each server's stored settings: only the values its hosts changed (the rest come from
config.toml), one JSON row per server."""

from __future__ import annotations

from collections.abc import Mapping

from tortoise.transactions import in_transaction

from bot.store.models import ServerConfig

__all__ = ["server_values", "store_server_values"]


async def server_values(guild_id: int) -> dict[str, object]:
    """A server's own stored settings (without the defaults); {} for a server that set none."""
    row = await ServerConfig.get_or_none(guild_id=guild_id)
    return dict(row.values) if row else {}


async def store_server_values(guild_id: int, changes: Mapping[str, object]) -> None:
    """Store `changes` over a server's stored settings (the others stay), in one transaction."""
    async with in_transaction() as conn:
        row = await ServerConfig.get_or_none(guild_id=guild_id, using_db=conn)
        if row is None:
            await ServerConfig.create(guild_id=guild_id, values=dict(changes), using_db=conn)
        else:
            row.values = {**row.values, **changes}
            await row.save(using_db=conn)
