"""Activity: counts each player's messages in the game channel, per day (for inactivity).

Every human message in every channel the bot sees arrives here, so a channel found to hold no
lobby nor game is skipped for `QUIET_SECONDS` (no store read per message there); a game started
in it through this process (`lobby_changed`) is seen at once, one started elsewhere within that
time (a game begins with a night, which counts nothing). A message in a thread of the game
channel counts as one in the game channel."""

from __future__ import annotations

import time
from collections.abc import Callable

import discord
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.text.views import LobbyView

__all__ = ["QUIET_SECONDS", "ActivityCog"]

QUIET_SECONDS = 600.0
"""How long a channel without a lobby or game is skipped."""


class ActivityCog(commands.Cog):
    """Passes each human message posted in a game channel (or its threads) to the service, which
    counts it; remembers for a while the channels that hold no game."""

    def __init__(self, bot: MafiaBot, clock: Callable[[], float] = time.monotonic) -> None:
        self.bot = bot
        self.clock = clock
        self.quiet: dict[int, float] = {}  # channel id -> skipped until (clock)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Count a message for its author if the channel is a running game's channel by day."""
        if message.author.bot or message.guild is None or self.bot.service is None:
            return
        channel = message.channel
        channel_id = channel.parent_id if isinstance(channel, discord.Thread) else channel.id
        if channel_id is None or self.quiet.get(channel_id, 0.0) > self.clock():
            return
        has_game = await self.bot.service.posted.record_message(
            message.guild.id, channel_id, message.author.id
        )
        if has_game:
            self.quiet.pop(channel_id, None)
        else:
            self.quiet[channel_id] = self.clock() + QUIET_SECONDS

    @commands.Cog.listener()
    async def on_lobby_changed(self, lobby: LobbyView) -> None:
        """A lobby opened or a game started in a channel: its messages count again at once."""
        self.quiet.pop(lobby.channel_id, None)
