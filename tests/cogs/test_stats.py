"""/stats through real interaction payloads: the server's, a player's (one who never played
too), the leaderboard with its minimum of games, in Russian and English; ephemeral by default,
posted for everyone with `public`, names escaped and nobody pinged."""

from __future__ import annotations

import discord
import discord.ext.test.backend as dpy_backend
import pytest

from bot.discord.app import MafiaBot
from bot.service.ports.calls import Caller
from bot.store.models import PlayerGame
from bot.text.i18n import Localizer, Text
from bot.text.narrative import role_name, ruleset_name
from tests.cogs.harness import PINGS, Discord, settle
from tests.cogs.play import CLASSIC, deal
from tests.service.helpers import play_to_end

LOCALES = {"ru": "ru", "en": "en-US"}


async def finished_game(
    bot: MafiaBot, d: Discord, players: list[discord.Member] | None = None, roles: str | None = None
) -> int:
    """A game dealt through Discord, its phases played by simulated players until it ends."""
    dealt = await deal(bot, d, players, roles=roles)
    await play_to_end(bot.service, dealt.game_id)
    await settle()
    return dealt.game_id


def nick(d: Discord, member: discord.Member, name: str) -> discord.Member:
    """`member` renamed on the server to `name`."""
    dpy_backend.update_member(member, nick=name)
    renamed = d.guild.get_member(member.id) or member
    d.members = [renamed if m.id == member.id else m for m in d.members]
    return renamed


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_stats_server_counts_the_finished_game_in_the_readers_language(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    before = await d.reply(d.members[0], "stats server", locale=LOCALES[language])
    assert before.ephemeral
    assert before.content == localizer.render(Text("stats-server-none"), language)
    await finished_game(bot, d, roles=CLASSIC)
    reply = await d.reply(d.members[0], "stats server", locale=LOCALES[language])
    title = localizer.render(Text("stats-server-title", {"games": 1}), language)
    city = localizer.render(ruleset_name("city"), language)
    assert reply.ephemeral and reply.kind == "message"
    assert (reply.content or "").startswith(title) and f"**{city}**" in (reply.content or "")


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_stats_player_who_never_played_gets_a_clear_answer(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    await finished_game(bot, d, roles=CLASSIC)
    newcomer = nick(d, d.host_member, "**Never** @everyone")
    reply = await d.reply(d.members[0], "stats player", user=newcomer, locale=LOCALES[language])
    expected = Text("stats-player-none", {"player": "\\*\\*Never\\*\\* @everyone"})
    assert reply.ephemeral and reply.content == localizer.render(expected, language)
    assert PINGS == []


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_stats_player_shows_the_games_wins_and_roles_of_the_caller_by_default(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    game_id = await finished_game(bot, d, roles=CLASSIC)
    member = d.members[3]
    seat = await PlayerGame.get(game_id=game_id, user_id=member.id)
    reply = await d.reply(member, "stats player", locale=LOCALES[language])
    title = Text(
        "stats-player-title",
        {
            "player": member.display_name,
            "games": 1,
            "wins": int(seat.won),
            "percent": 100 * seat.won,
        },
    )
    role = localizer.render(role_name(seat.role, "city"), language)
    content = reply.content or ""
    assert reply.ephemeral and content.startswith(localizer.render(title, language))
    assert f"{role} — 1" in content
    survived = Text(
        "stats-player-survived",
        {"count": int(seat.survived), "total": 1, "percent": 100 * seat.survived},
    )
    assert localizer.render(survived, language) in content


async def test_stats_top_ranks_win_rates_only_from_the_servers_minimum_of_games(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    await finished_game(bot, d, roles=CLASSIC)  # all eight members
    six = d.members[:6]
    await finished_game(bot, d, players=six)  # six of them once more
    top = await d.reply(d.members[0], "stats top", locale="en-US")
    none = localizer.render(Text("stats-top-rate-none", {"minimum": 5}), "en")
    assert top.ephemeral and none in (top.content or "")  # nobody has 5 games (config default)

    await bot.service.settings.set_config(
        Caller(d.host_member.id, d.guild.id, is_admin=True), "stats_min_games", 2
    )
    top = await d.reply(d.members[0], "stats top", locale="en-US")
    content = top.content or ""
    by_rate = content.split(localizer.render(Text("stats-top-rate", {"minimum": 2}), "en"))[1]
    ranked = [m for m in d.members if f". {m.display_name} — " in by_rate]
    assert set(ranked) == set(six)
    stats = {m.id: await bot.service.stats.player(d.guild.id, m.id) for m in d.members}
    assert {m.id for m in d.members if (s := stats[m.id]) and s.games >= 2} == {m.id for m in six}


async def test_stats_public_posts_for_everyone_in_the_servers_language_pinging_nobody(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    for index, name in enumerate(("@everyone", "<@&123456>", "**Boss**")):
        nick(d, d.members[index], name)
    await finished_game(bot, d, roles=CLASSIC)
    PINGS.clear()
    server = await d.reply(d.members[0], "stats server", public=True, locale="en-US")
    assert not server.ephemeral and server.kind == "message"
    russian = localizer.render(Text("stats-server-title", {"games": 1}), "ru")  # the server's
    assert (server.content or "").startswith(russian)
    await bot.service.settings.set_config(
        Caller(d.host_member.id, d.guild.id, is_admin=True), "stats_min_games", 1
    )
    top = await d.reply(d.members[1], "stats top", public=True, locale="en-US")
    player = await d.reply(d.members[2], "stats player", public=True, locale="en-US")
    assert not top.ephemeral and not player.ephemeral
    assert "\\*\\*Boss\\*\\*" in (player.content or "") and "@everyone" in (top.content or "")
    assert PINGS == [], "a public answer pings nobody"
