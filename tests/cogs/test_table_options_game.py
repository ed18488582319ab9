"""A game with all three table options on (`night_chat: closed`, `spectators: all` with
`dead_see_teams`, `majority_lynch`), played to its end through the slash commands with the
README's permissions: each night the living are kept out of the game channel, each day a
majority's vote ends the day at once (the record marks it), a spectator follows it all, and at
the end everyone writes again and the spectator's admissions are gone."""

from __future__ import annotations

import json

import discord

from bot.discord.app import MafiaBot
from tests.cogs.backends import both_stores  # noqa: F401  (db_url: SQLite and PostgreSQL)
from tests.cogs.harness import Discord
from tests.cogs.play import (
    act_first_legal,
    can_see,
    can_write,
    open_with_options,
    seat_members,
    start_game,
    status,
)

PLAYERS = 7


async def test_a_game_with_every_table_option_plays_to_its_end(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    dead_chat = d.make_text_channel("dead-chat")
    options = {
        "night_chat": "closed",
        "spectators": "all",
        "dead_see_teams": True,
        "majority_lynch": True,
    }
    host = await open_with_options(d, d.members[:PLAYERS], **options)
    await d.reply(host, "config setup", dead_chat=dead_chat)
    await start_game(d, host)
    watcher = d.members[PLAYERS]
    assert (await d.reply(watcher, "game watch")).ephemeral
    game_id = (await status(bot, d)).game_id
    early_days = 0
    for _ in range(40):
        view = await status(bot, d, game_id)
        if view.winner is not None:
            break
        assert view.phase is not None
        seats = await seat_members(bot, d)
        living = [seat.name for seat in view.seats if seat.alive and seat.name in seats]
        if view.phase.kind == "night":
            assert not any(can_write(d.channel, seats[name]) for name in living)
            for name in living:
                await act_first_legal(d, seats[name])
            await d.reply(host, "host next")
            continue
        assert all(can_write(d.channel, seats[name]) for name in living)
        assert can_write(dead_chat, watcher)
        target = living[-1]
        for name in living:
            vote_for = target if name != target else living[0]
            reply = await d.reply(seats[name], "vote", target=vote_for)
            assert reply.ephemeral
            after = await status(bot, d, game_id)
            if after.phase != view.phase:
                early_days += 1  # the majority's vote ended the day
                break
        else:
            await d.reply(host, "host next")
    else:
        raise AssertionError("the game did not end")
    assert early_days >= 1
    assert all(can_write(d.channel, m) for m in d.members[:PLAYERS]), "the channel is open again"
    assert not can_see(dead_chat, watcher), "the spectator's admission ended with the game"
    [reply] = await d.slash(host, "game export")
    [(_, data)] = reply.files
    record = json.loads(data)
    days = [phase["day"] for phase in record["phases"] if "day" in phase]
    assert sum(1 for day in days if day.get("ended_early")) == early_days
    overwrites = [t for t in d.channel.overwrites if isinstance(t, discord.Member)]
    assert all(d.channel.overwrites[t].send_messages is not False for t in overwrites)


async def test_r91_votes_show_the_majority_and_its_vote_ends_the_day(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_with_options(d, d.members[:PLAYERS], majority_lynch=True)
    await start_game(d, host)
    await d.reply(host, "host next")  # a quiet night 1: seven alive, a majority is 4
    seats = await seat_members(bot, d)
    names = list(seats)
    shown = await d.reply(seats[names[0]], "votes")
    assert "A majority needs 4 votes" in (shown.content or "")
    shown = await d.reply(seats[names[0]], "votes", locale="ru")
    assert "Для досрочного линча нужно 4 голоса" in (shown.content or "")
    for voter in names[:3]:
        await d.reply(seats[voter], "vote", target=names[6])
    view = await status(bot, d)
    assert view.phase is not None and view.phase.kind == "day"
    await d.reply(seats[names[3]], "vote", target=names[6])
    view = await status(bot, d)
    assert view.phase is not None and view.phase.kind == "night"
    assert not next(seat for seat in view.seats if seat.name == names[6]).alive
    assert any("голосует больше половины живых" in text for text in d.texts(d.channel))
