"""`/rules [topic]`: a role, the night order the engine uses, or an overview."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.choices import choice_list
from bot.discord.permissions import make_caller
from bot.discord.replies import reader_ruleset
from bot.discord.text import cmd, localized_options, text
from bot.service.settings.schema import Config
from bot.text.i18n import Text
from cogs.reading.rules import rules_texts, topics

__all__ = ["ReadingCog"]


class ReadingCog(commands.Cog):
    """Read-only: the rules of the rule set the reader plays."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd-rules", "rules"), description=text("cmd-rules-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @localized_options("rules", "topic")
    async def rules(self, interaction: discord.Interaction, topic: str | None = None) -> None:
        """The rules: a role's description, or `order` (the night order), or an overview."""
        ruleset = await self.ruleset(interaction)
        values = Config.view(
            await self.bot.service.queries.table_settings(
                await make_caller(self.bot.service, interaction)
            )
        )
        texts = rules_texts(topic, ruleset, values, self.bot.localizer)
        if not (topic or "").strip() and values.auto_substitute:  # the table's rule
            texts.append(Text("rules-auto-substitute"))
        await self.bot.replies.send(interaction, texts)

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
        """The rule set the reader plays: their game's, else the server's."""
        return await reader_ruleset(self.bot.service, interaction)
