"""One batch of seeded games of one role list, as a worker process plays it: each game dealt by
its seed (`engine.deal`) and played by the simulated players of `bot.demo.people`."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from dataclasses import dataclass

import engine
from bot.demo.people import play_game

NAMES = tuple(f"P{i:02d}" for i in range(30))
"""Seat names of a simulated game (the names take no part in the outcome's odds)."""
MAX_PHASES = 200
"""A game still running after this many phases is counted as unfinished."""


@dataclass(frozen=True)
class Batch:
    """Games to play: a role list in the order it is dealt, the settings and the seeds."""

    ruleset: str
    roles: tuple[str, ...]
    settings: engine.Settings
    seeds: tuple[int, ...]


@dataclass(frozen=True)
class Played:
    """How one game ended: its winner (a camp, "draw", or None when cut at MAX_PHASES) and how
    many days were played."""

    winner: str | None
    days: int


def play_batch(batch: Batch) -> list[Played]:
    """Play every game of `batch`, in seed order."""
    names = NAMES[: len(batch.roles)]
    played: list[Played] = []
    for seed in batch.seeds:
        setup = engine.deal(batch.ruleset, names, seed, batch.roles, batch.settings)
        end, inputs = play_game(engine.new_game(setup), seed, MAX_PHASES)
        played.append(Played(end.winner, len(inputs) // 2))  # night, day, night …: days played
    return played


def lower_priority() -> None:
    """A worker's initializer: yield the processor to the bot's own process (nice +10)."""
    with contextlib.suppress(AttributeError, OSError):  # no nice here: the usual priority
        os.nice(10)


def chunked(seeds: Sequence[int], size: int) -> list[tuple[int, ...]]:
    """The seeds in consecutive chunks of at most `size`."""
    return [tuple(seeds[i : i + size]) for i in range(0, len(seeds), size)]
