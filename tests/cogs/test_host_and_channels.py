"""On Discord: a seated admin has no host powers, /act and /vote work only in the game's
channel (or /act in a DM), /game new needs a plain text channel, a deleted game channel stops
its game and the host hears of it by DM, and look-alike names do not both take a seat."""

from __future__ import annotations

import discord
import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from bot.service.ports.errors import ServiceError
from bot.store.models import STOPPED, Game, Submission
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord, settle
from tests.cogs.play import CLASSIC, HOST_PERMISSIONS, deal, make_host, open_game, team_channels
from tests.cogs.test_error_replies import assert_refused


async def test_a_seated_admin_can_neither_export_nor_steer_their_running_game(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    seated = d.members[0]
    d.give_role(seated, d.make_role("seated-admin", HOST_PERMISSIONS))
    for command in ("game export", "host next", "host pause", "host stop"):
        reply = await d.reply(seated, command)
        assert_refused(reply, localizer, ServiceError("seated_host"), "en")
    assert not any(r.files for r in d.recorder.replies), "no record was handed out"
    assert (await Game.get(id=game.game_id)).phase_number == 1


async def test_a_vote_in_another_channel_is_refused_and_the_tally_stays_untouched(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    await d.reply(game.host, "host next")  # day 1
    other = d.make_text_channel("chatter")
    voter, target = list(game.members)[:2]
    reply = await d.reply(game.members[voter], "vote", channel=other, target=target)
    assert_refused(reply, localizer, ServiceError("wrong_channel"), "en")
    assert d.posts(other) == []
    assert await Submission.filter(game_id=game.game_id).count() == 0


async def test_act_in_a_team_channel_is_refused_and_in_a_dm_accepted(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    [mafia] = await team_channels(d, game.game_id)
    boss, doctor = game.member_of("boss"), game.name_of("doctor")
    reply = await d.reply(boss, "act", channel=mafia, verb="kill", target=doctor)
    assert_refused(reply, localizer, ServiceError("wrong_channel"), "en")
    assert await Submission.filter(game_id=game.game_id).count() == 0
    reply = await d.reply(boss, "act", dm=True, verb="kill", target=doctor)
    assert reply.ephemeral and doctor in (reply.content or "")
    assert await Submission.filter(game_id=game.game_id).count() == 1


@pytest.mark.parametrize(("locale", "language"), [("ru", "ru"), ("en-US", "en")])
async def test_votes_in_a_team_channel_points_to_the_game_channel(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, locale: str, language: str
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    await d.reply(game.host, "host next")  # day 1
    [mafia] = await team_channels(d, game.game_id)
    reply = await d.reply(game.member_of("boss"), "votes", channel=mafia, locale=locale)
    game_channel = ServiceError("votes_in_team_channel", {"channel": f"<#{d.channel.id}>"})
    assert_refused(reply, localizer, game_channel, language)
    assert f"<#{d.channel.id}>" in (reply.content or "")
    other = d.make_text_channel("chatter")  # any other channel: still no game there
    reply = await d.reply(game.member_of("boss"), "votes", channel=other, locale=locale)
    assert_refused(reply, localizer, ServiceError("no_game_here"), language)


async def test_game_new_outside_a_plain_text_channel_is_refused_and_stores_nothing(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    voice = dpy_backend.make_voice_channel("voice", d.guild)
    news = d.make_text_channel("news")
    news._type = discord.ChannelType.news.value  # an announcement channel
    for channel in (voice, news):
        reply = await d.reply(host, "game new", channel=channel)
        assert_refused(reply, localizer, ServiceError("not_text_channel"), "en")
    assert await Game.all().count() == 0
    reply = await d.reply(host, "game new")  # the game channel still takes a lobby
    assert reply.ephemeral and await Game.all().count() == 1


async def test_a_deleted_game_channel_stops_the_game_and_the_host_is_told_by_dm(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    await d.reply(host, "game start", roles=CLASSIC)
    game = await Game.get(channel_id=d.channel.id)
    name = d.channel.name
    dpy_backend.delete_channel(d.channel)
    await settle()
    stopped = await Game.get(id=game.id)
    assert stopped.state == STOPPED and stopped.deadline is None
    assert bot.service.timers.armed(game.id) is None
    told = Text("discord-channel-gone-game", {"channel": name, "server": d.guild.name})
    assert d.dms(host)[-1:] == [localizer.render(told, "ru")]  # the game's language: the host
    # plays in no seat, so their own language is not known


async def test_a_look_alike_nickname_cannot_join_beside_the_original(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "game new")
    first, second = d.members[0], d.members[1]
    dpy_backend.update_member(first, nick="Anna")
    dpy_backend.update_member(second, nick="\u0410nna\u200b")  # Cyrillic А, zero-width space
    first, second = d.guild.get_member(first.id), d.guild.get_member(second.id)
    assert first is not None and second is not None
    assert (await d.reply(first, "game join")).ephemeral
    reply = await d.reply(second, "game join")
    assert_refused(reply, localizer, ServiceError("name_taken", {"name": "Аnna"}), "en")
