"""The small facts the Discord layer stores through the service: messages counted for activity,
the ids of the messages it edits as a game changes, and each user's DM channel."""

from __future__ import annotations

from collections.abc import Collection

from tortoise.expressions import F

from bot.service.ports.calls import Posted
from bot.store.models import (
    LOBBY_MESSAGE,
    MESSAGE_KINDS,
    RUNNING,
    DmChannel,
    Game,
    MessageCount,
    PostedMessage,
    Seat,
)
from bot.store.upsert import upsert

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
    game = await Game.filter(
        guild_id=guild_id, channel_id=channel_id, state=RUNNING, phase_kind="day"
    ).first()
    if game is None:
        return
    seat = await Seat.get_or_none(game_id=game.id, user_id=user_id)
    if seat is None:
        return
    key = {"game_id": game.id, "day": game.phase_number, "player": seat.name}
    await upsert(MessageCount, key, {"count": F("count") + 1}, {"count": 1})


async def remember_message(game_id: int, kind: str, posted: Posted, number: int = 0) -> None:
    """Store the ids of a message the Discord layer edits as the game changes (`kind`: "lobby",
    or "tally" with the day as `number`), replacing an earlier one."""
    if kind not in MESSAGE_KINDS:
        raise ValueError(f"unknown message kind {kind!r}")
    if not posted.message_ids:
        raise ValueError("a posted message has at least one id")
    first, *more = posted.message_ids
    ids = {"channel_id": posted.channel_id, "message_id": first, "more_ids": more}
    await upsert(PostedMessage, {"game_id": game_id, "kind": kind, "number": number}, ids, ids)


async def posted_message(game_id: int, kind: str, number: int = 0) -> Posted | None:
    """The message ids stored by `remember_message`, or None."""
    row = await PostedMessage.get_or_none(game_id=game_id, kind=kind, number=number)
    if row is None:
        return None
    return Posted(row.channel_id, (row.message_id, *(int(i) for i in row.more_ids)))


async def dm_channels(user_ids: Collection[int]) -> dict[int, int]:
    """The kept DM channel ids of these users (user id -> channel id; the unknown left out)."""
    if not user_ids:
        return {}
    rows = await DmChannel.filter(user_id__in=list(user_ids)).values_list("user_id", "channel_id")
    return {int(user): int(channel) for user, channel in rows}


async def remember_dm_channel(user_id: int, channel_id: int) -> None:
    """Keep a user's DM channel id (replacing one Discord no longer takes)."""
    ids = {"channel_id": channel_id}
    await upsert(DmChannel, {"user_id": user_id}, ids, ids)
