"""Server settings (SPEC 6): config.toml defaults with each server's own values on top."""

from __future__ import annotations

from tortoise.transactions import in_transaction

from bot.service.calls import Caller
from bot.service.errors import ServiceError
from bot.service.settings import Defaults, check_value
from bot.store.models import ServerConfig

__all__ = ["ServerSettings"]


class ServerSettings:
    """Each server's settings: the defaults with the server's stored values on top."""

    def __init__(self, defaults: Defaults) -> None:
        self._defaults = defaults

    async def get_config(self, guild_id: int) -> dict[str, object]:
        """The server's settings: config.toml defaults with the server's own values on top."""
        row = await ServerConfig.get_or_none(guild_id=guild_id)
        return self._defaults.merged(row.values if row else {})

    async def server_language(self, guild_id: int) -> str:
        """The server's language ("ru" | "en")."""
        return str((await self.get_config(guild_id))["language"])

    async def set_config(self, caller: Caller, key: str, value: object) -> dict[str, object]:
        """Change one server setting (a host's call): bad_config(key) when not allowed."""
        if caller.guild_id is None:
            raise ServiceError("no_game_here")
        if not caller.is_admin:
            raise ServiceError("not_host")
        try:
            checked = check_value(key, value)
        except ValueError:
            raise ServiceError("bad_config", {"key": str(key)}) from None
        async with in_transaction() as conn:
            row = await ServerConfig.get_or_none(guild_id=caller.guild_id, using_db=conn)
            if row is None:
                await ServerConfig.create(
                    guild_id=caller.guild_id, values={key: checked}, using_db=conn
                )
            else:
                row.values = {**row.values, key: checked}
                await row.save(using_db=conn)
        return await self.get_config(caller.guild_id)
