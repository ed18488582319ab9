"""Substitutes by name, through the cogs in both languages: `/votes` and the
end of a game (by its win or by `/host stop`) say who plays each handed-over seat (a mention:
Discord shows the member's name, and the post pings nobody); the review page tells the swap."""

from __future__ import annotations

from html import escape

import pytest

from bot.discord.app import MafiaBot
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord
from tests.cogs.play import deal, make_host, play_to_the_end
from tests.cogs.test_review import attached

LOCALES = {"ru": "ru", "en": "en-US"}


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("ending", ["win", "stop"])
async def test_the_reveal_says_who_played_a_handed_over_seat(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str, ending: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players)
    handed = list(game.members)[1]
    reply = await d.reply(
        host, "host replace", absent=handed, substitute=substitute, locale=LOCALES[language]
    )
    assert reply.ephemeral
    line = Text("reveal-played-by", {"player": handed, "user": f"<@{substitute.id}>"})
    shown = localizer.render(line, language)
    assert not any(shown in text for text in d.texts(d.channel)), "not before the end"

    if ending == "win":
        await play_to_the_end(bot, d, host)
        [(_, page)] = attached(d)  # the review page tells the swap, at its seat only
        swap = escape(localizer.render(Text("review-page-substituted", {"count": 1}), language))
        assert page.decode().count(swap) == 1
        cell = page.decode().split(f'data-player="{handed}"')[1].split("</tr>")[0]
        assert swap in cell
    else:
        await d.reply(host, "host stop")
    assert any(shown in text for text in d.texts(d.channel)), "the reveal names the newcomer"
    others = [name for name in game.members if name != handed]
    for name in others:  # a seat nobody took over gets no such line
        other = Text("reveal-played-by", {"player": name, "user": f"<@{game.members[name].id}>"})
        assert not any(localizer.render(other, language) in t for t in d.texts(d.channel))


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_votes_says_who_plays_a_handed_over_seat_now(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players)
    await d.reply(host, "host next")  # a quiet night: day 1, nobody dead
    handed = list(game.members)[1]
    await d.reply(host, "host replace", absent=handed, substitute=substitute)
    shown = await d.reply(d.members[0], "votes", locale=LOCALES[language])
    line = Text("host-status-plays-now", {"player": handed, "user": f"<@{substitute.id}>"})
    assert localizer.render(line, language) in (shown.content or "")
    marked = [row for row in (shown.content or "").splitlines() if row.startswith("🔁")]
    assert len(marked) == 1, "a seat nobody took over gets no such line"


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_the_days_tally_says_who_plays_a_handed_over_seat_now(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    players, substitute = d.members[:7], d.members[7]
    game = await deal(bot, d, players)
    await d.reply(host, "host next")  # a quiet night: day 1, nobody dead
    handed, voter = list(game.members)[1], list(game.members)[2]
    await d.reply(host, "host replace", absent=handed, substitute=substitute)
    await d.reply(substitute, "vote", target=voter)  # the newcomer votes: the tally is posted
    line = Text("host-status-plays-now", {"player": handed, "user": f"<@{substitute.id}>"})
    assert localizer.render(line, language) in d.texts(d.channel)[-1]
