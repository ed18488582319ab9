"""Keeping discord.py's cached channel in step with what Discord answered, where the library
has no public way to: the one use of its private internals in the Discord adapter, checked by
`tests/cogs/test_channel_cache.py` (which fails if the library changes underneath it)."""

from __future__ import annotations

import discord

__all__ = ["adopt_overwrites"]


def adopt_overwrites(channel: discord.TextChannel, edited: discord.TextChannel) -> None:
    """Give the cached `channel` the overwrite map of `edited` (what `channel.edit` returned),
    as the gateway's CHANNEL_UPDATE will: the next map is built on what Discord holds. The
    public `overwrites` is read-only; discord.py keeps the map in `_overwrites`."""
    channel._overwrites = edited._overwrites
