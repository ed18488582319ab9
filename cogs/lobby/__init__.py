"""The /game command group: the lobby with its Join/Leave buttons, and the host's controls."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.lobby.cog import LobbyCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.lobby")`)."""
    await bot.add_cog(LobbyCog(bot))
