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


def _first_value(
    rules: engine.Ruleset, game: engine.Game, name: str, verb: str, phase: engine.Phase
) -> object:
    """The first legal value of a whole-value verb, as options would offer it (None: none)."""
    spec = rules.verbs[verb]
    if not spec.args:
        return True
    arg = spec.args[0]
    narrowed = verb in rules.narrowed_verbs
    choices = rules.arg_choices(game, name, verb, arg.name, phase) if narrowed else None
    choices = arg.choices if choices is None else choices
    return choices[0] if choices else None


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_a_whole_value_verb_checked_by_unusable_is_offered_exactly_when_validation_takes_it(
    ruleset: str,
) -> None:
    rules = engine.get_ruleset(ruleset)
    checked = 0
    for game, _ in _states(ruleset, 15):
        for phase in (game.phase, game.phase.next(), game.phase.next().next()):
            for name in game.alive:
                offered = {option.verb for option in game.options(name, phase)}
                for spec in rules.phase_specs[phase.kind][game.role(name)]:
                    if not spec.probe_whole or spec.verb not in rules.unusable_verbs:
                        continue
                    value = _first_value(rules, game, name, spec.verb, phase)
                    if value is None:
                        continue
                    accepted = game.check_action(name, spec.verb, value, phase) is None
                    assert (spec.verb in offered) == accepted, (spec.verb, name, phase)
                    checked += 1
    assert checked > 100 or not rules.unusable_verbs
