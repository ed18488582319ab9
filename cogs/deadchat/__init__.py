"""The dead: silencing them in the game and team channels, and the server's dead chat."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.deadchat.cog import DeadChatCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.deadchat")`)."""
    await bot.add_cog(DeadChatCog(bot))
