"""A restart in the middle of a night and of a day: a new bot over the same database resumes."""

from __future__ import annotations

import asyncio
import json

import pytest

import engine
from bot.discord.app import MafiaBot
from bot.store.models import Game
from bot.text.i18n import Localizer
from tests.cogs.conftest import make_bot, start_bot, stop_bot
from tests.cogs.harness import Discord
from tests.cogs.play import act_first_legal, deal, open_game, status
from tests.service.outage import store_outage


async def restart(d: Discord, localizer: Localizer, db_url: str) -> MafiaBot:
    """Stop the running bot (timers, store) and start a new one over the same database."""
    await stop_bot(d.bot)  # type: ignore[arg-type]
    new = make_bot(localizer, db_url)
    d.hand_over(new)
    await start_bot(new)
    return new


async def test_restart_mid_night_and_mid_day_loses_no_action_and_no_vote(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    game = await deal(bot, d, d.members[:7])
    host, seats = game.host, game.members
    recorded = {}
    for name, member in seats.items():
        reply = await act_first_legal(d, member)
        if reply is not None and (reply.content or "").startswith("Request accepted"):
            recorded[name] = reply.content
    assert recorded, "somebody has a night action"

    bot = await restart(d, localizer, db_url)
    await d.reply(host, "host next")  # the night resolves with what was sent before the restart
    view = await status(bot, d)
    assert view.phase is not None and view.phase.kind == "day"

    living = [seat.name for seat in view.seats if seat.alive]
    votes = {name: living[0] if name != living[0] else living[1] for name in living}
    for name, target in votes.items():
        await d.reply(seats[name], "vote", target=target)

    bot = await restart(d, localizer, db_url)
    await d.reply(host, "host next")
    [reply] = await d.slash(host, "game export")
    [(filename, data)] = reply.files
    record = json.loads(data)
    assert filename.endswith(".json")
    night, day = record["phases"][0]["night"], record["phases"][1]["day"]
    assert set(recorded) <= set(night), "every action sent before the restart was resolved"
    assert day["votes"] == votes, "every vote cast before the restart was counted"


async def test_lobby_buttons_posted_before_a_restart_still_work(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    host = await open_game(d, d.members[:3])
    lobby = d.posts(d.channel)[-1]
    await restart(d, localizer, db_url)
    [update] = await d.click(d.members[3], lobby, "mafia:lobby:join")
    assert update.kind == "update"
    assert d.members[3].display_name in d.texts(d.channel)[-1]
    assert host is d.host_member


async def test_join_and_leave_commands_after_a_restart_edit_the_lobby_posted_before_it(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    await open_game(d, d.members[:3])
    lobby = d.posts(d.channel)[-1]
    await restart(d, localizer, db_url)
    newcomer = d.members[3]
    await d.reply(newcomer, "game join")
    assert [p.id for p in d.posts(d.channel)] == [lobby.id], "edited, not posted anew"
    assert newcomer.display_name in d.texts(d.channel)[-1]
    await restart(d, localizer, db_url)
    await d.reply(d.members[1], "game leave")
    assert d.members[1].display_name not in d.texts(d.channel)[-1]
    assert newcomer.display_name in d.texts(d.channel)[-1]


async def test_a_days_tally_posted_before_a_restart_is_edited_after_it(
    bot: MafiaBot, discord_env: Discord, localizer: Localizer, db_url: str
) -> None:
    d = discord_env
    game = await deal(bot, d, d.members[:7])
    seats = game.members
    await d.reply(game.host, "host next")  # a quiet night 1
    living = [seat.name for seat in (await status(bot, d)).seats if seat.alive]
    first, second, target = living[0], living[1], living[2]
    await d.reply(seats[first], "vote", target=target)
    tally = d.posts(d.channel)[-1]
    bot = await restart(d, localizer, db_url)
    await d.reply(seats[second], "vote", target=target)
    assert d.posts(d.channel)[-1].id == tally.id, "the tally was edited, not posted anew"
    assert second in d.texts(d.channel)[-1] and first in d.texts(d.channel)[-1]


async def test_a_store_cut_off_between_setup_hook_and_on_ready_leaves_every_game_armed(
    bot: MafiaBot,
    discord_env: Discord,
    localizer: Localizer,
    db_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    d = discord_env
    game = await deal(bot, d, d.members[:7])
    await stop_bot(d.bot)  # type: ignore[arg-type]
    new = make_bot(localizer, db_url)
    d.hand_over(new)
    monkeypatch.setattr("bot.service.lifecycle.RESUME_RETRY_SECONDS", (0.01,))
    await new._async_setup_hook()
    await new.setup_hook()  # the store opened, the cogs loaded
    with store_outage(monkeypatch) as outage:
        outage.away = True  # then the store goes away, before on_ready resumes
        ready = asyncio.create_task(new.on_ready())
        async with asyncio.timeout(10):
            while outage.failed < 3:
                await asyncio.sleep(0.01)
        assert not ready.done() and new.service.timers.armed(game.game_id) is None
        outage.away = False
        await asyncio.wait_for(ready, 10)
    stored = await Game.get(id=game.game_id)
    assert new.service.timers.armed(game.game_id) == stored.deadline
    await d.reply(game.host, "host next")  # the game goes on
    assert (await status(new, d)).phase == engine.Phase("day", 1)
