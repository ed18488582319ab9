"""The public API end to end (docs/CONTRACTS.md section 1) and the SPEC 5.2 example."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from tests.engine.helpers import run

SPEC_RECORD = """
ruleset: city                 # city | hobbit
options: {double_kill: true}
players:
  Anna: boss
  Boris: doctor
  Vera: detective
  Gleb: psycho
  Dina: citizen
seed: 7
phases:
  - night:
      Anna: {kill: Boris, check: Vera}
      Boris: {heal: Boris}
      Gleb: {invite: Vera, seek: Anna}
  - day:
      votes: {Anna: Gleb, Boris: Gleb, Vera: Anna, Gleb: Anna, Dina: Gleb}
      actions: {}
      posts: {Anna: 3}
"""

SPEC_OUTPUT = {
    "ruleset": "city",
    "phases": [
        {
            "phase": "night",
            "number": 1,
            "deaths": [],
            "rejected": [],
            "private": {
                "Anna": [{"type": "boss_check", "target": "Vera", "failed": True}],
                "Gleb": [{"type": "seek", "target": "Anna", "found": False}],
            },
            "public": {"kill_failed": True},
        },
        {
            "phase": "day",
            "number": 1,
            "lynched": ["Gleb"],
            "deaths": [{"player": "Gleb", "cause": "lynch"}],
            "rejected": [],
            "private": {},
            "public": {},
        },
    ],
    "alive": ["Anna", "Boris", "Vera", "Dina"],
    "winner": None,
}


def test_spec_5_2_example_replays_exactly_with_key_order() -> None:
    out = run(SPEC_RECORD)
    assert out == SPEC_OUTPUT
    assert json.dumps(out) == json.dumps(SPEC_OUTPUT)


def test_cli_replay_prints_spec_json(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    path.write_text(SPEC_RECORD, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == SPEC_OUTPUT


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("ruleset: city\nplayers: {A: wizard, B: boss}\n", "unknown_role"),
        ("ruleset: city\nplayers: [A: boss\n", "record_syntax"),
        ("ruleset: chess\nplayers: {A: boss}\n", "unknown_ruleset"),
        (
            "ruleset: city\nplayers: {A: boss, B: citizen}\nphases: [{day: {}}]\n",
            "record_phase_order",
        ),
        (
            "ruleset: city\nplayers: {A: boss, B: citizen}\nphases: [{night: {C: {kill: A}}}]\n",
            "record_not_seated",
        ),
        ("just text\n", "record_field"),
    ],
)
def test_cli_bad_record_prints_one_line_and_exits_2(tmp_path: Path, text: str, code: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert code in done.stderr


def test_deal_is_seeded_and_uses_the_preset() -> None:
    names = [f"p{i}" for i in range(10)]
    one = engine.deal("city", names, seed=3)
    two = engine.deal("city", names, seed=3)
    assert one == two
    assert sorted(r for _, r in one.players) == sorted(engine.preset("city", 10))
    assert tuple(n for n, _ in one.players) == tuple(names)


def test_simple_game_through_the_api_to_a_civilian_win() -> None:
    setup = engine.Setup(
        "city",
        (("A", "boss"), ("B", "doctor"), ("C", "detective"), ("D", "citizen"), ("E", "citizen")),
    )
    game = engine.new_game(setup)
    assert game.phase == engine.Phase("night", 1)
    assert game.teams() == {"mafia": ("A",)}
    assert game.check_action("A", "kill", "D") is None
    assert game.check_action("B", "kill", "D") == engine.EngineError(
        "not_your_ability", {"verb": "kill", "role": "doctor"}
    )
    game, night = game.resolve(engine.PhaseInput(actions={"A": {"kill": "D"}, "C": {"check": "A"}}))
    assert [(d.player, d.cause) for d in night.deaths] == [("D", "mafia")]
    assert night.revealed == {"D": "citizen"}
    assert night.private["C"] == ({"type": "check", "target": "A", "camp": "mafia"},)
    assert game.check_vote("B", "A") is None
    assert game.check_vote("B", "D") == engine.EngineError("dead_target", {"player": "D"})
    game, day = game.resolve(engine.PhaseInput(votes={"B": "A", "C": "A", "E": "A", "A": "B"}))
    assert day.lynched == ("A",)
    assert game.winner == "civilians" == day.winner
    assert game.check_action("B", "heal", "C") == engine.EngineError("game_over")


def test_record_from_history_round_trips_through_yaml_and_json() -> None:
    setup = engine.deal("city", [f"p{i}" for i in range(8)], seed=1)
    inputs = [engine.PhaseInput(actions={}), engine.PhaseInput(votes={"p0": "p1"})]
    record = engine.Record.from_history(setup, inputs)
    first = engine.replay(record)
    assert engine.replay(engine.load_record(record.to_yaml())) == first
    assert engine.replay(engine.load_record(record.to_json())) == first


def test_night_order_comes_from_the_data() -> None:
    keys = [s.key for s in engine.night_order("city")]
    assert keys[:4] == ["carry_in", "rob", "beat", "invite"]
    assert [s.number for s in engine.night_order("city")] == list(range(12))


def test_every_error_code_lists_its_parameters() -> None:
    assert engine.ERROR_CODES["dead_target"] == ("player",)
    assert all(isinstance(p, tuple) for p in engine.ERROR_CODES.values())


def test_nothing_mutable_escapes_a_game_or_a_result() -> None:
    record = engine.load_record(
        "ruleset: city\nplayers: {A: boss, B: doctor, C: sleepwalker, D: citizen, E: citizen}\n"
        "phases:\n - night: {A: {kill: D, check: B}, B: {heal: B}, C: {watch: D}}\n"
    )
    game = engine.new_game(record.setup)
    game, result = game.resolve(record.phases[0])
    watch = result.private["C"][0]
    with pytest.raises(TypeError):
        watch["camps"] = []  # type: ignore[index]
    assert watch["camps"] == ("mafia",)
    with pytest.raises(TypeError):
        game.prev["B"]["heal"]["target"] = "A"  # type: ignore[index]
    with pytest.raises(TypeError):
        game.roles["A"] = "citizen"  # type: ignore[index]
    with pytest.raises(AttributeError):
        game.winner = "mafia"  # type: ignore[misc]
    private = result.to_json()["private"]
    assert isinstance(private, dict)
    assert private["C"] == [{"type": "watch", "camps": ["mafia"]}]


@pytest.mark.parametrize(
    ("options", "code"),
    [("{double_kill: maybe}", "bad_setting"), ("{stalemate: 2}", "bad_setting")],
)
def test_bad_host_settings_in_a_record_are_refused(options: str, code: str) -> None:
    with pytest.raises(engine.EngineError) as caught:
        engine.load_record(f"ruleset: city\noptions: {options}\nplayers: {{A: boss, B: citizen}}\n")
    assert caught.value.code == code


def test_display_settings_in_a_record_are_accepted_and_ignored() -> None:
    record = engine.load_record(
        "ruleset: city\noptions: {language: en, night_minutes: 5, inactive_days: 0}\n"
        "players: {A: boss, B: citizen}\n"
    )
    assert record.setup.settings == engine.Settings(inactive_days=0)


def test_cli_missing_file_is_a_one_line_error() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", "no/such/game.yaml"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert done.stderr.strip() == "error: record_field field=file"


def test_package_docstring_examples_run() -> None:
    import doctest

    result = doctest.testmod(engine)
    assert result.attempted > 0 and result.failed == 0


def test_r66_lent_verb_names_what_a_dead_civilians_role_lends_the_courtesan() -> None:
    assert engine.lent_verb("city", "doctor") == "heal"
    assert engine.lent_verb("city", "detective") == "check"
    assert engine.lent_verb("city", "shooter") == "shoot"
    for role in ("chosen", "lucky", "deputy", "citizen", "courtesan", "boss"):
        assert engine.lent_verb("city", role) is None
    assert engine.lent_verb("hobbit", "gandalf") is None
