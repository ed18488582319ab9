"""Phase timers: one APScheduler job per game for its deadline and one for the reminder before it.

Deadlines live in the store (`Game.deadline`); jobs are only re-armed from it, so nothing is lost
when the process stops. `misfire_grace_time=None` keeps a late job (stack.md: the default 1 s
grace silently drops it); `coalesce=True` runs a late job once.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

from apscheduler.schedulers.asyncio import AsyncIOScheduler  # type: ignore[import-untyped]
from apscheduler.triggers.date import DateTrigger  # type: ignore[import-untyped]

import engine

PhaseCallback = Callable[[int, str, int], Awaitable[None]]


class PhaseTimers:
    """Deadline and reminder jobs keyed by game id; callbacks get (game_id, kind, number)."""

    def __init__(self, on_deadline: PhaseCallback, on_reminder: PhaseCallback) -> None:
        self._on_deadline = on_deadline
        self._on_reminder = on_reminder
        self.scheduler = AsyncIOScheduler(timezone=UTC)

    def start(self) -> None:
        """Start the scheduler (inside the running event loop)."""
        if not self.scheduler.running:
            self.scheduler.start()

    def shutdown(self) -> None:
        """Stop the scheduler without waiting for running jobs."""
        if self.scheduler.running:
            self.scheduler.shutdown(wait=False)

    def arm(
        self, game_id: int, phase: engine.Phase, deadline: datetime, reminder_at: datetime | None
    ) -> None:
        """(Re)schedule a game's deadline and, when given and still ahead, its reminder."""
        args = (game_id, phase.kind, phase.number)
        self._schedule(self._on_deadline, deadline, deadline_job(game_id), args)
        self._remove(reminder_job(game_id))
        if reminder_at is not None and reminder_at > datetime.now(UTC):
            self._schedule(self._on_reminder, reminder_at, reminder_job(game_id), args)

    def _schedule(
        self, callback: PhaseCallback, at: datetime, job_id: str, args: tuple[int, str, int]
    ) -> None:
        self.scheduler.add_job(
            callback,
            DateTrigger(run_date=at),
            args=args,
            id=job_id,
            replace_existing=True,
            misfire_grace_time=None,
            coalesce=True,
        )

    def disarm(self, game_id: int) -> None:
        """Remove a game's jobs (paused, stopped or over)."""
        self._remove(deadline_job(game_id))
        self._remove(reminder_job(game_id))

    def armed(self, game_id: int) -> datetime | None:
        """When the game's deadline job will run, or None."""
        job = self.scheduler.get_job(deadline_job(game_id))
        return None if job is None else job.next_run_time

    def fire_now(self, game_id: int) -> bool:
        """Make the game's deadline job due now (tests and the demo fast-forward with this)."""
        job = self.scheduler.get_job(deadline_job(game_id))
        if job is None:
            return False
        job.modify(next_run_time=datetime.now(UTC))
        self.scheduler.wakeup()
        return True

    def _remove(self, job_id: str) -> None:
        if self.scheduler.get_job(job_id) is not None:
            self.scheduler.remove_job(job_id)


def deadline_job(game_id: int) -> str:
    """The job id of a game's deadline."""
    return f"phase:{game_id}"


def reminder_job(game_id: int) -> str:
    """The job id of a game's reminder."""
    return f"reminder:{game_id}"
