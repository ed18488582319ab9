"""A game's snapshot (engine.snapshot) restores the very state the record replays to."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

import engine
from engine.snapshot import SnapshotError, encode, restore, snapshot
from tests.engine.strategies import PlayedGame, random_games

FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def through_json(game: engine.Game) -> engine.Game:
    """The game snapshotted, stored as JSON text, read back and restored."""
    return restore(game.setup, json.loads(json.dumps(snapshot(game))))


def told_in_full(played: PlayedGame, index: int) -> dict[str, Any]:
    """The snapshot of `played.states[index]` as version 2 wrote it: every announcement so far
    (`told`) instead of their counts."""
    data = snapshot(played.states[index])
    del data["told_counts"]
    told = [
        engine.announcement(result, before)
        for before, result in zip(played.states[:index], played.results[:index], strict=True)
    ]
    return json.loads(json.dumps({**data, "version": 2, "told": encode(tuple(told))}))


def assert_round_trip(played: PlayedGame) -> None:
    for index, state in enumerate(played.states):
        restored = through_json(state)
        assert restored == state
        assert restored.told_counts == state.told_counts  # the narrative counts what was said
        assert restore(state.setup, told_in_full(played, index)) == state  # a version 2 snapshot
        if index < len(played.inputs):  # it plays on exactly as the original
            after, result = restored.resolve(played.inputs[index])
            assert result == played.results[index]
            assert after == played.states[index + 1]
            assert after.told_counts == played.states[index + 1].told_counts
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
    with pytest.raises(SnapshotError):  # version 2 kept every announcement instead of counts
        restore(setup, {**data, "version": 2})


def test_a_snapshot_is_the_size_of_its_table_whatever_the_game_s_length() -> None:
    endless = engine.Settings(stalemate_cycles=0, inactive_days=0)  # R52, R51 off
    setup = engine.deal("city", [f"P{i:02d}" for i in range(12)], seed=5, settings=endless)
    game = engine.new_game(setup)
    sizes = []
    for _ in range(40):  # nights and days where nobody acts or votes: nobody leaves
        game, _ = game.resolve(engine.PhaseInput())
        sizes.append(len(json.dumps(snapshot(game))))
    assert game.winner is None and len(game.alive) == 12
    assert max(sizes[2:]) - min(sizes[2:]) <= 8  # a few digits more, not a phase's news each
