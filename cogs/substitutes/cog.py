"""Substitutes: during a running game anyone not seated signs up with `/game sub` (or withdraws
with `/game sub withdraw:True`); `/host replace` without a member hands the seat to the first of
them, and with `/config substitutes auto_substitute:True` a player the engine would put to sleep
for inactivity hands the seat over instead (the service does both)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.groups import join_group, leave_group
from bot.discord.permissions import make_caller
from bot.discord.settings import callup_settings_text
from bot.discord.text import cmd, command, localized_options, text
from bot.service.ports.errors import ServiceError
from bot.service.settings.schema import Config
from bot.text.i18n import Text

__all__ = ["SubstitutesCog"]


class SubstitutesCog(commands.Cog):
    """`/game sub` and `/config substitutes`; every reply is ephemeral."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        """Put `/game sub` under `/game` and `/config substitutes` under `/config`."""
        join_group(self.bot, self, "game", self.sub)
        join_group(self.bot, self, "config", self.configure)

    async def cog_unload(self) -> None:
        """Take them out of the groups again."""
        leave_group(self.bot, "game", self.sub)
        leave_group(self.bot, "config", self.configure)

    @command("game-sub", "sub")
    @localized_options("game-sub", "withdraw")
    async def sub(self, interaction: discord.Interaction, withdraw: bool = False) -> None:
        """Sign up to take the seat of a player who leaves this channel's running game (or
        withdraw)."""
        caller = await make_caller(self.bot.service, interaction)
        if withdraw:
            await self.bot.service.substitutes.withdraw(caller)
            await self.bot.replies.send(interaction, Text("subs-withdrawn"))
            return
        place = await self.bot.service.substitutes.sign_up(caller, caller.locale)
        await self.bot.replies.send(interaction, Text("subs-signed", {"place": place}))

    @app_commands.command(
        name=cmd("cmd-config-substitutes", "substitutes"),
        description=text("cmd-config-substitutes-desc"),
    )
    @localized_options("config-substitutes", "auto_substitute")
    async def configure(
        self, interaction: discord.Interaction, auto_substitute: bool | None = None
    ) -> None:
        """Turn `auto_substitute` on or off for the games opened from now on (a host)."""
        caller = await make_caller(self.bot.service, interaction)
        if not caller.is_admin:
            raise ServiceError("not_host")
        assert interaction.guild_id is not None
        values = await self.bot.server_config(interaction.guild_id)
        if auto_substitute is not None:
            values = Config.view(
                await self.bot.service.settings.set_config(
                    caller, "auto_substitute", auto_substitute
                )
            )
        await self.bot.replies.send(interaction, callup_settings_text(values))
