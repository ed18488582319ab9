"""The reminder before a phase's deadline: how many minutes are left, posted in the game channel
(`bot.text.narrative.reminder`), and by DM to each player who has a move and has sent nothing yet
(at night, through a Table that shows move forms)."""

from __future__ import annotations

from collections.abc import Callable

import engine
from bot.service.outbox import plan
from bot.service.play.forms import MoveForms
from bot.service.ports.table import FormTable
from bot.service.runtime import Clock, EngineCache, Tables
from bot.store import games, seats
from bot.store.games import phase_of
from bot.store.states import RUNNING
from bot.text import narrative
from bot.text.i18n import Text

__all__ = ["Reminders"]


class Reminders:
    """The reminder job of a game's phase."""

    def __init__(
        self, tables: Tables, cache: EngineCache, clock: Clock, owns: Callable[[int], bool]
    ) -> None:
        self._tables = tables
        self._cache = cache
        self._clock = clock
        self._owns = owns

    async def remind(self, game_id: int, kind: str, number: int) -> None:
        """Post the reminder of the game's phase `kind`-`number`, if the game is still in it."""
        game = await games.get(game_id)
        phase = engine.Phase.from_row(kind, number)
        if game is None or game.state != RUNNING or phase_of(game) != phase:
            return
        if not self._owns(game.guild_id):  # its shard's lease ran out: another process's now
            return
        table = self._tables.for_guild(game.guild_id)
        if table is None or game.deadline is None:
            return
        seconds = (game.deadline - self._clock.now()).total_seconds()
        if seconds <= 0:
            return  # a reminder retried past its deadline has nothing left to remind of
        left = max(1, round(seconds / 60 / self._clock.time_scale))
        state = await self._cache.engine_game(game)
        where = await plan.table_game(game)
        await table.announce(where, [narrative.reminder(state, left)])
        if isinstance(table, FormTable) and phase.kind == "night":  # a day move is optional
            waiting = await MoveForms(self._cache).waiting(game)
            named = await seats.named(game.id, waiting)
            if named:
                texts = [Text("forms-reminder", {"minutes": left})]
                await table.remind_moves(where, [plan.reader(seat) for seat in named], texts)
