"""The synced command tree as clickable mentions (`</act:id>`, `</game join:id>`), by command path,
for the localizer's `{ $cmd_<path> }` placeables (`bot.text.mentions`)."""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands

__all__ = ["command_mentions"]


def _groups(options: Iterable[object]) -> Iterable[app_commands.AppCommandGroup]:
    for option in options:
        if isinstance(option, app_commands.AppCommandGroup):
            yield option
            yield from _groups(option.options)


def command_mentions(synced: Iterable[app_commands.AppCommand]) -> dict[str, str]:
    """Path ("act", "game join") -> mention of every synced chat command and subcommand."""
    found: dict[str, str] = {}
    for command in synced:
        if command.type is not discord.AppCommandType.chat_input:
            continue
        found[command.name] = command.mention
        for group in _groups(command.options):
            found[group.qualified_name] = group.mention
    return found
