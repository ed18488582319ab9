"""The names of Discord's permissions, one per permission bit, and which of them a role holds
beyond another (the players role beyond @everyone's)."""

from __future__ import annotations

import discord

__all__ = ["PERMISSION_FLAGS", "granted_beyond"]

PERMISSION_FLAGS: tuple[str, ...] = (
    "create_instant_invite",
    "kick_members",
    "ban_members",
    "administrator",
    "manage_channels",
    "manage_guild",
    "add_reactions",
    "view_audit_log",
    "priority_speaker",
    "stream",
    "view_channel",
    "send_messages",
    "send_tts_messages",
    "manage_messages",
    "embed_links",
    "attach_files",
    "read_message_history",
    "mention_everyone",
    "use_external_emojis",
    "view_guild_insights",
    "connect",
    "speak",
    "mute_members",
    "deafen_members",
    "move_members",
    "use_voice_activation",
    "change_nickname",
    "manage_nicknames",
    "manage_roles",
    "manage_webhooks",
    "manage_expressions",
    "use_application_commands",
    "request_to_speak",
    "manage_events",
    "manage_threads",
    "create_public_threads",
    "create_private_threads",
    "use_external_stickers",
    "send_messages_in_threads",
    "use_embedded_activities",
    "moderate_members",
    "view_creator_monetization_analytics",
    "use_soundboard",
    "create_expressions",
    "create_events",
    "use_external_sounds",
    "send_voice_messages",
    "set_voice_channel_status",
    "send_polls",
    "use_external_apps",
    "pin_messages",
    "bypass_slowmode",
)
"""One name per permission bit discord.py knows (of its aliases, the one Discord's settings
show), in bit order; each has a `discord-perm-<name>` message in every locale."""


def granted_beyond(held: discord.Permissions, base: discord.Permissions) -> tuple[str, ...]:
    """The permissions `held` grants that `base` does not, named as in PERMISSION_FLAGS, in
    bit order."""
    extra = held.value & ~base.value
    return tuple(name for name in PERMISSION_FLAGS if extra & discord.Permissions.VALID_FLAGS[name])
