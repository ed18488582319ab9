"""Activity: each player's messages in the game channel, counted per day."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.activity.cog import ActivityCog

if TYPE_CHECKING:
    from bot.discord.app import MafiaBot


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.activity")`)."""
    await bot.add_cog(ActivityCog(bot))
