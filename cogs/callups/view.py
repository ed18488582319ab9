"""The button under a call-up: join or leave the server's players role (a persistent view)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.discord.app import MafiaBot
from bot.discord.replies import ServerView

__all__ = ["TOGGLE_ID", "CallUpView"]

TOGGLE_ID = "mafia:callup:toggle"

Handler = Callable[[discord.Interaction], Awaitable[None]]


class CallUpView(ServerView):
    """One button that gives or takes the players role; one instance registered at start serves
    every call-up message (routed by custom_id, so older call-ups keep working)."""

    def __init__(self, bot: MafiaBot, on_toggle: Handler, label: str = "🔔") -> None:
        super().__init__(bot.replies)
        self.bot = bot
        self.on_toggle = on_toggle
        self.toggle_button.label = label

    def labelled(self, label: str) -> CallUpView:
        """A copy labelled in one language (for sending)."""
        return CallUpView(self.bot, self.on_toggle, label)

    @discord.ui.button(custom_id=TOGGLE_ID, style=discord.ButtonStyle.secondary)
    async def toggle_button(
        self, interaction: discord.Interaction, button: discord.ui.Button[Any]
    ) -> None:
        """Join or leave the players role."""
        await self.on_toggle(interaction)
