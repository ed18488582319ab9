"""No scheduler job is dropped: a retry (or a new arming) that falls due while the run that
armed it still counts as running is run, not skipped by APScheduler's instance bound."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot.service.clock.jobs import Jobs


async def test_a_retry_due_while_the_failing_run_still_counts_as_running_fires(
    caplog: pytest.LogCaptureFixture,
) -> None:
    jobs = Jobs(time_scale=0.0)  # the retry is due at once: before the failed run has ended
    runs: list[int] = []
    done = asyncio.Event()

    async def flaky() -> None:
        runs.append(len(runs))
        if len(runs) < 3:
            raise ConnectionError("the store went away")
        done.set()

    jobs.start()
    try:
        jobs.schedule("flaky", datetime.now(UTC), flaky, ())
        await asyncio.wait_for(done.wait(), 5)
    finally:
        jobs.shutdown()
    assert runs == [0, 1, 2]
    assert not [r for r in caplog.records if "maximum number of running" in r.getMessage()]


async def test_a_job_armed_anew_by_its_own_run_fires() -> None:
    jobs = Jobs()
    runs: list[str] = []
    done = asyncio.Event()

    async def phase(name: str) -> None:
        runs.append(name)
        if name == "night":  # the next phase's job, under the same id, due at once
            jobs.schedule("phase:1", datetime.now(UTC), phase, ("day",))
            await asyncio.sleep(0.05)  # still resolving when the next job falls due
        else:
            done.set()

    jobs.start()
    try:
        jobs.schedule("phase:1", datetime.now(UTC), phase, ("night",))
        await asyncio.wait_for(done.wait(), 5)
    finally:
        jobs.shutdown()
    assert runs == ["night", "day"]
