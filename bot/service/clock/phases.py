"""A game's phase clock: entering a phase (its deadline from the game's phase lengths) and
arming, or disarming, the timers of a game's deadline and reminder."""

from __future__ import annotations

from datetime import datetime, timedelta

import engine
from bot.service.clock.deadlines import phase_deadline
from bot.service.clock.timers import PhaseTimers
from bot.service.runtime import Clock
from bot.service.settings import forum
from bot.service.settings.schema import Config
from bot.store import games
from bot.store.games import StoredGame, phase_of
from bot.store.states import RUNNING

__all__ = ["PhaseClock"]


class PhaseClock:
    """Deadlines on the game rows, and the timers armed from them."""

    def __init__(self, clock: Clock, timers: PhaseTimers) -> None:
        self._clock = clock
        self.timers = timers

    def start(self) -> None:
        """Start the timers (inside the running event loop)."""
        self.timers.start()

    def stop(self) -> None:
        """Stop the timers without waiting for running jobs."""
        self.timers.shutdown()

    def enter_phase(self, game: StoredGame, phase: engine.Phase, now: datetime) -> StoredGame:
        """The game row moved to `phase` (not written yet), with its deadline from the game's phase
        lengths, or its clock time in the game's time zone (`deadlines.phase_deadline`; every game
        keeps the settings of `Scope.GAME` from its opening: no second set of defaults here)."""
        settings = game.settings
        scale = self._clock.time_scale
        length = Config.day_minutes if phase.kind == "day" else Config.night_minutes
        minutes = float(length.kept(settings))
        shortest = float(Config.min_phase_minutes.kept(settings))
        deadline = phase_deadline(
            now,
            minutes * scale,
            ends_at=forum.ends_at(settings, phase.kind),
            zone=forum.game_zone(settings),
            min_minutes=shortest * scale,
        )
        return games.moved_to(game, phase, deadline)

    def arm(self, game: StoredGame) -> None:
        """Schedule a running game's deadline and reminder from its row."""
        if game.state != RUNNING or game.deadline is None:
            return
        reminder = float(Config.reminder_minutes.kept(game.settings))
        reminder_at = None
        if reminder > 0:
            scaled = reminder * 60 * self._clock.time_scale
            reminder_at = game.deadline - timedelta(seconds=scaled)
        self.timers.arm(game.id, phase_of(game), game.deadline, reminder_at)

    def disarm(self, game_id: int) -> None:
        """Remove a game's timers (paused, stopped or over)."""
        self.timers.disarm(game_id)

    async def rearm(self, game_id: int) -> None:
        """Arm a running game's timers again from the store."""
        game = await games.get(game_id)
        if game is not None:
            self.arm(game)
