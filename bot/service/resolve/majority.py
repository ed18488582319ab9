"""The majority lynch (SPEC R91, setting `majority_lynch`): a day the engine says is decided
(`engine.Game.decided_by`: one living player holds counted votes from more than half of the
living) is resolved at once, through the very path of its deadline (`Resolver.resolve`, the
game row locked, its phase checked again, the `Resolution` row unique per phase), and its input
is marked `ended_early` (R51 does not judge it; the record says so).

`majority_day` is what the resolution of any day asks: whether its stored input is decided, and
so marked, with the table told why the day ended. The check after a stored vote or secret vote
(`MajorityWatch.after_submission`: one read of the day's submissions, no lock; a vote that
decides nothing costs no more) asks the resolver to resolve the day only if it is still decided
under the lock (`Resolver.resolve(..., decided=True)`): a vote changed meanwhile, or the
deadline that came first, leaves nothing to do.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace

import engine
from bot.service.outbox.actions import Action, Announce
from bot.service.play.submissions import phase_input
from bot.service.runtime import EngineCache
from bot.store.votes import active_submissions
from bot.text.i18n import Text

__all__ = ["MajorityWatch", "majority_day"]


def majority_day(
    state: engine.Game, phase_input: engine.PhaseInput
) -> tuple[engine.PhaseInput, list[Action]]:
    """A day's input as it is resolved: marked `ended_early` when the votes and day actions it
    holds decide the day (R91), with the post that tells the table so; else as it was."""
    holder = state.decided_by(phase_input)
    if holder is None:
        return phase_input, []
    told = Text("table-majority-reached", {"player": holder})
    return replace(phase_input, ended_early=True), [Announce((told,))]


Resolve = Callable[[int, engine.Phase], Awaitable[object]]
"""Resolves a game's day only if it is still that day and still decided (the resolver's)."""


class MajorityWatch:
    """After a vote or a day action is stored: a game playing with `majority_lynch` whose day
    may be decided now is handed to the resolver (which checks it again under the lock)."""

    def __init__(self, cache: EngineCache) -> None:
        self._cache = cache
        self.resolve: Resolve | None = None  # plugged in by the composition root

    async def after_submission(self, game_id: int, phase: engine.Phase) -> None:
        """A submission was stored for `phase` of the game: resolve the day if it is decided
        (a game without the option, a night, or a state not in memory costs nothing here:
        the deadline resolves those days as ever)."""
        state = self._cache.get(game_id)
        if (
            self.resolve is None
            or state is None
            or phase.kind != "day"
            or state.phase != phase
            or not state.setup.settings.majority_lynch
        ):
            return
        # one read, no lock: most votes decide nothing (the resolver checks again, locked)
        rows = await active_submissions(None, {game_id: (phase.kind, phase.number)})
        if state.decided_by(phase_input(state, rows[game_id], None)) is not None:
            await self.resolve(game_id, phase)
