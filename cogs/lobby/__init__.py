"""The lobby cog."""

from discord.ext import commands

from cogs.lobby.cog import LobbyCog


async def setup(bot: commands.Bot) -> None:
    """Load the lobby cog."""
    await bot.add_cog(LobbyCog(bot))  # type: ignore[arg-type]
