"""One-shot scheduler jobs that retry when they fail: the one APScheduler of a service process.

A job that raises (the store locked or unreachable, the Table down) is logged and runs again
after a backoff that grows through `JOB_RETRY_SECONDS` and then stays at its last step: it keeps
trying until it succeeds, unless the job was armed anew meanwhile (the newer job wins).
`misfire_grace_time=None` keeps a late job (stack.md: the default 1 s grace silently drops it);
`coalesce=True` runs a late job once; no bound on a job's running instances (APScheduler's
default of one skips, and loses, a retry or a new arming that falls due while the run that
armed it still counts as running). Each run starts afresh (`bot.store.transactions.afresh`).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta

from apscheduler.schedulers.asyncio import AsyncIOScheduler
from apscheduler.schedulers.base import STATE_RUNNING
from apscheduler.triggers.date import DateTrigger

from bot.store.transactions import afresh

__all__ = ["JOB_RETRY_SECONDS", "JobCallback", "Jobs", "backoff"]

log = logging.getLogger(__name__)

JOB_RETRY_SECONDS = (1.0, 5.0, 15.0, 60.0)
"""Seconds of phase time before a failed job runs again: the n-th failure waits the n-th step,
every later one the last step (scaled by the service's time scale)."""

JobCallback = Callable[..., Awaitable[None]]

MAX_INSTANCES = 2**31 - 1
"""Runs of one job id at a time: no bound (APScheduler skips a run past its bound)."""


def backoff(steps: Sequence[float], failures: int) -> float:
    """The wait after the `failures`-th failure (1-based): that step, or the last one."""
    return steps[min(failures, len(steps)) - 1]


class Jobs:
    """The scheduler's one-shot jobs by id; a failed job is retried with a bounded backoff."""

    def __init__(self, time_scale: float = 1.0) -> None:
        self._time_scale = time_scale
        self.scheduler = AsyncIOScheduler(timezone=UTC)
        self._failures: dict[str, tuple[tuple[object, ...], int]] = {}  # job id -> (args, count)
        self._running: dict[str, int] = {}  # job id -> its runs in progress

    def start(self) -> None:
        """Start the scheduler (inside the running event loop)."""
        if not self.scheduler.running:
            self.scheduler.start()

    def shutdown(self) -> None:
        """Stop the scheduler without waiting for running jobs."""
        if self.scheduler.running:
            self.scheduler.shutdown(wait=False)

    def schedule(
        self, job_id: str, at: datetime, callback: JobCallback, args: tuple[object, ...]
    ) -> None:
        """(Re)schedule the job `job_id`: `callback(*args)` at `at` (retried while it fails)."""
        if self._failures.get(job_id, (args, 0))[0] != args:
            del self._failures[job_id]  # armed for something else: a fresh count
        self.scheduler.add_job(
            self._run,
            DateTrigger(run_date=at),
            args=(job_id, callback, args),
            id=job_id,
            replace_existing=True,
            misfire_grace_time=None,
            coalesce=True,
            # a run re-armed while it still counts as running (its retry, or the next phase)
            # would otherwise be skipped, and its date job lost: runs of one id may overlap
            # (each callback is safe to repeat: a phase re-check, claims, a delivery lock)
            max_instances=MAX_INSTANCES,
        )

    @contextmanager
    def together(self) -> Iterator[None]:
        """Schedule and remove many jobs with one wake-up of the scheduler, at the end (a
        running APScheduler wakes up, through the event loop, at every change otherwise)."""
        if self.scheduler.state != STATE_RUNNING:
            yield
            return
        self.scheduler.pause()
        try:
            yield
        finally:
            self.scheduler.resume()

    def remove(self, job_id: str) -> None:
        """Remove the job, if armed."""
        self._failures.pop(job_id, None)
        if self.scheduler.get_job(job_id) is not None:
            self.scheduler.remove_job(job_id)

    def next_run(self, job_id: str) -> datetime | None:
        """When the job will run, or None (not armed)."""
        job = self.scheduler.get_job(job_id)
        if job is None:
            return None
        if not hasattr(job, "next_run_time"):  # added before the scheduler started
            pending: datetime = job.trigger.run_date
            return pending
        run: datetime | None = job.next_run_time
        return run

    def fire_now(self, job_id: str) -> bool:
        """Make the job due now (tests and the demo fast-forward with this)."""
        job = self.scheduler.get_job(job_id)
        if job is None:
            return False
        job.modify(next_run_time=datetime.now(UTC))
        self.scheduler.wakeup()
        return True

    def idle(self, job_id: str) -> bool:
        """Whether the job is neither armed nor running (a sweep arms such a game again)."""
        return self.next_run(job_id) is None and not self._running.get(job_id)

    def failures(self, job_id: str) -> int:
        """How many times in a row the job has failed so far (0 once it succeeded)."""
        return self._failures.get(job_id, ((), 0))[1]

    async def _run(self, job_id: str, callback: JobCallback, args: tuple[object, ...]) -> None:
        self._running[job_id] = self._running.get(job_id, 0) + 1
        try:
            await self._attempt(job_id, callback, args)
        finally:
            self._running[job_id] -= 1
            if not self._running[job_id]:
                del self._running[job_id]

    async def _attempt(self, job_id: str, callback: JobCallback, args: tuple[object, ...]) -> None:
        try:  # afresh: no transaction state of whoever armed it, or of a failed run, reaches it
            await afresh(lambda: callback(*args))
        except Exception:
            failures = self.failures(job_id) + 1
            wait = backoff(JOB_RETRY_SECONDS, failures) * self._time_scale
            log.exception("job %s failed (%d in a row), retried in %.3g s", job_id, failures, wait)
            if self.scheduler.get_job(job_id) is not None:
                return  # armed anew while it ran (e.g. the next phase): that job wins
            self.schedule(job_id, datetime.now(UTC) + timedelta(seconds=wait), callback, args)
            self._failures[job_id] = (args, failures)
        else:
            if self._failures.get(job_id, ((), 0))[0] == args:
                del self._failures[job_id]
