"""The dead chat and the silencing of the dead: this cog plugs `DeadChat` into the Table."""

from __future__ import annotations

from discord.ext import commands

from bot.discord.app import MafiaBot
from cogs.deadchat.silence import DeadChat

__all__ = ["DeadChatCog"]


class DeadChatCog(commands.Cog):
    """Keeps the dead silenced and the dead chat theirs alone (through the Table's `dead`)."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.dead = DeadChat(bot.table)

    async def cog_load(self) -> None:
        """Plug the dead part into the Table."""
        self.bot.table.use_parts(dead=self.dead)
