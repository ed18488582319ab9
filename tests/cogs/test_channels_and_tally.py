"""Dealing and the day on Discord: team channels, the dead, the tally, /role, /rules, activity."""

from __future__ import annotations

import re

import engine
from bot.discord.app import MafiaBot
from bot.store.models import MessageCount
from bot.text.i18n import Localizer
from cogs.reading.rules import rules_texts
from tests.cogs.harness import Discord
from tests.cogs.play import (
    CLASSIC,
    can_see,
    can_write,
    deal,
    make_host,
    play_night,
    status,
    team_channels,
)


async def test_the_mafia_channel_is_seen_by_the_mafia_only(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d)
    [channel] = await team_channels(d, game.game_id)
    for name, role in game.roles.items():
        in_mafia = engine.roles("city")[role].camp == "mafia"
        assert can_write(channel, game.members[name]) is in_mafia, (name, role)


async def test_a_lynched_player_is_silenced_in_the_game_and_team_channels(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    seats, thief = game.members, game.name_of("thief")
    await d.reply(game.host, "host next")  # a quiet night 1
    for name, member in seats.items():
        target = thief if name != thief else next(n for n in seats if n != thief)
        await d.reply(member, "vote", target=target)
    await d.reply(game.host, "host next")
    view = await status(bot, d)
    assert [s.name for s in view.seats if not s.alive] == [thief]
    [team] = await team_channels(d, view.game_id)
    assert can_see(d.channel, seats[thief]) and not can_write(d.channel, seats[thief])
    assert can_see(team, seats[thief]) and not can_write(team, seats[thief])
    boss = game.member_of("boss")
    assert can_write(d.channel, boss) and can_write(team, boss)


async def test_the_dead_chat_admits_the_dead_and_hides_from_the_living(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead_chat = d.make_text_channel("dead-chat")
    host = make_host(d)
    await d.reply(host, "config setup", dead_chat=dead_chat)
    game = await deal(bot, d)
    host, seats = game.host, game.members
    assert not any(can_see(dead_chat, m) for m in seats.values())
    await d.reply(host, "host next")
    victim = list(seats)[-1]
    for name, member in seats.items():
        await d.reply(member, "vote", target=victim if name != victim else next(iter(seats)))
    await d.reply(host, "host next")
    assert can_write(dead_chat, seats[victim])
    assert not any(can_see(dead_chat, m) for n, m in seats.items() if n != victim)


async def test_the_tally_strikes_through_changed_votes_and_never_shows_secret_votes(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles="boss, thief, doctor, detective, chosen, citizen*3")
    seats = game.members
    await d.reply(game.host, "host next")
    names = list(seats)
    voter, first, second = names[0], names[1], names[2]
    await d.reply(seats[voter], "vote", target=first)
    await d.reply(seats[voter], "vote", target=second)
    chosen = game.name_of("chosen")
    secret_target = next(n for n in names if n not in (chosen, first, second, voter))
    reply = await d.reply(seats[chosen], "act", verb="secret_vote", target=secret_target)
    assert reply.ephemeral and secret_target in (reply.content or "")
    tallies = [t for t in d.texts(d.channel) if "~~" in t]
    assert len(tallies) == 1, "one tally message, edited in place"
    tally = tallies[0]
    assert f"{voter}" in tally and first in tally and second in tally
    [line] = [line for line in tally.splitlines() if line.startswith(voter)]
    struck = re.findall(r"~~(.*?)~~", line)
    assert len(struck) == 1 and first in struck[0] and second not in struck[0]
    assert line.index(first) < line.index(second), "earlier choices first"
    assert re.search(r"<t:\d+:t>", line), "votes carry their time"
    assert secret_target not in tally


async def test_role_shows_the_callers_card_only_to_them(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    for name in ("ru", "en"):
        reply = await d.reply(game.member_of("doctor"), "role", dm=True, locale=name)
        role_name = localizer.format("role-doctor", name, {"ruleset": "city"})
        assert reply.ephemeral and role_name in (reply.content or "")


async def test_rules_order_is_the_engines_night_order(
    discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    reply = await d.reply(d.members[0], "rules", topic="order", locale="ru")
    lines = (reply.content or "").splitlines()
    steps = engine.night_order("city")
    numbered = [line for line in lines if line[:1].isdigit()]
    assert [int(line.split(".")[0]) for line in numbered] == [s.number for s in steps]
    thief = localizer.format("role-thief", "ru", {"ruleset": "city"})
    assert thief in numbered[1]
    choices = await d.autocomplete(d.members[0], "rules", "topic", topic="ord")
    assert [c["value"] for c in choices] == ["order"]


async def test_messages_in_the_game_channel_are_counted_per_day(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d)
    seats = game.members
    await play_night(bot, d, game.host)
    name, member = next(iter(seats.items()))
    for _ in range(4):
        await d.say(member, "hello")
    await d.say(member, "elsewhere", channel=d.make_text_channel("off-topic"))
    game_id = (await status(bot, d)).game_id
    count = await MessageCount.get(game_id=game_id, day=1, player=name)
    assert count.count == 4


def test_rules_for_a_role_shows_that_rule_sets_card(localizer: Localizer) -> None:
    for ruleset in ("city", "hobbit"):
        texts = rules_texts("citizen", ruleset)
        for language in ("ru", "en"):
            card = localizer.render(texts[-1], language)
            expected = localizer.format("card-citizen", language, {"ruleset": ruleset})
            assert card == expected
    city = localizer.render(rules_texts("citizen", "city")[-1], "en")
    hobbit = localizer.render(rules_texts("citizen", "hobbit")[-1], "en")
    assert city != hobbit
