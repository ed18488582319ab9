"""Role dealing: `/game start` (the deal and the role cards), the team channels, and `/role`."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.dealing.cog import DealingCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.dealing")`)."""
    await bot.add_cog(DealingCog(bot))
