"""Phase timers: real APScheduler jobs resolve at the deadline, late jobs still run, reminders
are posted, and a restart re-arms every running game from the store."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import engine
from bot.service.clock.timers import reminder_job
from bot.service.ports.calls import Caller
from bot.store.models import Game, Resolution
from tests.service.helpers import CHANNEL, GUILD, new_service, seated_game

NIGHT_1 = engine.Phase("night", 1)


async def test_the_deadline_job_resolves_the_phase_when_it_fires(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    await service.lifecycle.resume()
    assert service.timers.fire_now(game_id)
    game = await asyncio.wait_for(service.resolver.wait_for_phase(game_id, NIGHT_1), 30)
    await service.lifecycle.close()
    assert (game.phase_kind, game.phase_number) == ("day", 1) or game.winner is not None
    assert await Resolution.filter(game_id=game_id).count() == 1


async def test_a_job_that_is_late_still_runs(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)
    await service.lifecycle.resume()
    ten_minutes_ago = datetime.now(UTC) - timedelta(minutes=10)
    service.timers.arm(game_id, NIGHT_1, ten_minutes_ago, None)  # the default grace would drop it
    await asyncio.wait_for(service.resolver.wait_for_phase(game_id, NIGHT_1), 30)
    await service.lifecycle.close()
    assert await Resolution.filter(game_id=game_id).count() == 1


async def test_the_reminder_is_posted_in_the_game_channel(store: str) -> None:
    service, table = new_service()
    game_id = await seated_game(service)
    await service.lifecycle.resume()
    job = service.timers.scheduler.get_job(reminder_job(game_id))
    assert job is not None
    game = await Game.get(id=game_id)
    assert game.deadline is not None
    assert job.next_run_time == game.deadline - timedelta(minutes=5)
    shown = len(table.calls)
    job.modify(next_run_time=datetime.now(UTC))
    service.timers.scheduler.wakeup()
    for _ in range(500):  # up to 5 s on a busy machine
        if len(table.calls) > shown:
            break
        await asyncio.sleep(0.01)
    await service.lifecycle.close()
    method, key = table.calls[shown]
    # fired at once, so the whole night is left: the reminder says how much really is
    assert method == "announce" and '"id": "reminder-' in key and '"minutes": 20' in key


async def test_a_restart_rearms_every_running_game_from_the_store(store: str) -> None:
    before, _ = new_service()
    first = await seated_game(before)
    second = await seated_game(before, channel=CHANNEL + 1)
    await before.lifecycle.close()

    restarted, _ = new_service()
    await restarted.lifecycle.resume()
    for game_id in (first, second):
        game = await Game.get(id=game_id)
        assert restarted.timers.armed(game_id) == game.deadline
    await restarted.lifecycle.close()


async def test_each_process_resumes_only_the_games_of_the_guilds_it_owns(store: str) -> None:
    before, _ = new_service()
    first = await seated_game(before)
    other = GUILD + 1
    lobby = await before.lobby.open_lobby(Caller(1, other, 5, is_admin=True), "city", seed=2)
    for index in range(8):
        await before.lobby.join(Caller(900 + index, other, 5), f"Q{index}")
    await before.lobby.start_game(Caller(1, other, 5, is_admin=True))
    await before.lifecycle.close()

    shard, _ = new_service(owns=lambda guild_id: guild_id == other)
    await shard.lifecycle.resume()
    assert shard.timers.armed(first) is None
    assert shard.timers.armed(lobby.game_id) is not None
    await shard.lifecycle.close()


async def test_waiting_for_a_phase_outlasts_a_quiet_second_until_it_is_resolved(
    store: str,
) -> None:
    service, _ = new_service()
    game_id = await seated_game(service)

    async def resolve_later() -> None:
        await asyncio.sleep(1.3)  # longer than the waiter's one-second look at the store
        await service.resolver.resolve_phase(game_id, NIGHT_1)

    later = asyncio.create_task(resolve_later())
    game = await asyncio.wait_for(service.resolver.wait_for_phase(game_id, NIGHT_1), timeout=10)
    await later
    assert (game.phase_kind, game.phase_number) == ("day", 1)
