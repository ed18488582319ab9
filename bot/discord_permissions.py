"""Discord permission checks: what the bot needs where, and who counts as a host.

The bot checks its own permissions before it acts, so a missing one is refused up front with
`error-missing_permission` naming the permission and the channel, instead of failing half-way.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.discord_replies import MissingPermission

__all__ = [
    "CATEGORY_NEEDS",
    "DEAD_CHAT_NEEDS",
    "GAME_CHANNEL_NEEDS",
    "is_server_host",
    "require_permissions",
]

GAME_CHANNEL_NEEDS: tuple[str, ...] = (
    "view_channel",
    "send_messages",
    "embed_links",
    "manage_roles",
)
"""In the game channel: post, embed, silence the dead (member overwrites need manage_roles)."""

CATEGORY_NEEDS: tuple[str, ...] = ("view_channel", "manage_channels", "manage_roles")
"""In the category for private channels: create them with overwrites."""

DEAD_CHAT_NEEDS: tuple[str, ...] = ("view_channel", "send_messages", "manage_roles")
"""In the dead chat: let the dead in and keep the living out."""


def require_permissions(channel: discord.abc.GuildChannel, needs: Iterable[str]) -> None:
    """Raise MissingPermission for the first permission in `needs` the bot lacks in `channel`."""
    granted = channel.permissions_for(channel.guild.me)
    for permission in needs:
        if not getattr(granted, permission):
            raise MissingPermission(permission, channel.mention)


def is_server_host(member: discord.abc.User, host_role_id: int | None) -> bool:
    """Whether `member` may run host commands on the server: Manage Server, or the host role."""
    if not isinstance(member, discord.Member):
        return False
    if member.guild_permissions.manage_guild:
        return True
    return host_role_id is not None and any(role.id == host_role_id for role in member.roles)
