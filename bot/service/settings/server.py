"""Server settings (SPEC 6): config.toml defaults with each server's own values on top.

Nearly every interaction asks for its server's settings (who may host, the language to answer
in), so a process keeps what it read for `CONFIG_CACHE_SECONDS`: a change made here is seen at
once, one made through another process (a server's commands reach the process that owns its
shard, so only during an overlapping deploy) within that time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence

from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.settings.defaults import Defaults
from bot.service.settings.schema import SETTINGS, Config, Kind, Who, check_value
from bot.store import seats
from bot.store.games import open_in
from bot.store.seats import team_channel_game
from bot.store.settings import server_values, store_server_values
from bot.store.states import LIVE_STATES

__all__ = ["CONFIG_CACHE_SECONDS", "ServerSettings"]

CONFIG_CACHE_SECONDS = 30.0
"""How long a process answers from the server settings it last read."""


@checked
class ServerSettings:
    """Each server's settings: the defaults with the server's stored values on top."""

    def __init__(self, defaults: Defaults, clock: Callable[[], float] = time.monotonic) -> None:
        self._defaults = defaults
        self._clock = clock
        self._known: dict[int, tuple[float, Config]] = {}  # guild -> (read at, values)
        self._changes = 0  # settings changes stored by this process

    async def get_config(self, guild_id: int) -> Config:
        """The server's settings: config.toml defaults with the server's own values on top
        (read-only, so the one kept for `CONFIG_CACHE_SECONDS` is handed out as it is)."""
        now = self._clock()
        known = self._known.get(guild_id)
        if known is not None and now - known[0] < CONFIG_CACHE_SECONDS:
            return known[1]
        changes = self._changes
        values = self._defaults.merged(await server_values(guild_id))
        if changes == self._changes:  # a change stored meanwhile may not be in what was read
            self._known[guild_id] = (now, values)
        return values

    async def server_language(self, guild_id: int) -> str:
        """The server's language ("ru" | "en")."""
        return (await self.get_config(guild_id)).language

    async def set_config(self, caller: Caller, key: str, value: object) -> Config:
        """Change one server setting (a host's call): bad_config(key) when not allowed."""
        return await self.set_configs(caller, {key: value})

    async def check_may_change(self, caller: Caller, keys: Sequence[str]) -> None:
        """Refuse (seated_sight) a caller seated in a live game of the server who would change
        a setting that decides who sees what of a game (the dead chat, the team channels'
        category, the players role): whatever their server rights, they could point it at a
        place they read. The cogs ask before they touch Discord; `set_configs` asks again."""
        if caller.guild_id is None:
            raise ServiceError("no_game_here")
        sights = [key for key in keys if (setting := SETTINGS.get(key)) and setting.sight]
        users, guilds = [caller.user_id], [caller.guild_id]
        if sights and await seats.live_seats(None, users, guilds, LIVE_STATES):
            raise ServiceError("seated_sight", {"key": SETTINGS[sights[0]].option})

    async def set_configs(self, caller: Caller, changes: Mapping[str, object]) -> Config:
        """Change several server settings at once, or none: every value is checked first
        (`check_configs`)."""
        checked = await self.check_configs(caller, changes)
        assert caller.guild_id is not None
        await store_server_values(caller.guild_id, checked)
        self._changes += 1
        self._known.pop(caller.guild_id, None)
        return await self.get_config(caller.guild_id)

    async def check_configs(
        self, caller: Caller, changes: Mapping[str, object]
    ) -> dict[str, object]:
        """The changes checked and normalized, nothing stored (the first refusal is raised:
        not_host, bad_config, bad_timezone, bad_clock_time, dead_chat_public)."""
        if caller.guild_id is None:
            raise ServiceError("no_game_here")
        if not caller.is_admin and any(may_set(key) is Who.HOST for key in changes):
            raise ServiceError("not_host")
        checked: dict[str, object] = {}
        for key, value in changes.items():
            try:
                checked[key] = check_value(key, value)
            except ValueError:
                raise refusal(key, value) from None
        await self.check_may_change(caller, list(checked))
        if {"dead_chat_id", "game_channel_id"} & set(checked):
            after = (await self.get_config(caller.guild_id)).with_values(**checked)
            await refuse_public_dead_chat(caller.guild_id, after)
        return checked


async def refuse_public_dead_chat(guild_id: int, config: Config) -> None:
    """dead_chat_public when the dead chat is a channel the bot needs public: the game channel,
    a channel where a lobby or game is open, or a game's team channel (the dead chat is hidden
    from @everyone, so everyone would lose it)."""
    dead_chat = config.dead_chat_id
    if not dead_chat:
        return
    if (
        dead_chat == config.game_channel_id
        or await open_in(guild_id, dead_chat) is not None
        or await team_channel_game(dead_chat) is not None
    ):
        raise ServiceError("dead_chat_public", {"channel": f"<#{dead_chat}>"})


def may_set(key: str) -> Who:
    """Who may change setting `key` (an unknown key: a host, who is then told it is unknown)."""
    setting = SETTINGS.get(key)
    return Who.HOST if setting is None else setting.who


def refusal(key: str, value: object) -> ServiceError:
    """The refusal of a value setting `key` does not take: an unknown time zone and a clock time
    that is none ("25:00") say so; any other, bad_config(key)."""
    setting = SETTINGS.get(key)
    kind = None if setting is None else setting.kind
    if kind is Kind.ZONE:
        return ServiceError("bad_timezone", {"zone": str(value)})
    if kind is Kind.CLOCK:
        return ServiceError("bad_clock_time", {"time": str(value)})
    return ServiceError("bad_config", {"key": str(key)})
