"""A game's phase clock: entering a phase (its deadline from the game's phase lengths) and
arming, or disarming, the timers of a game's deadline and reminder."""

from __future__ import annotations

from datetime import datetime, timedelta

import engine
from bot.service.clock.deadlines import phase_deadline
from bot.service.clock.timers import PhaseTimers
from bot.service.runtime import Clock
from bot.service.seats.callers import phase_of
from bot.service.settings import forum
from bot.store.models import RUNNING, Game

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

    def enter_phase(self, game: Game, phase: engine.Phase, now: datetime) -> None:
        """Move the game row to `phase`, with its deadline from the game's phase lengths, or its
        clock time in the game's time zone (`deadlines.phase_deadline`; every game keeps
        `settings.PHASE_KEYS` and `FORUM_KEYS` from its opening: no second set of defaults here)."""
        settings = game.settings
        scale = self._clock.time_scale
        minutes = float(settings[f"{phase.kind}_minutes"])  # type: ignore[arg-type]
        shortest = float(forum.forum_value(settings, "min_phase_minutes"))  # type: ignore[arg-type]
        game.phase_kind, game.phase_number = phase.kind, phase.number
        game.deadline = phase_deadline(
            now,
            minutes * scale,
            ends_at=forum.ends_at(settings, phase.kind),
            zone=forum.game_zone(settings),
            min_minutes=shortest * scale,
        )
        game.downtime = 0.0

    def arm(self, game: Game) -> None:
        """Schedule a running game's deadline and reminder from its row."""
        if game.state != RUNNING or game.deadline is None:
            return
        reminder = float(game.settings["reminder_minutes"])  # type: ignore[arg-type]
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
        self.arm(await Game.get(id=game_id))
