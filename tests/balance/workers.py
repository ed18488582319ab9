"""Batch players for the worker-failure tests: top-level, so a spawned worker can import them."""

from __future__ import annotations

import os
import time

from bot.balance.games import Batch, Played


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
