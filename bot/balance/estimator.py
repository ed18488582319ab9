"""`await Estimator.estimate(request)`: the estimate of a setup, played in worker processes.
Requests for the same setup, settings, games, seed and version of the code share one run while it
runs, and the last estimates are remembered."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Sequence

from bot.balance.fingerprint import code_version
from bot.balance.games import Batch, Played, chunked
from bot.balance.plan import Swap, swaps
from bot.balance.report import Estimate, summarize
from bot.balance.request import BalanceRequest
from bot.balance.runner import Progress, WorkerPool

CHUNK = 20
"""Games per batch sent to a worker (the progress moves batch by batch)."""
TIMEOUT = 600.0
"""Seconds an estimate may run by default (well within Discord's 15 minutes for a follow-up)."""


class Estimator:
    """Estimates setups in a `WorkerPool`; `runs` counts the runs started (shared requests and
    remembered estimates start none)."""

    def __init__(
        self, pool: WorkerPool | None = None, timeout: float | None = TIMEOUT, remember: int = 64
    ) -> None:
        self.pool = pool or WorkerPool()
        self.timeout = timeout
        self.remember = remember
        self.runs = 0
        self.version = code_version()
        self._running: dict[str, asyncio.Task[Estimate]] = {}
        self._done: OrderedDict[str, Estimate] = OrderedDict()

    async def estimate(self, request: BalanceRequest, progress: Progress | None = None) -> Estimate:
        """The estimate of `request`; raises BalanceError when the run fails or times out.
        `progress` is told of the games played only by the call that starts the run."""
        key = request.key
        if key in self._done:
            self._done.move_to_end(key)
            return self._done[key]
        task = self._running.get(key)
        if task is None:
            task = asyncio.create_task(self._run(request, key, progress))
            self._running[key] = task
            self.runs += 1
            task.add_done_callback(lambda done: self._finished(key, done))
        return await asyncio.shield(task)

    def known(self, key: str) -> Estimate | None:
        """The estimate remembered under `key` (a finished run's or one `learn`ed), or None."""
        return self._done.get(key)

    def learn(self, estimate: Estimate) -> None:
        """Remember an estimate found elsewhere (a store): a request of its key runs nothing."""
        self._done[estimate.key] = estimate
        while len(self._done) > self.remember:
            self._done.popitem(last=False)

    def running(self, key: str) -> bool:
        """Whether a run of `key` is under way."""
        return key in self._running

    def _finished(self, key: str, task: asyncio.Task[Estimate]) -> None:
        self._running.pop(key, None)
        if task.cancelled() or task.exception() is not None:
            return  # the callers got the error; a new request tries again
        self.learn(task.result())

    async def _run(self, request: BalanceRequest, key: str, progress: Progress | None) -> Estimate:
        every_swap = swaps(request) if request.swing_games else []
        playable = [swap for swap in every_swap if swap.playable]
        jobs: list[tuple[Swap | None, tuple[str, ...], int]] = [
            (None, request.roles, request.games)
        ]
        jobs += [(swap, swap.roles, request.swing_games) for swap in playable]
        batches: list[Batch] = []
        spans: list[tuple[Swap | None, int, int]] = []
        for swap, roles, games in jobs:
            seeds = chunked(request.seeds(games), CHUNK)
            spans.append((swap, len(batches), len(batches) + len(seeds)))
            batches += [Batch(request.ruleset, roles, request.settings, s) for s in seeds]
        results = await self.pool.run(batches, progress, self.timeout)
        played = {swap: _joined(results[start:end]) for swap, start, end in spans}
        swapped = [(swap, played.get(swap, [])) for swap in every_swap]
        return summarize(request, key, self.version, played[None], swapped)

    async def close(self) -> None:
        """Stop the worker processes."""
        await self.pool.close()


def _joined(parts: Sequence[list[Played]]) -> list[Played]:
    return [game for part in parts for game in part]
