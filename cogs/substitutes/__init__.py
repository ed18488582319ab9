"""Substitutes: `/game sub` (sign up or withdraw) and `/config substitutes`."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.substitutes.cog import SubstitutesCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.substitutes")`)."""
    await bot.add_cog(SubstitutesCog(bot))
