"""Activity: counts each player's messages in the game channel, per day (for inactivity)."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.discord.app import MafiaBot

__all__ = ["ActivityCog"]


class ActivityCog(commands.Cog):
    """Passes every human message posted in a guild channel to the service, which counts it."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Count a message for its author if the channel is a running game's channel by day."""
        if message.author.bot or message.guild is None or self.bot.service is None:
            return
        await self.bot.service.posted.record_message(
            message.guild.id, message.channel.id, message.author.id
        )
