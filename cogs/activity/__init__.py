"""The activity cog."""

from discord.ext import commands

from cogs.activity.cog import ActivityCog


async def setup(bot: commands.Bot) -> None:
    """Load the activity cog."""
    await bot.add_cog(ActivityCog(bot))  # type: ignore[arg-type]
