"""Resolving a phase exactly once: inside one transaction that locks the game row, the engine's
result, the next phase and its deadline, and the announcements (an outbox) are stored, with a
`Resolution` row unique per (game, phase kind, number); the outbox is delivered after it."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from datetime import datetime

from tortoise.backends.base.client import BaseDBAsyncClient

import engine
from bot.service import forumposts, outbox
from bot.service.delivery import Delivery
from bot.service.jobs import Jobs
from bot.service.lookups import phase_of
from bot.service.phases import PhaseClock
from bot.service.review import plan_review
from bot.service.state import ServiceState
from bot.service.submissions import collect_input
from bot.service.substitutes import hand_sleepers, plan_handover
from bot.service.timers import PhaseCallback, PhaseTimers
from bot.store.models import FINISHED, RUNNING, Game, GameRecord, Resolution, Seat
from bot.store.replay import input_to_json, record_of, state_json
from bot.store.stats import count_game
from bot.text.i18n import Text

__all__ = ["Resolver", "finish"]


class Resolver:
    """Resolves a game's phase exactly once, when its deadline job runs or when asked; owns the
    phase clock whose deadline jobs call it (`on_reminder`: the reminder jobs' callback)."""

    def __init__(
        self, shared: ServiceState, delivery: Delivery, jobs: Jobs, on_reminder: PhaseCallback
    ) -> None:
        self._shared = shared
        self._delivery = delivery
        # Resolves a due game with the others due at once (`bot.service.batch`), if plugged in.
        self.batch: Callable[[int, engine.Phase], Awaitable[object]] | None = None
        self.phases = PhaseClock(shared, PhaseTimers(jobs, self.on_deadline, on_reminder))

    async def resolve_phase(self, game_id: int, expected: engine.Phase | None = None) -> bool:
        """Resolve the game's current phase (only if it is still `expected`), store the result,
        the next phase and its deadline in one transaction, then deliver. False if there was
        nothing to resolve (already resolved, paused, over)."""
        shared = self._shared
        await shared.at_fault_point("before_transaction", game_id, expected)
        async with shared.locked_game(game_id) as (game, conn):
            if game.state != RUNNING or game.phase_kind is None:
                return False
            phase = phase_of(game)
            if expected is not None and phase != expected:
                return False
            before = await shared.engine_game(game, conn)
            phase_input = await collect_input(game, before, conn)
            phase_input, handed = await hand_sleepers(game, before, phase_input, conn)
            after, result = before.resolve(phase_input)
            now = shared.clock()
            await Resolution.create(
                game_id=game.id,
                phase_kind=phase.kind,
                phase_number=phase.number,
                input=input_to_json(phase_input),
                result=result.to_json(),
                state=state_json(after),
                resolved_at=now,
                resolved_by=shared.instance,
                using_db=conn,
            )
            await shared.at_fault_point("inside_transaction", game_id, phase)
            planned = await forumposts.full_tally(game, phase, conn)  # issue 11: at the deadline
            resolved = outbox.plan_resolution(result, before, after)
            handovers: list[outbox.Planned] = []
            for seat, handover in handed:  # after the day's summary, before the rest (G1)
                notice = Text("setups-seat-handed-over", {"player": seat.name})
                handovers += await plan_handover(game, seat, handover, after, notice, conn)
                gone = Text("setups-you-were-replaced", {"player": seat.name})
                handovers.append(outbox.tell_former(seat.name, handover.old_user_id, [gone]))
            resolved[1:1] = handovers
            planned += resolved
            if after.winner is None:
                self.phases.enter_phase(game, after.phase, now)
                planned += forumposts.deadline_post(game) + forumposts.absence_warnings(game, after)
            await outbox.store(game, outbox.one_post(planned), phase, conn)  # one post (issue 15)
            if after.winner is not None:
                record = await finish(game, after, now, conn)
                await outbox.store(game, [await plan_review(game, record, conn)], phase, conn)
            await game.save(using_db=conn)
            shared.cache[game.id] = after
        if game.state == RUNNING:
            self.phases.arm(game)
        else:
            self.phases.disarm(game.id)
            shared.forget(game.id)  # a game over leaves memory
        await shared.at_fault_point("after_transaction", game_id, phase)
        try:
            await self._delivery.deliver(game)
        finally:
            async with shared.resolved:
                shared.resolved.notify_all()
        return True

    async def wait_for_phase(self, game_id: int, phase: engine.Phase | None) -> Game:
        """Wait until the game has left `phase` (or is no longer running); the game row. The
        store is read again at least every second (another process may resolve it)."""
        resolved = self._shared.resolved
        while True:
            async with resolved:
                game = await Game.get(id=game_id)
                if game.state != RUNNING or phase is None or phase_of(game) != phase:
                    return game
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(resolved.wait(), timeout=1.0)

    async def on_deadline(self, game_id: int, kind: str, number: int) -> None:
        """The deadline job of a game's phase: resolve it (with the other games due now, when a
        batcher is plugged in: `batch`). If this raises (the store unavailable), the job is
        logged and retried with backoff (`bot.service.jobs`) until it succeeds; the phase
        re-check and the unique `Resolution` row make a retry resolve it at most once."""
        phase = engine.Phase(kind, number)  # type: ignore[arg-type]
        if self.batch is not None:
            await self.batch(game_id, phase)
        else:
            await self.resolve_phase(game_id, phase)


async def finish(
    game: Game, after: engine.Game, now: datetime, conn: BaseDBAsyncClient
) -> engine.Record:
    """The game is won: the row finished, the record kept for export, counted in the server's
    statistics (`bot.store.stats.count_game`); the record."""
    game.state = FINISHED
    game.winner = after.winner
    game.deadline = None
    game.ended_at = now
    game.phase_kind, game.phase_number = after.phase.kind, after.phase.number
    record = await record_of(game, conn)
    await GameRecord.create(
        game_id=game.id,
        record=record.to_data(),
        winner=str(after.winner),
        finished_at=now,
        using_db=conn,
    )
    outcome = engine.outcome(after)
    assert outcome is not None  # the game has a winner
    seats = await Seat.filter(game_id=game.id).using_db(conn).all()
    await count_game(game, outcome, seats, now, conn)
    return record
