"""Command groups that several cogs share: `/game` is the lobby's group, and the dealing and host
cogs add their `/game …` commands to it.

discord.py puts a cog's app commands on the tree when the cog loads; a cog whose commands belong
under another cog's group moves them there from its `cog_load` (which runs first).
"""

from __future__ import annotations

from typing import Any

from discord import app_commands
from discord.ext import commands

__all__ = ["join_group", "leave_group"]


def _group(bot: commands.Bot, name: str) -> app_commands.Group:
    group = bot.tree.get_command(name)
    if not isinstance(group, app_commands.Group):
        raise RuntimeError(f"the /{name} group is not loaded (load its cog first)")
    return group


Subcommand = app_commands.Command[Any, ..., Any]


def join_group(bot: commands.Bot, cog: commands.Cog, name: str, *members: Subcommand) -> None:
    """Move `members`, app commands of `cog`, under the tree's group `name` (call from the cog's
    `cog_load`, so that discord.py does not also add them at the top level)."""
    group = _group(bot, name)
    for command in members:
        group.add_command(command)
    cog.__cog_app_commands__ = [c for c in cog.__cog_app_commands__ if c not in members]


def leave_group(bot: commands.Bot, name: str, *members: Subcommand) -> None:
    """Take `members` out of the group `name` again (call from the cog's `cog_unload`)."""
    group = bot.tree.get_command(name)
    if isinstance(group, app_commands.Group):
        for command in members:
            group.remove_command(command.name)
