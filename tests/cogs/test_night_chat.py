"""`night_chat: closed` through the cogs, with the README's permissions (tests/cogs/harness):
at nightfall the living may not write in the game channel nor its threads, at daybreak they may
again (also after a restart that missed the daybreak), one overwrite call per change; the end of
the game and `/host stop` give the channel back; a moderator's own overwrites are never
touched; `open` (the default) changes nothing."""

from __future__ import annotations

import discord

from bot.discord.app import MafiaBot
from bot.text.i18n import Localizer
from tests.cogs.backends import both_stores  # noqa: F401  (db_url: SQLite and PostgreSQL)
from tests.cogs.conftest import make_bot, start_bot, stop_bot
from tests.cogs.harness import OVERWRITE_CALLS, Discord, settle
from tests.cogs.play import can_see, can_write, open_with_options, start_game, status

PLAYERS = 7


async def closed_game(d: Discord, night_chat: str = "closed") -> discord.Member:
    """The host sets `night_chat`, seven players join, the host deals: night 1 falls."""
    host = await open_with_options(d, d.members[:PLAYERS], night_chat=night_chat)
    await start_game(d, host)
    return host


def may_write_anywhere(channel: discord.TextChannel, member: discord.Member) -> bool:
    """Whether `member` may write in the channel, and no overwrite of theirs keeps them out of
    its threads (the fake server's @everyone has no thread permissions of its own)."""
    own = channel.overwrites_for(member)
    return can_write(channel, member) and own.send_messages_in_threads is not False


async def living_members(bot: MafiaBot, d: Discord) -> list[discord.Member]:
    view = await status(bot, d)
    by_id = {m.id: m for m in d.members}
    return [by_id[seat.user_id] for seat in view.seats if seat.alive and seat.user_id in by_id]


async def test_a_closed_night_keeps_the_living_out_and_daybreak_lets_them_back(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await closed_game(d)
    living = await living_members(bot, d)
    for member in living:
        assert can_see(d.channel, member), "they still read"
        granted = d.channel.permissions_for(member)
        assert not granted.send_messages and not granted.send_messages_in_threads
        assert not (granted.create_public_threads or granted.create_private_threads)
    assert can_write(d.channel, d.members[PLAYERS]), "a member who does not play"
    OVERWRITE_CALLS.clear()
    await d.reply(host, "host next")  # daybreak
    view = await status(bot, d)
    assert view.phase is not None and view.phase.kind == "day"
    assert all(may_write_anywhere(d.channel, m) for m in await living_members(bot, d))
    game_channel_calls = [call for call in OVERWRITE_CALLS if call[1] == d.channel.id]
    dead = sum(1 for seat in view.seats if not seat.alive)
    assert len(game_channel_calls) == 1 + dead, "one call for the daybreak (+ each death)"
    await d.reply(host, "host next")  # nightfall again
    assert not any(can_write(d.channel, m) for m in await living_members(bot, d))


async def test_open_nights_change_nothing(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    await closed_game(d, "open")
    assert all(may_write_anywhere(d.channel, m) for m in d.members[:PLAYERS])


async def test_a_moderators_own_overwrites_are_never_touched(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    muted, reacting = d.members[0], d.members[1]
    muter = discord.PermissionOverwrite(send_messages=False)
    no_reactions = discord.PermissionOverwrite(add_reactions=False)
    moderators = d.make_role("moderators")
    role_rule = discord.PermissionOverwrite(embed_links=False)
    await d.channel.set_permissions(muted, overwrite=muter)
    await d.channel.set_permissions(reacting, overwrite=no_reactions)
    await d.channel.set_permissions(moderators, overwrite=role_rule)
    await settle()
    host = await closed_game(d)
    assert d.channel.overwrites_for(muted) == muter
    assert d.channel.overwrites_for(reacting).add_reactions is False
    assert not can_write(d.channel, reacting)
    await d.reply(host, "host next")  # daybreak
    alive = {m.id for m in await living_members(bot, d)}
    assert d.channel.overwrites_for(muted) == muter, "the moderator's mute stays"
    if reacting.id in alive:
        assert d.channel.overwrites_for(reacting) == no_reactions, "only the night mark goes"
    assert d.channel.overwrites_for(moderators) == role_rule


async def test_host_stop_gives_the_channel_back(bot: MafiaBot, discord_env: Discord) -> None:
    d = discord_env
    host = await closed_game(d)
    assert not any(can_write(d.channel, m) for m in d.members[:PLAYERS])
    reply = await d.reply(host, "host stop")
    assert reply.ephemeral
    assert all(may_write_anywhere(d.channel, m) for m in d.members[:PLAYERS])


async def test_a_restart_that_missed_the_daybreak_opens_the_channel(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    await closed_game(d)
    game_id = (await status(bot, d)).game_id
    assert await bot.service.resolver.resolve({game_id: None})  # daybreak stored, not shown
    assert not any(can_write(d.channel, m) for m in await living_members(bot, d))
    await stop_bot(bot)
    new = make_bot(localizer, db_url)
    d.hand_over(new)
    await start_bot(new)  # resuming delivers what the outbox still holds
    await settle()
    assert all(may_write_anywhere(d.channel, m) for m in await living_members(new, d))
