"""Activity counting reads the store once in a while for a channel without a game (not once per
message), sees a game started there at once, and counts a thread of the game channel as the game
channel."""

from __future__ import annotations

from unittest.mock import AsyncMock, Mock

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.store.models import MessageCount
from cogs.activity.cog import ActivityCog
from tests.cogs.harness import Discord
from tests.cogs.play import deal, play_night, status


def counting_reads(monkeypatch: pytest.MonkeyPatch, bot: MafiaBot) -> list[int]:
    """The channel of every `record_message` call (each one store read at least)."""
    channels: list[int] = []
    record = bot.service.posted.record_message

    async def noted(guild_id: int, channel_id: int, user_id: int) -> bool:
        channels.append(channel_id)
        return await record(guild_id, channel_id, user_id)

    monkeypatch.setattr(bot.service.posted, "record_message", noted)
    return channels


async def test_a_channel_without_a_game_is_read_once_for_many_messages(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    reads = counting_reads(monkeypatch, bot)
    off_topic = d.make_text_channel("off-topic")
    for _ in range(5):
        await d.say(d.members[0], "chatting", channel=off_topic)
    assert reads == [off_topic.id]


async def test_a_game_started_in_a_quiet_channel_counts_its_day_at_once(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    await d.say(d.members[0], "anyone up for a game?")  # no game yet: the channel is quiet
    game = await deal(bot, d)
    await play_night(bot, d, game.host)
    name, member = next(iter(game.members.items()))
    for _ in range(3):
        await d.say(member, "hello")
    game_id = (await status(bot, d)).game_id
    assert (await MessageCount.get(game_id=game_id, day=1, player=name)).count == 3


async def test_a_message_in_a_thread_of_the_game_channel_counts_for_the_game_channel(
    bot: MafiaBot,
) -> None:
    recorded = AsyncMock(return_value=True)
    service = Mock(posted=Mock(record_message=recorded))
    cog = ActivityCog(Mock(service=service))
    thread = Mock(spec=discord.Thread, parent_id=20, id=30)
    message = Mock(spec=discord.Message, channel=thread, guild=Mock(id=10))
    message.author = Mock(bot=False, id=40)
    await cog.on_message(message)
    recorded.assert_awaited_once_with(10, 20, 40)
