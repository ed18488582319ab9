"""The small facts the Discord layer stores through the service: messages counted for activity,
the ids of the messages it edits as a game changes, and each user's DM channel."""

from __future__ import annotations

from collections.abc import Collection

from bot.service.ports.calls import Posted
from bot.store import posted as kept
from bot.store.posted import LOBBY_MESSAGE, MESSAGE_KINDS

__all__ = [
    "LOBBY_MESSAGE",
    "dm_channels",
    "posted_message",
    "record_message",
    "remember_dm_channel",
    "remember_message",
]


async def record_message(guild_id: int, channel_id: int, user_id: int) -> None:
    """Count one message in a game channel for activity (only a living player's, by day)."""
    await kept.count_message(guild_id, channel_id, user_id)


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


async def dm_channels(user_ids: Collection[int]) -> dict[int, int]:
    """The kept DM channel ids of these users (user id -> channel id; the unknown left out)."""
    return await kept.dm_channels(user_ids)


async def remember_dm_channel(user_id: int, channel_id: int) -> None:
    """Keep a user's DM channel id (replacing one Discord no longer takes)."""
    await kept.remember_dm_channel(user_id, channel_id)
