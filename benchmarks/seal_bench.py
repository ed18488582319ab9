"""What the sealed deal and the «разбор» cost, per game, in CPU seconds (one
process, one core), over GAMES whole random 20-player games of a rule set:

- `digest_per_phase`: one phase's chained digest (`engine.proof.next_digest`), what every
  resolution adds inside its transaction, against `resolve_per_phase`, the engine's own work;
- `reads_per_game`: each seat's reads (`engine.reads.player_reads`), what a finishing game adds
  inside its transaction (stored for `/stats player`);
- `analysis_per_game`: the review page's «разбор» (`what_ifs`, `turning_points`, reads), done
  when the page is drawn, outside any transaction;
- `verify_per_game`: `python -m engine verify`'s checks of a sealed record.

Run: `python benchmarks/seal_bench.py [--ruleset city] [--games N]`; prints JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import time

import engine
from engine.proof import next_digest, sealed, verify
from engine.reads import player_reads
from engine.replaying import steps
from engine.seal import chain_start, commit
from engine.simulate import play_random_game
from engine.what_if import turning_points, what_ifs

NAMES = [f"P{i:02d}" for i in range(20)]
SALT = "5a17" * 16


def records(ruleset: str, games: int) -> list[engine.Record]:
    """`games` whole random 20-player games of `ruleset`."""
    found = []
    for seed in range(games):
        setup = engine.deal(ruleset, NAMES, seed=seed)
        _, inputs = play_random_game(engine.new_game(setup), random.Random(seed))
        found.append(engine.Record.from_history(setup, inputs))
    return found


def measure(ruleset: str, games: int) -> dict[str, object]:
    """The figures of the module docstring for one rule set."""
    played = records(ruleset, games)
    phases = sum(len(record.phases) for record in played)
    digest = resolve = reads = analysis = checking = 0.0
    for record in played:
        resolved, _ = steps(record)
        head = chain_start(commit(record.setup, SALT), SALT)
        for step in resolved:
            start = time.process_time()
            step.before.resolve(step.phase_input)
            middle = time.process_time()
            head = next_digest(head, step.index, step.phase_input, step.result)
            digest += time.process_time() - middle
            resolve += middle - start
        start = time.process_time()
        player_reads(record)
        reads += time.process_time() - start
        start = time.process_time()
        what_ifs(record)
        turning_points(record)
        player_reads(record)
        analysis += time.process_time() - start
        proven = sealed(record, SALT)
        start = time.process_time()
        assert verify(proven).ok
        checking += time.process_time() - start
    return {
        "ruleset": ruleset,
        "games": games,
        "phases_per_game": round(phases / games, 1),
        "digest_per_phase_s": round(digest / phases, 6),
        "resolve_per_phase_s": round(resolve / phases, 6),
        "reads_per_game_s": round(reads / games, 5),
        "analysis_per_game_s": round(analysis / games, 4),
        "verify_per_game_s": round(checking / games, 4),
    }


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ruleset", default="city")
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    print(json.dumps(measure(args.ruleset, args.games)))


if __name__ == "__main__":
    main()
