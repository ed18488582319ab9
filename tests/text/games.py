"""Whole games for the review's tests: one of each rule set, played out with random legal moves,
with player names that HTML and Discord markup would misread if they were not escaped."""

from __future__ import annotations

import random
from functools import cache

import engine
from engine.simulate import play_random_game

HOSTILE = ('<script>alert("x")</script>', "Tom & Jerry", 'Vera "V"', "O'Neil", "**bold**")
"""Names a page must show as text, never as markup."""

NAMES = (*HOSTILE, "Anna", "Boris", "Gleb", "Dina", "Egor", "Ilya", "Kira", "Lev")


SEEDS = {"city": 1, "hobbit": 5}  # ten phases each


@cache
def finished_record(ruleset: str, seed: int | None = None) -> engine.Record:
    """The record of a whole 13-player game of `ruleset`, played to its winner."""
    seed = SEEDS[ruleset] if seed is None else seed
    setup = engine.deal(ruleset, list(NAMES), seed=seed)
    game, inputs = play_random_game(engine.new_game(setup), random.Random(seed))
    assert game.winner is not None
    return engine.Record.from_history(setup, inputs)
