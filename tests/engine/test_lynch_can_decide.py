"""`Game.lynch_can_decide` answers by its definition: some living player's lynch, resolved as a
whole day with every other vote on them (and theirs on the first other player), ends the game.

The reference below resolves those trial days with `Game.resolve`, as the engine first did; the
engine's answer must equal it on every day of many random games: both rule sets, large and small
tables, double kills on and off, a stalemate after one quiet cycle (R2, R52), noisy inputs.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine.simulate import random_input

SETTINGS = (
    engine.Settings(),
    engine.Settings(double_kill=False),
    engine.Settings(stalemate_cycles=1, inactive_days=0),
)


def _decided_by_trial_days(game: engine.Game) -> bool:
    """The definition: a resolved trial day per living player; does one end the game?"""
    if game.phase.kind != "day" or game.winner is not None:
        return False
    for target in game.alive:
        others = [name for name in game.alive if name != target]
        if not others:
            continue
        votes = dict.fromkeys(others, target)
        votes[target] = others[0]
        after, _ = game.resolve(engine.PhaseInput(votes=votes))
        if after.winner is not None:
            return True
    return False


def _states(ruleset: str, games: int) -> list[engine.Game]:
    """Every state of `games` random games, at tables of 6 to 20 seats."""
    states = []
    for seed in range(games):
        rng = random.Random(seed)
        names = [f"P{i:02d}" for i in range(rng.choice((6, 7, 9, 12, 20)))]
        setup = engine.deal(ruleset, names, seed=seed, settings=SETTINGS[seed % len(SETTINGS)])
        game = engine.new_game(setup)
        noise = 0.3 if seed % 3 == 0 else 0.0
        while game.winner is None:
            states.append(game)
            game, _ = game.resolve(random_input(game, rng, noise=noise))
        states.append(game)
    return states


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_lynch_can_decide_answers_as_the_trial_days_do(ruleset: str) -> None:
    answers = {True: 0, False: 0}
    for game in _states(ruleset, 120):
        expected = _decided_by_trial_days(game)
        assert game.lynch_can_decide() is expected, (game.phase, game.alive)
        assert game.lynch_can_decide() is expected  # asked again: the same answer
        if game.phase.kind == "day":
            answers[expected] += 1
    assert answers[True] >= 50 and answers[False] >= 200, answers
