"""`bot.discord.channel_cache` leans on discord.py's private `_overwrites`: these fail if the
library changes underneath it (the map kept elsewhere, or `overwrites` no longer read from it)."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from bot.discord.channel_cache import adopt_overwrites


def _channel(overwrites: list[discord.abc._Overwrites]) -> discord.TextChannel:
    channel = object.__new__(discord.TextChannel)
    channel._overwrites = overwrites
    return channel


def test_a_cached_channel_takes_the_edited_channels_overwrites() -> None:
    allowed = discord.abc._Overwrites({"id": 7, "type": 1, "allow": "1024", "deny": "0"})
    cached, edited = _channel([]), _channel([allowed])
    adopt_overwrites(cached, edited)
    assert cached._overwrites == [allowed]


def test_the_public_overwrites_are_read_from_the_private_map() -> None:
    assert "_overwrites" in discord.TextChannel.__slots__
    view = discord.abc._Overwrites({"id": 7, "type": 1, "allow": "1024", "deny": "0"})
    channel = _channel([view])
    channel.guild = SimpleNamespace(get_member=lambda _: None, get_role=lambda _: None)  # type: ignore[assignment]
    [(target, overwrite)] = channel.overwrites.items()
    assert target.id == 7 and overwrite.view_channel is True
