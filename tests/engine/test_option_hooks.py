"""The option hooks answer only where a rule set's data says (`narrowed_verbs`, `unusable_verbs`,
`granted_verbs`): `options` asks them nowhere else, so an answer elsewhere would be lost."""

from __future__ import annotations

import random

import pytest

import engine
from engine.simulate import random_input

NAMES = [f"P{i:02d}" for i in range(20)]


def _states(ruleset: str, games: int) -> list[engine.Game]:
    states = []
    for seed in range(games):
        rng = random.Random(seed)
        game = engine.new_game(engine.deal(ruleset, NAMES, seed=seed))
        while game.winner is None:
            states.append(game)
            game, _ = game.resolve(random_input(game, rng, noise=0.2))
    return states


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_only_the_declared_verbs_are_narrowed_or_unusable(ruleset: str) -> None:
    rules = engine.get_ruleset(ruleset)
    for game in _states(ruleset, 15):
        for phase in (game.phase, game.phase.next()):
            granted = rules.granted_verbs(game, phase)
            for name in game.alive:
                assert rules.extra_verbs(game, name, phase) == granted.get(name, ())
                for verb, spec in rules.verbs.items():
                    if verb not in rules.unusable_verbs:
                        assert not rules.unusable(game, name, verb, phase), (verb, name)
                    if verb not in rules.narrowed_verbs:
                        for arg in spec.args:
                            assert rules.arg_choices(game, name, verb, arg.name, phase) is None
