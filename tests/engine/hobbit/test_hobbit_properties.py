"""Properties of random hobbit games, played with the core's strategies (tests/engine)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.engine.strategies import PlayedGame, expected_rejections, random_games, rejections

FAST = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
CAUSES = {"lynch", "mafia", "shot", "sleep", "gollum", "smaug", "arrow", "ricochet",
          "legolas_penalty"}  # fmt: skip


def hobbit_games(noise: float = 0.3) -> st.SearchStrategy[PlayedGame]:
    """A whole random hobbit game (6..30 seats), played until it has a winner."""
    return random_games("hobbit", noise=noise, max_players=30)


@FAST
@given(hobbit_games())
def test_random_hobbit_games_always_end(played: PlayedGame) -> None:
    assert played.states[-1].winner in ("civilians", "mafia", "loner", "draw")
    # R2/R52: somebody leaves at least every 3 full cycles, else the game is drawn.
    assert len(played.inputs) <= 6 * (len(played.setup.players) + 1)


@FAST
@given(hobbit_games())
def test_the_arkenstone_is_always_in_at_most_one_place_and_only_with_the_living(
    played: PlayedGame,
) -> None:
    for game in played.states:
        holders = [n for n in game.names if "arkenstone" in game.card(n).flags]
        assert len(holders) <= 1
        assert set(holders) <= set(game.alive)  # R38


@FAST
@given(hobbit_games())
def test_a_ring_is_worn_at_most_once_by_each_player_and_never_by_the_dead(
    played: PlayedGame,
) -> None:
    worn: dict[str, int] = {}
    for before, phase_input, result in zip(
        played.states, played.inputs, played.results, strict=False
    ):
        refused = {(r.player, r.verb) for r in result.rejected}
        for name, verbs in phase_input.actions.items():
            if "ring" in verbs and (name, "ring") not in refused:
                assert name in before.alive
                worn[name] = worn.get(name, 0) + 1
    for game in played.states:
        assert all(game.card(n).counters.get("ring", 0) in (0, 1) for n in game.names)
        holders = [n for n in game.names if game.card(n).counters.get("ring", 0)]
        assert len(holders) <= 1 and set(holders) <= set(game.alive)  # one Ring, never the dead's
    assert all(count == 1 for count in worn.values())


@FAST
@given(hobbit_games())
def test_arrows_orders_and_substitute_kills_never_go_below_zero(played: PlayedGame) -> None:
    for game in played.states:
        for name in game.names:
            counters = game.card(name).counters
            for key in ("arrows", "orders", "substitute_kills", "elk"):
                assert counters.get(key, 0) >= 0, (name, key, counters)


@FAST
@given(hobbit_games())
def test_results_use_spec_causes_known_codes_and_tell_nothing_to_the_dead(
    played: PlayedGame,
) -> None:
    for before, result in zip(played.states, played.results, strict=False):
        assert {d.cause for d in result.deaths} <= CAUSES
        assert all(r.code in engine.ERROR_CODES for r in result.rejected)
        dead_now = {d.player for d in result.deaths}
        assert not dead_now & set(result.private)  # R56
        assert set(result.private) <= set(before.alive)
        assert set(result.revealed) == dead_now


@FAST
@given(hobbit_games())
def test_validation_refuses_what_resolution_rejects_but_the_ring_worn_in_the_same_phase(
    played: PlayedGame,
) -> None:
    for before, phase_input, result in zip(
        played.states, played.inputs, played.results, strict=False
    ):
        rejected = rejections(result)
        expected = expected_rejections(before, phase_input)
        for name, verbs in phase_input.actions.items():
            ring_worn = "ring" in verbs and (name, "ring") not in rejected
            for verb in ("search", "kill"):
                if verb in verbs and (name, verb) not in expected and ring_worn:
                    expected[(name, verb)] = "ring_worn"  # R70, H20: the Ring comes first
        assert rejected == expected


@FAST
@given(hobbit_games())
def test_the_game_is_a_pure_function_of_its_record(played: PlayedGame) -> None:
    record = engine.Record.from_history(played.setup, played.inputs)
    out = engine.replay(engine.load_record(record.to_yaml()))
    assert out["winner"] == played.states[-1].winner
    assert out["phases"] == [r.to_json() for r in played.results]
    game = engine.new_game(played.setup)
    for phase_input, state in zip(played.inputs, played.states[1:], strict=True):
        game, _ = game.resolve(phase_input)
        assert game == state
