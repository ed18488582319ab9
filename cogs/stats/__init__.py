"""/stats: a server's finished games, a player's, and the leaderboard."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.stats.cog import StatsCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.stats")`)."""
    await bot.add_cog(StatsCog(bot))
