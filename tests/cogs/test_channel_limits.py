"""Channels a server can keep: Discord holds 50 channels in a category and 500 in a server, so
the ended games' team channels are bounded archives (`team_archives` per category, the oldest
deleted first, never a running game's), and a full category makes room by its oldest archive.
The refusals themselves (30013, 50035 on parent_id) are in tests/contract/test_channel_limits.py."""

from __future__ import annotations

from unittest.mock import Mock

import discord

from bot.discord.app import MafiaBot
from bot.discord.limits import CATEGORY_LIMIT, ChannelsFull, channels_full
from bot.service.ports.calls import Caller
from bot.store.models import TeamChannel
from tests.cogs.harness import Discord
from tests.cogs.play import make_host, open_game, start_game, status, team_channels

PLAYERS = 7


async def set_team_archives(bot: MafiaBot, d: Discord, host: discord.Member, keep: int) -> None:
    """The server keeps `keep` team channel archives per category (config.toml's key, set for
    this server as a host would through the service)."""
    caller = Caller(host.id, d.guild.id, d.channel.id, is_admin=True)
    await bot.service.settings.set_configs(caller, {"team_archives": keep})


async def played_and_stopped(bot: MafiaBot, d: Discord) -> tuple[int, list[discord.TextChannel]]:
    """A game opened, dealt and stopped by its host: its id and its team channels."""
    host = await open_game(d, d.members[:PLAYERS])
    await start_game(d, host)
    game_id = (await status(bot, d)).game_id
    teams = await team_channels(d, game_id)
    assert teams
    await d.reply(host, "host stop")
    return game_id, teams


async def in_category(d: Discord, category: discord.CategoryChannel) -> discord.Member:
    """The server's team channels go under `category` (`/config setup`); the host."""
    host = make_host(d)
    reply = await d.reply(host, "config setup", category=category)
    assert reply.ephemeral and category.mention in (reply.content or ""), reply
    return host


async def test_a_category_keeps_the_newest_archives_and_deletes_the_oldest_first(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    category = d.make_category("games")
    host = await in_category(d, category)
    await set_team_archives(bot, d, host, 1)
    first_id, first = await played_and_stopped(bot, d)
    assert all(d.guild.get_channel(channel.id) for channel in first), "one game's archive stays"
    _, second = await played_and_stopped(bot, d)
    assert len(second) == len(first) == 1  # the classic preset: the mafia's channel only
    assert all(d.guild.get_channel(channel.id) is None for channel in first)
    assert await TeamChannel.filter(game_id=first_id).count() == 0
    [kept] = second
    assert kept.category_id == category.id
    everyone = kept.overwrites_for(d.guild.default_role)
    assert everyone.view_channel is True and everyone.send_messages is False


async def test_a_running_games_team_channel_is_never_deleted(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    category = d.make_category("games")
    host = await in_category(d, category)
    await set_team_archives(bot, d, host, 0)
    _, ended = await played_and_stopped(bot, d)
    assert all(d.guild.get_channel(channel.id) is None for channel in ended), "none is kept"
    host = await open_game(d, d.members[:PLAYERS])
    await start_game(d, host)
    running = await team_channels(d, (await status(bot, d)).game_id)
    teams = bot.table.teams
    assert type(teams).__name__ == "TeamChannels"  # this bot's own load of the cog's module
    await teams.prune(d.guild.id)
    assert running and all(d.guild.get_channel(channel.id) for channel in running)


async def test_a_full_category_makes_room_by_deleting_its_oldest_archive(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    category = d.make_category("games")
    await in_category(d, category)
    _, [old] = await played_and_stopped(bot, d)
    while len(category.channels) < CATEGORY_LIMIT:
        d.make_text_channel(f"moderators-{len(category.channels)}", category)
    host = await open_game(d, d.members[:PLAYERS])
    await start_game(d, host)
    [mafia] = await team_channels(d, (await status(bot, d)).game_id)
    assert d.guild.get_channel(old.id) is None
    assert mafia.category_id == category.id
    assert len(category.channels) == CATEGORY_LIMIT


def refusal(body: dict[str, object]) -> discord.HTTPException:
    """The exception discord.py raises for an HTTP 400 with this JSON body."""
    return discord.HTTPException(Mock(status=400, reason="Bad Request"), body)


def test_the_limits_are_read_from_the_error_codes_not_the_status() -> None:
    server_full = {"code": 30013, "message": "Maximum number of guild channels reached (500)"}
    server = channels_full(refusal(server_full), None)
    assert isinstance(server, ChannelsFull) and server.category is None
    parent = {"_errors": [{"code": "CHANNEL_PARENT_MAX_CHANNELS", "message": "Maximum (50)"}]}
    form = {"code": 50035, "message": "Invalid Form Body", "errors": {"parent_id": parent}}
    assert isinstance(channels_full(refusal(form), None), ChannelsFull)
    bad_name = {"code": 50035, "message": "Invalid Form Body", "errors": {"name": parent}}
    assert channels_full(refusal(bad_name), None) is None
    assert channels_full(refusal({"code": 50013, "message": "Missing Permissions"}), None) is None
