"""Call-ups: a server may name a players role (`/config callups`) that members join or leave
with `/notify` or the button under a call-up; the bot gives or takes it (Manage Roles is in the
invite; Discord refuses a role above the bot's highest one, error 50013, which is answered with
a clear message). When a lobby opens, the bot pings that role once: the one intended ping of the
game channel, with `allowed_mentions` naming exactly that role. `/game call` lets the lobby's
opener ping its players (the service keeps it to one call per 10 minutes)."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.groups import join_group, leave_group
from bot.discord.permission_names import granted_beyond
from bot.discord.permissions import make_caller
from bot.discord.replies import MissingPermission
from bot.discord.settings import callup_settings_text
from bot.discord.text import cmd, command, localized_options, text
from bot.service.ports.errors import ServiceError
from bot.service.ports.table import Gone
from bot.service.settings.schema import Config
from bot.text.i18n import Text
from bot.text.views import LobbyView
from cogs.callups.view import CallUpView

__all__ = ["CallUpsCog"]

log = logging.getLogger(__name__)

ROLE_REASON = "Mafia call-ups: the member asked for it"


def check_role(role: discord.Role) -> None:
    """Refuse a role the bot cannot hand out: @everyone, a managed role (an app's, a booster
    role), or one at or above the bot's highest role (Discord would refuse: 50013); and one its
    ping would not reach (not mentionable, and the bot may not mention every role); and one that
    grants any permission @everyone lacks (handed to whoever asks, it would hand out that power:
    the refusal names them)."""
    if role.is_default() or role.managed:
        raise ServiceError("players_role_bad", {"role": role.name})
    me = role.guild.me
    if not me.guild_permissions.manage_roles or role >= me.top_role:
        raise ServiceError("players_role_above", {"role": role.name})
    if not (role.mentionable or me.guild_permissions.mention_everyone):
        # Discord pings a role that is not mentionable only for those who may mention all roles
        raise ServiceError("players_role_silent", {"role": role.name})
    beyond = granted_beyond(role.permissions, role.guild.default_role.permissions)
    if beyond:
        raise ServiceError(
            "players_role_powerful", {"role": role.name, "permissions": " ".join(beyond)}
        )


class CallUpsCog(commands.Cog):
    """The players role, the lobby's call-up ping, `/notify` and `/game call`."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.view = CallUpView(bot, self.toggle)

    async def cog_load(self) -> None:
        """Register the persistent button; put `/game call` under `/game` and `/config callups`
        under `/config`."""
        self.bot.add_view(self.view)
        join_group(self.bot, self, "game", self.call)
        join_group(self.bot, self, "config", self.configure)

    async def cog_unload(self) -> None:
        """Take the commands out of the groups and stop listening to the button."""
        leave_group(self.bot, "game", self.call)
        leave_group(self.bot, "config", self.configure)
        self.view.stop()

    async def players_role(self, guild: discord.Guild) -> discord.Role | None:
        """The server's players role, if one is set and still exists."""
        config = await self.bot.server_config(guild.id)
        role_id = config.players_role_id
        return guild.get_role(role_id) if role_id else None

    # -- the ping when a lobby opens --------------------------------------------------------
    @commands.Cog.listener()
    async def on_lobby_opened(self, lobby: LobbyView) -> None:
        """Ping the players role under a new lobby, with the join/leave button; a failure (the
        role gone, no permission to post) is logged and never touches the lobby."""
        guild = self.bot.get_guild(lobby.guild_id)
        role = await self.players_role(guild) if guild is not None else None
        if role is None or role.is_default() or role.managed:
            return
        language = await self.bot.server_language(lobby.guild_id)
        label = self.bot.localizer.render(Text("callups-button"), language)
        ping = Text("callups-ping", {"role": role.mention})
        only_role = discord.AllowedMentions(everyone=False, users=False, roles=[role])
        try:
            await self.bot.table.post(
                lobby.channel_id, ping, language, view=self.view.labelled(label), mentions=only_role
            )
        except (discord.HTTPException, MissingPermission, Gone):  # the lobby stands without it
            log.warning("game %s: the call-up was not posted", lobby.game_id, exc_info=True)

    # -- joining and leaving the role -------------------------------------------------------
    async def toggle(self, interaction: discord.Interaction) -> None:
        """Give the caller the players role, or take it away if they have it."""
        guild, member = interaction.guild, interaction.user
        assert guild is not None and isinstance(member, discord.Member)
        role = await self.players_role(guild)
        if role is None:
            raise ServiceError("players_role_unset")
        if role.is_default() or role.managed:
            raise ServiceError("players_role_bad", {"role": role.name})
        joined = not any(held.id == role.id for held in member.roles)
        # The role change is a REST call that may wait on a rate limit: answer within 3 s first.
        await self.bot.replies.answers.defer(interaction)
        try:
            if joined:
                await member.add_roles(role, reason=ROLE_REASON)
            else:
                await member.remove_roles(role, reason=ROLE_REASON)
        except discord.Forbidden:  # 50013: the role is above the bot's, or Manage Roles is gone
            raise ServiceError("players_role_above", {"role": role.name}) from None
        reply = Text("callups-joined", {"role": role.mention}) if joined else Text("callups-left")
        await self.bot.replies.send(interaction, reply)

    @app_commands.command(name=cmd("cmd-notify", "notify"), description=text("cmd-notify-desc"))
    @app_commands.guild_only()
    async def notify(self, interaction: discord.Interaction) -> None:
        """Be called (or no longer) when a game opens on this server."""
        await self.toggle(interaction)

    # -- /game call -------------------------------------------------------------------------
    @command("game-call", "call")
    async def call(self, interaction: discord.Interaction) -> None:
        """Ping the lobby's players (its opener or a host; once per 10 minutes): exactly them."""
        caller = await make_caller(self.bot.service, interaction)
        called = await self.bot.service.callups.call_players(caller)
        await self.bot.replies.answers.defer(interaction)
        assert interaction.guild_id is not None and interaction.channel_id is not None
        language = await self.bot.server_language(interaction.guild_id)
        mentions = tuple(f"<@{user_id}>" for user_id in called)
        only_them = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(user_id) for user_id in called]
        )
        await self.bot.table.post(
            interaction.channel_id,
            Text("callups-call", {"players": mentions}),
            language,
            mentions=only_them,
        )
        await self.bot.replies.send(interaction, Text("callups-called", {"count": len(called)}))

    # -- /config callups --------------------------------------------------------------------
    @app_commands.command(
        name=cmd("cmd-config-callups", "callups"), description=text("cmd-config-callups-desc")
    )
    @localized_options("config-callups", "players_role", "clear")
    async def configure(
        self,
        interaction: discord.Interaction,
        players_role: discord.Role | None = None,
        clear: bool = False,
    ) -> None:
        """Set (or clear) the role a new lobby pings and `/notify` hands out (a host)."""
        caller = await make_caller(self.bot.service, interaction)
        if not caller.is_admin:
            raise ServiceError("not_host")
        assert interaction.guild is not None
        values = await self.bot.server_config(interaction.guild.id)
        if players_role is not None or clear:
            role_id = 0
            if players_role is not None and not clear:
                role = interaction.guild.get_role(players_role.id) or players_role
                check_role(role)
                role_id = role.id
            values = Config.view(
                await self.bot.service.settings.set_config(caller, "players_role_id", role_id)
            )
        await self.bot.replies.send(interaction, callup_settings_text(values))
