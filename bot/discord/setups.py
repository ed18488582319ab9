"""Autocomplete of a server's saved setup names (`/setup`, and `/game start setup:`)."""

from __future__ import annotations

from typing import cast

import discord
from discord import app_commands

from bot.discord.app import MafiaBot

__all__ = ["setup_autocomplete", "setup_name_choices"]

CHOICES_LIMIT = 25  # Discord shows at most 25 autocomplete choices


async def setup_name_choices(
    bot: MafiaBot, interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The server's setup names containing what was typed (case-insensitive), by name."""
    if interaction.guild_id is None:
        return []
    typed = current.strip().casefold()
    names = [s.name for s in await bot.service.setups.setups(interaction.guild_id)]
    return [
        app_commands.Choice(name=name, value=name) for name in names if typed in name.casefold()
    ][:CHOICES_LIMIT]


async def setup_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """`setup_name_choices` for a command outside this cog (`/game start setup:`)."""
    return await setup_name_choices(cast(MafiaBot, interaction.client), interaction, current)
