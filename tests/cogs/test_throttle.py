"""The tally's throttle on its own: one run per interval per key, the last job asked for always
run, each key on its own clock, a failing trailing run logged and forgotten."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.discord.throttle import Throttle
from tests.cogs.harness import VirtualTime


def recorder(runs: list[str], name: str) -> Callable[[], Awaitable[None]]:
    async def job() -> None:
        runs.append(name)

    return job


async def test_each_key_has_its_own_interval() -> None:
    time = VirtualTime(auto=False)
    throttle = Throttle(5.0, clock=time, sleep=time.sleep)
    runs: list[str] = []
    await throttle.run(1, recorder(runs, "game 1"))
    await throttle.run(2, recorder(runs, "game 2"))
    await throttle.run(1, recorder(runs, "game 1 again"))
    assert runs == ["game 1", "game 2"]
    await time.advance(5.0)
    assert runs == ["game 1", "game 2", "game 1 again"]
    assert throttle.tasks() == []


async def test_only_the_last_waiting_job_runs() -> None:
    time = VirtualTime(auto=False)
    throttle = Throttle(5.0, clock=time, sleep=time.sleep)
    runs: list[str] = []
    for name in ("first", "second", "third"):
        await throttle.run(7, recorder(runs, name))
    await time.advance(5.0)
    assert runs == ["first", "third"]


async def test_a_failing_trailing_run_is_logged_and_the_next_job_runs_at_its_time(
    caplog: pytest.LogCaptureFixture,
) -> None:
    time = VirtualTime(auto=False)
    throttle = Throttle(5.0, clock=time, sleep=time.sleep)
    runs: list[str] = []

    async def boom() -> None:
        raise RuntimeError("Discord said 500")

    await throttle.run(3, recorder(runs, "first"))
    await throttle.run(3, boom)
    await time.advance(5.0)
    assert "trailing run of 3 failed" in caplog.text
    await throttle.run(3, recorder(runs, "later"))
    assert runs == ["first"], "5 s since the failed run started: it waits"
    await time.advance(5.0)
    assert runs == ["first", "later"]
