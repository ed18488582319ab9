"""The reading cog."""

from discord.ext import commands

from cogs.reading.cog import ReadingCog


async def setup(bot: commands.Bot) -> None:
    """Load the reading cog."""
    await bot.add_cog(ReadingCog(bot))  # type: ignore[arg-type]
