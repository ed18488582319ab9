"""The small facts the Discord layer stores through the service: messages counted for activity,
the ids of the messages it edits as a game changes (a phase's post by its deadline line), each
user's DM channel, and the permission bits the bot set in channel overwrites (so it lifts only
its own), and the ended games' team channels kept as archives (so a category keeps a bounded
number)."""

from __future__ import annotations

from collections.abc import Collection

from bot.service.ports.calls import KeptLine, Posted
from bot.store import archives, commands
from bot.store import overwrites as owned
from bot.store import posted as kept
from bot.store.posted import LOBBY_MESSAGE, MESSAGE_KINDS, PHASE_MESSAGE

__all__ = [
    "LOBBY_MESSAGE",
    "OverwriteBits",
    "archived_team_channels",
    "bot_overwrites",
    "command_digest",
    "dm_channels",
    "forget_bot_overwrites",
    "forget_team_channel",
    "phase_post",
    "posted_message",
    "record_message",
    "remember_bot_overwrite",
    "remember_command_digest",
    "remember_dm_channel",
    "remember_message",
    "remember_phase_post",
]

OverwriteBits = owned.Bits
"""(allow, deny, was_allow, was_deny): the permission bits the bot allowed and denied in one
overwrite, and which of them were allowed or denied before it did."""


async def record_message(guild_id: int, channel_id: int, user_id: int) -> bool:
    """Count one message in a game channel for activity (only a living player's, by day);
    whether a lobby or game is open in the channel at all."""
    return await kept.count_message(guild_id, channel_id, user_id)


async def remember_message(game_id: int, kind: str, posted: Posted, number: int = 0) -> None:
    """Store the ids of a message the Discord layer edits as the game changes (`kind`: "lobby",
    or "tally" with the day as `number`), replacing an earlier one."""
    if kind not in MESSAGE_KINDS:
        raise ValueError(f"unknown message kind {kind!r}")
    if not posted.message_ids:
        raise ValueError("a posted message has at least one id")
    await kept.remember_message(game_id, kind, number, posted.channel_id, posted.message_ids)


async def posted_message(game_id: int, kind: str, number: int = 0) -> Posted | None:
    """The message ids stored by `remember_message`, or None."""
    found = await kept.message(game_id, kind, number)
    return None if found is None else Posted(found.channel_id, found.message_ids)


async def remember_phase_post(game_id: int, phase: int, post: KeptLine) -> None:
    """Keep the post a phase began with (`phase`: its index) by its deadline line: the message
    that holds the line, and the line as it stands (replacing what was kept)."""
    if not post.line:
        raise ValueError("a kept line is never empty")
    await kept.remember_line(
        game_id, PHASE_MESSAGE, phase, post.channel_id, post.message_id, post.line
    )


async def phase_post(game_id: int, phase: int) -> KeptLine | None:
    """The deadline line kept by `remember_phase_post` for the phase of that index, or None."""
    found = await kept.kept_line(game_id, PHASE_MESSAGE, phase)
    return None if found is None else KeptLine(found.channel_id, found.message_id, found.line)


async def dm_channels(user_ids: Collection[int]) -> dict[int, int]:
    """The kept DM channel ids of these users (user id -> channel id; the unknown left out)."""
    return await kept.dm_channels(user_ids)


async def remember_dm_channel(user_id: int, channel_id: int) -> None:
    """Keep a user's DM channel id (replacing one Discord no longer takes)."""
    await kept.remember_dm_channel(user_id, channel_id)


async def bot_overwrites(channel_id: int) -> dict[int, OverwriteBits]:
    """What the bot set in a channel's overwrites: target (role or member) id -> its bits."""
    return await owned.bot_overwrites(channel_id)


async def remember_bot_overwrite(
    channel_id: int, target_id: int, bits: OverwriteBits | None
) -> None:
    """Keep what the bot set for a target in a channel (None: nothing any more)."""
    await owned.remember_bot_overwrite(channel_id, target_id, bits)


async def forget_bot_overwrites(channel_id: int) -> None:
    """The channel is gone (deleted by the bot): forget what the bot set there."""
    await owned.forget_bot_overwrites(channel_id)


async def archived_team_channels(guild_id: int) -> list[int]:
    """The team channels of the server's ended games, the oldest game's first (never a
    running game's)."""
    return await archives.archived_team_channels(guild_id)


async def forget_team_channel(channel_id: int) -> None:
    """A team channel archive was deleted: forget it and what the bot set there."""
    await archives.forget_team_channel(channel_id)
    await owned.forget_bot_overwrites(channel_id)


async def command_digest(application_id: int) -> str | None:
    """The digest of the command tree last synced for the application (None: never)."""
    return await commands.command_digest(application_id)


async def remember_command_digest(application_id: int, digest: str) -> None:
    """Keep the digest of the command tree just synced."""
    await commands.remember_command_digest(application_id, digest)
