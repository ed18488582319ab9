"""/rules: a role, the night order, an overview."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.reading.cog import ReadingCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.reading")`)."""
    await bot.add_cog(ReadingCog(bot))
