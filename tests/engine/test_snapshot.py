"""A game's snapshot (engine.snapshot) restores the very state the record replays to."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings

import engine
from engine.snapshot import SnapshotError, restore, snapshot
from tests.engine.strategies import PlayedGame, random_games

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def through_json(game: engine.Game) -> engine.Game:
    """The game snapshotted, stored as JSON text, read back and restored."""
    return restore(game.setup, json.loads(json.dumps(snapshot(game))))


def assert_round_trip(played: PlayedGame) -> None:
    for index, state in enumerate(played.states):
        restored = through_json(state)
        assert restored == state
        assert restored.told() == state.told()  # the narrative counts what was said (a restart)
        if index < len(played.inputs):  # it plays on exactly as the original
            after, result = restored.resolve(played.inputs[index])
            assert result == played.results[index]
            assert after == played.states[index + 1]
            assert after.told() == played.states[index + 1].told()
            for name in after.alive:
                assert after.options(name) == played.states[index + 1].options(name)


@FAST
@given(random_games("city"))
def test_a_city_snapshot_restores_the_state_and_plays_on_alike(played: PlayedGame) -> None:
    assert_round_trip(played)


@FAST
@given(random_games("hobbit"))
def test_a_hobbit_snapshot_restores_the_state_and_plays_on_alike(played: PlayedGame) -> None:
    assert_round_trip(played)


def test_a_snapshot_of_other_seats_or_another_version_is_refused() -> None:
    setup = engine.deal("city", [f"P{i}" for i in range(8)], seed=3)
    data = snapshot(engine.new_game(setup))
    other = engine.deal("city", [f"Q{i}" for i in range(8)], seed=3)
    with pytest.raises(SnapshotError):
        restore(other, data)
    with pytest.raises(SnapshotError):
        restore(setup, {**data, "version": 0})
