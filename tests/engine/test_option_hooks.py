"""The rule-set hooks answer only where the rule set's data says (`narrowed_verbs`,
`unusable_verbs`, `ruled_verbs`, `granted_verbs`): they are asked nowhere else, so an answer
elsewhere would be lost."""

from __future__ import annotations

import random

import pytest

import engine
from engine.simulate import random_input
from engine.verbs import parse_value

NAMES = [f"P{i:02d}" for i in range(20)]


def _states(ruleset: str, games: int) -> list[tuple[engine.Game, engine.PhaseInput]]:
    states = []
    for seed in range(games):
        rng = random.Random(seed)
        game = engine.new_game(engine.deal(ruleset, NAMES, seed=seed))
        while game.winner is None:
            phase_input = random_input(game, rng, noise=0.2)
            states.append((game, phase_input))
            game, _ = game.resolve(phase_input)
    return states


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_only_the_declared_verbs_are_narrowed_or_unusable(ruleset: str) -> None:
    rules = engine.get_ruleset(ruleset)
    for game, _ in _states(ruleset, 15):
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


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_only_the_declared_verbs_have_rules_of_their_own(ruleset: str) -> None:
    rules = engine.get_ruleset(ruleset)
    checked = 0
    for game, phase_input in _states(ruleset, 15):
        for name, verbs in phase_input.actions.items():
            if name not in game.alive_set:
                continue
            for verb, value in verbs.items():
                spec = rules.verbs[verb]
                parsed = parse_value(spec, value, rules.nested_specs(game, name))
                if verb in rules.ruled_verbs or isinstance(parsed, engine.EngineError):
                    continue
                assert rules.check_rules(game, name, verb, parsed, game.phase) is None
                checked += 1
    assert checked > 20
