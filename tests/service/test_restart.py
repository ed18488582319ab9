"""Restart safety: a crash at any step of a resolution, then a new service over the same store,
resolves each phase exactly once and delivers every announcement; deadlines that passed while the
process was down are resolved at start; downtime during a day is not held against activity."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

import engine
from bot.demo.simulated import simulate_phase
from bot.service import FaultHook, GameService
from bot.service.ports.table import Reader, TableGame
from bot.store.models import RUNNING, Announcement, Game, Resolution, Seat
from bot.store.replay import rebuild
from bot.text.i18n import Text
from tests.service.helpers import (
    GUILD,
    RecordingTable,
    later,
    new_service,
    pinned_salt,
    play_phase,
    player,
    random_for,
    seated_game,
)

NIGHT_1 = engine.Phase("night", 1)


class Crash(BaseException):
    """The process dies here (not an `Exception`: nothing in the service may handle it, as
    nothing runs after a real crash)."""


def crash_at(point: str, nth: int = 1) -> FaultHook:
    """A fault hook that crashes the `nth` time the service reaches `point` in night 1."""
    seen = 0

    async def fault(reached: str, game_id: int, phase: engine.Phase | None) -> None:
        nonlocal seen
        if reached == point and phase == NIGHT_1:
            seen += 1
            if seen == nth:
                raise Crash(point)

    return fault


class CrashingTable(RecordingTable):
    """A Table whose `nth` message, post or DM (counted from when `armed`), dies before
    anything is shown (a resolution posts once: its second message is a DM)."""

    def __init__(self, nth: int) -> None:
        super().__init__()
        self.nth = nth
        self.armed = False
        self.posts = 0

    def _count(self) -> None:
        if self.armed:
            self.posts += 1
            if self.posts == self.nth:
                raise Crash("table")

    async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
        self._count()
        await super().announce(game, texts)

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        self._count()
        return await super().tell(game, player, texts)


async def _submit_night_one(service: GameService, game_id: int) -> None:
    game = await Game.get(id=game_id)
    seats = sorted(await Seat.filter(game_id=game_id), key=lambda seat: seat.position)
    await simulate_phase(service, game, seats, random_for)


async def _reference_calls(seed: int) -> list[tuple[str, str]]:
    """What night 1 and day 1 show when nothing crashes (a twin game in another channel)."""
    service, table = new_service(instance="reference")
    game_id = await seated_game(service, seed=seed, channel=30)
    await play_phase(service, game_id)
    await play_phase(service, game_id)
    return sorted(table.calls)


@pytest.mark.parametrize(
    ("point", "nth"),
    [
        ("before_transaction", 1),
        ("inside_transaction", 1),
        ("after_transaction", 1),
        ("delivered", 1),
        ("delivered", 3),
        ("table", 2),
    ],
)
async def test_a_crash_at_any_step_then_a_restart_resolves_once_and_delivers_everything(
    store: str, point: str, nth: int
) -> None:
    seed = 21
    expected = await _reference_calls(seed)
    table: RecordingTable
    if point == "table":
        table = CrashingTable(nth)
        crashing = GameService(instance="crashing", time_scale=1.0, salts=pinned_salt)
        crashing.tables.register(table)
    else:
        crashing, table = new_service(instance="crashing", fault=crash_at(point, nth))
    game_id = await seated_game(crashing, seed=seed)
    await _submit_night_one(crashing, game_id)
    if isinstance(table, CrashingTable):
        table.armed = True
    with pytest.raises(Crash):
        await crashing.resolver.resolve_phase(game_id, NIGHT_1)
    await crashing.lifecycle.close()

    restarted, later_table = new_service(instance="crashing")
    await restarted.lifecycle.resume()
    game = await Game.get(id=game_id)
    if game.phase_kind == "night":  # the crash came before the commit: the deadline resolves it
        assert restarted.timers.fire_now(game_id)
        game = await asyncio.wait_for(restarted.resolver.wait_for_phase(game_id, NIGHT_1), 30)
    assert await Resolution.filter(game_id=game_id, phase_kind="night").count() == 1
    # The deadline job delivers after its commit, so the phase may change a moment before the
    # last row is shown: wait for the delivery (within a bound), then check nothing is left.
    for _ in range(1000):
        if not await Announcement.filter(game_id=game_id, delivered=False).exists():
            break
        await asyncio.sleep(0.01)
    assert await Announcement.filter(game_id=game_id, delivered=False).count() == 0
    assert game.state != RUNNING or game.phase_kind == "day"
    if game.state == RUNNING:
        await play_phase(restarted, game_id)
    await restarted.lifecycle.close()

    assert sorted(table.calls + later_table.calls) == expected


async def test_a_deadline_that_passed_while_the_process_was_down_is_resolved_at_start(
    store: str,
) -> None:
    before, _ = new_service()
    game_id = await seated_game(before)
    await before.lifecycle.resume()
    await before.lifecycle.close()

    restarted, table = new_service(clock=lambda: later(1))
    await restarted.lifecycle.resume()
    await restarted.lifecycle.close()
    game = await Game.get(id=game_id)
    assert await Resolution.filter(game_id=game_id, phase_kind="night", phase_number=1).exists()
    assert (game.phase_kind, game.phase_number) == ("day", 1) or game.state != RUNNING
    assert table.calls and table.calls[0][0] == "announce"  # the morning summary, from the store
    if game.state == RUNNING:
        assert game.deadline is not None and game.deadline > later(1.9)


async def _day_one_with_messages(service: GameService) -> int:
    game_id = await seated_game(service, seed=11)
    assert await service.resolver.resolve_phase(game_id)
    state = await service.queries.engine_state(game_id)
    assert state.phase.kind == "day"
    for name in state.alive:
        index = state.names.index(name)
        await service.posted.record_message(GUILD, 20, player(index).user_id)
    return game_id


async def test_downtime_during_a_day_is_not_held_against_anyones_activity(store: str) -> None:
    before, _ = new_service()
    game_id = await _day_one_with_messages(before)
    await before.lifecycle.resume()
    await before.lifecycle.close()

    restarted, _ = new_service(clock=lambda: later(3))  # down for 3 hours: the day ended
    await restarted.lifecycle.resume()
    await restarted.lifecycle.close()
    day = await Resolution.get(game_id=game_id, phase_kind="day", phase_number=1)
    assert day.input["posts"] is None  # nobody's messages are counted against them


async def test_a_quick_restart_is_not_downtime(store: str) -> None:
    before, _ = new_service()
    game_id = await _day_one_with_messages(before)
    await before.lifecycle.resume()
    await before.lifecycle.close()

    restarted, _ = new_service(clock=lambda: later(0.01))
    await restarted.lifecycle.resume()
    assert restarted.timers.armed(game_id) is not None  # re-armed from the store
    game = await Game.get(id=game_id)
    assert game.downtime == 0.0
    assert await restarted.resolver.resolve_phase(game_id)
    await restarted.lifecycle.close()
    day = await Resolution.get(game_id=game_id, phase_kind="day", phase_number=1)
    assert day.input["posts"] is not None and all(n == 1 for n in day.input["posts"].values())  # type: ignore[union-attr]


async def test_the_cached_state_is_exactly_the_state_replayed_from_the_store(store: str) -> None:
    service, _ = new_service()
    game_id = await seated_game(service, players=10, seed=31)
    for _ in range(4):
        game = await Game.get(id=game_id)
        if game.state != RUNNING:
            break
        await play_phase(service, game_id)
    cached = await service.queries.engine_state(game_id)
    fresh, _ = new_service()
    assert await fresh.queries.engine_state(game_id) == cached
    assert await rebuild(await Game.get(id=game_id)) == cached


class FailingTable(RecordingTable):
    """A Table that cannot post in one game's channel (say, a permission was taken away)."""

    def __init__(self, broken_game: int) -> None:
        super().__init__()
        self.broken_game = broken_game

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        if game.game_id == self.broken_game:
            raise PermissionError("missing permission")
        return await super().tell(game, player, texts)


async def test_a_game_whose_table_fails_does_not_keep_the_others_from_resuming(
    store: str,
) -> None:
    silent = GameService(instance="x", time_scale=1.0)  # no Table yet: nothing delivered
    broken = await seated_game(silent)
    healthy = await seated_game(silent, channel=31)
    await silent.lifecycle.close()

    restarted = GameService(instance="x", time_scale=1.0)
    restarted.tables.register(FailingTable(broken))
    await restarted.lifecycle.resume()
    assert restarted.timers.armed(broken) and restarted.timers.armed(healthy)
    await restarted.lifecycle.close()
    assert await Announcement.filter(game_id=healthy, delivered=False).count() == 0
    assert await Announcement.filter(game_id=broken, delivered=False).count() > 0
