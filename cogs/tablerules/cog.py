"""`/config options`: the table options a game keeps from its opening, each off by default:
`night_chat` (open | closed: at night the living may not write in the game channel),
`spectators` (off | dead_chat | all: who may `/game watch`), `dead_see_teams` (the dead read the
team channels) and `majority_lynch` (R91: a day ends once one player holds a majority).

The options, their choices and their order come from the settings schema (group "options")."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.groups import join_group, leave_group
from bot.discord.permissions import make_caller
from bot.discord.settings import server_settings_text
from bot.discord.text import choice, cmd, command, localized_options, text
from bot.service.settings.schema import Config, Setting, settings_of
from bot.text.i18n import Text

__all__ = ["TableRulesCog"]

OPTIONS = settings_of("options")
TABLE_OPTIONS = tuple(setting.option for setting in OPTIONS)


def choices(setting: Setting[str]) -> list[app_commands.Choice[str]]:
    """A choice setting's values as the option's choices, each named `choice-<key>-<value>`."""
    return [choice(setting.key, value) for value in setting.choices]


class TableRulesCog(commands.Cog):
    """`/config options`, `/game watch` and `/game unwatch`; every reply is ephemeral."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        """Put `/config options` under `/config`, `/game watch` and `unwatch` under `/game`."""
        join_group(self.bot, self, "config", self.configure)
        join_group(self.bot, self, "game", self.watch, self.unwatch)

    async def cog_unload(self) -> None:
        """Take them out of the groups again."""
        leave_group(self.bot, "config", self.configure)
        leave_group(self.bot, "game", self.watch, self.unwatch)

    @command("game-watch", "watch")
    async def watch(self, interaction: discord.Interaction) -> None:
        """Follow this channel's running game without a seat, as the table's `spectators`
        allows (the dead chat; with `all` also every team channel, read only)."""
        caller = await make_caller(self.bot.service, interaction)
        mode = await self.bot.service.watchers.watch(caller)
        await self.bot.replies.send(interaction, Text(f"table-watching-{mode}"))

    @command("game-unwatch", "unwatch")
    async def unwatch(self, interaction: discord.Interaction) -> None:
        """Stop following this channel's game (a seat in it stays out of reach)."""
        caller = await make_caller(self.bot.service, interaction)
        await self.bot.service.watchers.unwatch(caller)
        await self.bot.replies.send(interaction, Text("table-unwatched"))

    @app_commands.command(
        name=cmd("cmd-config-options", "options"), description=text("cmd-config-options-desc")
    )
    @localized_options("config-options", *TABLE_OPTIONS)
    @app_commands.choices(
        night_chat=choices(Config.night_chat), spectators=choices(Config.spectators)
    )
    async def configure(
        self,
        interaction: discord.Interaction,
        night_chat: app_commands.Choice[str] | None = None,
        spectators: app_commands.Choice[str] | None = None,
        dead_see_teams: bool | None = None,
        majority_lynch: bool | None = None,
    ) -> None:
        """Change the table options given (the others stay), all or none; a game keeps the
        options it was opened with (a host)."""
        caller = await make_caller(self.bot.service, interaction)
        given = {
            "night_chat": night_chat.value if night_chat else None,
            "spectators": spectators.value if spectators else None,
            "dead_see_teams": dead_see_teams,
            "majority_lynch": majority_lynch,
        }
        changes = {key: value for key, value in given.items() if value is not None}
        values = await self.bot.service.settings.set_configs(caller, changes)
        await self.bot.replies.send(
            interaction, server_settings_text(Config.view(values), saved=True)
        )
