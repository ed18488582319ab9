"""A player seated in a running game of the server cannot change a setting that decides who
sees what of a game (the dead chat, the team channels' category, the players role), even
holding the host role with Manage Server: a localized, ephemeral refusal that changes nothing;
a host who plays no game there still can."""

from __future__ import annotations

import discord
import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from tests.cogs.harness import Discord
from tests.cogs.play import HOST_PERMISSIONS, can_see, start_with_dead_chat


@pytest.mark.parametrize("locale", ["ru", "en-US"])
async def test_a_seated_player_with_the_host_role_cannot_repoint_the_dead_chat_mid_game(
    bot: MafiaBot, discord_env: Discord, locale: str
) -> None:
    d = discord_env
    players = d.members[:7]
    _, dead_chat = await start_with_dead_chat(d, players)
    player = players[1]
    d.give_role(player, d.make_role("co-host", HOST_PERMISSIONS))
    readable = d.make_text_channel("players-lounge")
    assert can_see(readable, player)
    before = dict(readable.overwrites)
    reply = await d.reply(player, "config setup", dead_chat=readable, locale=locale)
    words = "до конца игры менять нельзя" if locale == "ru" else "cannot change"
    content = reply.content or ""
    assert reply.ephemeral and words in content and "dead_chat" in content
    assert (await bot.server_config(d.guild.id)).get("dead_chat_id") == dead_chat.id
    assert dict(readable.overwrites) == before  # not hidden, nobody admitted: nothing changed


async def test_a_seated_player_with_the_host_role_cannot_move_the_team_category_mid_game(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players = d.members[:7]
    await start_with_dead_chat(d, players)
    player = players[2]
    d.give_role(player, d.make_role("co-host", HOST_PERMISSIONS))
    category = d.make_category("mine")
    reply = await d.reply(player, "config setup", category=category, locale="ru")
    assert reply.ephemeral and "«category»" in (reply.content or "")
    assert (await bot.server_config(d.guild.id)).get("category_id") in (None, 0)


async def test_a_seated_player_with_the_host_role_cannot_change_the_players_role_mid_game(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players = d.members[:7]
    await start_with_dead_chat(d, players)
    player = players[3]
    d.give_role(player, d.make_role("co-host", HOST_PERMISSIONS))
    role = dpy_backend.make_role("players", d.guild, permissions=0, mentionable=True)
    reply = await d.reply(player, "config callups", players_role=role, locale="en-US")
    assert reply.ephemeral and "“players_role”" in (reply.content or "")
    assert (await bot.server_config(d.guild.id)).get("players_role_id") in (None, 0)


async def test_a_host_who_plays_no_game_here_may_still_repoint_the_dead_chat(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host, _ = await start_with_dead_chat(d, d.members[:7])
    other: discord.TextChannel = d.make_text_channel("new-dead-chat")
    reply = await d.reply(host, "config setup", dead_chat=other)
    assert reply.ephemeral
    assert (await bot.server_config(d.guild.id)).get("dead_chat_id") == other.id
