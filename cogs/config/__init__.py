"""The /config command group: per-server settings."""

from discord.ext import commands

from cogs.config.cog import ConfigCog


async def setup(bot: commands.Bot) -> None:
    """Load the config cog."""
    await bot.add_cog(ConfigCog(bot))
