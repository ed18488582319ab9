"""Long-lived tasks survive the store going away at the worst moment: a lease renewal or a
resume whose store fails is tried again, afresh, and succeeds once the store is back."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta

import pytest

from bot.service import GameService, lifecycle
from bot.service.lifecycle import DOWNTIME_GRACE_SECONDS, HEARTBEAT_SECONDS
from bot.service.shards import ShardLeases, ShardPlan
from bot.store import games, heartbeats
from bot.store.models import RUNNING, Game, ShardLease
from bot.store.transactions import transaction
from tests.service.helpers import RecordingTable, later, seated_game
from tests.service.outage import store_outage


async def _until(check: Callable[[], Awaitable[bool]], seconds: float = 10.0) -> None:
    async with asyncio.timeout(seconds):
        while not await check():
            await asyncio.sleep(0.01)


async def test_a_lease_renewal_cut_off_by_the_store_is_renewed_once_the_store_is_back(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    leases = ShardLeases(
        ShardPlan(2, (0, 1)), "renewer", lambda: datetime.now(UTC), renew_seconds=0.02
    )
    await leases.acquire()
    try:
        with store_outage(monkeypatch) as outage:
            outage.away = True
            await _until(lambda: _true(outage.failed >= 3))  # renewals failed mid-transaction
            outage.away = False
            back = datetime.now(UTC)

            async def renewed_after_the_outage() -> bool:
                rows = await ShardLease.filter(owner="renewer")
                return len(rows) == 2 and all(row.expires_at > back for row in rows)

            await _until(renewed_after_the_outage)
            # and the store still serves everyone else's transactions (none left half-open)
            async with asyncio.timeout(5), transaction():
                pass
        assert leases.owns(0) and leases.owns(1 << 22)
    finally:
        await leases.release()


async def _true(value: bool) -> bool:
    return value


async def test_a_resume_cut_off_by_the_store_is_retried_until_every_game_is_armed(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = GameService(instance="setup")
    setup.tables.register(RecordingTable())
    ids = [await seated_game(setup, channel=channel) for channel in (11, 12, 13)]
    await setup.lifecycle.close()
    service = GameService(instance="restarted")
    service.tables.register(RecordingTable())
    monkeypatch.setattr("bot.service.lifecycle.RESUME_RETRY_SECONDS", (0.01,))
    with store_outage(monkeypatch) as outage:
        outage.away = True  # the store went away between setup_hook and on_ready
        resuming = asyncio.create_task(service.lifecycle.resume_until_done())
        await _until(lambda: _true(outage.failed >= 3))
        assert not resuming.done()
        assert all(service.timers.armed(game_id) is None for game_id in ids)
        outage.away = False
        await asyncio.wait_for(resuming, 10)
    try:
        for game_id in ids:
            game = await Game.get(id=game_id)
            assert game.state == RUNNING and service.timers.armed(game_id) == game.deadline
    finally:
        await service.lifecycle.close()


# The downtime tests freeze the service's clock a day ahead of the real one (`later(24)`): the
# phase timers run on real time, and a deadline of a clock set in the past would fire at once,
# resolving the day whose downtime a test measures.


async def test_a_resume_run_twice_counts_the_downtime_once(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # no heartbeat of real time between the kill and the restarts: a beat at the moved clock
    # would stand for a process that never stopped (a slow machine takes 5 s to get there)
    monkeypatch.setattr(lifecycle, "HEARTBEAT_SECONDS", 3600.0)
    now = [later(24)]
    service = GameService(instance="twice", clock=lambda: now[0])
    service.tables.register(RecordingTable())
    game_id = await seated_game(service)
    await Game.filter(id=game_id).update(phase_kind="day")
    await service.lifecycle.resume()
    now[0] += timedelta(seconds=100)  # killed; back 100 s later
    await service.lifecycle.resume()
    await service.lifecycle.resume()
    await service.lifecycle.close()
    assert (await Game.get(id=game_id)).downtime == pytest.approx(100)


async def test_the_sweep_arms_a_running_game_whose_timer_was_lost(store: str) -> None:
    service = GameService(instance="sweep")
    service.tables.register(RecordingTable())
    game_id = await seated_game(service)
    await service.lifecycle.resume()
    try:
        service.timers.disarm(game_id)  # its job was dropped
        assert service.timers.armed(game_id) is None
        await service.lifecycle.sweep()
        game = await games.get(game_id)
        assert game is not None and service.timers.armed(game_id) == game.deadline
    finally:
        await service.lifecycle.close()


async def _day_game(service: GameService) -> int:
    game_id = await seated_game(service)
    await Game.filter(id=game_id).update(phase_kind="day")
    return game_id


async def test_a_35_second_stop_after_a_failed_heartbeat_is_a_restart_not_downtime(
    store: str,
) -> None:
    now = [later(24)]
    service = GameService(instance="beating", clock=lambda: now[0])
    service.tables.register(RecordingTable())
    game_id = await _day_game(service)
    await heartbeats.beat("beating", now[0])  # the last heartbeat that reached the store
    # one heartbeat failed (the store was away), the process was killed just before the next,
    # and came back 35 s later
    now[0] += timedelta(seconds=2 * HEARTBEAT_SECONDS + 35)
    await service.lifecycle.resume()
    await service.lifecycle.close()
    assert service.lifecycle.downtime == 0.0
    assert (await Game.get(id=game_id)).downtime == 0.0


async def test_downtime_counts_from_the_recorded_shutdown(store: str) -> None:
    now = [later(24)]
    service = GameService(instance="stopping", clock=lambda: now[0])
    service.tables.register(RecordingTable())
    game_id = await _day_game(service)
    await service.lifecycle.resume()
    now[0] += timedelta(minutes=10)  # served for ten minutes (heartbeats not run: frozen clock)
    await service.lifecycle.close()  # a deploy stops it here
    now[0] += timedelta(seconds=35)
    await service.lifecycle.resume()
    assert service.lifecycle.downtime == 0.0
    now[0] += timedelta(seconds=5)
    await service.lifecycle.close()
    now[0] += timedelta(seconds=DOWNTIME_GRACE_SECONDS + 1)
    await service.lifecycle.resume()
    await service.lifecycle.close()
    assert service.lifecycle.downtime == pytest.approx(DOWNTIME_GRACE_SECONDS + 1)
    assert (await Game.get(id=game_id)).downtime == pytest.approx(DOWNTIME_GRACE_SECONDS + 1)
