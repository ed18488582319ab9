"""Scheduled start through the cogs, in both languages: `/game start at:`
announces the start in the lobby with a Discord timestamp, deals at that time through the same
deal as `/game start` (role cards, the lobby message), survives a restart, refuses a time in the
past or one it cannot read (changing nothing), says a night 1 the clock deadlines make very long
or push to the next day, and tells the lobby when the deal at that time is refused."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.store.models import Game
from bot.text.i18n import Localizer, Text
from bot.text.tally import unix_time
from tests.cogs.backends import both_stores  # noqa: F401  (db_url: SQLite and PostgreSQL)
from tests.cogs.harness import Discord, settle
from tests.cogs.play import make_host, open_game, status
from tests.cogs.test_restart import restart

MOSCOW = ZoneInfo("Europe/Moscow")  # the default time zone of a server's games


def moscow(text: str) -> datetime:
    """A Moscow wall time ("2099-12-24 12:00") as an aware UTC instant."""
    return datetime.fromisoformat(text).replace(tzinfo=MOSCOW).astimezone(UTC)


async def open_in(
    d: Discord, players: list[discord.Member], language: str, **forum: str
) -> discord.Member:
    """The server's language (and `/config forum` settings) set, a lobby opened and joined."""
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    if forum:
        await d.reply(host, "config forum", **forum)
    return await open_game(d, players)


async def dealt_by_the_job(bot: MafiaBot, d: Discord, game_id: int) -> None:
    """Fast-forward the lobby's scheduled start and wait until the deal is through."""
    assert bot.service.scheduled.fire_now(game_id), "the start is armed"
    for _ in range(1000):  # the job runs in the scheduler's own task
        await settle()
        row = await Game.get(id=game_id)
        moved = row.state != "lobby" or row.deadline is None  # changed inside the job
        if moved and bot.service.scheduled.idle(game_id):  # and the job is over
            break
        await asyncio.sleep(0.01)
    assert bot.service.scheduled.idle(game_id), "the deal is through"
    await settle()


def lobby_text(d: Discord, message_id: int) -> str:
    """The lobby message as it reads now."""
    return next(post.content for post in d.posts(d.channel) if post.id == message_id)


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_scheduled_start_is_announced_in_the_lobby_and_deals_at_its_time(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    players = d.members[:7]
    host = await open_in(d, players, language)
    lobby = d.posts(d.channel)[-1]
    posted = len(d.texts(d.channel))
    reply = await d.reply(host, "game start", at="24.12.2099 20:00", locale=language)
    when = moscow("2099-12-24 20:00")
    assert reply.ephemeral
    done = Text("start-scheduled-done", {"time": unix_time(when)})
    assert reply.content == localizer.render(done, language)
    announced = Text("start-scheduled", {"time": unix_time(when)})
    assert d.texts(d.channel)[posted:] == [localizer.render(announced, language)]
    assert f"<t:{unix_time(when)}:F>" in d.texts(d.channel)[-1]
    assert lobby_text(d, lobby.id).endswith(
        localizer.render(Text("lobby-starts-at", {"lobby": "", "time": unix_time(when)}), language)
    ), "the lobby message says the start below the seats"
    game_id = (await status(bot, d)).game_id
    assert (await status(bot, d)).phase is None, "nothing is dealt before the time"
    assert all(not d.dms(player) for player in players)

    await dealt_by_the_job(bot, d, game_id)
    view = await status(bot, d)
    assert view.phase is not None and (view.phase.kind, view.phase.number) == ("night", 1)
    assert all(d.dms(player) for player in players), "every role card went out"
    assert lobby_text(d, lobby.id) != lobby.content, "the lobby message says the game has begun"
    assert f"<t:{unix_time(when)}:R>" not in lobby_text(d, lobby.id)


async def test_a_scheduled_start_survives_a_restart(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    players = d.members[:7]
    host = await open_in(d, players, "ru")
    await d.reply(host, "game start", at="20:00")
    game_id = (await status(bot, d)).game_id

    bot = await restart(d, localizer, db_url)
    await dealt_by_the_job(bot, d, game_id)  # armed again by the resume
    view = await status(bot, d)
    assert view.phase is not None and view.phase.kind == "night"
    assert all(d.dms(player) for player in players), "the new process dealt through its cogs"


@pytest.mark.parametrize("language", ["ru", "en"])
@pytest.mark.parametrize(
    ("at", "code"), [("01.01.2020 20:00", "start_in_past"), ("завтра вечером", "bad_start_time")]
)
async def test_a_start_time_in_the_past_or_unreadable_is_refused_and_changes_nothing(
    bot: MafiaBot,
    discord_env: Discord,
    localizer: Localizer,
    language: str,
    at: str,
    code: str,
) -> None:
    d = discord_env
    host = await open_in(d, d.members[:7], language)
    before = d.texts(d.channel)
    reply = await d.reply(host, "game start", at=at, locale=language)
    params = (
        {"time": unix_time(moscow("2020-01-01 20:00"))} if code == "start_in_past" else {"text": at}
    )
    assert reply.ephemeral
    assert reply.content == localizer.render(Text(f"error-{code}", params), language)
    assert d.texts(d.channel) == before, "nothing said in the lobby"
    row = await Game.get(channel_id=d.channel.id)
    assert (row.state, row.deadline) == ("lobby", None)


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_night_1_the_clock_makes_long_or_pushes_to_the_next_day_is_said_in_the_lobby(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = await open_in(d, d.members[:7], language, night_ends="23:00")
    await d.reply(host, "game start", at="24.12.2099 12:00", locale=language)
    long = Text(
        "start-night-long",
        {"hours": 11, "end": unix_time(moscow("2099-12-24 23:00")), "at": "23:00"},
    )
    assert d.texts(d.channel)[-1].endswith(localizer.render(long, language))

    await d.reply(host, "game start", at="24.12.2099 22:30", locale=language)  # moved
    pushed = Text(
        "start-night-pushed",
        {"minimum": 60, "end": unix_time(moscow("2099-12-25 23:00")), "at": "23:00"},
    )
    assert d.texts(d.channel)[-1].endswith(localizer.render(pushed, language))
    row = await Game.get(channel_id=d.channel.id)
    assert row.deadline == moscow("2099-12-24 22:30"), "the later call moved the start"

    await d.reply(host, "game start", at="24.12.2099 21:00", locale=language)
    starts = Text("start-scheduled", {"time": unix_time(moscow("2099-12-24 21:00"))})
    assert d.texts(d.channel)[-1] == localizer.render(starts, language), "two hours: no word"


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_scheduled_lobby_too_small_at_its_time_is_told_why_and_stays_a_lobby(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, language: str
) -> None:
    d = discord_env
    host = await open_in(d, d.members[:2], language)
    lobby = d.posts(d.channel)[-1]
    await d.reply(host, "game start", at="20:00", locale=language)
    assert "<t:" in lobby_text(d, lobby.id)
    game_id = (await status(bot, d)).game_id
    await dealt_by_the_job(bot, d, game_id)
    row = await Game.get(id=game_id)
    assert (row.state, row.deadline) == ("lobby", None)
    failed = localizer.render(Text("start-scheduled-failed", {"reason": "x"}), language)
    assert d.texts(d.channel)[-1].startswith(failed.split(":")[0])
    assert "2" in d.texts(d.channel)[-1], "the refusal says how many players there are"
    assert "<t:" not in lobby_text(d, lobby.id), "the lobby message no longer says a start"


async def test_a_lobby_started_by_hand_before_its_time_is_not_dealt_again(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_in(d, d.members[:7], "ru")
    await d.reply(host, "game start", at="20:00")
    await d.reply(host, "game start")
    view = await status(bot, d)
    assert view.phase is not None
    assert await bot.service.scheduled.deal(view.game_id) is None
    assert (await status(bot, d)).phase == view.phase


async def test_a_cancelled_scheduled_lobby_is_not_dealt_when_its_time_comes(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_in(d, d.members[:7], "ru")
    await d.reply(host, "game start", at="20:00")
    game_id = (await status(bot, d)).game_id
    await d.reply(host, "game cancel")
    posted = len(d.texts(d.channel))
    await dealt_by_the_job(bot, d, game_id)
    row = await Game.get(id=game_id)
    assert (row.state, row.started_at) == ("stopped", None)
    assert len(d.texts(d.channel)) == posted, "nothing said: there is no lobby to start"


async def test_a_player_who_is_no_host_cannot_schedule_the_start(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    await open_in(d, d.members[:7], "ru")
    before = d.texts(d.channel)
    reply = await d.reply(d.members[2], "game start", at="20:00", locale="ru")
    assert reply.ephemeral
    assert reply.content == localizer.render(Text("error-not_host"), "ru")
    assert d.texts(d.channel) == before
    row = await Game.get(channel_id=d.channel.id)
    assert row.deadline is None


SIX = "boss, mafioso, doctor, citizen*3"
SIMULATED = {"ru": "симулированные игроки", "en": "simulated players"}


def estimates_since(d: Discord, before: int, language: str) -> list[str]:
    """The balance estimates posted in the game channel after its first `before` texts."""
    return [text for text in d.texts(d.channel)[before:] if SIMULATED[language] in text]


@pytest.mark.parametrize("language", ["ru", "en"])
async def test_a_scheduled_start_posts_the_ready_estimate_game_start_posts(
    bot: MafiaBot, discord_env: Discord, language: str
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config setup", language=language)
    saved = await d.reply(host, "setup save", name="Six", roles=SIX)
    await getattr(bot.get_cog("SetupsCog"), "estimates").wait()  # noqa: B009  (now ready)
    assert saved.ephemeral
    await open_game(d, d.members[:6])
    before = len(d.texts(d.channel))
    await d.reply(host, "game start", roles=SIX)
    by_hand = estimates_since(d, before, language)
    assert len(by_hand) == 1, "the deal by hand posts the ready estimate"
    await d.reply(host, "host stop")

    await open_game(d, d.members[:6])
    await d.reply(host, "game start", roles=SIX, at="24.12.2099 20:00")
    game_id = (await status(bot, d)).game_id
    before = len(d.texts(d.channel))
    await dealt_by_the_job(bot, d, game_id)
    assert (await Game.get(id=game_id)).state == "running"
    assert estimates_since(d, before, language) == by_hand, "the same estimate, once"


async def test_a_scheduled_start_of_the_preset_posts_no_estimate(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = make_host(d)
    saved = await d.reply(host, "setup save", name="Six", roles=SIX)
    await getattr(bot.get_cog("SetupsCog"), "estimates").wait()  # noqa: B009
    assert saved.ephemeral
    await open_game(d, d.members[:6])
    await d.reply(host, "game start", at="24.12.2099 20:00")  # no list: the preset
    game_id = (await status(bot, d)).game_id
    before = len(d.texts(d.channel))
    await dealt_by_the_job(bot, d, game_id)
    assert (await Game.get(id=game_id)).state == "running"
    assert estimates_since(d, before, "ru") == []
