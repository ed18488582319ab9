"""At most one run per interval for each key, and the last one asked for always runs: a burst of
votes in one game costs one tally edit at once and one trailing edit when the interval is up.

Discord lets a channel take about 5 messages or edits per 5 s; a tally edited once per vote would
spend that whole budget on one busy day. The clock and the sleep are injectable, so that tests
drive the interval without waiting for it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

__all__ = ["TALLY_EDIT_SECONDS", "TASK_PREFIX", "Throttle"]

log = logging.getLogger(__name__)

TALLY_EDIT_SECONDS = 5.0
"""The least time between two edits of one game's tally."""

TASK_PREFIX = "mafia-throttle:"
"""The name of every trailing run's task starts with this (tests wait for them)."""

Job = Callable[[], Awaitable[None]]
Clock = Callable[[], float]
Sleep = Callable[[float], Awaitable[None]]


class Throttle:
    """Runs jobs by key: at once when the key's last run started at least `interval` ago and
    nothing waits, else as the key's trailing run when the interval is up (a later job replaces
    a waiting one: the trailing run shows everything asked for until it starts)."""

    def __init__(
        self,
        interval: float = TALLY_EDIT_SECONDS,
        *,
        clock: Clock = time.monotonic,
        sleep: Sleep = asyncio.sleep,
    ) -> None:
        self.interval = interval
        self.clock = clock
        self.sleep = sleep
        self._last: dict[int, float] = {}  # key -> when its last run started
        self._waiting: dict[int, Job] = {}  # key -> the job its trailing run will run
        self._trailing: dict[int, asyncio.Task[None]] = {}
        self._running: dict[int, asyncio.Lock] = {}  # one run at a time per key, in order

    async def run(self, key: int, job: Job) -> None:
        """Run `job` now (its errors are the caller's), or leave it to the key's trailing run
        (whose errors are logged)."""
        now = self.clock()
        last = self._last.get(key)
        lock = self._running.setdefault(key, asyncio.Lock())
        due = last is None or now - last >= self.interval
        if due and key not in self._trailing and not lock.locked():
            self._last[key] = now
            try:
                async with lock:
                    await job()
            finally:
                if len(self._last) > 64:
                    self._forget_idle()
            return
        self._waiting[key] = job
        if key not in self._trailing:
            task = asyncio.create_task(self._trail(key), name=f"{TASK_PREFIX}{key}")
            self._trailing[key] = task

    def tasks(self) -> list[asyncio.Task[None]]:
        """The trailing runs waiting or running now."""
        return list(self._trailing.values())

    def close(self) -> None:
        """Cancel every trailing run (the cog is unloaded)."""
        for task in self._trailing.values():
            task.cancel()
        self._trailing.clear()
        self._waiting.clear()

    async def _trail(self, key: int) -> None:
        try:
            while key in self._waiting:
                wait = self._last.get(key, float("-inf")) + self.interval - self.clock()
                if wait > 0:
                    await self.sleep(wait)
                async with self._running.setdefault(key, asyncio.Lock()):
                    job = self._waiting.pop(key)
                    self._last[key] = self.clock()
                    try:
                        await job()
                    except Exception:
                        log.exception("a trailing run of %s failed", key)
        finally:
            # no await between the loop's last check and here: a job asked for meanwhile is
            # either run by the loop or finds no trailing run and starts its own
            self._trailing.pop(key, None)
            self._forget_idle()

    def _forget_idle(self) -> None:
        """Drop what is kept of keys whose interval is over and that wait for nothing (a game
        over leaves nothing behind)."""
        now = self.clock()
        for key in [k for k, at in self._last.items() if now - at >= self.interval]:
            lock = self._running.get(key)
            if key not in self._trailing and (lock is None or not lock.locked()):
                self._last.pop(key, None)
                self._running.pop(key, None)
