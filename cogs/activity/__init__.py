"""Activity: each player's messages in the game channel, counted per day."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.activity.cog import ActivityCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.activity")`)."""
    await bot.add_cog(ActivityCog(bot))
