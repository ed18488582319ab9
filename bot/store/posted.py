"""The small facts the Discord layer keeps: messages counted for activity, the ids of the
messages it edits as a game changes (and the one line it edits of a phase's post), and each
user's DM channel."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from tortoise.expressions import F

from bot.store.models import (
    LOBBY_MESSAGE,
    MESSAGE_KINDS,
    PHASE_MESSAGE,
    TALLY_MESSAGE,
    DmChannel,
    Game,
    MessageCount,
    PostedMessage,
    Seat,
)
from bot.store.states import OPEN_STATES, RUNNING
from bot.store.upsert import upsert

__all__ = [
    "LOBBY_MESSAGE",
    "MESSAGE_KINDS",
    "PHASE_MESSAGE",
    "TALLY_MESSAGE",
    "StoredLine",
    "StoredMessage",
    "count_message",
    "dm_channels",
    "kept_line",
    "message",
    "remember_dm_channel",
    "remember_line",
    "remember_message",
]


@dataclass(frozen=True, slots=True)
class StoredMessage:
    """A posted message's channel and ids (a long one is posted in several parts)."""

    channel_id: int
    message_ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StoredLine:
    """A kept line of a posted message: the message that holds it and the line as it stands."""

    channel_id: int
    message_id: int
    line: str


async def count_message(guild_id: int, channel_id: int, user_id: int) -> bool:
    """Count one message of the user in the channel's running game, if it is day and the user
    has a seat (their posts of the day, by player name). Whether a lobby or game is open in the
    channel at all (False: the caller may skip the channel's messages for a while), from the
    one read of the (guild, channel, state) index."""
    games = await Game.filter(guild_id=guild_id, channel_id=channel_id, state__in=OPEN_STATES)
    game = next((g for g in games if g.state == RUNNING and g.phase_kind == "day"), None)
    if game is None:
        return bool(games)
    seat = await Seat.get_or_none(game_id=game.id, user_id=user_id)
    if seat is None:
        return True
    key = {"game_id": game.id, "day": game.phase_number, "player": seat.name}
    await upsert(MessageCount, key, {"count": F("count") + 1}, {"count": 1})
    return True


async def remember_message(
    game_id: int, kind: str, number: int, channel_id: int, message_ids: Sequence[int]
) -> None:
    """Keep the ids of a game's message of `kind` (one of `MESSAGE_KINDS`) and `number`,
    replacing earlier ones; `message_ids` has at least one id."""
    first, *more = message_ids
    ids = {"channel_id": channel_id, "message_id": first, "more_ids": more}
    await upsert(PostedMessage, {"game_id": game_id, "kind": kind, "number": number}, ids, ids)


async def message(game_id: int, kind: str, number: int) -> StoredMessage | None:
    """The ids kept by `remember_message`, or None."""
    row = await PostedMessage.get_or_none(game_id=game_id, kind=kind, number=number)
    if row is None:
        return None
    return StoredMessage(row.channel_id, (row.message_id, *(int(i) for i in row.more_ids)))


async def remember_line(
    game_id: int, kind: str, number: int, channel_id: int, message_id: int, line: str
) -> None:
    """Keep the message of a game's `kind` and `number` by the one line the Discord layer edits
    in it (the message that holds the line, and the line as it stands), replacing earlier
    ones."""
    kept = {"channel_id": channel_id, "message_id": message_id, "more_ids": [], "line": line}
    await upsert(PostedMessage, {"game_id": game_id, "kind": kind, "number": number}, kept, kept)


async def kept_line(game_id: int, kind: str, number: int) -> StoredLine | None:
    """The line kept by `remember_line`, or None (none kept, or a message kept with no line)."""
    row = await PostedMessage.get_or_none(game_id=game_id, kind=kind, number=number)
    if row is None or not row.line:
        return None
    return StoredLine(row.channel_id, row.message_id, row.line)


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
