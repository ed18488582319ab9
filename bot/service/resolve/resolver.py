"""Resolving a phase exactly once: inside one transaction that locks the game rows (one game, or
a batch of games due together: the same code, `bot.service.resolve.storing`), each game's phase is
checked again, and the engine's result, the next phase and its deadline, and the announcements
(an outbox) are stored, with a `Resolution` row unique per (game, phase kind, number); the
outbox is delivered after the commit."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Collection, Mapping, Sequence
from typing import NamedTuple

import engine
from bot.service.clock.jobs import Jobs
from bot.service.clock.phases import PhaseClock
from bot.service.clock.timers import PhaseCallback, PhaseTimers
from bot.service.outbox.delivery import Delivery
from bot.service.play.submissions import collect_inputs
from bot.service.resolve.gcpause import collection_paused
from bot.service.resolve.storing import store_resolutions
from bot.service.runtime import Clock, EngineCache, FaultPoints, GameLocks
from bot.store import games
from bot.store.games import StoredGame, phase_of
from bot.store.states import RUNNING
from bot.store.transactions import Transaction

__all__ = ["Resolved", "Resolver"]


class Resolved(NamedTuple):
    """A game whose phase was resolved: its row (at the next phase now), and that phase."""

    game: StoredGame
    phase: engine.Phase


class Resolver:
    """Resolves a game's phase exactly once, when its deadline job runs or when asked; owns the
    phase clock whose deadline jobs call it (`on_reminder`: the reminder jobs' callback)."""

    def __init__(
        self,
        delivery: Delivery,
        jobs: Jobs,
        on_reminder: PhaseCallback,
        *,
        locks: GameLocks,
        cache: EngineCache,
        clock: Clock,
        instance: str,
        owns: Callable[[int], bool],
        faults: FaultPoints,
    ) -> None:
        self._locks = locks
        self._cache = cache
        self._clock = clock
        self._instance = instance
        self._owns = owns
        self._faults = faults
        self._resolved = asyncio.Condition()  # notified whenever a phase was resolved here
        self._delivery = delivery
        # Resolves a due game with the others due at once (`bot.service.clock.batcher`), if
        # plugged in.
        self.batch: Callable[[int, engine.Phase], Awaitable[object]] | None = None
        self.phases = PhaseClock(clock, PhaseTimers(jobs, self.on_deadline, on_reminder))

    async def resolve_phase(
        self, game_id: int, expected: engine.Phase | None = None, *, by_host: bool = False
    ) -> bool:
        """Resolve the game's current phase (only if it is still `expected`), store the result,
        the next phase and its deadline in one transaction, then deliver (`by_host`: the host
        ended it early, which its post says). False if there was nothing to resolve (already
        resolved, paused, over)."""
        resolved = await self.resolve({game_id: expected}, by_host={game_id} if by_host else ())
        await self.deliver(resolved)
        return bool(resolved)

    async def resolve_decided(self, game_id: int, phase: engine.Phase) -> bool:
        """R91: resolve the game's day now, as at its deadline, if it is still `phase` and the
        votes stored decide it (checked again under the lock: a vote changed meanwhile, or the
        deadline that came first, leaves nothing to do); then deliver. Whether it was resolved
        here."""
        resolved = await self.resolve({game_id: phase}, decided=True)
        await self.deliver(resolved)
        return bool(resolved)

    async def resolve(
        self,
        wanted: Mapping[int, engine.Phase | None],
        *,
        decided: bool = False,
        by_host: Collection[int] = (),
    ) -> list[Resolved]:
        """Resolve the current phase of each game still in the phase wanted of it (None: any),
        in one transaction that locks their rows in id order, through the one code that stores
        a resolution (`bot.service.resolve.storing`); the games resolved. Another process's games
        (`owns`: its shard's lease) are left alone, whichever path asks. After the
        commit the cache and the timers follow; a game over leaves memory. Nothing is delivered
        yet (`deliver`). `decided`: only the days whose stored votes decide them (R91)."""
        order = sorted(wanted)
        for game_id in order:
            await self._faults.at_fault_point("before_transaction", game_id, wanted[game_id])
        with collection_paused():
            async with self._locks.locked_games(order) as (locked, conn):
                due = [
                    game
                    for game in locked
                    if game.state == RUNNING
                    and game.phase_kind is not None
                    and self._owns(game.guild_id)
                    and wanted[game.id] in (None, phase_of(game))
                ]
                if decided:
                    due = await self._decided(due, conn)
                stored = (
                    await store_resolutions(
                        due,
                        conn,
                        phases=self.phases,
                        cache=self._cache,
                        clock=self._clock,
                        instance=self._instance,
                        faults=self._faults,
                        by_host=by_host,
                    )
                    if due
                    else {}
                )
                resolved = [Resolved(stored[game.id][0], phase_of(game)) for game in due]
            # Committed. No await from the commit to here: nobody sees a resolved game before
            # its cache and timers follow.
            with self.phases.timers.together():
                for game, after in stored.values():
                    if game.state == RUNNING:
                        self._cache[game.id] = after
                        self.phases.arm(game)
                    else:
                        self.phases.disarm(game.id)
                        self._cache.forget(game.id)  # a game over leaves memory
        return resolved

    async def _decided(self, due: list[StoredGame], conn: Transaction) -> list[StoredGame]:
        """The games of `due` (rows locked) whose stored day input decides the day (R91)."""
        states = [(game, await self._cache.engine_game(game, conn)) for game in due]
        inputs = await collect_inputs(states, conn)
        return [game for game, state in states if state.decided_by(inputs[game.id]) is not None]

    async def deliver(self, resolved: Sequence[Resolved]) -> None:
        """After the commit: show what the resolved games stored (raises if the store fails on
        the way: each game's delivery job tries again), and wake whoever waits for a phase."""
        for game, phase in resolved:
            await self._faults.at_fault_point("after_transaction", game.id, phase)
        try:
            if resolved:
                with collection_paused():
                    await self._delivery.deliver_many([game for game, _ in resolved])
        finally:
            async with self._resolved:
                self._resolved.notify_all()

    async def wait_for_phase(self, game_id: int, phase: engine.Phase | None) -> StoredGame:
        """Wait until the game has left `phase` (or is no longer running); the game row. The
        store is read again at least every second (another process may resolve it)."""
        resolved = self._resolved
        while True:
            async with resolved:
                game = await games.get(game_id)
                assert game is not None, f"no game {game_id}"
                if game.state != RUNNING or phase is None or phase_of(game) != phase:
                    return game
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(resolved.wait(), timeout=1.0)

    async def on_deadline(self, game_id: int, kind: str, number: int) -> None:
        """The deadline job of a game's phase: resolve it (with the other games due now, when a
        batcher is plugged in: `batch`). If this raises (the store unavailable), the job is
        logged and retried with backoff (`bot.service.clock.jobs`) until it succeeds; the phase
        re-check and the unique `Resolution` row make a retry resolve it at most once."""
        phase = engine.Phase.from_row(kind, number)
        if self.batch is not None:
            await self.batch(game_id, phase)
        else:
            await self.resolve_phase(game_id, phase)
