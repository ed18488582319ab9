"""Forum games through the slash commands, in both languages: `/config forum` and its
refusals, `/config show` and `/rules` with the table rules, `/votes` in the game channel and in a
DM under each visibility, a vote change past the limit, and what a death shows."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import discord
import pytest
from discord.utils import escape_markdown

import engine
from bot.discord.app import MafiaBot
from bot.discord.replies import error_text
from bot.service.clock.deadlines import next_clock_time
from bot.service.ports.errors import ServiceError
from bot.text import narrative
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import Discord, Reply
from tests.cogs.play import CLASSIC, deal, make_host, seat_members, status
from tests.cogs.test_restart import restart

LOCALES = {"ru": "ru", "en": "en-US"}


def refused_with(reply: Reply, localizer: Localizer, error: Exception, language: str) -> None:
    text = error_text(error, "")
    assert text is not None
    assert reply.ephemeral and reply.content == localizer.render(text, language), reply.content


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize(
    ("options", "error"),
    [
        ({"timezone": "Mars/Olympus"}, ServiceError("bad_timezone", {"zone": "Mars/Olympus"})),
        ({"day_ends": "25:00"}, ServiceError("bad_clock_time", {"time": "25:00"})),
        (
            {"night_ends": "10:00", "timezone": "Europe/Nowhere"},
            ServiceError("bad_timezone", {"zone": "Europe/Nowhere"}),
        ),
    ],
)
async def test_config_forum_refuses_bad_input_in_the_readers_language_and_changes_nothing(
    bot: MafiaBot,
    discord_env: Discord,
    localizer: Localizer,
    language: str,
    options: dict[str, str],
    error: ServiceError,
) -> None:
    d = discord_env
    admin = make_host(d)
    before = await bot.service.settings.get_config(d.guild.id)
    reply = await d.reply(admin, "config forum", locale=LOCALES[language], **options)
    refused_with(reply, localizer, error, language)
    assert await bot.service.settings.get_config(d.guild.id) == before


async def test_config_forum_by_a_member_who_is_no_host_is_refused(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    reply = await d.reply(d.members[2], "config forum", locale="ru", reveal="none")
    refused_with(reply, localizer, ServiceError("not_host"), "ru")
    assert (await bot.service.settings.get_config(d.guild.id))["reveal"] == "role"


async def test_config_forum_sets_the_table_rules_shown_by_config_show_and_rules(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    admin = make_host(d)
    zones = await d.autocomplete(admin, "config forum", "timezone", timezone="berl")
    assert [c["value"] for c in zones] == ["Europe/Berlin"]
    reply = await d.reply(
        admin,
        "config forum",
        timezone="europe/berlin",
        day_ends="20:00",
        night_ends="9:30",
        min_phase_minutes=90,
        vote_visibility="counts",
        vote_changes="1",
        reveal="camp",
        warn_absent=False,
    )
    assert reply.ephemeral and "Europe/Berlin" in (reply.content or "")
    config = await bot.service.settings.get_config(d.guild.id)
    assert (config["day_ends"], config["night_ends"], config["vote_changes"]) == (
        "20:00",
        "09:30",
        "1",
    )
    for language, locale in LOCALES.items():
        shown = await d.reply(d.members[4], "config show", locale=locale)
        counts = localizer.format("choice-vote_visibility-counts", language)
        assert shown.ephemeral and "09:30" in (shown.content or "") and counts in shown.text
        rules = await d.slash(d.members[4], "rules", locale=locale)
        text = "\n".join(r.content or "" for r in rules)
        camp_rule = localizer.format("forum-rules-reveal-camp", language)
        assert all(r.ephemeral for r in rules) and "20:00" in text and camp_rule in text


async def _day_one(
    bot: MafiaBot, d: Discord, **forum: object
) -> tuple[dict[str, discord.Member], discord.Member]:
    host = make_host(d)
    if forum:
        await d.reply(host, "config forum", **forum)
    await deal(bot, d, roles=CLASSIC)
    await d.reply(host, "host next")  # a quiet night 1
    assert (await status(bot, d)).phase == engine.Phase("day", 1)
    return await seat_members(bot, d), host


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_votes_shows_anyone_the_count_with_voters_and_who_has_not_voted(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    seats, host = await _day_one(bot, d)
    names = list(seats)
    await d.reply(seats[names[0]], "vote", target=names[1])
    await d.reply(seats[names[2]], "vote", target=names[1])
    await d.reply(seats[names[3]], "vote", target="abstain")
    reply = await d.reply(host, "votes", locale=LOCALES[language])  # no player: still may read
    text = reply.content or ""
    assert reply.ephemeral
    assert escape_markdown(names[0]) in text and escape_markdown(names[2]) in text
    assert "<t:" in text and ":R>" in text  # the time left
    leaders = localizer.render(
        Text("forum-votes-leaders", {"count": 1, "players": (names[1],)}), language
    )
    assert escape_markdown(leaders) in text or leaders in text
    assert escape_markdown(names[7]) in text  # no voter, no target: has not voted yet
    in_dm = await d.reply(seats[names[5]], "votes", dm=True, locale=LOCALES[language])
    assert in_dm.ephemeral and escape_markdown(names[0]) in (in_dm.content or "")
    tally = d.texts(d.channel)[-1]  # the game channel's tally is current
    assert escape_markdown(names[2]) in tally


async def test_votes_with_counts_names_no_voter_and_hidden_shows_nothing(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    seats, host = await _day_one(bot, d, vote_visibility="counts")
    names = list(seats)
    await d.reply(seats[names[0]], "vote", target=names[1])
    await d.reply(seats[names[2]], "vote", target=names[1])
    reply = await d.reply(d.members[5], "votes")
    assert escape_markdown(names[1]) in (reply.content or "")
    assert escape_markdown(names[0]) not in (reply.content or "")
    assert escape_markdown(names[2]) not in (reply.content or "")
    tally = d.texts(d.channel)[-1]
    assert escape_markdown(names[0]) not in tally.split("\n", 1)[1]
    await d.reply(host, "config forum", vote_visibility="hidden")  # the game keeps "counts"
    again = await d.reply(d.members[5], "votes")
    assert escape_markdown(names[1]) in (again.content or "")
    await d.reply(host, "host next")  # the deadline: the full tally is posted
    final = "\n".join(d.texts(d.channel)[-6:])
    assert localizer.format("forum-tally-final", "ru") in final
    assert escape_markdown(names[0]) in final and escape_markdown(names[2]) in final


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_vote_change_past_the_limit_is_refused_and_the_vote_stands(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    seats, _ = await _day_one(bot, d, vote_changes="0")
    names = list(seats)
    voter = seats[names[0]]
    first = await d.reply(voter, "vote", target=names[1])
    assert first.ephemeral
    reply = await d.reply(voter, "vote", target=names[2], locale=LOCALES[language])
    refused_with(reply, localizer, engine.EngineError("vote_changes_used", {"limit": 0}), language)
    standing = [e for e in (await status(bot, d)).tally if not e.struck]
    assert [(e.voter, e.target) for e in standing] == [(names[0], names[1])]


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize("reveal", ["role", "camp", "none"])
async def test_a_lynch_shows_what_the_reveal_setting_allows_and_the_end_shows_every_role(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str, reveal: str
) -> None:
    d = discord_env
    admin = make_host(d)
    await d.reply(admin, "config setup", language=language)
    seats, host = await _day_one(bot, d, reveal=reveal)
    game = await status(bot, d)
    state = await bot.service.queries.engine_state(game.game_id)
    detective = next(name for name in seats if state.role(name) == "detective")
    voters = [name for name in seats if name != detective]
    for name in voters:
        await d.reply(seats[name], "vote", target=detective)
    posted = len(d.texts(d.channel))
    await d.reply(host, "host next")
    after = "\n".join(d.texts(d.channel)[posted:])
    role = localizer.render(narrative.role_name("detective", "city"), language)
    camp = localizer.render(narrative.camp_name("civilians", "city"), language)
    assert escape_markdown(detective) in after
    assert (role in after) == (reveal == "role")
    assert (camp in after) == (reveal == "camp")
    if reveal == "none":
        assert localizer.render(Text("forum-reveal-dark", {"count": 1}), language) in after
    seat = next(s for s in (await status(bot, d)).seats if s.name == detective)
    assert not seat.alive and (seat.role is not None) == (reveal == "role")
    await d.reply(host, "host stop")  # the end: every role is shown whatever the setting
    end = "\n".join(d.texts(d.channel)[-3:])
    assert role in end


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_clock_deadline_set_by_slash_commands_survives_a_restart(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(
        host, "config forum", timezone="Europe/Berlin", night_ends="10:00", day_ends="20:00"
    )
    await deal(bot, d, roles=CLASSIC)
    berlin = ZoneInfo("Europe/Berlin")
    expected = next_clock_time(datetime.now(UTC) + timedelta(minutes=60), time(10, 0), berlin)
    stamp = f"<t:{int(expected.timestamp())}:F>"
    assert any(stamp in post for post in d.texts(d.channel)), "night 1 posts its deadline"
    bot = await restart(d, localizer, db_url)
    assert bot.service.timers.armed((await status(bot, d)).game_id) == expected
    shown = await d.reply(d.members[3], "game status", locale=LOCALES[language])
    assert shown.ephemeral and stamp in (shown.content or "") and ":R>" in (shown.content or "")
    await d.reply(host, "host next")  # day 1 begins and runs to the next 20:00 in Berlin
    day = (await status(bot, d)).deadline
    assert day is not None and day.astimezone(berlin).strftime("%H:%M") == "20:00"
