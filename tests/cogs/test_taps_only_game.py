"""A whole game of each rule set is played with taps only, apart from the
day's vote: every move of every night and day goes through the move forms."""

from __future__ import annotations

import pytest

from bot.discord.app import MafiaBot
from bot.store.models import Submission
from tests.cogs.harness import Discord
from tests.cogs.play import deal, play_day, seat_members, status
from tests.cogs.taps import tap_any_move


@pytest.mark.parametrize("ruleset", ["city", "hobbit"])
async def test_a_whole_game_is_played_with_taps_only(
    bot: MafiaBot, discord_env: Discord, ruleset: str
) -> None:
    d = discord_env
    dealt = await deal(bot, d, ruleset=ruleset)
    tapped = 0
    for _ in range(40):
        view = await status(bot, d, dealt.game_id)
        if view.winner is not None:
            break
        assert view.phase is not None
        title = f"{view.phase.kind.title()} {view.phase.number}"
        seats = await seat_members(bot, d)
        for seat in view.seats:
            if seat.alive and seat.name in seats:
                tapped += await tap_any_move(d, seats[seat.name], title)
        if view.phase.kind == "night":
            await d.reply(dealt.host, "host next")
        else:
            await play_day(bot, d, dealt.host)  # the day's vote, by /vote
    else:
        raise AssertionError("the game did not end")
    assert view.winner is not None
    actions = await Submission.filter(game_id=dealt.game_id, kind="action").count()
    assert tapped >= 3 and actions >= tapped, "moves of every phase came from the forms"
