"""The host's controls under `/game`, and `/game status` for anyone."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.host.cog import HostCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.host")`)."""
    await bot.add_cog(HostCog(bot))
