"""Properties of random legal city games (the strategies serve every rule set)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.engine.strategies import PlayedGame, expected_rejections, random_games, rejections

RULESET = "city"
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(random_games(RULESET))
def test_random_games_always_end_within_a_bounded_number_of_phases(played: PlayedGame) -> None:
    final = played.states[-1]
    assert final.winner in ("mafia", "civilians", "robbers", "draw")
    # R2/R52: somebody leaves at least every 3 full cycles, else the game is drawn.
    stalemate = played.setup.settings.stalemate_cycles
    assert len(played.inputs) <= 2 * stalemate * (len(played.setup.players) + 1)


@FAST
@given(random_games(RULESET))
def test_the_dead_never_act_and_are_never_told(played: PlayedGame) -> None:
    for before, phase_input, result in zip(
        played.states, played.inputs, played.results, strict=False
    ):
        dead = set(before.names) - set(before.alive)
        codes = {(r.player, r.verb): r.code for r in result.rejected}
        for name, verbs in phase_input.actions.items():
            for verb in verbs:
                if name in dead:
                    assert codes[(name, verb)] in ("dead_actor", "game_over")
        for name in phase_input.votes:
            if name in dead:
                assert codes[(name, "vote")] == "dead_actor"
        assert not (set(result.private) & dead)
        assert {d.player for d in result.deaths} <= set(before.alive)


@FAST
@given(random_games(RULESET))
def test_replaying_a_record_twice_gives_the_same_output(played: PlayedGame) -> None:
    record = engine.Record.from_history(played.setup, played.inputs)
    first = engine.replay(record)
    assert engine.replay(record) == first
    assert engine.replay(engine.load_record(record.to_yaml())) == first
    assert first["winner"] == played.states[-1].winner
    assert first["phases"] == [r.to_json() for r in played.results]


@FAST
@given(random_games(RULESET))
def test_validation_refuses_exactly_what_resolution_rejects(played: PlayedGame) -> None:
    for before, phase_input, result in zip(
        played.states, played.inputs, played.results, strict=False
    ):
        assert rejections(result) == expected_rejections(before, phase_input)


@FAST
@given(random_games(RULESET))
def test_game_state_is_frozen_and_a_pure_function_of_the_record(played: PlayedGame) -> None:
    game = engine.new_game(played.setup)
    for phase_input, state in zip(played.inputs, played.states[1:], strict=True):
        game, _ = game.resolve(phase_input)
        assert game == state


JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 40) | st.sampled_from(["A", "B", "Z", "", "boss"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
VERBS = st.sampled_from([*engine.get_ruleset(RULESET).verbs, "fly", ""])
NAMES = st.sampled_from(["A", "B", "C", "D", "E", "Z"])


@FAST
@given(
    st.dictionaries(NAMES, st.dictionaries(VERBS, JUNK, max_size=3), max_size=5),
    st.dictionaries(NAMES, st.sampled_from(["A", "B", "Z", "abstain", ""]), max_size=5),
)
def test_resolution_never_raises_on_junk_and_agrees_with_validation(
    actions: dict[str, dict[str, object]], votes: dict[str, str]
) -> None:
    setup = engine.Setup(
        RULESET,
        (("A", "boss"), ("B", "doctor"), ("C", "courtesan"), ("D", "swindler"), ("E", "chosen")),
    )
    game = engine.new_game(setup)
    for phase_input in (
        engine.PhaseInput(actions=actions),
        engine.PhaseInput(actions=actions, votes=votes),
    ):
        before = game
        game, result = game.resolve(phase_input)
        rejected = {(r.player, r.verb): r.code for r in result.rejected}
        for name, verbs in phase_input.actions.items():
            for verb, value in verbs.items():
                error = before.check_action(name, verb, value)
                assert rejected.get((name, verb)) == (error.code if error else None)
