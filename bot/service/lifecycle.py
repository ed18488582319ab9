"""Start-up and shut-down: resuming every game after a restart, and the heartbeat that measures
how long the process was down."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.service.clock.batcher import DeadlineBatcher
from bot.service.outbox.delivery import Delivery
from bot.service.resolve.resolver import Resolver
from bot.service.runtime import Clock
from bot.store import games, heartbeats
from bot.store.games import phase_of

__all__ = ["DOWNTIME_GRACE_SECONDS", "HEARTBEAT_SECONDS", "Lifecycle"]

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 30.0
DOWNTIME_GRACE_SECONDS = 2 * HEARTBEAT_SECONDS  # shorter gaps are restarts, not downtime


class Lifecycle:
    """Start-up and shut-down of this process's part of the games: `resume`, `close`."""

    def __init__(
        self,
        resolver: Resolver,
        delivery: Delivery,
        batcher: DeadlineBatcher,
        *,
        clock: Clock,
        instance: str,
        owns: Callable[[int], bool],
    ) -> None:
        self._clock = clock
        self._instance = instance
        self._owns = owns
        self._batcher = batcher
        self._resolver = resolver
        self._phases = resolver.phases
        self._delivery = delivery
        self._heartbeat: asyncio.Task[None] | None = None

    async def resume(self) -> None:
        """Start-up: note downtime, deliver what was not delivered, re-arm every running game,
        resolve deadlines that passed while the process was down."""
        now = self._clock.now()
        seen = await heartbeats.last_seen(self._instance)
        gap = 0.0 if seen is None else (now - seen).total_seconds()
        await self._beat()
        self._phases.start()
        if self._heartbeat is None:
            self._heartbeat = asyncio.create_task(self._beat_forever())
        if gap > DOWNTIME_GRACE_SECONDS:
            # Downtime during a day is not held against anyone's activity (section 1).
            await games.add_downtime(gap, self._owns)
        await self._delivery.deliver_pending()
        overdue = []
        for game in await games.running_with_deadline():
            if not self._owns(game.guild_id):
                continue
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

    async def close(self) -> None:
        """Stop the timers and the heartbeat (the store stays open)."""
        self._phases.stop()
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            self._heartbeat = None

    async def _beat(self) -> None:
        await heartbeats.beat(self._instance, self._clock.now())

    async def _beat_forever(self) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT_SECONDS)
            try:
                await self._beat()
            except Exception:  # a lost heartbeat only overstates downtime
                log.exception("heartbeat failed")
