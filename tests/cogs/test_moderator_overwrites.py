"""A moderator's overwrites are the server's: the bot lifts only the bits it set itself, in the
game channel, the team channels and the dead chat (`bot.discord.owned_overwrites`); an archive
denies threads too."""

from __future__ import annotations

from collections.abc import Sequence

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.discord.owned_overwrites import OwnedOverwrites, lifted, merged_bits
from bot.service.ports.table import Reader, TableGame
from bot.text.i18n import Text
from cogs.deadchat.silence import DEAD_MEMBER
from cogs.dealing.channels import LEGACY
from tests.cogs.harness import Discord
from tests.cogs.play import (
    can_write,
    make_host,
    open_game,
    play_to_the_end,
    start_game,
    status,
    team_channels,
)

PLAYERS = 7
MUTE = discord.PermissionOverwrite(send_messages=False)
"""What a moderator sets to mute a member in a channel."""


def test_merged_bits_record_only_what_the_bot_changed_and_lifted_puts_it_back() -> None:
    moderators = discord.PermissionOverwrite(send_messages=False, embed_links=False)
    dead = discord.PermissionOverwrite(send_messages=False, add_reactions=False)
    result, bits = merged_bits(moderators, dead, (0, 0, 0, 0))
    assert result == discord.PermissionOverwrite(
        send_messages=False, embed_links=False, add_reactions=False
    )
    reactions = discord.Permissions(add_reactions=True).value
    assert bits == (0, reactions, 0, 0)  # the mute was the moderator's: not recorded
    assert lifted(result, bits) == moderators


def test_lifted_leaves_a_bit_someone_changed_since() -> None:
    _, bits = merged_bits(discord.PermissionOverwrite(), MUTE, (0, 0, 0, 0))
    changed = discord.PermissionOverwrite(send_messages=True)  # a moderator let them talk
    assert lifted(changed, bits) == changed
    assert lifted(MUTE, bits).is_empty()


def test_merged_bits_keep_what_a_bit_was_before_the_bots_first_change() -> None:
    before = discord.PermissionOverwrite(view_channel=False)
    shown, bits = merged_bits(before, discord.PermissionOverwrite(view_channel=True), (0, 0, 0, 0))
    hidden, bits = merged_bits(shown, discord.PermissionOverwrite(view_channel=False), bits)
    assert hidden == before
    shown, bits = merged_bits(hidden, discord.PermissionOverwrite(view_channel=True), bits)
    assert lifted(shown, bits) == before


async def test_owned_overwrites_apply_records_nothing_when_nothing_changes(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    member = d.members[0]
    await d.channel.set_permissions(member, overwrite=MUTE)
    owned = OwnedOverwrites()
    await owned.apply(d.channel, member, MUTE)
    assert await owned.owned(d.channel.id) == {}
    await owned.lift(d.channel)
    assert d.channel.overwrites_for(member) == MUTE


async def test_a_moderators_mute_in_the_game_channel_survives_a_game(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    players, bystander = d.members[:PLAYERS], d.members[PLAYERS]
    for member in (*players, bystander):  # a moderator mutes them all in the game channel
        await d.channel.set_permissions(member, overwrite=MUTE)
    host = await open_game(d, players)
    await start_game(d, host)
    silenced: list[int] = []  # the dead the bot had silenced when the game ended
    reveal = bot.table.reveal

    async def noting(game: TableGame, texts: Sequence[Text], released: Sequence[Reader]) -> None:
        overwrites = d.channel.overwrites
        silenced.extend(
            member.id for member in players if overwrites.get(member, MUTE).add_reactions is False
        )
        await reveal(game, texts, released)

    monkeypatch.setattr(bot.table, "reveal", noting)
    await play_to_the_end(bot, d, host)
    assert silenced, "nobody died: the test proves nothing"
    for member in (*players, bystander):
        assert d.channel.overwrites_for(member) == MUTE, member.display_name
        assert not can_write(d.channel, member)


async def test_the_end_lifts_the_silence_of_the_dead_nobody_muted(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players = d.members[:PLAYERS]
    host = await open_game(d, players)
    await start_game(d, host)
    await play_to_the_end(bot, d, host)
    assert all(can_write(d.channel, member) for member in players)
    assert not any(member in d.channel.overwrites for member in players)


async def test_a_team_channel_archive_denies_threads_and_keeps_a_moderators_overwrite(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players = d.members[:PLAYERS]
    host = await open_game(d, players)
    await start_game(d, host)
    game_id = (await status(bot, d)).game_id
    [mafia, *_] = await team_channels(d, game_id)
    watcher = d.members[PLAYERS]  # a moderator lets a non-player watch the mafia's channel
    watching = discord.PermissionOverwrite(view_channel=True, send_messages=False)
    await mafia.set_permissions(watcher, overwrite=watching)
    await play_to_the_end(bot, d, host)
    everyone = mafia.overwrites_for(d.guild.default_role)
    assert everyone.view_channel is True and everyone.send_messages is False
    assert everyone.send_messages_in_threads is False
    assert everyone.create_public_threads is False and everyone.create_private_threads is False
    assert mafia.overwrites_for(watcher) == watching
    assert not any(member in mafia.overwrites for member in players)


async def refused_as_dead_chat(d: Discord, host: discord.Member, **options: object) -> None:
    """`/config setup` with these options is refused (dead_chat_public, ephemerally, in the
    reader's language), and the game channel stays open to everyone."""
    before = dict(d.channel.overwrites)
    reply = await d.reply(host, "config setup", **options)
    assert reply.ephemeral and "cannot be the dead chat" in (reply.content or ""), reply
    assert d.channel.mention in (reply.content or "")
    assert dict(d.channel.overwrites) == before
    assert all(can_write(d.channel, member) for member in d.members)


async def test_the_dead_chat_refuses_the_game_channel(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", game_channel=d.channel)
    await refused_as_dead_chat(d, host, dead_chat=d.channel)
    assert (await bot.server_config(d.guild.id)).dead_chat_id == 0


async def test_the_dead_chat_and_the_game_channel_given_as_one_are_refused(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = make_host(d)
    await refused_as_dead_chat(d, host, game_channel=d.channel, dead_chat=d.channel)
    config = await bot.server_config(d.guild.id)
    assert config.dead_chat_id == 0 and config.game_channel_id == 0  # all or nothing


async def test_the_dead_chat_refuses_a_channel_where_a_game_is_open(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_game(d, d.members[:PLAYERS])
    await refused_as_dead_chat(d, host, dead_chat=d.channel)


async def test_the_game_channel_refuses_the_dead_chat(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    host = make_host(d)
    dead_chat = d.make_text_channel("dead-chat")
    await d.reply(host, "config setup", dead_chat=dead_chat)
    reply = await d.reply(host, "config setup", game_channel=dead_chat)
    assert reply.ephemeral and "cannot be the dead chat" in (reply.content or ""), reply
    assert (await bot.server_config(d.guild.id)).game_channel_id == 0


async def test_the_dead_chat_refuses_a_team_channel(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    host = await open_game(d, d.members[:PLAYERS])
    await start_game(d, host)
    [mafia, *_] = await team_channels(d, (await status(bot, d)).game_id)
    before = dict(mafia.overwrites)
    reply = await d.reply(host, "config setup", dead_chat=mafia)
    assert reply.ephemeral and mafia.mention in (reply.content or ""), reply
    assert dict(mafia.overwrites) == before


async def test_a_silence_written_before_the_bot_kept_records_is_lifted_and_a_mute_stays(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead, muted = d.members[:2]
    await d.channel.set_permissions(dead, overwrite=DEAD_MEMBER)  # as the bot wrote it, unrecorded
    await d.channel.set_permissions(muted, overwrite=MUTE)
    await d.channel.set_permissions(d.guild.me, overwrite=DEAD_MEMBER)  # never the bot's own
    await bot.table.lift(d.channel, legacy=(DEAD_MEMBER,))
    assert dead not in d.channel.overwrites
    assert d.channel.overwrites_for(muted) == MUTE
    assert d.channel.overwrites_for(d.guild.me) == DEAD_MEMBER


def test_the_team_channels_legacy_dead_overwrite_is_the_dead_chats() -> None:
    assert LEGACY[1] == DEAD_MEMBER
