"""The reminder before a phase's deadline: how many minutes are left, posted in the game channel
(`bot.text.narrative.reminder`), and by DM to each player who has a move and has sent nothing yet
(issue 12: at night, through a Table that shows move forms)."""

from __future__ import annotations

import engine
from bot.service.outbox import plan
from bot.service.play.forms import MoveForms
from bot.service.ports.table import FormTable
from bot.service.runtime import ServiceState
from bot.store import games, seats
from bot.store.games import phase_of
from bot.store.states import RUNNING
from bot.text import narrative
from bot.text.i18n import Text

__all__ = ["Reminders"]


class Reminders:
    """The reminder job of a game's phase."""

    def __init__(self, shared: ServiceState) -> None:
        self._shared = shared

    async def remind(self, game_id: int, kind: str, number: int) -> None:
        """Post the reminder of the game's phase `kind`-`number`, if the game is still in it."""
        shared = self._shared
        game = await games.get(game_id)
        phase = engine.Phase.from_row(kind, number)
        if game is None or game.state != RUNNING or phase_of(game) != phase:
            return
        if not shared.owns(game.guild_id):  # its shard's lease ran out: another process's now
            return
        table = shared.table_for(game.guild_id)
        if table is None or game.deadline is None:
            return
        seconds = (game.deadline - shared.clock()).total_seconds()
        if seconds <= 0:
            return  # a reminder retried past its deadline has nothing left to remind of
        left = max(1, round(seconds / 60 / shared.time_scale))
        state = await shared.engine_game(game)
        where = await plan.table_game(game)
        await table.announce(where, [narrative.reminder(state, left)])
        if isinstance(table, FormTable) and phase.kind == "night":  # a day move is optional
            waiting = await MoveForms(shared).waiting(game)
            named = await seats.named(game.id, waiting)
            if named:
                texts = [Text("forms-reminder", {"minutes": left})]
                await table.remind_moves(where, [plan.reader(seat) for seat in named], texts)
