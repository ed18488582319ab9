"""What the end of a game does to Discord permissions: the silenced speak again, the team
channels become a read-only archive for everyone, and the players are spectators of the dead chat
again (but for a player still in another live game)."""

from __future__ import annotations

import discord

from bot.discord.app import MafiaBot
from bot.service.ports.calls import Caller
from bot.service.ports.table import Reader, TableGame
from bot.text.i18n import Text
from tests.cogs.harness import Discord
from tests.cogs.play import (
    can_see,
    can_write,
    play_to_the_end,
    start_with_dead_chat,
    status,
    team_channels,
)


def member_overwrites(channel: discord.abc.GuildChannel, bot: MafiaBot) -> set[int]:
    """The members (not the bot) with an overwrite of their own in `channel`."""
    me = bot.user.id  # type: ignore[union-attr]
    return {t.id for t in channel.overwrites if isinstance(t, discord.Member) and t.id != me}


async def set_dead_chat(bot: MafiaBot, d: Discord) -> discord.TextChannel:
    """A dead chat, made private and stored in the server's settings (as `/config setup`)."""
    dead_chat = d.make_text_channel("dead-chat")
    await bot.table.dead.make_private(dead_chat)
    admin = Caller(d.members[0].id, d.guild.id, d.channel.id, is_admin=True)
    await bot.service.settings.set_config(admin, "dead_chat_id", dead_chat.id)
    return dead_chat  # type: ignore[no-any-return]


def table_game(d: Discord) -> TableGame:
    """A game in the test channel, as the Table port sees it."""
    return TableGame(game_id=4, guild_id=d.guild.id, channel_id=d.channel.id, language="en")


async def test_after_a_whole_game_every_player_speaks_reads_the_teams_and_is_a_spectator(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players, spectator = d.members[:7], d.members[7]
    host, dead_chat = await start_with_dead_chat(d, players)
    game_id = (await status(bot, d)).game_id
    await play_to_the_end(bot, d, host)
    teams = await team_channels(d, game_id)
    assert teams, "the mafia had a channel"
    assert all(can_write(d.channel, member) for member in players)
    for channel in teams:
        assert all(can_see(channel, m) and not can_write(channel, m) for m in [*players, spectator])
        assert can_write(channel, d.guild.me)
        assert member_overwrites(channel, bot) == set()
    assert member_overwrites(dead_chat, bot) == set()
    assert all(can_see(dead_chat, m) == can_see(dead_chat, spectator) for m in players)


async def test_a_player_still_in_another_live_game_keeps_the_dead_chat_as_that_game_set_it(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead_chat = await set_dead_chat(bot, d)
    released, busy_dead, busy_living = d.members[:3]
    await bot.table.dead.admit_to_dead_chat(dead_chat.id, released.id)
    await bot.table.dead.admit_to_dead_chat(dead_chat.id, busy_dead.id)
    game = table_game(d)
    reveal = [Text("service-game-stopped")]
    for _ in range(2):  # delivery is at least once: a repeat changes nothing more
        await bot.table.reveal(game, reveal, [Reader("A", released.id)])
        assert member_overwrites(dead_chat, bot) == {busy_dead.id}
        assert can_write(dead_chat, busy_dead) and not can_see(dead_chat, busy_living)
        assert not can_see(dead_chat, released), "a spectator: the chat is private"


async def test_a_player_dead_here_but_alive_in_another_game_is_not_let_into_the_dead_chat(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead_chat = await set_dead_chat(bot, d)
    busy, free = d.members[1], d.members[2]
    game = table_game(d)
    await bot.table.mark_dead(game, Reader("B", busy.id, elsewhere=True))
    await bot.table.mark_dead(game, Reader("F", free.id))
    assert not can_see(dead_chat, busy) and not can_write(d.channel, busy)
    assert can_write(dead_chat, free)
