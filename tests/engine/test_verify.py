"""A sealed deal anyone can check: `engine.seal`, `engine.proof` and `python -m engine verify`.

Every conformance record, sealed, verifies (read back from YAML and from JSON); a sealed record
changed after the fact (a seat's role, a vote, the salt, a digest, the outcome) fails and says
where; a hostile record gets one line and exit code 2.
"""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml

import engine
from engine.proof import MAX_LOCATING_TRIES, sealed, verdict_lines, verify
from engine.seal import Seal, canonical_deal, chain_start, commit, new_salt
from engine.simulate import play_random_game
from tests.engine.test_bad_input import _limit_child

ROOT = Path(__file__).resolve().parents[2]
CONFORMANCE = ROOT / "tests" / "engine" / "conformance"
RECORDS = sorted((CONFORMANCE / "city").glob("*.yaml")) + sorted(
    (CONFORMANCE / "hobbit").glob("*.yaml")
)
FULL_GAME = CONFORMANCE / "city" / "full_game_ten_players_civilians_win.yaml"
SALT = "5a" * 32


def verify_cli(path: Path) -> subprocess.CompletedProcess[str]:
    """`python -m engine verify PATH` in a child limited like the replay's bad-input tests."""
    return subprocess.run(
        [sys.executable, "-m", "engine", "verify", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_limit_child,
        check=False,
    )


def sealed_data() -> dict[str, Any]:
    """The full ten-player game, sealed, as the plain data of its YAML export."""
    record = sealed(engine.load_record(FULL_GAME), SALT)
    data = yaml.safe_load(record.to_yaml())
    assert isinstance(data, dict)
    return data


def lines_of(data: dict[str, Any]) -> list[str]:
    """What `verify` says of a record given as plain data."""
    return verdict_lines(verify(engine.load_record(json.dumps(data, ensure_ascii=False))))


def test_the_canonical_deal_is_the_documented_json() -> None:
    setup = engine.Setup(
        "hobbit",
        (("Anna", "azog"), ("Boris", "thorin"), ("Dina", "citizen")),
        engine.Settings(double_kill=False),
        7,
        (("arkenstone", "Dina"),),
    )
    expected = (
        '{"format":"mafia-deal-1","items":[["arkenstone","Dina"]],'
        '"options":{"double_kill":false},"players":[["Anna","azog"],["Boris","thorin"],'
        '["Dina","citizen"]],"ruleset":"hobbit","seed":7}'
    )
    assert canonical_deal(setup) == expected.encode()
    assert commit(setup, SALT) == hashlib.sha256(expected.encode() + SALT.encode()).hexdigest()
    assert chain_start("ab" * 32, SALT) == hashlib.sha256(("ab" * 32 + SALT).encode()).hexdigest()


def test_a_fresh_salt_is_64_hex_digits_and_never_the_same() -> None:
    salts = {new_salt() for _ in range(20)}
    assert len(salts) == 20
    assert all(len(s) == 64 and int(s, 16) >= 0 and s == s.lower() for s in salts)


def test_a_record_without_proof_fields_exports_as_before() -> None:
    record = engine.load_record(FULL_GAME)
    assert record.seal is None
    assert list(record.to_data()) == ["ruleset", "players", "phases"]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_conformance_record_sealed_verifies_from_yaml_and_json(path: Path) -> None:
    record = engine.load_record(path)
    seal = sealed(record, SALT)
    for text in (seal.to_yaml(), seal.to_json()):
        back = engine.load_record(text)
        assert back.seal == seal.seal
        assert engine.replay(back) == engine.replay(record)
        verdict = verify(back)
        assert verdict.ok, verdict_lines(verdict)


@pytest.mark.parametrize(
    "name", ["city/full_game_ten_players_civilians_win", "hobbit/bard_has_seven_arrows"]
)
def test_the_cli_verifies_a_sealed_record(tmp_path: Path, name: str) -> None:
    record = sealed(engine.load_record(CONFORMANCE / f"{name}.yaml"), new_salt())
    path = tmp_path / "sealed.yaml"
    path.write_text(record.to_yaml(), encoding="utf-8")
    done = verify_cli(path)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"commitment ok sha256={record.seal and record.seal.commitment}"
    assert lines[-1] == "verified"
    assert done.stderr == ""


def test_a_random_game_of_typed_values_verifies_after_a_round_trip() -> None:
    """The service stores typed values (True, 2); a record read back has strings: one digest."""
    for seed in range(12):
        rng = random.Random(seed)
        ruleset = engine.RULESETS[seed % 2]
        names = [f"P{i}" for i in range(8 + seed)]
        setup = engine.deal(ruleset, names, seed)
        _, inputs = play_random_game(engine.new_game(setup), rng, max_phases=40)
        record = sealed(engine.Record.from_history(setup, inputs), new_salt())
        for text in (record.to_yaml(), record.to_json()):
            back = engine.load_record(text)
            assert back.seal == record.seal
            assert verify(back).ok, verdict_lines(verify(back))


def test_the_sealed_full_game_says_what_it_checked() -> None:
    data = sealed_data()
    assert lines_of(data) == [
        f"commitment ok sha256={data['commitment']}",
        "outcome ok winner=civilians ended=day-5",
        f"digests ok phases=10 last={data['digests'][-1]}",
        "verified",
    ]


def test_one_seats_role_changed_is_named_by_seat() -> None:
    data = sealed_data()
    data["players"]["Kira"] = "doctor"
    lines = lines_of(data)
    assert lines[0] == "commitment FAILED seat=Kira field=role record=doctor committed=citizen"
    assert lines[-1] == "not verified"


def test_two_seats_roles_swapped_are_named() -> None:
    data = sealed_data()
    data["players"]["Anna"], data["players"]["Kira"] = "citizen", "boss"
    assert lines_of(data)[0] == "commitment FAILED seat=Anna,Kira field=role reason=swapped"


def test_one_vote_changed_is_named_by_phase_player_and_value() -> None:
    data = sealed_data()
    assert data["phases"][3]["day"]["votes"]["Kira"] == "Anna"
    data["phases"][3]["day"]["votes"]["Kira"] = "Vera"
    lines = lines_of(data)
    assert lines[0].startswith("commitment ok")
    assert "digests FAILED phase=day-2 player=Kira field=vote record=Vera committed=Anna" in lines
    assert lines[-1] == "not verified"


def test_one_action_changed_is_named_by_phase_player_and_verb() -> None:
    data = sealed_data()
    data["phases"][2]["night"]["Dina"]["heal"] = "Dina"
    lines = lines_of(data)
    assert "digests FAILED phase=night-2 player=Dina field=heal record=Dina committed=Kira" in lines


def test_the_salt_changed_is_named() -> None:
    data = sealed_data()
    data["salt"] = "6b" * 32
    lines = lines_of(data)
    assert lines[0] == "commitment FAILED field=salt"
    assert "digests FAILED phase=start field=digest" in lines
    assert lines[-1] == "not verified"


def test_the_seed_changed_is_a_changed_deal() -> None:
    data = sealed_data()
    data["seed"] = 8
    assert lines_of(data)[0] == "commitment FAILED field=deal"


def test_one_phase_digest_changed_is_named_by_phase() -> None:
    data = sealed_data()
    data["digests"][4] = "f" * 64  # day 2's digest; day 2's link and night 3's fail
    lines = lines_of(data)
    failed = [line for line in lines if line.startswith("digests FAILED")]
    assert failed == [
        "digests FAILED phase=day-2 field=digest",
        "digests FAILED phase=night-3 field=digest",
    ]


def test_a_missing_digest_is_a_count_mismatch() -> None:
    data = sealed_data()
    data["digests"].pop()
    assert "digests FAILED field=digests count=10 phases=10" in lines_of(data)


def test_the_published_outcome_must_be_the_replayed_one() -> None:
    data = sealed_data()
    data["outcome"] = {"winner": "mafia", "ended": "day-5"}
    assert "outcome FAILED field=winner record=mafia-day-5 replayed=civilians-day-5" in (
        lines_of(data)
    )
    data["outcome"] = {"winner": "civilians", "ended": "day-4"}
    assert "outcome FAILED field=ended record=civilians-day-4 replayed=civilians-day-5" in (
        lines_of(data)
    )


def test_a_record_without_a_commitment_or_salt_is_not_verified() -> None:
    data = sealed_data()
    del data["salt"]
    assert lines_of(data)[0] == "commitment FAILED field=salt reason=missing"
    plain = yaml.safe_load(engine.load_record(FULL_GAME).to_yaml())
    assert lines_of(plain)[0] == "commitment FAILED field=commitment reason=missing"


def test_the_cli_exits_1_and_says_where_for_a_changed_record(tmp_path: Path) -> None:
    data = sealed_data()
    data["players"]["Lev"] = "citizen"
    path = tmp_path / "changed.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    done = verify_cli(path)
    assert done.returncode == 1
    assert done.stdout.splitlines()[0] == (
        "commitment FAILED seat=Lev field=role record=citizen committed=lucky"
    )
    assert done.stdout.splitlines()[-1] == "not verified"


def test_the_search_for_where_is_bounded() -> None:
    """A thirty-seat deal changed in two seats: every one-change deal is tried, within budget."""
    setup = engine.deal("city", [f"P{i}" for i in range(30)], 3)
    seats = len(setup.players)
    one_changes = seats * (len(engine.roles("city")) - 1) + seats * (seats - 1) // 2
    assert one_changes <= MAX_LOCATING_TRIES
    record = sealed(engine.Record(setup), SALT)
    players = list(setup.players)
    first, second = [i for i, (_, role) in enumerate(players) if role != "citizen"][:2]
    for i in (first, second):
        players[i] = (players[i][0], "citizen")
    changed = replace(record, setup=replace(setup, players=tuple(players)))
    assert verdict_lines(verify(changed))[0] == "commitment FAILED field=deal"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("commitment", "XYZ"),
        ("commitment", "a" * 100_000),
        ("salt", ["a"]),
        ("digests", "ab"),
        ("digests", ["ab" * 32] * 20),
        ("outcome", "civilians"),
        ("outcome", {"winner": "civilians", "ended": "dawn-1"}),
        ("outcome", {"winner": "Ц" * 40, "ended": "day-1"}),
    ],
)
def test_malformed_proof_fields_are_one_line_and_exit_2(
    tmp_path: Path, field: str, value: object
) -> None:
    data = sealed_data()
    data[field] = value
    path = tmp_path / "bad.yaml"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    done = verify_cli(path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(f"error: record_field field={field}")
    assert done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("ruleset: city\nplayers: " + "[" * 400 + "]" * 400 + "\n", "record_too_deep"),
        ("ruleset: city\ncommitment: " + "a" * 2_000_000 + "\n", "record_too_large"),
        (
            'a: &a ["lol","lol","lol"]\nb: &b [*a,*a,*a]\nc: &c [*b,*b,*b]\ncommitment: *c\n',
            "record_alias",
        ),
        ("ruleset: city\nplayers: {Anna: boss}\nsalt: [[[[[[[[]]]]]]]]\n", "record_field"),
    ],
)
def test_hostile_records_get_one_line_and_exit_2(tmp_path: Path, text: str, code: str) -> None:
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    done = verify_cli(path)
    assert done.returncode == 2, done.stderr[-500:]
    assert done.stdout == ""
    assert done.stderr.startswith(f"error: {code}")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_bad_usage_of_verify_is_exit_2(tmp_path: Path) -> None:
    from engine.__main__ import main

    assert main(["verify"]) == 2
    assert main(["verify", "--trace", str(FULL_GAME)]) == 2
    assert main(["verify", str(tmp_path / "missing.yaml")]) == 2


def test_a_seal_keeps_its_fields_through_the_record() -> None:
    seal = Seal("ab" * 32, None, ("cd" * 32,), None, None)
    record = replace(engine.load_record(FULL_GAME), seal=seal)
    back = engine.load_record(record.to_yaml())
    assert back.seal == seal
    assert "salt" not in back.to_data() and "outcome" not in back.to_data()
