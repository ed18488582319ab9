"""The night cog."""

from discord.ext import commands

from cogs.night.cog import NightCog


async def setup(bot: commands.Bot) -> None:
    """Load the night cog."""
    await bot.add_cog(NightCog(bot))  # type: ignore[arg-type]
