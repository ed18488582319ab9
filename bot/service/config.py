"""Server settings (SPEC 6): config.toml defaults with each server's own values on top."""

from __future__ import annotations

from collections.abc import Mapping

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
        return await self.set_configs(caller, {key: value})

    async def set_configs(self, caller: Caller, changes: Mapping[str, object]) -> dict[str, object]:
        """Change several server settings at once, or none: every value is checked first (the
        first refusal is raised: bad_config, bad_timezone, bad_clock_time)."""
        if caller.guild_id is None:
            raise ServiceError("no_game_here")
        if not caller.is_admin:
            raise ServiceError("not_host")
        checked: dict[str, object] = {}
        for key, value in changes.items():
            try:
                checked[key] = check_value(key, value)
            except ValueError:
                raise refusal(key, value) from None
        async with in_transaction() as conn:
            row = await ServerConfig.get_or_none(guild_id=caller.guild_id, using_db=conn)
            if row is None:
                await ServerConfig.create(guild_id=caller.guild_id, values=checked, using_db=conn)
            else:
                row.values = {**row.values, **checked}
                await row.save(using_db=conn)
        return await self.get_config(caller.guild_id)


def refusal(key: str, value: object) -> ServiceError:
    """The refusal of a value setting `key` does not take: an unknown time zone and a clock time
    that is none ("25:00") say so; any other, bad_config(key)."""
    if key == "timezone":
        return ServiceError("bad_timezone", {"zone": str(value)})
    if key in ("day_ends", "night_ends"):
        return ServiceError("bad_clock_time", {"time": str(value)})
    return ServiceError("bad_config", {"key": str(key)})
