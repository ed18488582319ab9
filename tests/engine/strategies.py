"""Hypothesis strategies for random legal games of any registered rule set.

`role_lists(ruleset)` draws a role list the rule set accepts; `random_games(ruleset)` deals it and
plays it to the end through the public API (engine.simulate, with some illegal actions mixed in),
returning the setup, every phase's input and result, and the games between them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import strategies as st

import engine
from engine.simulate import random_input


@dataclass(frozen=True)
class PlayedGame:
    """A game played at random: its setup, the input and result of each phase, the states."""

    setup: engine.Setup
    inputs: tuple[engine.PhaseInput, ...]
    results: tuple[engine.PhaseResult, ...]
    states: tuple[engine.Game, ...]  # states[i] is the game before phase i; one more at the end


def _valid(ruleset: str, roles: list[str]) -> bool:
    try:
        engine.get_ruleset(ruleset).validate_roles(roles)
    except engine.EngineError:
        return False
    return True


@st.composite
def role_lists(
    draw: st.DrawFn, ruleset: str, min_players: int = 6, max_players: int = 20
) -> list[str]:
    """A role list of `min_players`..`max_players` roles that `ruleset` accepts."""
    table = engine.roles(ruleset)
    n = draw(st.integers(min_players, max_players))
    unique = sorted(r for r, info in table.items() if info.unique)
    plain = sorted(r for r, info in table.items() if not info.unique)
    picked = draw(st.permutations(unique))[: draw(st.integers(2, min(n, len(unique))))]
    fill = draw(
        st.lists(st.sampled_from(plain), min_size=n - len(picked), max_size=n - len(picked))
    )
    roles = list(picked) + fill
    if not _valid(ruleset, roles):
        roles = list(engine.preset(ruleset, n))  # fall back to a sensible list of that size
    return roles


@st.composite
def random_games(
    draw: st.DrawFn,
    ruleset: str,
    noise: float = 0.5,
    max_phases: int = 400,
    max_players: int = 20,
) -> PlayedGame:
    """A whole random game of `ruleset`, played until it has a winner (or `max_phases`)."""
    roles = draw(role_lists(ruleset, max_players=max_players))
    seed = draw(st.integers(0, 2**32 - 1))
    names = [f"P{i}" for i in range(len(roles))]
    setup = engine.deal(ruleset, names, seed=seed, roles=roles)
    rng = random.Random(seed)
    game = engine.new_game(setup)
    states = [game]
    inputs: list[engine.PhaseInput] = []
    results: list[engine.PhaseResult] = []
    while game.winner is None and len(inputs) < max_phases:
        phase_input = random_input(game, rng, noise=noise)
        game, result = game.resolve(phase_input)
        inputs.append(phase_input)
        results.append(result)
        states.append(game)
    return PlayedGame(setup, tuple(inputs), tuple(results), tuple(states))


def expected_rejections(
    before: engine.Game, phase_input: engine.PhaseInput
) -> dict[tuple[str, str], str]:
    """(player, verb or "vote") -> the code validation gives, for everything validation refuses."""
    expected = {}
    for name, verbs in phase_input.actions.items():
        for verb, value in verbs.items():
            error = before.check_action(name, verb, value)
            if error is not None:
                expected[(name, verb)] = error.code
    for name, target in phase_input.votes.items():
        error = before.check_vote(name, target)
        if error is not None:
            expected[(name, "vote")] = error.code
    return expected


def rejections(result: engine.PhaseResult) -> dict[tuple[str, str], str]:
    """(player, verb or "vote") -> code of everything resolution rejected."""
    return {(r.player, r.verb): r.code for r in result.rejected}
