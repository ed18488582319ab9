"""Engine speed on one core: one night of a 20-player city game, and whole random games.

Run: `python benchmarks/engine_bench.py [--rounds N] [--ruleset city]`. Each figure is the best of
N rounds of CPU time of this one process (one core): on a shared machine the best round is the
least disturbed one. Prints:
- per-night microseconds: resolving night 1 of a dealt 20-player game with every role acting;
- games/second: whole random 20-player games through the public API (deal, new_game, options,
  random legal inputs from `engine.simulate`, resolve until a winner), and the same counting only
  the time spent in `Game.resolve`.
"""

from __future__ import annotations

import argparse
import random
import time

import engine
from engine.simulate import random_input

NAMES = [f"P{i:02d}" for i in range(20)]
GAMES_PER_ROUND = 200
NIGHTS_PER_ROUND = 2000


def bench_night(ruleset: str, rounds: int) -> float:
    """Microseconds to resolve night 1 of a 20-player game with random legal actions."""
    game = engine.new_game(engine.deal(ruleset, NAMES, seed=1))
    phase_input = random_input(game, random.Random(1), act_rate=1.0)
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(NIGHTS_PER_ROUND):
            game.resolve(phase_input)
        best = min(best, time.process_time() - start)
    return best / NIGHTS_PER_ROUND * 1e6


def bench_games(ruleset: str, rounds: int) -> tuple[float, float, float]:
    """(games/s end to end, games/s of resolve time only, mean phases per game), best rounds."""
    best_total = best_resolve = float("inf")
    phases = 0
    for _ in range(rounds):
        resolve_time = 0.0
        phases = 0
        start = time.process_time()
        for seed in range(GAMES_PER_ROUND):
            rng = random.Random(seed)
            game = engine.new_game(engine.deal(ruleset, NAMES, seed=seed))
            while game.winner is None:
                phase_input = random_input(game, rng)
                t0 = time.process_time()
                game, _ = game.resolve(phase_input)
                resolve_time += time.process_time() - t0
                phases += 1
        best_total = min(best_total, time.process_time() - start)
        best_resolve = min(best_resolve, resolve_time)
    return GAMES_PER_ROUND / best_total, GAMES_PER_ROUND / best_resolve, phases / GAMES_PER_ROUND


def main() -> None:
    """Run both benchmarks and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ruleset", default="city")
    args = parser.parse_args()
    night_us = bench_night(args.ruleset, args.rounds)
    per_s, resolve_per_s, mean_phases = bench_games(args.ruleset, args.rounds)
    print(f"{args.ruleset}: one night of a 20-player game: {night_us:.1f} us")
    print(
        f"{args.ruleset}: whole random 20-player games: {per_s:.0f} games/s end to end "
        f"({resolve_per_s:.0f} games/s counting resolve only; {mean_phases:.1f} phases/game)"
    )


if __name__ == "__main__":
    main()
