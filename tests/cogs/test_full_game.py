"""Complete games through Discord: lobby buttons, /game start, /act, /vote, /game next, the end."""

from __future__ import annotations

import asyncio

import pytest

import engine
from bot.discord.app import MafiaBot
from tests.cogs.harness import Discord, settle
from tests.cogs.play import open_game, play_to_the_end, start_game, status


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
async def test_a_whole_game_is_played_through_slash_commands_and_buttons(
    bot: MafiaBot, discord_env: Discord, ruleset: str
) -> None:
    d = discord_env
    host = await open_game(d, d.members, ruleset=ruleset)
    reply = await start_game(d, host)
    assert reply.ephemeral
    assert all(d.dms(m) for m in d.members), "every player gets a role card by DM"
    game_id = (await status(bot, d)).game_id
    winner = await play_to_the_end(bot, d, host)
    assert winner in ("civilians", "mafia", "robbers", "loner", "draw")
    view = await status(bot, d, game_id)
    assert view.state == "finished"
    # every role is revealed at the end, in the game channel: in the post that says the game is
    # over (the «итоги» review follows it, in as many messages as its length takes)
    posts = d.texts(d.channel)
    ends = [post for post in posts if "🏁" in post]  # game-over, in either language
    assert ends, "the end of the game is posted"
    end = ends[0]
    for seat in view.seats:
        assert seat.name in end
    # the game is over: any player may export its record, which replays to the same winner
    [reply] = await d.slash(d.members[3], "game export")
    [(_, data)] = reply.files
    assert engine.replay(engine.load_record(data.decode()))["winner"] == winner


async def test_a_night_ended_by_its_timer_is_announced_in_the_game_channel(
    bot: MafiaBot, discord_env: Discord
) -> None:
    d = discord_env
    host = await open_game(d, d.members)
    await start_game(d, host)
    view = await status(bot, d)
    posts_before = len(d.texts(d.channel))
    assert bot.service.timers.fire_now(view.game_id)  # the scheduler, fast-forwarded
    await asyncio.wait_for(
        bot.service.resolver.wait_for_phase(view.game_id, view.phase), timeout=10
    )
    for _ in range(200):  # delivery follows the stored resolution
        await settle()
        if len(d.texts(d.channel)) > posts_before:
            break
        await asyncio.sleep(0.01)
    after = await status(bot, d)
    assert after.phase is not None and (after.phase.kind, after.phase.number) == ("day", 1)
    assert len(d.texts(d.channel)) > posts_before, "the morning was posted by the timer"
