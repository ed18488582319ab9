"""Engine speed on one core: one night of a 20-player city game, and whole random games.

Run: `python benchmarks/engine_bench.py [--rounds N] [--ruleset city]`. Each figure is the best of
N rounds of CPU time of this one process (one core): on a shared machine the best round is the
least disturbed one (the median of the rounds is printed too). Prints:
- per-night microseconds: resolving night 1 of a dealt 20-player game with every role acting;
- games/second: whole random 20-player games through the public API (deal, new_game, options,
  random legal inputs from `engine.simulate`, resolve until a winner), with no timer inside the
  loop, and the same games again counting only the time spent in `Game.resolve`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import engine
from engine.simulate import play_random_game, random_input

NAMES = [f"P{i:02d}" for i in range(20)]
GAMES_PER_ROUND = 200
NIGHTS_PER_ROUND = 2000


def bench_night(ruleset: str, rounds: int) -> float:
    """Microseconds to resolve night 1 of a 20-player game with random legal actions."""
    game = new_game(ruleset, 1)
    phase_input = random_input(game, random.Random(1), act_rate=1.0)
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(NIGHTS_PER_ROUND):
            game.resolve(phase_input)
        best = min(best, time.process_time() - start)
    return best / NIGHTS_PER_ROUND * 1e6


def new_game(ruleset: str, seed: int) -> engine.Game:
    """A dealt 20-player game of `ruleset`."""
    return engine.new_game(engine.deal(ruleset, NAMES, seed=seed))


def play(ruleset: str, seed: int) -> int:
    """Play one random game to the end (`engine.simulate`); the number of phases."""
    _, inputs = play_random_game(new_game(ruleset, seed), random.Random(seed))
    return len(inputs)


def time_resolves(ruleset: str, seed: int) -> float:
    """Play the same game as `play`, timing only `Game.resolve` (CPU seconds)."""
    rng = random.Random(seed)
    game = new_game(ruleset, seed)
    resolving = 0.0
    while game.winner is None:
        phase_input = random_input(game, rng)
        start = time.process_time()
        game, _ = game.resolve(phase_input)
        resolving += time.process_time() - start
    return resolving


def bench_games(ruleset: str, rounds: int) -> tuple[list[float], list[float], float]:
    """Games/s of each round end to end, games/s of each round's resolve time, phases/game.

    A round plays `GAMES_PER_ROUND` games with no timer inside the loop, then the same games
    again timing each `Game.resolve` alone (timers cost time, so the two passes are separate).
    """
    totals: list[float] = []
    resolves: list[float] = []
    phases = 0
    for _ in range(rounds):
        start = time.process_time()
        phases = sum(play(ruleset, seed) for seed in range(GAMES_PER_ROUND))
        totals.append(GAMES_PER_ROUND / (time.process_time() - start))
        resolving = sum(time_resolves(ruleset, seed) for seed in range(GAMES_PER_ROUND))
        resolves.append(GAMES_PER_ROUND / resolving)
    return totals, resolves, phases / GAMES_PER_ROUND


def main() -> None:
    """Run both benchmarks and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ruleset", default="city")
    args = parser.parse_args()
    night_us = bench_night(args.ruleset, args.rounds)
    totals, resolves, mean_phases = bench_games(args.ruleset, args.rounds)
    print(f"{args.ruleset}: one night of a 20-player game: {night_us:.1f} us")
    print(
        f"{args.ruleset}: whole random 20-player games: {max(totals):.0f} games/s end to end "
        f"(median {statistics.median(totals):.0f}; {max(resolves):.0f} games/s counting resolve "
        f"only; {mean_phases:.1f} phases/game)"
    )


if __name__ == "__main__":
    main()
