"""The dead chat is private: one @everyone deny hides it from the living, substitutes and
spectators; only the admitted dead of a running game and the bot see it."""

from __future__ import annotations

import discord
import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from bot.text.i18n import Localizer
from tests.cogs.harness import OVERWRITE_CALLS, Discord
from tests.cogs.play import (
    can_see,
    can_write,
    make_host,
    start_with_dead_chat,
    status,
)


def member_overwrites(channel: discord.abc.GuildChannel, bot: MafiaBot) -> set[int]:
    """The members (not the bot) with an overwrite of their own in `channel`."""
    me = bot.user.id  # type: ignore[union-attr]
    return {t.id for t in channel.overwrites if isinstance(t, discord.Member) and t.id != me}


async def test_config_setup_hides_the_dead_chat_from_everyone_but_the_bot(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead_chat = d.make_text_channel("dead-chat")
    host = make_host(d)
    assert can_see(dead_chat, d.members[0])
    reply = await d.reply(host, "config setup", dead_chat=dead_chat)
    assert reply.ephemeral and dead_chat.mention in (reply.content or "")
    assert dead_chat.overwrites_for(d.guild.default_role).view_channel is False
    assert not any(can_see(dead_chat, member) for member in d.members)
    assert can_write(dead_chat, d.guild.me)
    assert not any(overwrite.manage_roles for overwrite in dead_chat.overwrites.values())
    assert member_overwrites(dead_chat, bot) == set()
    assert (await bot.server_config(d.guild.id)).get("dead_chat_id") == dead_chat.id


@pytest.mark.parametrize("permission", ["manage_roles", "manage_channels"])
async def test_config_setup_refuses_a_dead_chat_whose_overwrites_the_bot_cannot_set(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, permission: str
) -> None:
    d = discord_env
    dead_chat = d.make_text_channel("dead-chat")
    lacking = discord.PermissionOverwrite(**{permission: False})
    dpy_backend.update_text_channel(dead_chat, d.guild.me, lacking)
    before = dict(dead_chat.overwrites)
    host = make_host(d)
    OVERWRITE_CALLS.clear()
    reply = await d.reply(host, "config setup", dead_chat=dead_chat, locale="ru")
    assert reply.ephemeral and dead_chat.mention in (reply.content or "")
    name = localizer.format("discord-perm-" + permission.replace("_", "-"), "ru")
    assert name in (reply.content or "")
    assert dict(dead_chat.overwrites) == before and OVERWRITE_CALLS == []
    assert (await bot.server_config(d.guild.id)).get("dead_chat_id") in (None, 0)


async def test_a_substitute_for_a_living_seat_never_sees_the_dead_chat(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players, substitute = d.members[:7], d.members[7]
    host, dead_chat = await start_with_dead_chat(d, players)
    await d.reply(host, "host replace", absent=players[2].display_name, substitute=substitute)
    assert any(seat.user_id == substitute.id for seat in (await status(bot, d)).seats)
    assert not can_see(dead_chat, substitute)
    assert member_overwrites(dead_chat, bot) == set()


async def test_a_living_seats_substitute_loses_an_admission_to_the_dead_chat(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players, substitute = d.members[:7], d.members[7]
    host, dead_chat = await start_with_dead_chat(d, players)
    await dead_chat.set_permissions(substitute, view_channel=True, send_messages=True)
    assert can_write(dead_chat, substitute), "admitted before taking the seat"
    await d.reply(host, "host replace", absent=players[2].display_name, substitute=substitute)
    assert any(seat.user_id == substitute.id for seat in (await status(bot, d)).seats)
    assert not can_see(dead_chat, substitute)
    # only the View Channel that admitted them is taken back: the other bits were not the bot's
    assert dead_chat.overwrites_for(substitute) == discord.PermissionOverwrite(send_messages=True)


async def test_a_dead_seats_substitute_is_admitted_and_the_absent_one_let_out(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players, substitute = d.members[:7], d.members[7]
    host, dead_chat = await start_with_dead_chat(d, players)
    await d.reply(host, "host next")  # a quiet night 1
    victim, first = players[-1], players[0]
    for member in players:
        await d.reply(member, "vote", target=(victim if member != victim else first).display_name)
    await d.reply(host, "host next")
    assert can_write(dead_chat, victim), "lynched, so admitted"
    await d.reply(host, "host replace", absent=victim.display_name, substitute=substitute)
    assert can_write(dead_chat, substitute)
    assert not can_see(dead_chat, victim) and member_overwrites(dead_chat, bot) == {substitute.id}
