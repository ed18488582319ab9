"""Engine speed on one core, the engine of a base commit ("old") against this tree's ("new").

    python benchmarks/engine_bench.py [--rounds 5] [--ruleset city] [--base REF]

The old engine is `git archive REF engine`, unpacked into a temporary folder and imported as the
package `engine_base` (its `engine.` imports rewritten), so both run in this one process, round
by round in turn. REF defaults to the commit before the engine's speed work.
Figures are CPU time of this process (one core); each is measured every round, and the JSON gives
their medians over the rounds, the number of rounds, and the ratios old time / new time of the
medians (above 1: the new engine is faster); the best round of each (the least disturbed on a
shared machine) and every round follow. For each rule set:
- `night_us`: microseconds to resolve night 1 of a dealt 20-player game with every role acting;
- `games_per_s`: whole random 20-player games through the public API (deal, new_game, the
  simulated players' options and random legal inputs from `engine.simulate`, resolve until a
  winner), end to end, with no timer inside the loop;
- `resolve_games_per_s`: the same games again, counting only the time spent in `Game.resolve`.
Not a test: `tests/engine/test_fingerprint.py` proves both engines answer alike.
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import random
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BASE = "a89be3c2506b268d6f6f79e541e2445dc22bd114"  # main before the engine was made faster
NAMES = [f"P{i:02d}" for i in range(20)]
GAMES_PER_ROUND = 200
NIGHTS_PER_ROUND = 2000
_IMPORT = re.compile(r"^(\s*)(from|import) engine\b", re.MULTILINE)


def import_base(ref: str, into: Path) -> str:
    """Unpack `engine/` of commit `ref` into `into` as the package `engine_base`; its name."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", ref, "engine"], cwd=ROOT, check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    package = into / "engine_base"
    (into / "engine").rename(package)
    for path in package.rglob("*.py"):
        path.write_text(_IMPORT.sub(r"\1\2 engine_base", path.read_text()))
    sys.path.insert(0, str(into))
    importlib.import_module("engine_base")
    return "engine_base"


class Subject:
    """One engine under test: its package and its simulated players."""

    def __init__(self, package: str) -> None:
        self.engine = importlib.import_module(package)
        self.simulate: ModuleType = importlib.import_module(package + ".simulate")

    def new_game(self, ruleset: str, seed: int) -> Any:
        """A dealt 20-player game of `ruleset`."""
        return self.engine.new_game(self.engine.deal(ruleset, NAMES, seed=seed))

    def night_us(self, ruleset: str) -> float:
        """Microseconds to resolve night 1 of a 20-player game with random legal actions."""
        game = self.new_game(ruleset, 1)
        phase_input = self.simulate.random_input(game, random.Random(1), act_rate=1.0)
        start = time.process_time()
        for _ in range(NIGHTS_PER_ROUND):
            game.resolve(phase_input)
        return (time.process_time() - start) / NIGHTS_PER_ROUND * 1e6

    def games_per_s(self, ruleset: str) -> float:
        """Whole random games per second, end to end (`engine.simulate.play_random_game`)."""
        play, new_game = self.simulate.play_random_game, self.new_game
        start = time.process_time()
        for seed in range(GAMES_PER_ROUND):
            play(new_game(ruleset, seed), random.Random(seed))
        return GAMES_PER_ROUND / (time.process_time() - start)

    def resolve_games_per_s(self, ruleset: str) -> float:
        """The same games, counting only the CPU time spent in `Game.resolve`."""
        random_input, clock = self.simulate.random_input, time.process_time
        resolving = 0.0
        for seed in range(GAMES_PER_ROUND):
            rng = random.Random(seed)
            game = self.new_game(ruleset, seed)
            while game.winner is None:
                phase_input = random_input(game, rng)
                start = clock()
                game, _ = game.resolve(phase_input)
                resolving += clock() - start
        return GAMES_PER_ROUND / resolving


FIGURES = ("night_us", "games_per_s", "resolve_games_per_s")


def bench(subjects: dict[str, Subject], ruleset: str, rounds: int) -> dict[str, Any]:
    """Every figure of every subject, `rounds` times in turn; medians, rounds and ratios."""
    runs: dict[str, dict[str, list[float]]] = {
        who: {figure: [] for figure in FIGURES} for who in subjects
    }
    for _ in range(rounds):
        for who, subject in subjects.items():
            for figure in FIGURES:
                runs[who][figure].append(getattr(subject, figure)(ruleset))
    medians = {
        who: {figure: round(statistics.median(values), 1) for figure, values in figures.items()}
        for who, figures in runs.items()
    }
    best = {
        who: {
            figure: round(min(values) if figure == "night_us" else max(values), 1)
            for figure, values in figures.items()
        }
        for who, figures in runs.items()
    }
    report: dict[str, Any] = {"rounds": rounds, "median": medians, "best": best}
    if "old" in medians:
        old, new = medians["old"], medians["new"]
        report["old_time_over_new_time"] = {
            "night": round(old["night_us"] / new["night_us"], 2),
            "games": round(new["games_per_s"] / old["games_per_s"], 2),
            "resolve": round(new["resolve_games_per_s"] / old["resolve_games_per_s"], 2),
        }
    report["runs"] = {
        who: {figure: [round(v, 1) for v in values] for figure, values in figures.items()}
        for who, figures in runs.items()
    }
    return report


def main() -> None:
    """Benchmark the old and the new engine on each rule set asked for; print JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--ruleset", action="append", help="city, hobbit (default: both)")
    parser.add_argument("--base", default=BASE, help="the commit of the old engine")
    parser.add_argument("--new-only", action="store_true", help="no old engine")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        subjects = {} if args.new_only else {"old": Subject(import_base(args.base, Path(folder)))}
        subjects["new"] = Subject("engine")
        report = {
            "games_per_round": GAMES_PER_ROUND,
            "players": len(NAMES),
            "base": args.base,
            **{
                ruleset: bench(subjects, ruleset, args.rounds)
                for ruleset in args.ruleset or ("city", "hobbit")
            },
        }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
