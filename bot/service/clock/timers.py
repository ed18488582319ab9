"""Phase timers: one scheduler job per game for its deadline and one for the reminder before it.

Deadlines live in the store (`Game.deadline`); jobs are only re-armed from it, so nothing is lost
when the process stops. A deadline or reminder job that fails (the store unavailable) runs again
with backoff until it succeeds (`bot.service.clock.jobs`); the resolution's phase re-check and its
unique `Resolution` row keep a retried deadline from resolving a phase twice.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextlib import AbstractContextManager
from datetime import UTC, datetime

import engine
from bot.service.clock.jobs import Jobs

PhaseCallback = Callable[[int, str, int], Awaitable[None]]


class PhaseTimers:
    """Deadline and reminder jobs keyed by game id; callbacks get (game_id, kind, number)."""

    def __init__(self, jobs: Jobs, on_deadline: PhaseCallback, on_reminder: PhaseCallback) -> None:
        self._jobs = jobs
        self._on_deadline = on_deadline
        self._on_reminder = on_reminder
        self.scheduler = jobs.scheduler

    def start(self) -> None:
        """Start the scheduler (inside the running event loop)."""
        self._jobs.start()

    def shutdown(self) -> None:
        """Stop the scheduler without waiting for running jobs."""
        self._jobs.shutdown()

    def arm(
        self, game_id: int, phase: engine.Phase, deadline: datetime, reminder_at: datetime | None
    ) -> None:
        """(Re)schedule a game's deadline and, when given and still ahead, its reminder."""
        args = (game_id, phase.kind, phase.number)
        self._jobs.schedule(deadline_job(game_id), deadline, self._on_deadline, args)
        self._jobs.remove(reminder_job(game_id))
        if reminder_at is not None and reminder_at > datetime.now(UTC):
            self._jobs.schedule(reminder_job(game_id), reminder_at, self._on_reminder, args)

    def together(self) -> AbstractContextManager[None]:
        """Arm and disarm many games' timers with one wake-up of the scheduler."""
        return self._jobs.together()

    def disarm(self, game_id: int) -> None:
        """Remove a game's jobs (paused, stopped or over)."""
        self._jobs.remove(deadline_job(game_id))
        self._jobs.remove(reminder_job(game_id))

    def armed(self, game_id: int) -> datetime | None:
        """When the game's deadline job will run, or None."""
        return self._jobs.next_run(deadline_job(game_id))

    def idle(self, game_id: int) -> bool:
        """Whether the game's deadline job is neither armed nor running."""
        return self._jobs.idle(deadline_job(game_id))

    def fire_now(self, game_id: int) -> bool:
        """Make the game's deadline job due now (tests and the demo fast-forward with this)."""
        return self._jobs.fire_now(deadline_job(game_id))

    def fire_reminder_now(self, game_id: int) -> bool:
        """Make the game's reminder job due now (tests fast-forward with this)."""
        return self._jobs.fire_now(reminder_job(game_id))


def deadline_job(game_id: int) -> str:
    """The job id of a game's deadline."""
    return f"phase:{game_id}"


def reminder_job(game_id: int) -> str:
    """The job id of a game's reminder."""
    return f"reminder:{game_id}"
