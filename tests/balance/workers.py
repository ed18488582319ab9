"""Batch players for the worker-failure tests: top-level, so a spawned worker can import them."""

from __future__ import annotations

import os
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from bot.balance.estimator import Estimator
from bot.balance.games import Batch, Played
from bot.balance.runner import WorkerPool


def raising(batch: Batch) -> list[Played]:
    """A worker whose batch raises."""
    raise RuntimeError(f"no game today ({len(batch.seeds)} seeds)")


def dying(batch: Batch) -> list[Played]:
    """A worker process that dies without a word."""
    os._exit(3)


def hanging(batch: Batch) -> list[Played]:
    """A worker that never finishes in time."""
    time.sleep(60)
    return []


class InThreads(WorkerPool):
    """Plays the batches in one thread of the test process: the Discord tests' estimates start
    no worker process (the worker processes have tests of their own)."""

    def _pool(self) -> Any:
        if self._executor is None:
            self._executor = ThreadPoolExecutor(1)
        return self._executor


def small_estimator() -> Estimator:
    """An estimator for the Discord tests: in a thread (see `InThreads`)."""
    return Estimator(InThreads(1), timeout=60)
