"""`/config setup`, `/config forum` and `/config show`: language, rule set, channels, phase
lengths, host role; the forum table rules (clock-time deadlines, the vote count, reveal)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.discord.app import MafiaBot
from bot.discord.permissions import (
    CATEGORY_NEEDS,
    DEAD_CHAT_NEEDS,
    GAME_CHANNEL_NEEDS,
    make_caller,
    require_permissions,
)
from bot.discord.text import choice, cmd, localized_options, server_group, text
from bot.service.clock.deadlines import zone_names
from bot.service.ports.errors import ServiceError
from bot.service.settings.forum import VISIBILITIES
from bot.text.callups import config_texts as callups_config_texts
from bot.text.forum import forum_settings_text
from bot.text.i18n import Arg, Text

__all__ = ["ConfigCog"]

SETUP_OPTIONS = (
    "language",
    "ruleset",
    "game_channel",
    "category",
    "dead_chat",
    "night_minutes",
    "day_minutes",
    "host_role",
)
_CHANNEL_KEYS = ("game_channel", "category", "dead_chat")
FORUM_OPTIONS = (
    "timezone",
    "day_ends",
    "night_ends",
    "min_phase_minutes",
    "vote_visibility",
    "vote_changes",
    "reveal",
    "warn_absent",
)


class ConfigCog(commands.Cog):
    """The /config group: set and show the server's settings (Manage Server or the host role)."""

    config = server_group("config")

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @config.command(
        name=cmd("cmd-config-setup", "setup"), description=text("cmd-config-setup-desc")
    )
    @localized_options("config-setup", *SETUP_OPTIONS)
    @app_commands.choices(
        language=[choice("language", "ru"), choice("language", "en")],
        ruleset=[choice("ruleset", ruleset) for ruleset in engine.RULESETS],
    )
    async def setup(
        self,
        interaction: discord.Interaction,
        language: app_commands.Choice[str] | None = None,
        ruleset: app_commands.Choice[str] | None = None,
        game_channel: discord.TextChannel | None = None,
        category: discord.CategoryChannel | None = None,
        dead_chat: discord.TextChannel | None = None,
        night_minutes: app_commands.Range[int, 1, 1440] | None = None,
        day_minutes: app_commands.Range[int, 1, 10080] | None = None,
        host_role: discord.Role | None = None,
    ) -> None:
        """Change the given settings (the others stay), after checking the bot may work there;
        a dead chat is made private first (only the dead of a running game and the bot see it)."""
        caller = await make_caller(self.bot.service, interaction)
        if not caller.is_admin:
            raise ServiceError("not_host")
        assert interaction.guild is not None
        guild = interaction.guild
        # the resolved option objects carry no overwrites: check the cached channels
        for option, needs in (
            (game_channel, GAME_CHANNEL_NEEDS),
            (category, CATEGORY_NEEDS),
            (dead_chat, DEAD_CHAT_NEEDS),
        ):
            if option is not None:
                require_permissions(guild.get_channel(option.id) or option, needs)
        chat = guild.get_channel(dead_chat.id) if dead_chat else None
        if isinstance(chat, discord.TextChannel):
            await interaction.response.defer(ephemeral=True)  # a channel edit: within Discord's 3 s
            await self.bot.table.dead.make_private(chat)  # before anything is stored
        changes: dict[str, object] = {
            "language": language.value if language else None,
            "ruleset": ruleset.value if ruleset else None,
            "game_channel_id": game_channel.id if game_channel else None,
            "category_id": category.id if category else None,
            "dead_chat_id": dead_chat.id if dead_chat else None,
            "night_minutes": night_minutes,
            "day_minutes": day_minutes,
            "host_role_id": host_role.id if host_role else None,
        }
        values = await self.bot.server_config(guild.id)
        for key, value in changes.items():
            if value is not None:
                values = dict(await self.bot.service.settings.set_config(caller, key, value))
        await self.bot.replies.send(interaction, self.describe(values, saved=True))

    @config.command(
        name=cmd("cmd-config-forum", "forum"), description=text("cmd-config-forum-desc")
    )
    @localized_options("config-forum", *FORUM_OPTIONS)
    @app_commands.choices(
        vote_visibility=[choice("vote_visibility", v) for v in VISIBILITIES],
        vote_changes=[choice("vote_changes", v) for v in engine.SETTING_CHOICES["vote_changes"]],
        reveal=[choice("reveal", v) for v in engine.SETTING_CHOICES["reveal"]],
    )
    async def forum(
        self,
        interaction: discord.Interaction,
        timezone: str | None = None,
        day_ends: str | None = None,
        night_ends: str | None = None,
        min_phase_minutes: app_commands.Range[int, 0, 10080] | None = None,
        vote_visibility: app_commands.Choice[str] | None = None,
        vote_changes: app_commands.Choice[str] | None = None,
        reveal: app_commands.Choice[str] | None = None,
        warn_absent: bool | None = None,
    ) -> None:
        """Change the forum table rules given (the others stay), all or none: the time zone and
        the clock times at which days and nights end, the vote count, vote changes, reveal. A
        game keeps the rules it was opened with."""
        caller = await make_caller(self.bot.service, interaction)
        given: dict[str, object | None] = {
            "timezone": timezone,
            "day_ends": day_ends,
            "night_ends": night_ends,
            "min_phase_minutes": min_phase_minutes,
            "vote_visibility": vote_visibility.value if vote_visibility else None,
            "vote_changes": vote_changes.value if vote_changes else None,
            "reveal": reveal.value if reveal else None,
            "warn_absent": warn_absent,
        }
        changes = {key: value for key, value in given.items() if value is not None}
        values = await self.bot.service.settings.set_configs(caller, changes)
        await self.bot.replies.send(interaction, self.describe(values, saved=True))

    @forum.autocomplete("timezone")
    async def zone_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """IANA zones containing what was typed (Discord shows 25 at most)."""
        typed = current.strip().casefold()
        found = [name for name in zone_names() if typed in name.casefold()]
        return [app_commands.Choice(name=name, value=name) for name in found[:25]]

    @config.command(name=cmd("cmd-config-show", "show"), description=text("cmd-config-show-desc"))
    async def show(self, interaction: discord.Interaction) -> None:
        """Show the server's settings (to anyone, ephemerally)."""
        assert interaction.guild_id is not None
        values = dict(await self.bot.service.settings.get_config(interaction.guild_id))
        shown = [*self.describe(values, saved=False), callups_config_texts(values)]
        await self.bot.replies.send(interaction, shown)

    @staticmethod
    def describe(values: dict[str, Any], *, saved: bool) -> list[Text]:
        """The settings as one message: channels as mentions, unset ones as "not set"."""
        args: dict[str, Arg] = {
            "language": Text(f"choice-language-{values.get('language', 'ru')}"),
            "ruleset": Text(f"choice-ruleset-{values.get('ruleset', 'city')}"),
            "night_minutes": int(values.get("night_minutes", 0) or 0),
            "day_minutes": int(values.get("day_minutes", 0) or 0),
        }
        for key in _CHANNEL_KEYS:
            channel_id = values.get(f"{key}_id")
            args[key] = f"<#{channel_id}>" if channel_id else Text("discord-config-unset")
        role_id = values.get("host_role_id")
        args["host_role"] = f"<@&{role_id}>" if role_id else Text("discord-config-unset")
        return [
            Text("discord-config-saved" if saved else "discord-config-show", args),
            forum_settings_text(values),  # issue 11: the forum table rules
        ]
