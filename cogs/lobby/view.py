"""The lobby message's Join/Leave buttons: a persistent view (fixed custom_ids, no timeout)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.discord.app import MafiaBot
from bot.discord.replies import ServerView

__all__ = ["JOIN_ID", "LEAVE_ID", "LobbyView"]

JOIN_ID = "mafia:lobby:join"
LEAVE_ID = "mafia:lobby:leave"

Handler = Callable[[discord.Interaction], Awaitable[None]]


class LobbyView(ServerView):
    """Join and Leave buttons; one instance registered at start serves every lobby message.

    The labels are set per message in the server's language (`labelled`); a click is routed by
    custom_id alone, so lobbies posted before a restart keep working.
    """

    def __init__(
        self,
        bot: MafiaBot,
        on_join: Handler,
        on_leave: Handler,
        labels: tuple[str, str] = ("+", "-"),
    ) -> None:
        super().__init__(bot.replies)
        self.bot = bot
        self.on_join = on_join
        self.on_leave = on_leave
        self.join_button.label, self.leave_button.label = labels

    def labelled(self, join: str, leave: str) -> LobbyView:
        """A copy of this view with the buttons labelled in one language (for sending)."""
        return LobbyView(self.bot, self.on_join, self.on_leave, (join, leave))

    @discord.ui.button(custom_id=JOIN_ID, style=discord.ButtonStyle.success)
    async def join_button(
        self, interaction: discord.Interaction, button: discord.ui.Button[Any]
    ) -> None:
        """Take a seat."""
        await self.on_join(interaction)

    @discord.ui.button(custom_id=LEAVE_ID, style=discord.ButtonStyle.secondary)
    async def leave_button(
        self, interaction: discord.Interaction, button: discord.ui.Button[Any]
    ) -> None:
        """Give the seat up."""
        await self.on_leave(interaction)
