"""Engine speed on one core: one night of a 20-player city game, and whole random games.

Run: `python benchmarks/engine_bench.py [--seconds N] [--ruleset city]`. Times are CPU time of
this one process (one core), so other load on the machine does not distort them. Prints:
- per-night microseconds: resolving night 1 of a dealt 20-player game with every role acting;
- games/second: whole random 20-player games through the public API (deal, new_game, options,
  random legal inputs, resolve until a winner), and the same counting only `resolve` time.
"""

from __future__ import annotations

import argparse
import random
import time

import engine
from engine.simulate import random_input

NAMES = [f"P{i:02d}" for i in range(20)]


def bench_night(ruleset: str, seconds: float) -> float:
    """Microseconds to resolve night 1 of a 20-player game with random legal actions."""
    setup = engine.deal(ruleset, NAMES, seed=1)
    game = engine.new_game(setup)
    phase_input = random_input(game, random.Random(1), act_rate=1.0)
    runs = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(100):
            game.resolve(phase_input)
        runs += 100
    return (time.process_time() - start) / runs * 1e6


def bench_games(ruleset: str, seconds: float) -> tuple[float, float, float]:
    """(games/s end to end, games/s of resolve time only, mean phases per game)."""
    games = phases = 0
    resolve_time = 0.0
    start = time.process_time()
    while time.process_time() - start < seconds:
        rng = random.Random(games)
        game = engine.new_game(engine.deal(ruleset, NAMES, seed=games))
        while game.winner is None:
            phase_input = random_input(game, rng)
            t0 = time.process_time()
            game, _ = game.resolve(phase_input)
            resolve_time += time.process_time() - t0
            phases += 1
        games += 1
    elapsed = time.process_time() - start
    return games / elapsed, games / resolve_time, phases / games


def main() -> None:
    """Run both benchmarks and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--ruleset", default="city")
    args = parser.parse_args()
    night_us = bench_night(args.ruleset, args.seconds)
    per_s, resolve_per_s, mean_phases = bench_games(args.ruleset, args.seconds)
    print(f"{args.ruleset}: one night of a 20-player game: {night_us:.1f} us")
    print(
        f"{args.ruleset}: whole random 20-player games: {per_s:.0f} games/s end to end "
        f"({resolve_per_s:.0f} games/s counting resolve only; {mean_phases:.1f} phases/game)"
    )


if __name__ == "__main__":
    main()
