"""The shared core's own guarantees: the night runner and copy-on-write phase state."""

from __future__ import annotations

import random

import pytest

import engine
from engine.simulate import random_input
from engine.steps import NightSteps
from engine.types import Step, parse_int


def test_a_night_step_declared_without_its_method_fails_when_the_class_is_defined() -> None:
    with pytest.raises(AttributeError, match="step_missing"):

        class Broken(NightSteps, steps=(Step(0, "missing"),)):
            pass


def test_night_steps_run_in_the_declared_order() -> None:
    ran: list[str] = []

    class Night(NightSteps, steps=(Step(0, "b"), Step(1, "a"))):
        def step_a(self) -> None:
            ran.append("a")

        def step_b(self) -> None:
            ran.append("b")

    Night().run()
    assert ran == ["b", "a"]


@pytest.mark.parametrize("ruleset", engine.RULESETS)
def test_resolving_never_changes_the_state_it_started_from(ruleset: str) -> None:
    names = [f"P{i}" for i in range(16)]
    for seed in range(15):
        rng = random.Random(seed)
        game = engine.new_game(engine.deal(ruleset, names, seed=seed))
        while game.winner is None:
            before = (
                {k: dict(v) for k, v in game.counters.items()},
                {k: set(v) for k, v in game.flags.items()},
                {k: tuple(v) for k, v in game.team_map.items()},
                dict(game.memory),
                dict(game.roles),
            )
            after, _ = game.resolve(random_input(game, rng, noise=0.3))
            assert before == (
                {k: dict(v) for k, v in game.counters.items()},
                {k: set(v) for k, v in game.flags.items()},
                {k: tuple(v) for k, v in game.team_map.items()},
                dict(game.memory),
                dict(game.roles),
            )
            game = after


@pytest.mark.parametrize(
    ("raw", "parsed"),
    [
        (2, 2),
        ("2", 2),
        (" -3 ", -3),
        ("+4", 4),
        ("--5", None),
        ("²", None),
        ("٣", None),
        ("", None),
        ("-", None),
        (True, None),
        ("9" * 19, None),
        pytest.param("9" * 5000, None, id="5000-digits"),
        pytest.param(10**5000, None, id="a-5001-digit-int"),
        ("9" * 18, 10**18 - 1),
    ],
)
def test_a_record_number_is_ascii_digits_with_one_sign_and_a_sane_length(
    raw: object, parsed: int | None
) -> None:
    assert parse_int(raw) == parsed
