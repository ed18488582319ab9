"""The bot process, one package per layer (see docs/ARCHITECTURE.md):

- `bot.service`: a game's life, over the store, the timers and the Table port (no Discord);
- `bot.store`: the tortoise models, opening the store, replaying a game from its rows;
- `bot.text`: `Text`, the localizer and the builders that word a game;
- `bot.discord`: the Discord adapter (the bot, the Table on Discord, replies, permissions);
- `bot.demo`: a console Table and simulated players (`python -m bot demo`).

`create_bot(database_url)` is the stable entry point: the Discord bot whose setup hook opens that
store (migrating it), builds the service and loads every cog. `python -m bot` runs it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.discord.app import MafiaBot
    from bot.service.settings.defaults import Defaults
    from bot.text.i18n import Localizer

__all__ = ["create_bot"]


def create_bot(
    database_url: str,
    *,
    localizer: Localizer | None = None,
    defaults: Defaults | None = None,
    sync_commands: bool = True,
    instance: str = "discord",
) -> MafiaBot:
    """The Discord bot over the store at `database_url` (`bot.discord.app.create_bot`), imported
    on call, so that the demo and the service never load discord.py."""
    from bot.discord.app import create_bot as build

    return build(
        database_url,
        localizer=localizer,
        defaults=defaults,
        sync_commands=sync_commands,
        instance=instance,
    )
