"""Properties of random hobbit games played through the public API (engine.simulate)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.simulate import random_input

CAUSES = {"lynch", "mafia", "shot", "sleep", "gollum", "smaug", "arrow", "ricochet",
          "legolas_penalty"}  # fmt: skip
SEATS = st.integers(min_value=6, max_value=30)
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


def hobbit_input(game: engine.Game, rng: random.Random, noise: float) -> engine.PhaseInput:
    """The core's random input, with Sauron's instruction reduced to one kind as R35 wants."""
    base = random_input(game, rng, noise=noise)
    actions = {name: dict(verbs) for name, verbs in base.actions.items()}
    for verbs in actions.values():
        value = verbs.get("instruct")
        if isinstance(value, dict) and len(value) > 1:
            kind = rng.choice(("hint", "suggest", "order"))
            keep = ("hint", "role") if kind == "hint" else (kind,)
            verbs["instruct"] = {k: v for k, v in value.items() if k in keep}
    return engine.PhaseInput(actions=actions, votes=base.votes, posts=base.posts)


def play(seed: int, seats: int, noise: float = 0.1) -> list[tuple[engine.Game, engine.PhaseResult]]:
    """A random hobbit game from the preset: (game before the phase, its result) for each phase."""
    names = [f"P{i}" for i in range(seats)]
    game = engine.new_game(engine.deal("hobbit", names, seed))
    rng = random.Random(seed)
    history = []
    while game.winner is None and len(history) < 400:
        phase_input = hobbit_input(game, rng, noise)
        after, result = game.resolve(phase_input)
        history.append((game, result, phase_input))
        game = after
    history.append((game, None, None))
    return history  # type: ignore[return-value]


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, seats=SEATS)
def test_random_hobbit_games_always_end(seed: int, seats: int) -> None:
    history = play(seed, seats)
    final = history[-1][0]
    assert final.winner in ("civilians", "mafia", "loner", "draw")
    # R2 with 3 cycles: someone leaves at least every 3 cycles, so a game ends in bounded time.
    assert len(history) - 1 <= 6 * (seats + 1)


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, seats=SEATS)
def test_the_arkenstone_is_always_in_at_most_one_place_and_only_with_the_living(
    seed: int, seats: int
) -> None:
    for game, _, _ in play(seed, seats):
        holders = [n for n in game.names if "arkenstone" in game.card(n).flags]
        assert len(holders) <= 1
        assert all(h in game.alive for h in holders)  # R38


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, seats=SEATS)
def test_a_ring_is_worn_at_most_once_by_each_player_and_never_by_the_dead(
    seed: int, seats: int
) -> None:
    worn: dict[str, int] = {}
    for game, result, phase_input in play(seed, seats):
        if result is None:
            break
        refused = {(r.player, r.verb) for r in result.rejected}
        for name, verbs in phase_input.actions.items():
            if "ring" in verbs and (name, "ring") not in refused:
                assert name in game.alive
                worn[name] = worn.get(name, 0) + 1
        for name in game.names:
            assert game.card(name).counters.get("ring", 0) in (0, 1)
    assert all(count == 1 for count in worn.values())


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, seats=SEATS)
def test_arrows_orders_and_substitute_kills_never_go_below_zero(seed: int, seats: int) -> None:
    for game, _, _ in play(seed, seats):
        for name in game.names:
            counters = game.card(name).counters
            for key in ("arrows", "orders", "substitute_kills", "elk"):
                assert counters.get(key, 0) >= 0, (name, key, counters)


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS, seats=SEATS)
def test_results_use_spec_causes_known_codes_and_tell_nothing_to_the_dead(
    seed: int, seats: int
) -> None:
    for game, result, _ in play(seed, seats, noise=0.5):
        if result is None:
            break
        assert {d.cause for d in result.deaths} <= CAUSES
        assert all(r.code in engine.ERROR_CODES for r in result.rejected)
        dead_now = {d.player for d in result.deaths}
        assert not dead_now & set(result.private)  # R56
        assert set(result.private) <= set(game.alive)
        assert set(result.revealed) == dead_now


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, seats=SEATS)
def test_replaying_the_record_of_a_random_game_gives_the_same_outcome(
    seed: int, seats: int
) -> None:
    history = play(seed, seats)
    inputs = [phase_input for _, _, phase_input in history if phase_input is not None]
    record = engine.Record.from_history(history[0][0].setup, inputs)
    out = engine.replay(engine.load_record(record.to_yaml()))
    assert out["winner"] == history[-1][0].winner
    assert out["phases"] == [r.to_json() for _, r, _ in history if r is not None]
