"""The game service as the Discord bot runs it: the store opened, the Discord Table registered."""

from __future__ import annotations

from bot.discord.table import DiscordTable
from bot.service import GameService
from bot.service.settings import load_defaults
from bot.store.connection import open_store

__all__ = ["build_service", "default_language"]


async def build_service(table: DiscordTable) -> GameService:
    """Open the store (migrating it), and a service that shows everything through `table`."""
    defaults = load_defaults()
    await open_store(defaults.database_url)
    service = GameService(defaults=defaults, instance="discord")
    service.register_table(table)
    return service


def default_language() -> str:
    """The default language of config.toml (for messages before any server is known)."""
    return str(load_defaults().game.get("language", "ru"))
