"""Resolving a phase exactly once: inside one transaction that locks the game row, the engine's
result, the next phase and its deadline, and the announcements (an outbox) are stored, with a
`Resolution` row unique per (game, phase kind, number); the outbox is delivered after it."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime

from tortoise.backends.base.client import BaseDBAsyncClient

import engine
from bot.service import outbox
from bot.service.core import ServiceCore
from bot.service.lookups import phase_of
from bot.service.submissions import collect_input
from bot.service.table import TableGame
from bot.store.models import FINISHED, RUNNING, Game, GameRecord, PlayerStat, Resolution, Seat
from bot.store.replay import input_to_json, record_of
from bot.text import narrative

__all__ = ["Resolver", "finish"]

log = logging.getLogger(__name__)


class Resolver(ServiceCore):
    """`resolve_phase`, `wait_for_phase`, `engine_state`, and the timers' jobs."""

    async def resolve_phase(self, game_id: int, expected: engine.Phase | None = None) -> bool:
        """Resolve the game's current phase (only if it is still `expected`), store the result,
        the next phase and its deadline in one transaction, then deliver. False if there was
        nothing to resolve (already resolved, paused, over)."""
        await self._fault("before_transaction", game_id, expected)
        async with self._locked_game(game_id) as (game, conn):
            if game.state != RUNNING or game.phase_kind is None:
                return False
            phase = phase_of(game)
            if expected is not None and phase != expected:
                return False
            before = await self._engine_game(game, conn)
            phase_input = await collect_input(game, before, conn)
            after, result = before.resolve(phase_input)
            now = self.clock()
            await Resolution.create(
                game_id=game.id,
                phase_kind=phase.kind,
                phase_number=phase.number,
                input=input_to_json(phase_input),
                result=result.to_json(),
                resolved_at=now,
                resolved_by=self.instance,
                using_db=conn,
            )
            await self._fault("inside_transaction", game_id, phase)
            await outbox.store(game, outbox.plan_resolution(result, before, after), phase, conn)
            if after.winner is not None:
                await finish(game, after, now, conn)
            else:
                self._enter_phase(game, after.phase, now)
            await game.save(using_db=conn)
            self._cache[game.id] = after
        if game.state == RUNNING:
            self._arm(game)
        else:
            self.timers.disarm(game.id)
        await self._fault("after_transaction", game_id, phase)
        try:
            await self._deliver(game)
        finally:
            async with self._resolved:
                self._resolved.notify_all()
        return True

    async def wait_for_phase(self, game_id: int, phase: engine.Phase | None) -> Game:
        """Wait until the game has left `phase` (or is no longer running); the game row."""
        while True:
            async with self._resolved:
                game = await Game.get(id=game_id)
                if game.state != RUNNING or phase is None or phase_of(game) != phase:
                    return game
                await asyncio.wait_for(self._resolved.wait(), timeout=1.0)

    async def _on_deadline(self, game_id: int, kind: str, number: int) -> None:
        try:
            await self.resolve_phase(game_id, engine.Phase(kind, number))  # type: ignore[arg-type]
        except Exception:
            log.exception("resolving game %s %s-%s failed", game_id, kind, number)
            raise

    async def _on_reminder(self, game_id: int, kind: str, number: int) -> None:
        game = await Game.get_or_none(id=game_id)
        phase = engine.Phase(kind, number)  # type: ignore[arg-type]
        if game is None or game.state != RUNNING or phase_of(game) != phase:
            return
        table = self.table_for(game.guild_id)
        if table is None or game.deadline is None:
            return
        left = max(1, round((game.deadline - self.clock()).total_seconds() / 60 / self.time_scale))
        state = await self._engine_game(game)
        where = TableGame(game.id, game.guild_id, game.channel_id, game.language)
        await table.announce(where, [narrative.reminder(state, left)])


async def finish(game: Game, after: engine.Game, now: datetime, conn: BaseDBAsyncClient) -> None:
    """The game is won: the row finished, the record kept for export, each player's statistics."""
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
    alive = set(after.alive)
    for seat in await Seat.filter(game_id=game.id).using_db(conn).all():
        stat, _ = await PlayerStat.get_or_create(
            guild_id=game.guild_id, user_id=seat.user_id, using_db=conn
        )
        stat.games += 1
        stat.wins += int(after.camp(seat.name) == after.winner)
        stat.survived += int(seat.name in alive)
        await stat.save(using_db=conn)
