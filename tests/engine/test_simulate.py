"""The random players of engine.simulate send values that validation accepts."""

from __future__ import annotations

import random

import engine
from engine.simulate import random_input
from tests.engine.hobbit.hobbit_helpers import FULL_CAST


def test_random_input_gives_sauron_one_legal_kind_of_instruction() -> None:
    game = engine.new_game(engine.Setup("hobbit", tuple(FULL_CAST.items())))
    kinds = set()
    for seed in range(60):
        phase_input = random_input(game, random.Random(seed), act_rate=1.0)
        value = phase_input.actions["Sauron"]["instruct"]
        assert game.check_action("Sauron", "instruct", value) is None, value
        assert isinstance(value, dict)
        kinds.add(tuple(sorted(value)))
    assert kinds == {("hint", "role"), ("suggest",), ("order",)}  # R35: each kind alone


def test_random_input_without_noise_is_accepted_at_night_one_but_for_the_ring_worn() -> None:
    for ruleset in engine.RULESETS:
        for seed in range(20):
            names = [f"P{i}" for i in range(20)]
            game = engine.new_game(engine.deal(ruleset, names, seed=seed))
            phase_input = random_input(game, random.Random(seed), act_rate=1.0)
            _, result = game.resolve(phase_input)
            codes = {r.code for r in result.rejected}
            assert codes <= {"ring_worn"}, (ruleset, seed, result.rejected)  # R70: Ring first
