"""`/role` (your card) and `/rules [topic]` (a role, or the night order the engine uses)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.permissions import make_caller
from bot.discord.text import cmd, localized_options, text
from bot.service.errors import ServiceError
from cogs.night.display import choice_list
from cogs.reading.rules import rules_texts, topics
from engine import EngineError

if TYPE_CHECKING:
    from bot.discord.app import MafiaBot

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
        texts = await self.bot.service.my_card(await make_caller(self.bot, interaction))
        await self.bot.replies.send(interaction, texts)

    @app_commands.command(name=cmd("cmd-rules", "rules"), description=text("cmd-rules-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @localized_options("rules", "topic")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        """The rules: a role's description, or `order` (the night order), or an overview."""
        ruleset = await self.ruleset(interaction)
        await self.bot.replies.send(interaction, rules_texts(topic, ruleset))

    @rules.autocomplete("topic")
    async def topic_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """`order` and every role of the server's rule set."""
        ruleset = await self.ruleset(interaction)
        language = await self.bot.replies.language(interaction)
        return choice_list(
            topics(ruleset), current, lambda t: self.bot.localizer.render(t, language)
        )

    async def ruleset(self, interaction: discord.Interaction) -> str:
        """The rule set the reader plays: their game's, else the server's (city in a DM)."""
        caller = await make_caller(self.bot, interaction)
        try:
            return str((await self.bot.service.status(caller)).ruleset)
        except (ServiceError, EngineError):
            pass
        if interaction.guild_id is None:
            return "city"
        return str((await self.bot.server_config(interaction.guild_id)).get("ruleset", "city"))
