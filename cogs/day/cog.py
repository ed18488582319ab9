"""`/vote`: a day vote for a living player, or abstain."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_text import cmd, localized_options, text

if TYPE_CHECKING:
    from bot.discord_main import MafiaBot

__all__ = ["DayCog"]


class DayCog(commands.Cog):
    """Turns /vote into the service's vote call; the service keeps the public tally up to date."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd("cmd-vote", "vote"), description=text("cmd-vote-desc"))
    @app_commands.guild_only()
    @localized_options("vote", "target")
    async def vote(self, interaction: discord.Interaction, target: str) -> None:
        """Vote for `target` (a living player) or `abstain`; a new vote replaces the old one."""
        await self.bot.actions.vote(interaction, target)

    @vote.autocomplete("target")
    async def target_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The living players, and abstaining."""
        return await self.bot.actions.vote_choices(interaction, current)
