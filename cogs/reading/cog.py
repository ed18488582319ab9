"""`/role` (your card) and `/rules [topic]` (a role, or the night order the engine uses)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_text import cmd, localized_options, text

if TYPE_CHECKING:
    from bot.discord_main import MafiaBot

__all__ = ["ReadingCog"]


class ReadingCog(commands.Cog):
    """Read-only commands: a player's card and the rules."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd-role", "role"), description=text("cmd-role-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def role(self, interaction: discord.Interaction) -> None:
        """Your role card: role, camp, arrows left, abilities used (ephemeral)."""
        await self.bot.actions.role(interaction)

    @app_commands.command(name=cmd("cmd-rules", "rules"), description=text("cmd-rules-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @localized_options("rules", "topic")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        """The rules: a role's description, or `order` (the night order), or an overview."""
        await self.bot.actions.rules(interaction, topic)

    @rules.autocomplete("topic")
    async def topic_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """`order` and every role of the server's rule set."""
        return await self.bot.actions.topic_choices(interaction, current)
