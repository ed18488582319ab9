"""What the trace costs: resolving whole random games without and with `trace=True`,
and, given `--baseline CHECKOUT` (e.g. the main branch), the same trace-less resolution on that
checkout's engine, so "ordinary resolution pays nothing" is a measured ratio.

Run: `python benchmarks/trace_bench.py [--rounds N] [--ruleset city] [--baseline /work/main]`.
Each figure is CPU seconds per game spent in `Game.resolve` over GAMES games (one process, one
core); the rounds are interleaved and the best and the median are printed as JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import engine
from engine.simulate import play_random_game

NAMES = [f"P{i:02d}" for i in range(20)]
GAMES = 100


def inputs_of(ruleset: str) -> list[tuple[engine.Setup, list[engine.PhaseInput]]]:
    """GAMES whole random 20-player games: each setup and its phases' inputs."""
    games = []
    for seed in range(GAMES):
        setup = engine.deal(ruleset, NAMES, seed=seed)
        _, inputs = play_random_game(engine.new_game(setup), random.Random(seed))
        games.append((setup, inputs))
    return games


def resolving(games: list[tuple[engine.Setup, list[engine.PhaseInput]]], trace: bool) -> float:
    """CPU seconds per game spent resolving every phase of `games`."""
    spent = 0.0
    for setup, inputs in games:
        game = engine.new_game(setup)
        start = time.process_time()
        for phase_input in inputs:
            game, _ = game.resolve(phase_input, trace=trace) if trace else game.resolve(phase_input)
        spent += time.process_time() - start
    return spent / len(games)


def one_round(ruleset: str, mode: str) -> float:
    """One round of one mode ("plain" or "traced") in this process."""
    return resolving(inputs_of(ruleset), trace=mode == "traced")


def baseline_round(checkout: Path, ruleset: str) -> float:
    """One trace-less round on another checkout's engine (same games: same seeds)."""
    code = (
        "import random, time, engine\n"
        "from engine.simulate import play_random_game\n"
        f"names=[f'P{{i:02d}}' for i in range(20)]; spent=0.0\n"
        f"for seed in range({GAMES}):\n"
        f"    setup=engine.deal({ruleset!r}, names, seed=seed)\n"
        "    _, inputs=play_random_game(engine.new_game(setup), random.Random(seed))\n"
        "    game=engine.new_game(setup); start=time.process_time()\n"
        "    for i in inputs: game,_=game.resolve(i)\n"
        "    spent+=time.process_time()-start\n"
        f"print(spent/{GAMES})\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=checkout,
        env={"PYTHONPATH": str(checkout)},
        capture_output=True,
        text=True,
        check=True,
    )
    return float(done.stdout.strip())


def main() -> None:
    """Measure and print JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ruleset", default="city")
    parser.add_argument("--baseline", type=Path, default=None)
    args = parser.parse_args()
    plain: list[float] = []
    traced: list[float] = []
    base: list[float] = []
    for _ in range(args.rounds):  # interleaved, so load hits every mode alike
        plain.append(one_round(args.ruleset, "plain"))
        traced.append(one_round(args.ruleset, "traced"))
        if args.baseline is not None:
            base.append(baseline_round(args.baseline, args.ruleset))
    out: dict[str, object] = {
        "ruleset": args.ruleset,
        "games_per_round": GAMES,
        "rounds": args.rounds,
        "ms_per_game_plain": {"best": min(plain) * 1e3, "median": statistics.median(plain) * 1e3},
        "ms_per_game_traced": {
            "best": min(traced) * 1e3,
            "median": statistics.median(traced) * 1e3,
        },
        "traced_over_plain_median": statistics.median(traced) / statistics.median(plain),
    }
    if base:
        out["ms_per_game_baseline"] = {
            "best": min(base) * 1e3,
            "median": statistics.median(base) * 1e3,
        }
        out["baseline_over_plain_median"] = statistics.median(base) / statistics.median(plain)
        out["baseline_over_plain_best"] = min(base) / min(plain)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
