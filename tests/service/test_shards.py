"""Several processes on one PostgreSQL database, one set of Discord shards each: every process
resumes, resolves and delivers only its own shards' games (guild id -> shard as Discord computes
it), and a lease per shard passes from the old process to the new one during a deploy."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

import engine
from bot.service import GameService
from bot.service.outbox.actions import CloseMoves, OfferMoves
from bot.service.shards import ShardLeases, ShardPlan, ShardSettingError, shard_of, shard_plan
from bot.store.models import Announcement, Game, Resolution, ShardLease
from tests.service.bulk_games import clone_games, random_inputs, store_inputs
from tests.service.helpers import new_service, seated_game
from tests.service.stores import TEST_DATABASE_URL
from tests.service.test_batch_resolution import GameTable

SHARDS = 2
FORMS = (OfferMoves.TAG, CloseMoves.TAG)


def guild_on(shard: int, n: int) -> int:
    """A guild id Discord puts on `shard` of `SHARDS`."""
    return ((n * SHARDS + shard) << 22) | 12345


def test_a_guild_is_on_the_shard_discord_computes_and_the_plan_comes_from_the_environment() -> None:
    assert shard_of(guild_on(1, 7), SHARDS) == 1 and shard_of(guild_on(0, 7), SHARDS) == 0
    assert shard_of(81384788765712384, 4) == (81384788765712384 >> 22) % 4
    assert shard_plan({}) == ShardPlan()
    assert shard_plan({"SHARD_COUNT": "8", "SHARD_IDS": "0-2,5"}) == ShardPlan(8, (0, 1, 2, 5))
    for bad in ({"SHARD_IDS": "1"}, {"SHARD_COUNT": "2", "SHARD_IDS": "2"}):
        with pytest.raises(ShardSettingError):
            shard_plan(bad)


def clock() -> datetime:
    return datetime.now(UTC)


async def overdue_games_on_both_shards(per_shard: int) -> dict[int, list[int]]:
    """Running games whose deadline passed, `per_shard` on each shard; ids by shard."""
    maker, _ = new_service(instance="maker")
    template = await seated_game(maker, players=7, seed=2)
    past = datetime.now(UTC) - timedelta(minutes=5)
    ids: dict[int, list[int]] = {}
    for shard in range(SHARDS):
        channels = range(1000 * (shard + 1), 1000 * (shard + 1) + per_shard)
        made = await clone_games(template, channels, range(per_shard), deadline=past)
        for n, game_id in enumerate(made):
            await Game.filter(id=game_id).update(guild_id=guild_on(shard, n))
        ids[shard] = made
    await store_inputs(maker, await random_inputs(maker, ids[0] + ids[1], seed="shards"))
    await Game.filter(id=template).update(deadline=datetime.now(UTC) + timedelta(days=1))
    await Announcement.all().update(delivered=True)  # the template's deal
    return ids


@pytest.mark.skipif(not TEST_DATABASE_URL, reason="several processes need PostgreSQL")
async def test_two_processes_with_different_shard_ids_each_resolve_and_deliver_only_their_own(
    store: str,
) -> None:
    if not store.startswith("postgres"):
        pytest.skip("several processes need PostgreSQL")
    ids = await overdue_games_on_both_shards(per_shard=12)
    services, tables = [], []
    for shard in range(SHARDS):
        leases = ShardLeases(ShardPlan(SHARDS, (shard,)), f"process-{shard}", clock)
        await leases.acquire(timeout=10)
        service = GameService(instance=f"shards-{shard}", owns=leases.owns)
        table = GameTable()
        service.tables.register(table)
        services.append((service, leases))
        tables.append(table)
    await asyncio.gather(*(service.lifecycle.resume() for service, _ in services))
    for service, leases in services:
        await service.lifecycle.close()
        await leases.release()
    for shard in range(SHARDS):
        theirs = ids[1 - shard]
        assert set(tables[shard].calls) == set(ids[shard])  # all its own games, nothing else
        assert not set(tables[shard].calls) & set(theirs)
        for game_id in ids[shard]:
            assert await Resolution.filter(game_id=game_id).count() == 1
            assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
            rows = (
                await Announcement.filter(game_id=game_id).exclude(action__in=FORMS).count()
            )  # a Table without move forms shows none
            assert len(tables[shard].calls[game_id]) == rows  # each shown once
            assert (await Resolution.get(game_id=game_id)).resolved_by == f"shards-{shard}"


async def test_the_lease_passes_to_the_new_process_during_an_overlapping_deploy(
    store: str,
) -> None:
    plan = ShardPlan(SHARDS, (0, 1))
    old = ShardLeases(plan, "old-process", clock, lease_seconds=30, renew_seconds=0.05)
    await old.acquire(timeout=5)
    assert old.owns(guild_on(0, 1)) and old.owns(guild_on(1, 1))
    new = ShardLeases(plan, "new-process", clock, lease_seconds=30, renew_seconds=0.05)
    waiting = asyncio.create_task(new.acquire(poll_seconds=0.05, timeout=10))
    await asyncio.sleep(0.3)  # both run: the old one renews, the new one waits
    assert not waiting.done()
    assert new.held == frozenset() and not new.owns(guild_on(0, 1))
    assert old.held == frozenset({0, 1})
    await old.release()  # the old process shuts down
    await waiting
    assert new.held == frozenset({0, 1}) and new.owns(guild_on(1, 3))
    assert not old.owns(guild_on(0, 1))
    owners = set(await ShardLease.all().values_list("owner", flat=True))
    assert owners == {"new-process"}
    await new.release()


async def test_a_dead_process_lease_is_taken_over_once_it_expires_never_before(
    store: str,
) -> None:
    plan = ShardPlan(SHARDS, (1,))
    dead = ShardLeases(plan, "dead-process", clock, lease_seconds=0.6, renew_seconds=60)
    await dead.acquire(timeout=5)  # then it dies: never renews, never releases
    new = ShardLeases(plan, "new-process", clock, lease_seconds=0.6, renew_seconds=60)
    assert await new.take() == frozenset()  # still held
    await asyncio.sleep(0.7)
    await new.acquire(poll_seconds=0.05, timeout=5)
    assert new.held == frozenset({1})
    assert await dead.renew() == frozenset()  # the old owner finds it lost
    assert not dead.owns(guild_on(1, 2))
    await new.release()


class MovedClock:
    """A clock the test moves on: the time a process's renewals stalled for."""

    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


async def test_a_lease_not_renewed_in_time_is_not_owned_until_a_renewal_takes_it_back(
    store: str,
) -> None:
    clock = MovedClock()
    leases = ShardLeases(ShardPlan(SHARDS, (0,)), "stalled-process", clock, lease_seconds=30)
    regained: list[frozenset[int]] = []

    async def resume(shards: frozenset[int]) -> None:
        regained.append(shards)

    leases.on_regained = resume
    await leases.take()
    assert leases.owns(guild_on(0, 3))
    clock.advance(31)  # its renewals failed (the store was away) for longer than a lease
    assert not leases.owns(guild_on(0, 3))  # another process may hold it by now
    assert await leases.renew() == frozenset({0})  # nobody did: it comes back, and with it
    assert leases.owns(guild_on(0, 3)) and regained == [frozenset({0})]  # the games resume
    assert await leases.renew() == frozenset({0}) and regained == [frozenset({0})]  # once
    await leases.release()


async def test_a_lease_that_ran_out_and_was_taken_by_another_process_stays_lost(
    store: str,
) -> None:
    clock = MovedClock()
    stalled = ShardLeases(ShardPlan(SHARDS, (1,)), "stalled-process", clock, lease_seconds=30)
    await stalled.take()
    clock.advance(31)
    other = ShardLeases(ShardPlan(SHARDS, (1,)), "other-process", clock, lease_seconds=30)
    assert await other.take() == frozenset({1})
    assert await stalled.renew() == frozenset()
    assert not stalled.owns(guild_on(1, 2)) and other.owns(guild_on(1, 2))
    await other.release()


async def test_a_process_that_no_longer_owns_a_game_neither_reminds_nor_resolves_it(
    store: str,
) -> None:
    owned = [True]
    service, table = new_service(owns=lambda guild_id: owned[0])
    game_id = await seated_game(service)
    await service.lifecycle.resume()
    owned[0] = False  # its shard's lease ran out, or the next process of a deploy took it
    shown = len(table.calls)
    assert service.timers.fire_reminder_now(game_id)
    assert not await service.resolver.resolve_phase(
        game_id, engine.Phase("night", 1)
    )  # the one-game path
    await asyncio.sleep(0.3)
    await service.lifecycle.close()
    assert len(table.calls) == shown  # no reminder, no post
    assert await Resolution.filter(game_id=game_id).count() == 0
