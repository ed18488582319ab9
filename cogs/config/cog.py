"""`/config setup`, `/config forum`, `/config table` and `/config show`: language, rule set,
channels, phase lengths, host role; the forum table rules (clock-time deadlines, the vote count,
reveal); the table's own rules (reminder, two kills, inactivity, stalemate, ranking, warnings).

The options, their bounds and choices come from the settings schema (`Config`): each option is
the `Setting` of its group with that name, and `app_commands.Range` reads its bounds."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.permissions import (
    CATEGORY_NEEDS,
    DEAD_CHAT_NEEDS,
    GAME_CHANNEL_NEEDS,
    make_caller,
    require_permissions,
)
from bot.discord.settings import server_settings_text
from bot.discord.text import choice, cmd, localized_options, server_group, text
from bot.service.clock.deadlines import zone_names
from bot.service.ports.errors import ServiceError
from bot.service.settings.schema import Config, Setting, settings_of

__all__ = ["ConfigCog"]

SETUP = settings_of("setup")
FORUM = settings_of("forum")
TABLE = settings_of("table")
SETUP_OPTIONS = tuple(setting.option for setting in SETUP)
FORUM_OPTIONS = tuple(setting.option for setting in FORUM)
TABLE_OPTIONS = tuple(setting.option for setting in TABLE)
# the bounds of the number options, read by `app_commands.Range` below
NIGHT = Config.night_minutes
DAY = Config.day_minutes
SHORTEST = Config.min_phase_minutes
REMINDER = Config.reminder_minutes
INACTIVE = Config.inactive_days
POSTS = Config.min_posts
STALEMATE = Config.stalemate_cycles
RANKED = Config.stats_min_games
WARNINGS = Config.warnings_to_remove


def choices(setting: Setting[str]) -> list[app_commands.Choice[str]]:
    """A choice setting's values as the option's choices, each named `choice-<key>-<value>`."""
    return [choice(setting.key, value) for value in setting.choices]


def given_values(settings: tuple[Setting[Any], ...], options: dict[str, Any]) -> dict[str, object]:
    """The values of the options given, by setting key: a choice's value, a channel's or role's
    id; an option left out (None) changes nothing."""
    changes: dict[str, object] = {}
    for setting in settings:
        given = options[setting.option]
        if isinstance(given, app_commands.Choice):
            given = given.value
        elif isinstance(given, discord.abc.Snowflake):
            given = given.id
        if given is not None:
            changes[setting.key] = given
    return changes


class ConfigCog(commands.Cog):
    """The /config group: set and show the server's settings (Manage Server or the host role)."""

    config = server_group("config", default_permissions=discord.Permissions(manage_guild=True))
    """Shown by default to Manage Server only (a server may show it to its host role in Server
    Settings → Integrations); every handler checks the caller anyway."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @config.command(
        name=cmd("cmd-config-setup", "setup"), description=text("cmd-config-setup-desc")
    )
    @localized_options("config-setup", *SETUP_OPTIONS)
    @app_commands.choices(language=choices(Config.language), ruleset=choices(Config.ruleset))
    async def setup(
        self,
        interaction: discord.Interaction,
        language: app_commands.Choice[str] | None = None,
        ruleset: app_commands.Choice[str] | None = None,
        game_channel: discord.TextChannel | None = None,
        category: discord.CategoryChannel | None = None,
        dead_chat: discord.TextChannel | None = None,
        night_minutes: app_commands.Range[int, NIGHT.low, NIGHT.high] | None = None,
        day_minutes: app_commands.Range[int, DAY.low, DAY.high] | None = None,
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
        options = {
            "language": language,
            "ruleset": ruleset,
            "game_channel": game_channel,
            "category": category,
            "dead_chat": dead_chat,
            "night_minutes": night_minutes,
            "day_minutes": day_minutes,
            "host_role": host_role,
        }
        changes = given_values(SETUP, options)
        await self.bot.service.settings.check_configs(caller, changes)  # dead_chat_public …
        chat = guild.get_channel(dead_chat.id) if dead_chat else None
        if isinstance(chat, discord.TextChannel):
            await self.bot.replies.answers.defer(interaction)  # a channel edit: within the 3 s
            await self.bot.table.dead.make_private(chat)  # before anything is stored
        values = await self.bot.server_config(guild.id)
        for key, value in changes.items():
            values = Config.view(await self.bot.service.settings.set_config(caller, key, value))
        await self.bot.replies.send(interaction, server_settings_text(values, saved=True))

    @config.command(
        name=cmd("cmd-config-forum", "forum"), description=text("cmd-config-forum-desc")
    )
    @localized_options("config-forum", *FORUM_OPTIONS)
    @app_commands.choices(
        vote_visibility=choices(Config.vote_visibility),
        vote_changes=choices(Config.vote_changes),
        reveal=choices(Config.reveal),
    )
    async def forum(
        self,
        interaction: discord.Interaction,
        vote_changes: app_commands.Choice[str] | None = None,
        reveal: app_commands.Choice[str] | None = None,
        timezone: str | None = None,
        day_ends: str | None = None,
        night_ends: str | None = None,
        min_phase_minutes: app_commands.Range[int, SHORTEST.low, SHORTEST.high] | None = None,
        vote_visibility: app_commands.Choice[str] | None = None,
        warn_absent: bool | None = None,
    ) -> None:
        """Change the forum table rules given (the others stay), all or none: the time zone and
        the clock times at which days and nights end, the vote count, vote changes, reveal. A
        game keeps the rules it was opened with."""
        caller = await make_caller(self.bot.service, interaction)
        options = {
            "vote_changes": vote_changes,
            "reveal": reveal,
            "timezone": timezone,
            "day_ends": day_ends,
            "night_ends": night_ends,
            "min_phase_minutes": min_phase_minutes,
            "vote_visibility": vote_visibility,
            "warn_absent": warn_absent,
        }
        values = await self.bot.service.settings.set_configs(caller, given_values(FORUM, options))
        await self.bot.replies.send(
            interaction, server_settings_text(Config.view(values), saved=True)
        )

    @config.command(
        name=cmd("cmd-config-table", "table"), description=text("cmd-config-table-desc")
    )
    @localized_options("config-table", *TABLE_OPTIONS)
    async def table(
        self,
        interaction: discord.Interaction,
        reminder_minutes: app_commands.Range[int, REMINDER.low, REMINDER.high] | None = None,
        double_kill: bool | None = None,
        inactive_days: app_commands.Range[int, INACTIVE.low, INACTIVE.high] | None = None,
        min_posts: app_commands.Range[int, POSTS.low, POSTS.high] | None = None,
        stalemate_cycles: app_commands.Range[int, STALEMATE.low, STALEMATE.high] | None = None,
        stats_min_games: app_commands.Range[int, RANKED.low, RANKED.high] | None = None,
        warnings_to_remove: app_commands.Range[int, WARNINGS.low, WARNINGS.high] | None = None,
    ) -> None:
        """Change the table's own rules given (the others stay), all or none: the reminder, two
        kills a night (R1), inactivity (R51), the stalemate (R2), the ranking's minimum and the
        warnings that remove a player (R90). A game keeps the rules it was opened with."""
        caller = await make_caller(self.bot.service, interaction)
        options = {
            "reminder_minutes": reminder_minutes,
            "double_kill": double_kill,
            "inactive_days": inactive_days,
            "min_posts": min_posts,
            "stalemate_cycles": stalemate_cycles,
            "stats_min_games": stats_min_games,
            "warnings_to_remove": warnings_to_remove,
        }
        values = await self.bot.service.settings.set_configs(caller, given_values(TABLE, options))
        await self.bot.replies.send(
            interaction, server_settings_text(Config.view(values), saved=True)
        )

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
        """Show every server setting, in the schema's order (to anyone, ephemerally)."""
        assert interaction.guild_id is not None
        values = await self.bot.server_config(interaction.guild_id)
        await self.bot.replies.send(interaction, server_settings_text(values))
