"""The «разбор» facts: reads (`engine.reads`), what-if findings and turning points
(`engine.what_if`). Each what-if is re-derived by `python -m engine replay` of the changed
record."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

import engine
from engine import what_if
from engine.reads import PlayerReads, player_reads
from engine.replaying import changed, play_on
from engine.simulate import play_random_game
from engine.types import EMPTY, Phase

ROOT = Path(__file__).resolve().parents[2]
FULL_GAME = ROOT / "tests/engine/conformance/city/full_game_ten_players_civilians_win.yaml"


def random_record(seed: int, ruleset: str, seats: int) -> engine.Record:
    """A whole random game (typed values, as the service stores them)."""
    setup = engine.deal(ruleset, [f"P{i}" for i in range(seats)], seed)
    _, inputs = play_random_game(engine.new_game(setup), random.Random(seed), max_phases=60)
    return engine.Record.from_history(setup, inputs)


GAMES: dict[str, Callable[[], engine.Record]] = {
    "city-full-game": lambda: engine.load_record(FULL_GAME),
    "city-random": lambda: random_record(3, "city", 11),
    "hobbit-random": lambda: random_record(4, "hobbit", 12),
}


def replay_cli(record: engine.Record, tmp_path: Path) -> dict[str, object]:
    """`python -m engine replay` of the record, in a child process: its JSON."""
    path = tmp_path / "changed.yaml"
    path.write_text(record.to_yaml(), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    out = json.loads(done.stdout)
    assert isinstance(out, dict)
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_each_what_if_is_what_the_replay_of_the_changed_record_gives(
    game: str, tmp_path: Path
) -> None:
    record = GAMES[game]()
    findings = what_if.what_ifs(record)
    assert len(findings) >= 3
    actual = engine.replay(record)
    for finding in findings:
        assert finding.actual.winner == actual["winner"]
        out = replay_cli(changed(record, finding.change), tmp_path)
        phases = out["phases"]
        assert isinstance(phases, list)
        assert out["winner"] == finding.ending.winner
        if finding.ending.last is not None:
            assert Phase(phases[-1]["phase"], phases[-1]["number"]) == finding.ending.last
        changed_phase = phases[finding.change.index]
        assert (changed_phase["phase"], changed_phase["number"]) == (
            finding.phase.kind,
            finding.phase.number,
        )
        assert sorted(d["player"] for d in changed_phase["deaths"]) == list(finding.left)
        assert (finding.ending, finding.left) != (finding.actual, finding.actual_left)


def test_the_full_game_finds_the_doctor_who_should_have_healed_herself() -> None:
    findings = what_if.what_ifs(engine.load_record(FULL_GAME))
    heal = [f for f in findings if f.change.verb == "heal"]
    assert [(f.change.player, f.change.value, f.change.was, f.role) for f in heal] == [
        ("Dina", "Dina", "Kira", "doctor")
    ]
    assert heal[0].ending == what_if.Ending("mafia", Phase("night", 4))
    assert heal[0].actual == what_if.Ending("civilians", Phase("day", 5))
    assert findings[0].kind == "winner"


def test_findings_are_ranked_and_bounded_per_phase() -> None:
    for make in GAMES.values():
        findings = what_if.what_ifs(make())
        assert len(findings) <= what_if.MAX_FINDINGS
        order = [what_if._KIND_ORDER[f.kind] for f in findings]
        assert order == sorted(order)
        for phase in {f.phase for f in findings}:
            assert sum(f.phase == phase for f in findings) <= what_if.PER_PHASE


def test_the_search_spends_at_most_its_budget_of_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def counted(game: engine.Game, inputs: Sequence[engine.PhaseInput]) -> engine.Game:
        calls.append(1)
        return play_on(game, inputs)

    monkeypatch.setattr("engine.what_if.play_on", counted)
    monkeypatch.setattr(what_if, "MAX_REPLAYS", 7)
    what_if.what_ifs(random_record(5, "city", 16))
    assert len(calls) == 7


def test_turning_points_of_the_full_game() -> None:
    record = engine.load_record(FULL_GAME)
    points = what_if.turning_points(record)
    assert [(p.phase, p.left, p.without) for p in points] == [
        (Phase("night", 2), ("Dina",), what_if.Ending("mafia", Phase("night", 4))),
        (Phase("day", 5), ("Ivan",), what_if.Ending(None, None)),
    ]


@pytest.mark.parametrize("game", list(GAMES))
def test_each_turning_point_is_what_the_quiet_replay_gives(game: str) -> None:
    record = GAMES[game]()
    winner = engine.replay(record)["winner"]
    for point in what_if.turning_points(record):
        index = point.phase.index
        phases = list(record.phases)
        phases[index] = replace(phases[index], actions=EMPTY, votes=EMPTY)
        out = engine.replay(engine.Record(record.setup, tuple(phases)))
        assert out["winner"] == point.without.winner != winner
        assert point.left


SMALL = """
ruleset: city
players: {Anna: boss, Boris: thief, Vera: doctor, Gleb: detective, Dina: citizen, Egor: citizen}
phases:
  - night: {}
  - day:
      votes: {Anna: Vera, Boris: Anna, Vera: Anna, Gleb: Anna, Dina: Gleb, Egor: abstain}
  - night: {}
  - day:
      votes: {Anna: Vera, Boris: Dina, Dina: Anna}
"""


def test_vote_accuracy_and_own_camp_reads_by_hand() -> None:
    reads = {r.player: r for r in player_reads(engine.load_record(SMALL))}
    # day 2: Anna was lynched on day 1, so her vote and Dina's vote for her do not count
    assert reads == {
        "Anna": PlayerReads("Anna", "mafia", 1, 1, 1, 1),
        "Boris": PlayerReads("Boris", "mafia", 2, 1, 1, 0),
        "Vera": PlayerReads("Vera", "civilians", 1, 1, 3, 3),
        "Gleb": PlayerReads("Gleb", "civilians", 1, 1, 3, 3),
        "Dina": PlayerReads("Dina", "civilians", 1, 0, 3, 2),
        "Egor": PlayerReads("Egor", "civilians", 0, 0, 0, 0),
    }
