"""W1: «решающий день» only when a win can come (`Game.lynch_can_win`), and the stalemate warned
of on the day it falls unless somebody leaves (`Game.stalemate_looms`, R2, R52).

Both are checked against their definitions on every state of many random games: a trial day per
living player resolved by `Game.resolve` (a winner that is not a draw), and the day resolved with
nobody leaving (no votes, no inactivity) ending in a draw.
"""

from __future__ import annotations

import pytest

import engine
from tests.engine.test_lynch_can_decide import _states


def _won_by_trial_days(game: engine.Game) -> bool:
    """The definition: does some living player's lynch (all other votes on them) give a winner?"""
    if game.phase.kind != "day" or game.winner is not None:
        return False
    for target in game.alive:
        others = [name for name in game.alive if name != target]
        if not others:
            continue
        votes = dict.fromkeys(others, target)
        votes[target] = others[0]
        after, _ = game.resolve(engine.PhaseInput(votes=votes))
        if after.winner not in (None, "draw"):
            return True
    return False


def _draw_if_nobody_leaves(game: engine.Game) -> bool:
    """The definition: the day resolved with nobody acting, voting or judged absent (nobody
    leaves) ends in a draw."""
    if game.phase.kind != "day" or game.winner is not None:
        return False
    quiet = engine.PhaseInput(replaced=tuple(game.alive))  # G1: nobody judged absent (R51)
    after, result = game.resolve(quiet)
    return not result.deaths and after.winner == "draw"


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_w1_decisive_day_only_when_a_lynch_can_give_a_winner(ruleset: str) -> None:
    seen = {"win": 0, "draw_only": 0}
    for game in _states(ruleset, 80):
        expected = _won_by_trial_days(game)
        assert game.lynch_can_win() is expected, (game.phase, game.alive)
        if expected:
            seen["win"] += 1
        elif game.lynch_can_decide():
            seen["draw_only"] += 1  # the day W1 saw: only a draw could come
    assert seen["win"] >= 30 and seen["draw_only"] >= 1, seen


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_r52_stalemate_looms_on_the_day_a_quiet_day_ends_in_a_draw(ruleset: str) -> None:
    seen = {True: 0, False: 0}
    for game in _states(ruleset, 80):
        if game.phase.kind != "day" or game.winner is not None:
            assert not game.stalemate_looms()
            continue
        expected = _draw_if_nobody_leaves(game)
        assert game.stalemate_looms() is expected, (game.phase, game.quiet, game.night_left)
        seen[expected] += 1
    assert seen[True] >= 5 and seen[False] >= 50, seen


def test_r2_stalemate_off_never_looms() -> None:
    seats = (("Anna", "boss"), ("Boris", "detective"), ("Gleb", "citizen"), ("Dina", "citizen"))
    settings = engine.Settings(stalemate_cycles=0)
    game = engine.new_game(engine.Setup("city", seats, settings, 4))
    day, _ = game.resolve(engine.PhaseInput())
    assert day.phase.kind == "day" and not day.stalemate_looms()
