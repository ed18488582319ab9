"""The reminder before a phase's deadline: how many minutes are left, posted in the game channel
(`bot.text.narrative.reminder`), and by DM to each player who has a move and has sent nothing yet
(at night, through a Table that shows move forms).

A reminder goes through the outbox, like everything a game shows: its rows are stored once per
phase, under the game's lock (a `RemindMoves` row marks the phase reminded, so a second process
or a retried job stores nothing), then delivered and retried row by row (DMs that fail are tried
again without posting the public reminder twice).
"""

from __future__ import annotations

from collections.abc import Callable

import engine
from bot.service.outbox import plan
from bot.service.outbox.actions import Action, RemindMoves
from bot.service.outbox.delivery import Delivery
from bot.service.play.forms import MoveForms
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.store import outbox
from bot.store.games import StoredGame, phase_of
from bot.store.states import RUNNING
from bot.store.transactions import Transaction
from bot.text import narrative
from bot.text.i18n import Text

__all__ = ["Reminders"]


class Reminders:
    """The reminder job of a game's phase."""

    def __init__(
        self,
        delivery: Delivery,
        locks: GameLocks,
        cache: EngineCache,
        clock: Clock,
        owns: Callable[[int], bool],
    ) -> None:
        self._delivery = delivery
        self._locks = locks
        self._cache = cache
        self._clock = clock
        self._owns = owns

    async def remind(self, game_id: int, kind: str, number: int) -> None:
        """Store and deliver the reminder of the game's phase `kind`-`number`, if the game is
        still in it and it was not stored already."""
        phase = engine.Phase.from_row(kind, number)
        try:
            async with self._locks.locked_game(game_id) as (game, tx):
                if not await self._store(game, phase, tx):
                    return
        except LookupError:
            return  # the game is gone
        await self._delivery.deliver(game)

    async def _store(self, game: StoredGame, phase: engine.Phase, tx: Transaction) -> bool:
        if game.state != RUNNING or phase_of(game) != phase or game.deadline is None:
            return False
        if not self._owns(game.guild_id):  # its shard's lease ran out: another process's now
            return False
        seconds = (game.deadline - self._clock.now()).total_seconds()
        if seconds <= 0:
            return False  # a reminder retried past its deadline has nothing left to remind of
        if await outbox.has_action(tx, game.id, phase.kind, phase.number, RemindMoves.TAG):
            return False  # reminded already (another process, or this job's earlier run)
        left = max(1, round(seconds / 60 / self._clock.time_scale))
        state = await self._cache.engine_game(game, tx)
        waiting: list[str] = []
        if phase.kind == "night":  # a day move is optional
            waiting = await MoveForms(self._cache).waiting(game)
        texts = (Text("forms-reminder", {"minutes": left}),)
        planned: list[Action] = [
            plan.announce([narrative.reminder(state, left)]),
            RemindMoves(tuple(waiting), texts),
        ]
        await plan.store(game, planned, phase, tx)
        return True
