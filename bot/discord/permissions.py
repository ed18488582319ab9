"""Discord permission checks: what the bot needs where, and who counts as a host.

The bot checks its own permissions before it acts, so a missing one is refused up front with
`error-missing_permission` naming the permission and the channel, instead of failing half-way.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.discord.replies import MissingPermission
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.settings.schema import Config

__all__ = [
    "CATEGORY_NEEDS",
    "DEAD_CHAT_NEEDS",
    "GAME_CHANNEL_NEEDS",
    "INVITE_PERMISSIONS",
    "OVERWRITE_MAP_NEEDS",
    "is_server_host",
    "make_caller",
    "require_game_channel",
    "require_permissions",
    "team_channel_category",
]

INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    # no Embed Links: the bot posts plain text (and files), never an embed
    attach_files=True,  # /game export
    read_message_history=True,
    # Discord lets the bot deny in an overwrite only what it holds itself: the dead lose these
    add_reactions=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    manage_channels=True,  # team channels
    manage_roles=True,  # channel permission overwrites (the dead, team channels, the dead chat)
)
"""Exactly what the bot asks for in its invite (the README states these and their integer); it
is never an administrator, so it never sets Manage Roles inside an overwrite (Discord refuses
that at channel creation to anyone but an administrator, error 50013)."""

OVERWRITE_MAP_NEEDS: tuple[str, ...] = ("view_channel", "manage_channels", "manage_roles")
"""To write a channel's whole overwrite map in one call (Modify Channel: Manage Channels, and
Manage Roles for its overwrites)."""

GAME_CHANNEL_NEEDS: tuple[str, ...] = (
    "view_channel",
    "send_messages",
    "manage_roles",
    "manage_channels",
)
"""In the game channel: post, silence the dead (member overwrites need manage_roles) and
lift the silences at the end in one call (manage_channels)."""

CATEGORY_NEEDS: tuple[str, ...] = ("view_channel", "manage_channels", "manage_roles")
"""In the category for private channels: create them with overwrites."""

DEAD_CHAT_NEEDS: tuple[str, ...] = ("view_channel", "send_messages", *OVERWRITE_MAP_NEEDS[1:])
"""In the dead chat: hide it from @everyone, let the dead in, and let them out in one call."""


def require_permissions(channel: discord.abc.GuildChannel, needs: Iterable[str]) -> None:
    """Raise MissingPermission for the first permission in `needs` the bot lacks in `channel`."""
    granted = channel.permissions_for(channel.guild.me)
    for permission in needs:
        if not getattr(granted, permission):
            raise MissingPermission(permission, channel.mention)


def require_game_channel(channel: object) -> discord.TextChannel:
    """The channel, if a game can live there: a plain text channel (not a thread, a voice or
    stage channel's chat, a forum post or an announcement channel), else not_text_channel."""
    if not isinstance(channel, discord.TextChannel) or channel.type != discord.ChannelType.text:
        raise ServiceError("not_text_channel")
    return channel


def team_channel_category(
    guild: discord.Guild, category_id: int | None
) -> discord.CategoryChannel | None:
    """The category team channels are created under (None: none set, or it is gone), after
    checking the bot may create channels with overwrites there (else on the server)."""
    category = guild.get_channel(category_id or 0)
    if isinstance(category, discord.CategoryChannel):
        require_permissions(category, CATEGORY_NEEDS)
        return category
    for permission in ("manage_channels", "manage_roles"):
        if not getattr(guild.me.guild_permissions, permission):
            raise MissingPermission(permission, guild.name)
    return None


def is_server_host(member: discord.abc.User, host_role_id: int | None) -> bool:
    """Whether `member` may run host commands on the server: Manage Server, or the host role."""
    if not isinstance(member, discord.Member):
        return False
    if member.guild_permissions.manage_guild:
        return True
    return host_role_id is not None and any(role.id == host_role_id for role in member.roles)


async def make_caller(service: GameService, interaction: discord.Interaction) -> Caller:
    """The service's view of who calls and from where (`is_admin`: Manage Server or host role)."""
    host_role_id: int | None = None
    channel_id: int | None = None
    if interaction.guild_id is not None:
        config = Config.view(await service.settings.get_config(interaction.guild_id))
        host_role_id = config.host_role_id or None
        channel_id = interaction.channel_id
    return Caller(
        user_id=interaction.user.id,
        guild_id=interaction.guild_id,
        channel_id=channel_id,
        is_admin=is_server_host(interaction.user, host_role_id),
        locale=str(interaction.locale.value),
    )
