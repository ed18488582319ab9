"""`/act`: night (and day) actions, in a DM with the bot or ephemerally in the server."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_text import cmd, localized_options, text

if TYPE_CHECKING:
    from bot.discord_main import MafiaBot

__all__ = ["NightCog"]

ACT_OPTIONS = ("verb", "target", "second", "extra")


class NightCog(commands.Cog):
    """Turns /act into the service's act call; autocomplete offers only what is legal now."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd-act", "act"), description=text("cmd-act-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @localized_options("act", *ACT_OPTIONS)
    async def act(
        self,
        interaction: discord.Interaction,
        verb: str,
        target: str | None = None,
        second: str | None = None,
        extra: str | None = None,
    ) -> None:
        """Record an action (replacing an earlier one for the same verb before the deadline)."""
        await self.bot.actions.act(interaction, verb, (target, second, extra))

    @act.autocomplete("verb")
    async def verb_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The caller's legal verbs now."""
        return await self.bot.actions.choices(interaction, "verb", current)

    @act.autocomplete("target")
    async def target_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal first arguments of the chosen verb."""
        return await self.bot.actions.choices(interaction, "target", current)

    @act.autocomplete("second")
    async def second_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal second arguments of the chosen verb."""
        return await self.bot.actions.choices(interaction, "second", current)

    @act.autocomplete("extra")
    async def extra_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Legal third arguments of the chosen verb."""
        return await self.bot.actions.choices(interaction, "extra", current)
