"""Each user's DM channel, known by its id.

discord.py opens a DM channel (POST /users/@me/channels) whenever it has none cached: after
every restart, and beyond its cache of about 128 DM channels. `DmChannels` keeps each user's
channel id, in memory and in the store (through the game service), and sends through a partial
messageable of that id: a DM costs one request, with no user fetched and no channel opened. A
kept channel Discord no longer takes (404, or a 403 other than closed DMs) is opened again once,
and the new id kept. Closed DMs (403, code 50007) are the caller's to handle, as before.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Collection, Mapping
from typing import Any

import discord

__all__ = ["CLOSED_DMS", "INVALID_RECIPIENT", "DmChannels"]

log = logging.getLogger(__name__)

CLOSED_DMS = 50007
"""Discord's code for "Cannot send messages to this user" (the user's DMs are closed)."""

INVALID_RECIPIENT = 50033
"""Discord's code for a DM channel asked for a user it does not know."""

Lookup = Callable[[Collection[int]], Awaitable[Mapping[int, int]]]
Keep = Callable[[int, int], Awaitable[None]]


def closed(error: discord.HTTPException) -> bool:
    """Whether Discord refused a DM because the user does not accept DMs from the bot."""
    return isinstance(error, discord.Forbidden) and error.code == CLOSED_DMS


class DmChannels:
    """Users' DM channel ids: in memory, in the store (`lookup`, `keep`), or opened."""

    def __init__(self, client: discord.Client, lookup: Lookup, keep: Keep) -> None:
        self.client = client
        self._lookup = lookup
        self._keep = keep
        self._ids: dict[int, int] = {}  # user id -> DM channel id
        self._opening: dict[int, asyncio.Future[int]] = {}  # one open per user at a time

    async def load(self, user_ids: Collection[int]) -> None:
        """Read the kept ids of the users not known in memory yet, in one read (a batch of DMs
        asks first)."""
        unknown = {user_id for user_id in user_ids if user_id not in self._ids}
        if not unknown:
            return
        try:
            self._ids.update(await self._lookup(unknown))
        except Exception:  # the store is away: a DM opens its channel rather than wait for it
            log.warning("kept DM channels unreadable: opening them", exc_info=True)

    async def send(self, user_id: int, content: str, **options: Any) -> discord.Message:
        """Send a DM (`options`: `view`, …) to the user's kept channel, or to one opened now.
        Raises what Discord answers: Forbidden (50007) when their DMs are closed, NotFound when
        Discord does not know the user."""
        await self.load([user_id])
        kept = self._ids.get(user_id)
        if kept is not None:
            try:
                return await self._partial(kept).send(content, **options)
            except discord.HTTPException as error:
                if closed(error) or not isinstance(error, discord.NotFound | discord.Forbidden):
                    raise
                log.info("DM channel %s of user %s is gone: opened again", kept, user_id)
        channel_id = await self._open(user_id)
        return await self._partial(channel_id).send(content, **options)

    def _partial(self, channel_id: int) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    async def _open(self, user_id: int) -> int:
        """Open (or find in discord.py's cache) the user's DM channel, and keep its id; DMs to
        the same user at the same moment share one opening. A user Discord does not know:
        NotFound."""
        opening = self._opening.get(user_id)
        if opening is None:
            opening = asyncio.ensure_future(self._open_now(user_id))
            self._opening[user_id] = opening
            opening.add_done_callback(lambda _: self._opening.pop(user_id, None))
        return await asyncio.shield(opening)

    async def _open_now(self, user_id: int) -> int:
        try:
            channel = await self.client.create_dm(discord.Object(user_id))
        except discord.HTTPException as error:
            if error.code == INVALID_RECIPIENT and not isinstance(error, discord.NotFound):
                raise discord.NotFound(error.response, error.text) from error
            raise
        self._ids[user_id] = channel.id
        try:
            await self._keep(user_id, channel.id)
        except Exception:  # the store is away: the id is kept in memory, the DM still goes
            log.warning("DM channel of user %s not stored", user_id, exc_info=True)
        return channel.id
