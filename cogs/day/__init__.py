"""The day cog."""

from discord.ext import commands

from cogs.day.cog import DayCog


async def setup(bot: commands.Bot) -> None:
    """Load the day cog."""
    await bot.add_cog(DayCog(bot))  # type: ignore[arg-type]
