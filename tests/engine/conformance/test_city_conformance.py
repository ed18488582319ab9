"""Replays the independent `city` conformance records and compares with their expectations.

Each `city/<name>.yaml` is a game record (SPEC 5.1) written from the rules text alone; its sibling
`city/<name>.expected.json` holds `{"mode": ..., "output": ...}`. See `README.md` in this folder for
the three comparison modes and the normalisation applied before comparing.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import engine

HERE = Path(__file__).parent
CITY = HERE / "city"
MALFORMED = HERE / "malformed"
PROJECT_ROOT = HERE.parents[2]
RECORDS = sorted(CITY.glob("*.yaml"))
MODES = ("verbatim", "exact", "partial")


def expectation_of(record: Path) -> dict[str, Any]:
    """Read the expectation that sits beside `record`."""
    expected = json.loads(record.with_suffix(".expected.json").read_text(encoding="utf-8"))
    assert expected["mode"] in MODES, f"{record.name}: unknown mode {expected['mode']!r}"
    return expected


def normalized_phase(phase: Mapping[str, Any]) -> dict[str, Any]:
    """Drop the spellings that the spec leaves open and sort what has no specified order.

    An empty `lynched`, a player with no private items and a false public flag mean the same as
    their absence; deaths and lynched players are sets; one player's private items have no order.
    """
    out = dict(phase)
    if "lynched" in out:
        if out["lynched"]:
            out["lynched"] = sorted(out["lynched"])
        else:
            del out["lynched"]
    if "deaths" in out:
        out["deaths"] = sorted(out["deaths"], key=lambda d: (d["player"], d["cause"]))
    if "public" in out:
        out["public"] = {key: value for key, value in out["public"].items() if value}
    if "private" in out:
        out["private"] = {
            player: sorted(items, key=lambda item: json.dumps(item, sort_keys=True))
            for player, items in out["private"].items()
            if items
        }
    return out


def is_subset(expected: Any, actual: Any) -> bool:
    """True when each key of `expected` is in `actual` with an equal (dicts: subset) value."""
    if isinstance(expected, Mapping):
        return isinstance(actual, Mapping) and all(
            key in actual and is_subset(value, actual[key]) for key, value in expected.items()
        )
    return bool(expected == actual)


def match_items(
    expected: list[Any], actual: list[Any], partial: bool, where: str, extra_ok: bool = False
) -> None:
    """Match lists of dicts one to one, in any order (by subset when `partial`).

    With `extra_ok`, `actual` may hold further items unless `expected` is empty.
    """
    if not (extra_ok and expected):
        assert len(expected) == len(actual), f"{where}: expected {expected}, got {actual}"
    remaining = list(actual)
    for item in expected:
        found = next(
            (i for i, got in enumerate(remaining) if (is_subset if partial else _equal)(item, got)),
            None,
        )
        assert found is not None, f"{where}: no match for {item} in {actual}"
        remaining.pop(found)


def _equal(expected: Any, actual: Any) -> bool:
    return bool(expected == actual)


def compare_phase(
    expected: Mapping[str, Any], actual: Mapping[str, Any], mode: str, where: str
) -> None:
    """Compare one phase entry: whole in `exact` mode, the given keys in `partial` mode."""
    exp, got = normalized_phase(expected), normalized_phase(actual)
    partial = mode == "partial"
    keys = set(exp) if partial else set(exp) | set(got)
    for key in sorted(keys):
        here = f"{where}.{key}"
        if key == "rejected":
            # Error codes are the engine's vocabulary (CONTRACTS section 2); the spec fixes only
            # who was refused and for which verb, so an expected entry names what it is sure of.
            match_items(exp.get(key, []), got.get(key, []), True, here)
        elif key == "private" and partial:
            for player, items in exp[key].items():
                match_items(items, got[key].get(player, []), True, f"{here}.{player}", True)
        else:
            assert exp.get(key) == got.get(key), (
                f"{here}: expected {exp.get(key)!r}, got {got.get(key)!r}"
            )


def compare_output(
    expected: Mapping[str, Any], actual: Mapping[str, Any], mode: str, name: str
) -> None:
    """Compare a replay's output with an expectation in the given mode."""
    if mode == "verbatim":
        assert actual == expected
        return
    exp_phases, got_phases = expected.get("phases"), actual.get("phases", [])
    if exp_phases is not None:
        shown = [(p.get("phase"), p.get("number")) for p in got_phases]
        assert len(exp_phases) == len(got_phases), f"{name}: phases output {shown}"
        for index, (exp, got) in enumerate(zip(exp_phases, got_phases, strict=True)):
            compare_phase(exp, got, mode, f"{name}.phases[{index}]")
    keys = set(expected) if mode == "partial" else set(expected) | set(actual)
    for key in sorted(keys - {"phases"}):
        assert expected.get(key) == actual.get(key), (
            f"{name}.{key}: expected {expected.get(key)!r}, got {actual.get(key)!r}"
        )


def assert_rejections_use_known_codes(output: Mapping[str, Any]) -> None:
    """Every rejection carries an error code from `engine.ERROR_CODES`."""
    for phase in output.get("phases", []):
        for rejection in phase.get("rejected", []):
            assert rejection.get("code") in engine.ERROR_CODES, rejection


@pytest.mark.parametrize("record", [pytest.param(r, id=r.stem) for r in RECORDS])
def test_city_record_replays_as_the_spec_says(record: Path) -> None:
    """Each record, replayed through the engine, gives the outcome the spec requires."""
    expected = expectation_of(record)
    output = engine.replay(engine.load_record(record))
    assert_rejections_use_known_codes(output)
    compare_output(expected["output"], output, expected["mode"], record.stem)


def test_every_record_has_an_expectation_and_a_spec_quote() -> None:
    """No record is silently skipped, and each one says which spec sentence it checks."""
    assert len(RECORDS) >= 60
    for record in RECORDS:
        assert record.with_suffix(".expected.json").is_file(), record.name
        assert record.read_text(encoding="utf-8").lstrip().startswith("#"), record.name
    for expected in CITY.glob("*.expected.json"):
        assert expected.with_name(expected.name.replace(".expected.json", ".yaml")).is_file()


CITY_RULINGS = (
    *range(1, 16),
    17,
    18,
    19,
    20,
    22,
    *range(50, 58),
    *range(60, 70),
    79,
)  # every ruling that binds the city set (SPEC sections 1-3 and 7)


def test_every_city_ruling_is_checked_by_a_record() -> None:
    """Each city ruling is quoted in the opening comment of at least one record."""
    cited: set[int] = set()
    for record in RECORDS:
        comment = "".join(
            line for line in record.read_text(encoding="utf-8").splitlines() if line.startswith("#")
        )
        cited.update(int(number) for number in re.findall(r"\bR(\d+)\b", comment))
    assert set(CITY_RULINGS) - cited == set()


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """Run `python -m engine` from the project root."""
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize(
    "name", ["spec_5_2_example", "r1_two_way_tie_lynches_both", "winner_mafia_when_only_mafia_live"]
)
def test_cli_replay_prints_the_expected_outcome(name: str) -> None:
    """`python -m engine replay RECORD` prints the same outcome as JSON and exits 0."""
    record = CITY / f"{name}.yaml"
    expected = expectation_of(record)
    done = run_cli("replay", str(record))
    assert done.returncode == 0, done.stderr
    compare_output(expected["output"], json.loads(done.stdout), expected["mode"], name)


def test_cli_replay_reads_a_json_record(tmp_path: Path) -> None:
    """SPEC 5: the replay command reads a record in JSON as well as YAML."""
    import yaml

    record = CITY / "spec_5_2_example.yaml"
    as_json = tmp_path / "spec_5_2_example.json"
    as_json.write_text(json.dumps(yaml.safe_load(record.read_text(encoding="utf-8"))))
    done = run_cli("replay", str(as_json))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == expectation_of(record)["output"]


@pytest.mark.parametrize(
    "record", [pytest.param(r, id=r.stem) for r in sorted(MALFORMED.glob("*.yaml"))]
)
def test_cli_replay_refuses_a_malformed_record(record: Path) -> None:
    """A bad record prints exactly one line on stderr, nothing on stdout, and exits 2."""
    done = run_cli("replay", str(record))
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.strip("\n").split("\n")
    assert len(lines) == 1 and lines[0].strip(), done.stderr


def test_cli_replay_refuses_a_missing_file(tmp_path: Path) -> None:
    """A record path that does not exist is a bad record too: one line on stderr, exit 2."""
    done = run_cli("replay", str(tmp_path / "no_such_record.yaml"))
    assert done.returncode == 2
    assert len(done.stderr.strip("\n").split("\n")) == 1
