"""The worker processes that play an estimate's games, awaited from the event loop: at most one
per core less one (at least one), at a lower priority than the bot; a worker that fails or a run
that takes too long is reported as a BalanceError, never left hanging."""

from __future__ import annotations

import asyncio
import logging
import math
import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor

from bot.balance.errors import BalanceError
from bot.balance.games import Batch, Played, lower_priority, play_batch

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
"""Told (games played, games in all) each time a batch is done."""
PlayBatch = Callable[[Batch], list[Played]]
"""What a worker runs on a batch (`play_batch`; a picklable top-level function)."""


def default_workers() -> int:
    """One worker per core this process may use, less one for the bot; at least one."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # no affinity on this system
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


class WorkerPool:
    """A pool of worker processes, started on first use and started again after a failure."""

    def __init__(self, workers: int | None = None, play: PlayBatch = play_batch) -> None:
        self.workers = workers or default_workers()
        self.play = play
        self._executor: ProcessPoolExecutor | None = None

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=lower_priority,
            )
        return self._executor

    async def run(
        self,
        batches: Sequence[Batch],
        progress: Progress | None = None,
        timeout: float | None = None,
    ) -> list[list[Played]]:
        """Play every batch in the workers; the results in batch order. Raises BalanceError:
        `balance_failed` when a worker raised or died, `balance_timeout` after `timeout` seconds
        (the workers are then stopped)."""
        loop = asyncio.get_running_loop()
        pool = self._pool()
        total = sum(len(batch.seeds) for batch in batches)
        done = 0

        async def played(batch: Batch) -> list[Played]:
            nonlocal done
            games = await loop.run_in_executor(pool, self.play, batch)
            done += len(batch.seeds)
            if progress is not None:
                progress(done, total)
            return games

        tasks = [asyncio.ensure_future(played(batch)) for batch in batches]
        try:
            return await asyncio.wait_for(asyncio.gather(*tasks), timeout)
        except TimeoutError:
            self._discard()
            raise BalanceError("balance_timeout", {"seconds": math.ceil(timeout or 0)}) from None
        except Exception as error:
            log.exception("a balance worker failed")
            self._discard()
            raise BalanceError("balance_failed") from error
        finally:
            for task in tasks:  # the batches still waiting when one failed or time ran out
                task.cancel()

    def _discard(self) -> None:
        """Stop the pool's processes now (a hung or broken pool); the next run starts anew."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        processes = list((executor._processes or {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.kill()

    async def close(self) -> None:
        """Stop the workers once they are idle (off the event loop)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, True, cancel_futures=True)
