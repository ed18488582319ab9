"""How many REST calls the start and the end of a game cost on Discord (its rate limits: 50/s
globally, about 5 per 5 s per channel)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import discord
import pytest

from bot.discord.app import MafiaBot
from bot.service.ports.table import Reader, TableGame
from bot.store.models import MoveForm
from bot.text.i18n import Localizer, Text
from tests.cogs.harness import CALLS, OVERWRITE_CALLS, Discord
from tests.cogs.play import (
    CLASSIC,
    can_see,
    can_write,
    deal,
    make_host,
    open_game,
    play_to_the_end,
    start_game,
    status,
    team_channels,
)

PLAYERS = 8
SMALL = 3  # the lobby's message edited, the @everyone deny re-asserted, one spare


async def test_the_end_of_a_game_edits_only_the_overwrites_the_bot_set_each_once(
    bot: MafiaBot, discord_env: Discord, monkeypatch: pytest.MonkeyPatch
) -> None:
    d = discord_env
    dead_chat = d.make_text_channel("dead-chat")
    host = await open_game(d, d.members[:PLAYERS])
    await d.reply(host, "config setup", dead_chat=dead_chat)
    await start_game(d, host)
    game_id = (await status(bot, d)).game_id
    reveals: list[int] = []  # where OVERWRITE_CALLS stood when the end was delivered
    owned: dict[int, int] = {}  # channel -> how many players the bot had set something for
    keeps = {d.guild.me.id, d.guild.default_role.id}  # the dead chat's own overwrites stay
    reveal = bot.table.reveal

    async def noting(game: TableGame, texts: Sequence[Text], released: Sequence[Reader]) -> None:
        reveals.append(len(OVERWRITE_CALLS))
        for channel_id in (d.channel.id, dead_chat.id, *game.teams.values()):
            targets = set(await bot.table.owned.owned(channel_id)) - keeps
            owned[channel_id] = len(targets)
        await reveal(game, texts, released)

    monkeypatch.setattr(bot.table, "reveal", noting)
    await play_to_the_end(bot, d, host)
    [since] = reveals
    per_channel = Counter(channel for _, channel in OVERWRITE_CALLS[since:])
    teams = await team_channels(d, game_id)
    touched = {d.channel.id, dead_chat.id, *(team.id for team in teams)}
    assert teams and set(per_channel) == touched, per_channel
    archives = {team.id: 1 for team in teams}  # @everyone's overwrite becomes the archive's
    expected = {channel: owned[channel] + archives.get(channel, 0) for channel in touched}
    assert dict(per_channel) == expected, OVERWRITE_CALLS[since:]
    assert all(can_write(d.channel, member) for member in d.members)
    for channel_id in touched:
        left = set(await bot.table.owned.owned(channel_id))
        assert left <= keeps, left  # of the players, nothing the bot set is left


async def test_game_start_with_eight_players_makes_few_calls_and_no_dead_chat_member_overwrite(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    players = d.members[:PLAYERS]
    dead_chat = d.make_text_channel("dead-chat")
    host = await open_game(d, players)
    await d.reply(host, "config setup", dead_chat=dead_chat)
    posted_before = len(d.posts(d.channel))
    dead_chat_before = dict(dead_chat.overwrites)
    CALLS.clear()
    OVERWRITE_CALLS.clear()
    await start_game(d, host)
    teams = await team_channels(d, (await status(bot, d)).game_id)
    welcomes = sum(len(d.posts(team)) for team in teams)
    game_posts = len(d.posts(d.channel)) - posted_before
    forms = await MoveForm.all().count()  # one DM per player with a move
    opened = PLAYERS  # each player's DM channel, opened once for good (tests/cogs/test_dm_channels)
    expected = PLAYERS + len(teams) + welcomes + game_posts + forms + opened + SMALL
    assert len(CALLS) <= expected, Counter(CALLS)
    assert not [call for call in OVERWRITE_CALLS if call[1] == dead_chat.id]
    assert dict(dead_chat.overwrites) == dead_chat_before
    assert not any(can_see(dead_chat, member) for member in players)
    assert not any(isinstance(t, discord.Member) for t in dead_chat_before if t != d.guild.me)


async def resolve_counting(d: Discord, host: discord.Member) -> tuple[int, int]:
    """`/host next`: the messages it posted in the game channel and every REST call it made."""
    posts = len(d.posts(d.channel))
    CALLS.clear()
    await d.reply(host, "host next")
    return len(d.posts(d.channel)) - posts, len(CALLS)


async def test_a_resolution_posts_one_message_in_the_game_channel(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    night = await resolve_counting(d, game.host)  # the summary and day 1, as one message
    for name, member in game.members.items():  # everyone votes: the day ends with a lynch
        if game.roles[name] != "boss":
            await d.reply(member, "vote", target=game.name_of("boss"))
    day = await resolve_counting(d, game.host)
    print(f"REST calls per resolution: night {night}, day {day}")
    assert night[0] == 1 and day[0] == 1, (night, day)
    [summary_and_day] = d.texts(d.channel)[-1:]
    assert "\n\n" in summary_and_day


async def test_a_forum_resolution_posts_the_full_tally_summary_and_deadline_as_one_message(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer
) -> None:
    d = discord_env
    host = make_host(d)
    await d.reply(host, "config forum", vote_visibility="hidden", day_ends="20:00")
    game = await deal(bot, d, roles=CLASSIC)
    night = await resolve_counting(d, host)
    for name, member in game.members.items():
        if game.roles[name] != "boss":
            await d.reply(member, "vote", target=game.name_of("boss"))
    day = await resolve_counting(d, host)
    print(f"forum REST calls per resolution: night {night}, day {day}")
    assert night[0] == 1 and day[0] == 1, (night, day)
    day_post = d.texts(d.channel)[-1]
    final = localizer.format("forum-tally-final", "ru")
    assert day_post.index(final) < day_post.index(game.name_of("boss")), day_post


async def test_closing_a_phases_move_forms_edits_each_once_and_fetches_none(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    game = await deal(bot, d, roles=CLASSIC)
    forms = await MoveForm.filter(closed=False).count()
    await resolve_counting(d, game.host)
    assert forms and await MoveForm.filter(closed=False, phase_kind="night").count() == 0
    assert "get_message" not in CALLS, Counter(CALLS)
    assert CALLS.count("edit_message") >= forms
