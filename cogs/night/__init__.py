"""/act: night and day actions, with autocomplete of what the engine allows now."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.night.cog import NightCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.night")`)."""
    await bot.add_cog(NightCog(bot))
