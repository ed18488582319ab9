"""Spectators and the dead reading the teams through the cogs, with the README's permissions:
per channel kind, a watcher sees what `spectators` lets them see and nothing else (the dead
chat: read and write; the team channels with `all`: read only; never write where the living
play their roles), the dead read the team channels with `dead_see_teams`, every refusal is
ephemeral and localized (ru and en) and changes nothing, a watcher's `/game sub` is refused,
the host sees the watchers in `/game status`, and the admissions end with the game."""

from __future__ import annotations

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.discord.replies import error_text
from bot.service.ports.errors import ServiceError
from bot.store.models import Seat, Watcher
from bot.text.i18n import Localizer
from tests.cogs.backends import both_stores  # noqa: F401  (db_url: SQLite and PostgreSQL)
from tests.cogs.harness import Discord, Reply
from tests.cogs.play import (
    can_see,
    can_write,
    open_with_options,
    start_game,
    status,
    team_channels,
)

PLAYERS = 6


async def dealt_with(d: Discord, **options: object) -> tuple[discord.Member, discord.TextChannel]:
    """A server with a dead chat; the host sets the table `options`, six players join, the
    host deals; the host and the dead chat."""
    dead_chat = d.make_text_channel("dead-chat")
    host = await open_with_options(d, d.members[:PLAYERS], **options)
    await d.reply(host, "config setup", dead_chat=dead_chat)
    await start_game(d, host)
    return host, dead_chat


def assert_refused(reply: Reply, localizer: Localizer, code: str, language: str) -> None:
    assert reply.ephemeral, reply
    text = error_text(ServiceError(code), "")
    assert text is not None
    assert reply.content == localizer.render(text, language), reply.content


@pytest.mark.parametrize("mode", ["dead_chat", "all"])
async def test_a_watcher_sees_what_the_setting_allows_per_channel_kind(
    bot: MafiaBot, discord_env: Discord, mode: str
) -> None:
    d = discord_env
    _, dead_chat = await dealt_with(d, spectators=mode)
    watcher, bystander = d.members[PLAYERS], d.members[PLAYERS + 1]
    reply = await d.reply(watcher, "game watch")
    assert reply.ephemeral and "watching" in (reply.content or "")
    teams = await team_channels(d, (await status(bot, d)).game_id)
    assert teams, "the mafia has a channel"
    # the dead chat: the watcher reads and writes with the dead; a bystander sees nothing
    assert can_write(dead_chat, watcher)
    assert not can_see(dead_chat, bystander)
    # team channels: read only with `all`, hidden with `dead_chat`; never written
    for channel in teams:
        assert can_see(channel, watcher) is (mode == "all")
        assert not can_write(channel, watcher)
        granted = channel.permissions_for(watcher)
        assert not (granted.send_messages_in_threads or granted.create_public_threads)
        assert not can_see(channel, bystander)
    # the living players see nothing more than before
    for member in d.members[:PLAYERS]:
        assert not can_see(dead_chat, member)


async def test_watch_refusals_are_ephemeral_localized_and_change_nothing(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    await dealt_with(d, spectators="dead_chat")
    seated, watcher = d.members[0], d.members[PLAYERS]
    reply = await d.reply(seated, "game watch")
    assert_refused(reply, localizer, "watch_seated", "en")
    reply = await d.reply(seated, "game watch", locale="ru")
    assert_refused(reply, localizer, "watch_seated", "ru")
    await d.reply(watcher, "game watch")
    reply = await d.reply(watcher, "game watch", locale="ru")
    assert_refused(reply, localizer, "already_watching", "ru")
    reply = await d.reply(watcher, "game sub")
    assert_refused(reply, localizer, "watcher_cannot_sit", "en")
    reply = await d.reply(d.members[PLAYERS + 1], "game unwatch")
    assert_refused(reply, localizer, "not_watching", "en")
    assert await Watcher.all().count() == 1


async def test_watch_in_a_game_without_spectators_is_refused(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    _, dead_chat = await dealt_with(d)  # spectators off (the default)
    outsider = d.members[PLAYERS]
    for language, locale in (("en", "en-US"), ("ru", "ru")):
        reply = await d.reply(outsider, "game watch", locale=locale)
        assert reply.ephemeral and reply.content
        assert reply.content.startswith(
            localizer.render(error_text(ServiceError("spectators_off"), "") or "", language)[:20]
        )
    assert not can_see(dead_chat, outsider)
    assert await Watcher.all().count() == 0


async def test_the_host_sees_the_watchers_in_game_status(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host, _ = await dealt_with(d, spectators="dead_chat")
    watcher = d.members[PLAYERS]
    await d.reply(watcher, "game watch")
    reply = await d.reply(host, "game status")
    assert f"<@{watcher.id}>" in (reply.content or "")
    reply = await d.reply(d.members[0], "game status")
    assert f"<@{watcher.id}>" not in (reply.content or ""), "a player is not told"


async def test_unwatch_and_the_end_of_the_game_take_the_admissions_back(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host, dead_chat = await dealt_with(d, spectators="all")
    leaving, staying = d.members[PLAYERS], d.members[PLAYERS + 1]
    await d.reply(leaving, "game watch")
    await d.reply(staying, "game watch")
    reply = await d.reply(leaving, "game unwatch")
    assert reply.ephemeral
    assert not can_see(dead_chat, leaving)
    teams = await team_channels(d, (await status(bot, d)).game_id)
    assert not any(can_see(channel, leaving) for channel in teams)
    assert can_write(dead_chat, staying)
    await d.reply(host, "host stop")
    assert not can_see(dead_chat, staying), "every admission ends with the game"


async def test_the_dead_read_every_team_channel_with_dead_see_teams(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host, _ = await dealt_with(d, dead_see_teams=True)
    view = await status(bot, d)
    teams = await team_channels(d, view.game_id)
    seats = await Seat.filter(game_id=view.game_id)
    by_id = {m.id: m for m in d.members}
    boss = next(seat for seat in seats if seat.role == "boss")
    victim = next(seat for seat in seats if seat.role == "citizen")
    reply = await d.reply(by_id[boss.user_id], "act", dm=True, verb="kill", target=victim.name)
    assert reply.ephemeral
    await d.reply(host, "host next")  # night 1: the boss's kill
    view = await status(bot, d)
    dead = [by_id[s.user_id] for s in view.seats if not s.alive and s.user_id in by_id]
    living = [by_id[s.user_id] for s in view.seats if s.alive and s.user_id in by_id]
    assert by_id[victim.user_id] in dead, reply.content
    for channel in teams:
        assert all(can_see(channel, m) and not can_write(channel, m) for m in dead)
        members = {t.id for t in channel.overwrites if isinstance(t, discord.Member)}
        assert not any(can_see(channel, m) for m in living if m.id not in members)
