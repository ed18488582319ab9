"""Start-up and shut-down: resuming every game (and every scheduled start) after a restart
(retried until the store lets it), the heartbeat that measures how long the process was down,
and the sweep that arms any due game whose timer was lost.

Downtime is measured from the moment the process stopped serving, as the store knows it: the
last heartbeat it wrote (every `HEARTBEAT_SECONDS`) or the shutdown it recorded when it closed,
to the resume. A gap up to `DOWNTIME_GRACE_SECONDS` is a restart, not downtime.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.service.clock.batcher import DeadlineBatcher
from bot.service.clock.jobs import JOB_RETRY_SECONDS, backoff
from bot.service.lobby.scheduled import ScheduledStarts
from bot.service.outbox.delivery import Delivery
from bot.service.resolve.resolver import Resolver
from bot.service.runtime import Clock
from bot.service.seats.removed import RemovedSeats
from bot.store import discipline, games, heartbeats
from bot.store.games import phase_of
from bot.store.transactions import afresh, transaction

__all__ = [
    "DOWNTIME_GRACE_SECONDS",
    "HEARTBEAT_SECONDS",
    "RESUME_RETRY_SECONDS",
    "SWEEP_SECONDS",
    "Lifecycle",
]

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 5.0
"""Real seconds between heartbeats: a stop is measured at most this much too long."""

DOWNTIME_GRACE_SECONDS = 60.0
"""Real seconds of a stop that are a restart, not downtime (docs/CONTRACTS.md section 5)."""

RESUME_RETRY_SECONDS = JOB_RETRY_SECONDS
"""Real seconds before a failed resume is tried again: each step, then the last one repeated."""

SWEEP_SECONDS = 30.0
"""Seconds of phase time between sweeps that arm what is due and not armed."""

SWEEP_FLOOR_SECONDS = 1.0
"""Real seconds between sweeps at least (a fast clock does not sweep the store in a loop)."""


class Lifecycle:
    """Start-up and shut-down of this process's part of the games: `resume` (once),
    `resume_until_done` (retried), `sweep`, `close`."""

    def __init__(
        self,
        resolver: Resolver,
        delivery: Delivery,
        batcher: DeadlineBatcher,
        *,
        clock: Clock,
        instance: str,
        owns: Callable[[int], bool],
        scheduled: ScheduledStarts | None = None,
        removed: RemovedSeats | None = None,
    ) -> None:
        self._clock = clock
        self._removed = removed
        self._scheduled = scheduled
        self._instance = instance
        self._owns = owns
        self._batcher = batcher
        self._resolver = resolver
        self._phases = resolver.phases
        self._delivery = delivery
        self._heartbeat: asyncio.Task[None] | None = None
        self._sweeping: asyncio.Task[None] | None = None
        self.downtime: float | None = None
        """The downtime the last resume counted (seconds; 0.0: a restart within the grace)."""

    async def resume(self) -> None:
        """Start-up: note downtime, deliver what was not delivered, re-arm every running game,
        resolve deadlines that passed while the process was down. Idempotent: a resume that
        failed half-way may be run again (`resume_until_done`)."""
        await self._note_downtime()
        self._phases.start()
        if self._heartbeat is None:
            self._heartbeat = asyncio.create_task(self._beat_forever())
        if self._sweeping is None:
            self._sweeping = asyncio.create_task(self._sweep_forever())
        await self._delivery.deliver_pending()
        await self._arm_running()
        if self._scheduled is not None:  # the lobbies' scheduled starts
            await self._scheduled.rearm()

    async def resume_until_done(self) -> None:
        """`resume`, tried again with backoff (each attempt afresh) until the store lets it
        through: a store away at start-up leaves no game unarmed once it is back."""
        failures = 0
        while True:
            try:
                await afresh(self.resume)
                return
            except Exception:
                failures += 1
                wait = backoff(RESUME_RETRY_SECONDS, failures)
                log.exception("resuming failed (%d in a row), again in %.3g s", failures, wait)
                await asyncio.sleep(wait)

    async def sweep(self) -> None:
        """Arm every running game of this process whose deadline timer is missing (the deadline
        row is the truth: a due one resolves at once) and deliver what waits undelivered."""
        timers = self._phases.timers
        with timers.together():
            for game in await games.running_with_deadline():
                if self._owns(game.guild_id) and timers.idle(game.id):
                    self._phases.arm(game)
            if self._scheduled is not None:
                await self._scheduled.rearm(missing_only=True)
        await self._delivery.deliver_pending()

    async def close(self) -> None:
        """Stop the timers and the heartbeat, and record the shutdown (the store stays open)."""
        self._phases.stop()
        for task in (self._heartbeat, self._sweeping):
            if task is not None:
                task.cancel()
        self._heartbeat = self._sweeping = None
        try:
            await afresh(self._beat)  # downtime counts from here
        except Exception:  # the store is away: the last heartbeat stands
            log.exception("recording the shutdown failed")

    async def _note_downtime(self) -> None:
        """Count the gap since the last heartbeat (or recorded shutdown) as downtime, and beat,
        in one transaction: a resume run again counts it once."""
        async with transaction() as tx:
            seen = await heartbeats.last_seen(self._instance, tx)
            current = self._clock.now()
            gap = 0.0 if seen is None else max(0.0, (current - seen).total_seconds())
            if gap > DOWNTIME_GRACE_SECONDS:
                # Downtime during a day is not held against anyone's activity (section 1).
                await games.add_downtime(gap, self._owns, tx)
            await heartbeats.beat(self._instance, current, tx)
        self.downtime = gap if gap > DOWNTIME_GRACE_SECONDS else 0.0

    async def _arm_running(self) -> None:
        now = self._clock.now()
        overdue = []
        running = [
            game for game in await games.running_with_deadline() if self._owns(game.guild_id)
        ]
        if self._removed is not None:  # R90: refused at once until their phase resolves
            for game_id, player in await discipline.removals_in(
                {game.id: phase_of(game) for game in running}
            ):
                self._removed.add(game_id, player)
        for game in running:
            if game.deadline is not None and game.deadline > now:
                self._phases.arm(game)
            else:
                overdue.append(game)
        # Every overdue deadline through the batches that due deadlines take.
        outcome = await self._batcher.resolve_due([(game.id, phase_of(game)) for game in overdue])
        for game in overdue:
            if isinstance(outcome.get(game.id), BaseException):  # the others still resume
                log.error("resolving game %s at start-up failed", game.id)
                self._phases.arm(game)  # its job retries at once

    async def _beat(self) -> None:
        await heartbeats.beat(self._instance, self._clock.now())

    async def _beat_forever(self) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT_SECONDS)
            try:
                await afresh(self._beat)
            except Exception:  # a lost heartbeat only overstates downtime
                log.exception("heartbeat failed")

    async def _sweep_forever(self) -> None:
        while True:
            await asyncio.sleep(max(SWEEP_SECONDS * self._clock.time_scale, SWEEP_FLOOR_SECONDS))
            try:
                await afresh(self.sweep)
            except Exception:  # the store is away: the next sweep tries again
                log.exception("sweeping the timers failed")
