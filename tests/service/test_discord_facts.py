"""The facts the Discord layer keeps through `service.posted` for Discord's limits, on SQLite and
PostgreSQL: the overwrite bits the bot set, the ended games' team channels (oldest first, never a
running game's), the command tree's digest, and whether a channel holds a game at all."""

from __future__ import annotations

from bot.store.models import TeamChannel
from tests.service.helpers import CHANNEL, GUILD, host, new_service, player, seated_game


async def test_the_bits_the_bot_set_are_kept_per_channel_and_target_and_forgotten(
    store: str,
) -> None:
    service, _ = new_service()
    posted = service.posted
    await posted.remember_bot_overwrite(1, 10, (2048, 64, 0, 2048))
    await posted.remember_bot_overwrite(1, 11, (0, 2048, 0, 0))
    await posted.remember_bot_overwrite(1, 11, (1024, 0, 0, 0))  # replaced
    await posted.remember_bot_overwrite(2, 10, (1, 0, 0, 0))
    assert await posted.bot_overwrites(1) == {10: (2048, 64, 0, 2048), 11: (1024, 0, 0, 0)}
    await posted.remember_bot_overwrite(1, 10, None)
    assert await posted.bot_overwrites(1) == {11: (1024, 0, 0, 0)}
    await posted.forget_bot_overwrites(1)
    assert await posted.bot_overwrites(1) == {}
    assert await posted.bot_overwrites(2) == {10: (1, 0, 0, 0)}


async def test_archived_team_channels_are_the_ended_games_oldest_first(store: str) -> None:
    service, _ = new_service()
    first = await seated_game(service, channel=CHANNEL)
    second = await seated_game(service, channel=CHANNEL + 1)
    running = await seated_game(service, channel=CHANNEL + 2)
    for game_id, channel_id in ((first, 501), (second, 502), (running, 503)):
        await TeamChannel.create(game_id=game_id, team="mafia", channel_id=channel_id)
    for channel in (CHANNEL + 1, CHANNEL):  # the second game ends first
        await service.host.stop(host(channel))
    assert await service.posted.archived_team_channels(GUILD) == [501, 502]
    assert await service.posted.archived_team_channels(GUILD + 1) == []
    await service.posted.forget_team_channel(501)
    assert await service.posted.archived_team_channels(GUILD) == [502]


async def test_the_command_digest_is_kept_per_application(store: str) -> None:
    service, _ = new_service()
    assert await service.posted.command_digest(7) is None
    await service.posted.remember_command_digest(7, "a" * 64)
    await service.posted.remember_command_digest(7, "b" * 64)
    assert await service.posted.command_digest(7) == "b" * 64
    assert await service.posted.command_digest(8) is None


async def test_record_message_says_whether_a_channel_holds_a_game(store: str) -> None:
    service, _ = new_service()
    assert await service.posted.record_message(GUILD, CHANNEL, player(0).user_id) is False
    await seated_game(service)
    assert await service.posted.record_message(GUILD, CHANNEL, player(0).user_id) is True
