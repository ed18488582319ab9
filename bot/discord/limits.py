"""Discord's limits a long-lived server reaches: a category holds at most 50 channels, a server
500; an upload is at most the server's file size limit (10 MiB unless boosted).

Creating a channel past them is refused with HTTP 400: error 30013 (Maximum number of guild
channels reached) for the server, and a form error (50035) on `parent_id` for a full category.
The status alone says nothing (a 400 is any bad request): the error code and field do.
"""

from __future__ import annotations

import discord

__all__ = [
    "CATEGORY_LIMIT",
    "MAX_GUILD_CHANNELS",
    "SERVER_LIMIT",
    "ChannelsFull",
    "channels_full",
    "mebibytes",
    "room_needed",
    "upload_limit",
]

CATEGORY_LIMIT = 50
"""The most channels a category holds."""
SERVER_LIMIT = 500
"""The most channels a server holds (categories count)."""
MAX_GUILD_CHANNELS = 30013
"""Discord's error code: the server holds `SERVER_LIMIT` channels."""
INVALID_FORM_BODY = 50035
"""Discord's error code for a refused field; for a channel's `parent_id`: the category is full."""


class ChannelsFull(Exception):
    """Discord refused a new channel for a limit: the category's (`category` set) or the
    server's (`category` None)."""

    def __init__(self, category: discord.CategoryChannel | None) -> None:
        super().__init__(f"category {category.id} is full" if category else "the server is full")
        self.category = category


def channels_full(
    error: discord.HTTPException, category: discord.CategoryChannel | None
) -> ChannelsFull | None:
    """The limit that refused a channel created under `category`, if that is why (by the error
    code and the refused field, not the status), else None."""
    if error.code == MAX_GUILD_CHANNELS:
        return ChannelsFull(None)
    if error.code == INVALID_FORM_BODY and "parent_id" in error.text:
        return ChannelsFull(category)
    return None


def room_needed(guild: discord.Guild, category: discord.CategoryChannel | None) -> bool:
    """Whether a new channel under `category` (None: at the top) would pass a limit, by the
    channels in the cache."""
    if len(guild.channels) >= SERVER_LIMIT:
        return True
    return category is not None and len(category.channels) >= CATEGORY_LIMIT


def upload_limit(guild: discord.Guild | None) -> int:
    """The largest file the bot may upload here, in bytes: the server's limit (it grows with
    boosts), or Discord's least (10 MiB) outside a server."""
    return guild.filesize_limit if guild is not None else 10 * 1024 * 1024


def mebibytes(size: int) -> int:
    """A size in whole MiB, rounded up (what a reader is told of a file and a limit)."""
    return -(-size // (1024 * 1024))
