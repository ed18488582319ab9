"""The engine's trace: pure data, pinned for the conformance records, and free.

`python -m engine replay RECORD` stays SPEC 5.2 byte for byte; `--trace` appends the trace's
data lines after it. Tracing changes no result. Every entry that did not succeed says why, with
a code of `engine.TRACE_CODES` (or, refused, of `engine.ERROR_CODES`) and exactly its parameters.

The pinned traces are `conformance/traces/<ruleset>.trace`: a `# <record>` line, then the
record's trace lines. After a deliberate change, write them anew with
`UPDATE_TRACES=1 python -m pytest tests/engine/test_trace.py` and review the diff.
"""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

import engine
from engine.__main__ import main
from engine.simulate import play_random_game

CONFORMANCE = Path(__file__).parent / "conformance"
PINNED = CONFORMANCE / "traces"
RULESETS = ("city", "hobbit")
RECORDS = [path for ruleset in RULESETS for path in sorted((CONFORMANCE / ruleset).glob("*.yaml"))]
LINE = re.compile(r"^(night|day)-\d+ (step=\d+ actor=\S+ verb=\S+ targets=\S+ outcome=\w+|tally)")


def traced(record: engine.Record) -> list[engine.PhaseResult]:
    """Each phase's result, resolved with its trace."""
    return list(engine.resolve_record(record, trace=True)[1])


def pinned_text(ruleset: str) -> str:
    """The trace of every conformance record of a rule set, as pinned."""
    out = []
    for path in sorted((CONFORMANCE / ruleset).glob("*.yaml")):
        out.append(f"# {path.stem}")
        for result in traced(engine.load_record(path)):
            assert result.trace is not None
            out.extend(engine.trace_lines(result.trace))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_trace_of_every_conformance_record_is_pinned(ruleset: str) -> None:
    path = PINNED / f"{ruleset}.trace"
    text = pinned_text(ruleset)
    if os.environ.get("UPDATE_TRACES"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def test_replay_without_trace_prints_spec_5_2_byte_for_byte(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The same bytes as before the trace existed: the SPEC 5.2 JSON of `engine.replay`, and
    nothing after it, for every conformance record."""
    for path in RECORDS:
        assert main(["replay", str(path)]) == 0
        out = capsys.readouterr().out
        spec = json.dumps(engine.replay(engine.load_record(path)), ensure_ascii=False, indent=1)
        assert out == spec + "\n", path.name


def test_replay_with_trace_prints_the_same_output_then_the_trace_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for path in RECORDS[::7]:
        assert main(["replay", str(path)]) == 0
        plain = capsys.readouterr().out
        assert main(["replay", "--trace", str(path)]) == 0
        out = capsys.readouterr().out
        assert out.startswith(plain), path.name
        lines = out[len(plain) :].splitlines()
        assert lines, path.name
        assert all(LINE.match(line) for line in lines), path.name
        json.loads(plain)  # the SPEC 5.2 part is still one JSON document


def test_a_bad_usage_of_trace_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--tracing", str(RECORDS[0])]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--trace" in err


def test_tracing_changes_no_result() -> None:
    """The same SPEC 5.2 output and the same next game, with and without the trace."""
    for path in RECORDS[::3]:
        record = engine.load_record(path)
        plain_game, plain = engine.resolve_record(record)
        traced_game, with_trace = engine.resolve_record(record, trace=True)
        assert [r.to_json() for r in plain] == [r.to_json() for r in with_trace]
        assert all(r.trace is None for r in plain)
        assert plain_game == traced_game


def _check_entries(results: list[engine.PhaseResult], where: str) -> None:
    for result in results:
        assert result.trace is not None and result.trace.phase == result.phase
        for entry in result.trace.entries:
            assert entry.outcome in engine.OUTCOMES, (where, entry)
            if entry.outcome != "succeeded":
                assert entry.reasons, (where, result.phase, entry)  # every failure says why
            for reason in entry.reasons:
                codes = engine.ERROR_CODES if entry.outcome == "rejected" else engine.TRACE_CODES
                assert reason.code in codes, (where, entry)
                assert set(reason.params) == set(codes[reason.code]), (where, entry)


def test_every_entry_that_did_not_succeed_says_why_in_known_codes() -> None:
    for path in RECORDS:
        _check_entries(traced(engine.load_record(path)), path.name)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_random_games_trace_every_failure_with_a_reason(ruleset: str) -> None:
    for seed in range(40):
        rng = random.Random(seed)
        names = [f"P{i}" for i in range(rng.randint(6, 20))]
        game = engine.new_game(engine.deal(ruleset, names, seed=seed))
        _, inputs = play_random_game(game, rng)
        record = engine.Record.from_history(game.setup, inputs)
        _check_entries(traced(record), f"{ruleset} seed {seed}")


def test_a_day_trace_lists_every_accepted_vote_and_the_tally() -> None:
    record = engine.load_record(CONFORMANCE / "city" / "r1_two_way_tie_lynches_both.yaml")
    day = traced(record)[1]
    assert day.trace is not None
    votes = [e for e in day.trace.entries if e.verb == "vote" and e.outcome == "succeeded"]
    accepted = {
        voter
        for voter in record.phases[1].votes
        if not any(r.player == voter and r.verb == "vote" for r in day.rejected)
    }
    assert {e.actor for e in votes} == accepted
    counted = [e for e in votes if e.targets != (engine.ABSTAIN,)]  # R50
    assert sum(count for _, count in day.trace.tally) == len(counted)


def test_a_phase_after_the_winner_has_an_empty_trace() -> None:
    setup = engine.Setup("city", (("Anna", "boss"), ("Boris", "doctor")))
    game, _ = engine.new_game(setup).resolve(engine.PhaseInput(actions={"Anna": {"kill": "Boris"}}))
    assert game.winner == "mafia"
    _, result = game.resolve(engine.PhaseInput(), trace=True)
    assert result.trace == engine.PhaseTrace(game.phase)
