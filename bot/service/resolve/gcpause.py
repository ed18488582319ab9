"""No cyclic garbage collection while phases are resolved and delivered.

A process that hosts thousands of games keeps their engine states in memory, and each full
collection walks every one of them; the objects a batch of resolutions allocates would set off
dozens of collections (measured: more than half of a 5,000-game batch's time). Objects are
still freed by their reference counts as usual; what cycles a batch leaves are collected soon
after it ends. Overlapping uses (a batch's delivery while the next batch resolves) turn
collection back on when the last one ends; a process that turned it off itself keeps it off.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["collection_paused"]

_holders = 0  # uses in progress that turned collection off


@contextmanager
def collection_paused() -> Iterator[None]:
    """Turn cyclic garbage collection off for the duration (when it was on)."""
    global _holders
    if _holders == 0 and not gc.isenabled():
        yield  # off already, not by us
        return
    _holders += 1
    gc.disable()
    try:
        yield
    finally:
        _holders -= 1
        if _holders == 0:
            gc.enable()
