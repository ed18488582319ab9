"""Departed players (points 1 and 3), through the cogs in both languages: a player who
leaves the server mid-game is told to the game channel at once without their role, and to the
host by DM; `/game status` marks the seat waiting; `/host replace` takes the seat by name
(autocompleted over the game's seats), and the table is told who takes it; with
`auto_substitute` on the first substitute takes it at once."""

from __future__ import annotations

import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from bot.store.models import Seat
from bot.text import narrative
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord, settle
from tests.cogs.play import deal, make_host, status

LOCALES = {"ru": "ru", "en": "en-US"}


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_player_who_leaves_mid_game_is_told_at_once_and_replaced_by_name(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players)
    gone_name = next(iter(game.members))
    gone = game.members[gone_name]
    posted = len(d.texts(d.channel))
    dpy_backend.delete_member(gone)
    d.members = [m for m in d.members if m.id != gone.id]
    await settle()
    told = d.texts(d.channel)[posted:]
    left = localizer.render(Text("host-member-left", {"player": gone_name}), language)
    assert told == [left]
    role = localizer.render(narrative.role_name(game.roles[gone_name], "city"), language)
    assert role not in told[0]  # the role stays hidden
    dm = Text("host-member-left-dm", {"player": gone_name, "channel": f"<#{d.channel.id}>"})
    assert localizer.render(dm, language) in d.dms(host)

    waiting = localizer.render(Text("host-status-waiting", {"player": gone_name}), language)
    before = await d.reply(d.members[3], "game status", locale=LOCALES[language])
    assert waiting in (before.content or ""), "/game status marks the seat waiting"

    offered = await d.autocomplete(host, "host replace", "absent", absent=gone_name[:3])
    assert gone_name in [c["value"] for c in offered]
    reply = await d.reply(
        host, "host replace", absent=gone_name, substitute=substitute, locale=LOCALES[language]
    )
    assert reply.ephemeral
    seat = await Seat.get(game_id=game.game_id, name=gone_name)
    assert seat.user_id == substitute.id and seat.previous_user_ids == [gone.id]
    notice = Text(
        "service-player-replaced", {"player": gone_name, "newcomer": f"<@{substitute.id}>"}
    )
    assert localizer.render(notice, language) in d.texts(d.channel)
    assert d.dms(substitute), "the substitute gets the role card"
    shown = await d.reply(d.members[3], "game status", locale=LOCALES[language])
    plays = Text("host-status-plays-now", {"player": gone_name, "user": f"<@{substitute.id}>"})
    assert localizer.render(plays, language) in (shown.content or "")  # who plays it now
    assert waiting not in (shown.content or ""), "a handed-over seat waits no more"


async def test_with_auto_substitute_the_first_substitute_takes_a_departed_seat_at_once(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config substitutes", auto_substitute=True)
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players)
    await d.reply(substitute, "game sub")
    gone_name = list(game.members)[2]
    gone = game.members[gone_name]
    dpy_backend.delete_member(gone)
    d.members = [m for m in d.members if m.id != gone.id]
    await settle()
    seat = await Seat.get(game_id=game.game_id, name=gone_name)
    assert seat.user_id == substitute.id
    notice = Text(
        "service-player-replaced", {"player": gone_name, "newcomer": f"<@{substitute.id}>"}
    )
    posts = d.texts(d.channel)
    assert localizer.render(notice, "ru") in posts
    assert any(
        localizer.render(
            Text(
                "host-member-left-dm-substituted",
                {"player": gone_name, "channel": f"<#{d.channel.id}>"},
            ),
            "ru",
        )
        == dm
        for dm in d.dms(host)
    )
    view = await status(bot, d)
    assert any(s.name == gone_name and s.alive for s in view.seats)


async def test_replacing_a_name_that_holds_no_seat_is_refused_and_changes_nothing(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players)
    before = sorted((s.name, s.user_id) for s in await Seat.filter(game_id=game.game_id))
    for language, locale in LOCALES.items():
        reply = await d.reply(
            game.host, "host replace", absent="Nobody", substitute=substitute, locale=locale
        )
        refusal = localizer.render(Text("error-no_such_seat", {"name": "Nobody"}), language)
        assert reply.ephemeral and reply.content == refusal, reply.content
    assert sorted((s.name, s.user_id) for s in await Seat.filter(game_id=game.game_id)) == before
