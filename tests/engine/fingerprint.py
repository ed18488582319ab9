"""The engine's behaviour as one digest: random games with fixed seeds, every answer hashed.

`fingerprint(package, ruleset, games)` plays `games` random 20-player games of a rule set with
the `engine.simulate` players of `package` (the engine itself, or an older copy of it imported
under another name, as `benchmarks/engine_bench.py` makes one) and hashes, phase by phase, what
the public API answers: every seat's options (by day also for the coming night), cards, card
notes, roles, camps, teams, prompts, the Boss's senders, the random input, each action's and
vote's check, the submission phase, the sleepers, the result (with and without a trace, its
SPEC 5.2 JSON, private items, trace lines), the announcement, the snapshot and its restoration;
at the end the counts of what was told, the outcome, the record and its replay. Two engines that
give the same digest behave the same on these games: an optimization must keep it.

Run `python -m tests.engine.fingerprint [--games N]` to print the digests of both rule sets.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import json
import random
from types import ModuleType
from typing import Any

NAMES = tuple(f"P{i:02d}" for i in range(20))
NOISY_EVERY = 3  # every third game sends noise (bad verbs, dead targets …) to exercise validation


class _Hasher:
    """A running SHA-256 of `repr`s, one answer at a time."""

    def __init__(self) -> None:
        self.sha = hashlib.sha256()
        self.answers = 0

    def add(self, *values: object) -> None:
        for value in values:
            self.sha.update(repr(value).encode())
            self.sha.update(b"\x00")
            self.answers += 1


def _modules(package: str) -> dict[str, ModuleType]:
    names = ("", "simulate", "snapshot", "submitting", "facts")
    return {name: importlib.import_module(f"{package}.{name}".rstrip(".")) for name in names}


def _seat_facts(eng: ModuleType, game: Any, name: str, out: _Hasher) -> None:
    """Everything the API tells about one seat now."""
    out.add(game.role(name), game.camp(name), game.card(name), game.role_history(name))
    out.add(game.options(name), game.sends_for(name), game.may_leave(name), game.won(name))
    if game.phase.kind == "day":
        out.add(game.options(name, game.phase.next()))
    out.add(eng.card_notes(game, name), eng.revealed(game, name))


def _checks(mods: dict[str, ModuleType], game: Any, phase_input: Any, out: _Hasher) -> None:
    """Each action's and vote's check, and the phase each action would be submitted for."""
    submission_phase = mods["submitting"].submission_phase
    for name, verbs in phase_input.actions.items():
        for verb, value in verbs.items():
            out.add(game.check_action(name, verb, value), submission_phase(game, name, verb, value))
            for sender in game.alive[:3]:
                out.add(game.check_action_for(sender, name, verb, value))
                out.add(submission_phase(game, name, verb, value, sender=sender))
    for name in game.names[:4]:
        out.add(submission_phase(game, name, None))
    for voter, target in phase_input.votes.items():
        out.add(game.check_vote(voter, target), game.check_vote(voter, target, (target, "x")))


def _play(mods: dict[str, ModuleType], ruleset: str, seed: int, out: _Hasher) -> None:
    eng, simulate, snap = mods[""], mods["simulate"], mods["snapshot"]
    rng = random.Random(seed)
    noise = 0.3 if seed % NOISY_EVERY == 0 else 0.0
    setup = eng.deal(ruleset, NAMES, seed=seed)
    out.add(setup)
    game = eng.new_game(setup)
    inputs = []
    while game.winner is None and len(inputs) < 200:
        out.add(game.phase, game.alive, game.winner, dict(game.teams()), dict(game.prompts()))
        for name in game.names:
            _seat_facts(eng, game, name, out)
        phase_input = simulate.random_input(game, rng, noise=noise)
        out.add(phase_input)
        _checks(mods, game, phase_input, out)
        out.add(eng.sleepers(game, phase_input))
        if game.phase.kind == "day" and seed % 4 == 0:
            out.add(game.lynch_can_decide())
        inputs.append(phase_input)
        after, result = game.resolve(phase_input)
        traced_after, traced = game.resolve(phase_input, trace=True)
        out.add(result, json.dumps(result.to_json(), sort_keys=False), result.private)
        out.add(traced_after == after, traced.to_json() == result.to_json())
        out.add(eng.trace_lines(traced.trace), eng.announcement(result, game))
        out.add([eng.told_item(item) for items in result.private.values() for item in items])
        data = snap.snapshot(after)
        out.add(json.dumps(data, sort_keys=True))
        restored = snap.restore(setup, data)
        out.add(restored == after, restored.told_counts == after.told_counts)
        game = after
    out.add(game.told_counts, eng.outcome(game), game.winner, game.alive)
    for name in game.names:
        _seat_facts(eng, game, name, out)
    record = eng.Record.from_history(setup, inputs)
    out.add(record.to_json(), json.dumps(eng.replay(record)))
    replayed, _ = eng.resolve_record(record)
    out.add(replayed == game)


def fingerprint(package: str, ruleset: str, games: int, first_seed: int = 0) -> tuple[str, int]:
    """The SHA-256 hex digest of every answer of `games` random games, and how many answers."""
    mods = _modules(package)
    out = _Hasher()
    for seed in range(first_seed, first_seed + games):
        _play(mods, ruleset, seed, out)
    return out.sha.hexdigest(), out.answers


def main() -> None:
    """Print the digests of both rule sets as JSON."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--package", default="engine")
    args = parser.parse_args()
    report = {}
    for ruleset in ("city", "hobbit"):
        digest, answers = fingerprint(args.package, ruleset, args.games)
        report[ruleset] = {"digest": digest, "answers": answers, "games": args.games}
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
