"""The /config command group: language, rule set, channels, phase lengths and host role."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.config.cog import ConfigCog

if TYPE_CHECKING:
    from bot.discord.app import MafiaBot


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.config")`)."""
    await bot.add_cog(ConfigCog(bot))
