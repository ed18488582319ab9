"""Discipline (SPEC R90) through the cogs, in both languages: `/host remove` at
night and by day (the table told at once, the removed player silenced, their vote void, the role
revealed with the phase's results, the win check after it), `/host warn` up to the server's limit,
`/host mute` in the dead chat, the log in `/game status`, and the refusals (a seated host, a dead
or unknown player, a mute of a living one), each changing nothing."""

from __future__ import annotations

import discord
import pytest
from discord.utils import escape_markdown

import engine
from bot.discord.app import MafiaBot
from bot.store.models import Seat, Submission
from bot.text import narrative
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord
from tests.cogs.play import (
    CLASSIC,
    HOST_PERMISSIONS,
    can_see,
    can_write,
    deal,
    make_host,
    start_with_dead_chat,
    status,
)

LOCALES = {"ru": "ru", "en": "en-US"}


def said(localizer: Localizer, text: Text, language: str) -> str:
    return localizer.render(text, language)


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_r90_a_removal_at_night_is_told_at_once_and_revealed_with_the_nights_results(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    game = await deal(bot, d, roles=CLASSIC)
    name = game.name_of("detective")
    reply = await d.reply(host, "host remove", player=name, locale=LOCALES[language])
    assert reply.ephemeral
    now = said(localizer, Text("host-removed-now", {"player": name}), language)
    assert d.texts(d.channel)[-1] == now
    assert not can_write(d.channel, game.members[name]), "silenced at once"
    await d.reply(host, "host next")
    summary = "\n".join(d.texts(d.channel)[-2:])
    removed = said(localizer, Text("death-removed", {"players": (name,), "count": 1}), language)
    assert removed in summary
    role = said(localizer, narrative.role_name("detective", "city"), language)
    assert role in summary
    seat = next(s for s in (await status(bot, d)).seats if s.name == name)
    assert not seat.alive
    state = await bot.service.queries.engine_state(game.game_id)
    assert dict(state.dead_roles)[name] == "detective"


async def test_r90_a_removal_by_day_voids_the_removed_players_vote(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = make_host(d)
    game = await deal(bot, d, roles=CLASSIC)
    await d.reply(host, "host next")  # a quiet night 1
    names = list(game.members)
    target, other, removed = names[0], names[1], names[2]
    await d.reply(game.members[removed], "vote", target=target)
    await d.reply(game.members[names[3]], "vote", target=other)
    await d.reply(host, "host remove", player=removed)
    await d.reply(host, "host next")
    # one vote each, the removed player's void: the vote for `other` alone decides (R50)
    state = await bot.service.queries.engine_state(game.game_id)
    assert removed not in state.alive and other not in state.alive
    assert target in state.alive
    assert dict(state.dead_roles)[removed] == game.roles[removed]


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_r90_warnings_up_to_the_servers_limit_remove_the_player(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    await d.reply(host, "config table", warnings_to_remove=2)
    game = await deal(bot, d, roles=CLASSIC)
    name = game.name_of("citizen")
    member = game.members[name]
    posted = len(d.texts(d.channel))
    first = await d.reply(
        host, "host warn", player=name, reason="карту показал", locale=LOCALES[language]
    )
    assert first.ephemeral
    assert first.content == said(
        localizer, Text("host-warn-done", {"player": name, "count": 1}), language
    )
    assert len(d.texts(d.channel)) == posted, "a warning is private"
    told = Text("host-warned-you", {"reason": "карту показал", "count": 1, "limit": 2})
    assert said(localizer, told, "en") in d.dms(member)  # in the player's own language
    second = await d.reply(host, "host warn", player=name, reason="снова", locale=LOCALES[language])
    done = Text("host-warn-done-removed", {"player": name, "count": 2})
    assert second.content == said(localizer, done, language)
    assert d.texts(d.channel)[-1] == said(
        localizer, Text("host-removed-now", {"player": name}), language
    )
    shown = await d.reply(host, "game status", locale=LOCALES[language])
    log = shown.content or ""
    assert said(localizer, Text("host-log-title"), language) in log
    assert escape_markdown("снова") in log or "снова" in log
    assert "host-log" not in log


async def test_r90_a_mute_keeps_a_dead_player_reading_but_not_writing_in_the_dead_chat(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    players = d.members[:7]
    host, dead_chat = await start_with_dead_chat(d, players)
    view = await status(bot, d)
    name = view.seats[0].name
    member = next(m for m in players if m.id == view.seats[0].user_id)
    await d.reply(host, "host remove", player=name)
    await d.reply(host, "host next")
    assert can_write(dead_chat, member), "the removed are admitted to the dead chat"
    reply = await d.reply(host, "host mute", player=name, locale="ru")
    assert reply.content == said(localizer, Text("host-mute-done", {"player": name}), "ru")
    assert can_see(dead_chat, member) and not can_write(dead_chat, member)


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_r90_discipline_by_a_host_who_plays_is_refused_and_changes_nothing(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    seated = next(iter(game.members.values()))
    d.give_role(seated, d.make_role("moderators", HOST_PERMISSIONS))
    victim = list(game.members)[3]
    for command, options in (
        ("host warn", {"player": victim, "reason": "x"}),
        ("host remove", {"player": victim}),
        ("host mute", {"player": victim}),
    ):
        reply = await d.reply(seated, command, locale=LOCALES[language], **options)
        assert reply.ephemeral
        assert reply.content == said(localizer, Text("error-seated_host"), language), command
    assert (
        await Submission.filter(game_id=game.game_id, kind__in=("warn", "remove", "mute")).count()
        == 0
    )


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_r90_bad_input_is_refused_in_the_readers_language_and_changes_nothing(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    game = await deal(bot, d, roles=CLASSIC)
    living = list(game.members)[1]
    gone = list(game.members)[2]
    await d.reply(host, "host remove", player=gone)
    await d.reply(host, "host next")
    before = await Submission.filter(game_id=game.game_id).count()
    locale = LOCALES[language]
    cases = [
        ("host remove", {"player": gone}, Text("error-remove_gone", {"name": gone})),
        ("host warn", {"player": gone, "reason": "x"}, Text("error-remove_gone", {"name": gone})),
        ("host remove", {"player": "Nobody"}, Text("error-no_such_seat", {"name": "Nobody"})),
        (
            "host warn",
            {"player": "Nobody", "reason": "x"},
            Text("error-no_such_seat", {"name": "Nobody"}),
        ),
        ("host mute", {"player": living}, Text("error-mute_living", {"name": living})),
    ]
    for command, options, refusal in cases:
        reply = await d.reply(host, command, locale=locale, **options)
        assert reply.ephemeral and reply.content == said(localizer, refusal, language), command
    assert await Submission.filter(game_id=game.game_id).count() == before
    assert (await status(bot, d)).phase == engine.Phase("day", 1)
    assert isinstance(d.channel, discord.TextChannel)


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_r90_from_the_removal_on_the_removed_players_vote_is_refused(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    game = await deal(bot, d, roles=CLASSIC)
    await d.reply(host, "host next")  # a quiet night 1
    names = list(game.members)
    removed = names[2]
    await d.reply(host, "host remove", player=removed)
    reply = await d.reply(game.members[removed], "vote", target=names[0], locale=LOCALES[language])
    refusal = localizer.render(Text("error-removed_player", {"player": removed}), language)
    assert reply.ephemeral and reply.content == refusal, reply.content
    assert await Submission.filter(game_id=game.game_id, kind="vote").count() == 0


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_r90_a_removed_seat_cannot_be_given_to_a_substitute(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    players, substitute = d.members[:7], d.members[7]
    host = make_host(d)
    game = await deal(bot, d, players, roles="boss, thief, doctor, detective, citizen*3")
    removed = game.name_of("citizen")
    await d.reply(host, "host remove", player=removed)
    reply = await d.reply(
        host, "host replace", absent=removed, substitute=substitute, locale=LOCALES[language]
    )
    refusal = localizer.render(Text("error-removed_seat", {"name": removed}), language)
    assert reply.ephemeral and reply.content == refusal, reply.content
    seat = await Seat.get(game_id=game.game_id, name=removed)
    assert seat.user_id == game.members[removed].id
