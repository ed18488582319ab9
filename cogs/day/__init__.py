"""/vote and the day's public tally."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.day.cog import DayCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.day")`)."""
    await bot.add_cog(DayCog(bot))
