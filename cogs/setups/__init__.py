"""Saved setups: `/setup save, list, show, delete`, and their names for `/game start setup:`."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.setups.cog import SetupsCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.setups")`)."""
    await bot.add_cog(SetupsCog(bot))
