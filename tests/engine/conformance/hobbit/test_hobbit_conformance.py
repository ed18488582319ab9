"""Replays the hobbit conformance records and compares them with outputs written from SPEC.md alone.

Each ``NAME.yaml`` in this folder is a game record (SPEC 5.1); ``NAME.expected.json`` beside it
holds what SPEC 5.2 says the replay must print, either whole (``"compare": "whole"``) or only the
fields the spec decides for certain (``"compare": "partial"``). README.md explains both modes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml

import engine

HERE = Path(__file__).parent
RECORDS = sorted(HERE.glob("*.yaml"))


def _death_key(death: Mapping[str, Any]) -> tuple[str, str]:
    return (str(death["player"]), str(death["cause"]))


def _normalise_phase(phase: Mapping[str, Any]) -> dict[str, Any]:
    """Sorts the lists whose order SPEC 5.2 leaves open (deaths, lynched, rejected)."""
    out = dict(phase)
    if "deaths" in out:
        out["deaths"] = sorted(out["deaths"], key=_death_key)
    if "lynched" in out:
        out["lynched"] = sorted(out["lynched"])
    if "rejected" in out:
        out["rejected"] = sorted(out["rejected"], key=lambda r: json.dumps(r, sort_keys=True))
    return out


def _normalise_output(output: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(output)
    out["phases"] = [_normalise_phase(p) for p in output["phases"]]
    return out


def _is_subset(expected: Mapping[str, Any], actual: Mapping[str, Any]) -> bool:
    return all(key in actual and actual[key] == value for key, value in expected.items())


def _match_all_distinct(
    expected: Sequence[Mapping[str, Any]], actual: Sequence[Mapping[str, Any]]
) -> bool:
    """True when every expected entry matches (as a subset) its own distinct actual entry."""
    free = list(actual)
    for want in expected:
        hit = next((i for i, got in enumerate(free) if _is_subset(want, got)), None)
        if hit is None:
            return False
        free.pop(hit)
    return True


def _check_phase(want: Mapping[str, Any], got: Mapping[str, Any], where: str) -> list[str]:
    problems: list[str] = []
    for key in ("phase", "number"):
        if got.get(key) != want[key]:
            problems.append(f"{where}: {key} is {got.get(key)!r}, expected {want[key]!r}")
    if "deaths" in want:
        want_deaths = sorted(_death_key(d) for d in want["deaths"])
        got_deaths = sorted(_death_key(d) for d in got.get("deaths", []))
        if want_deaths != got_deaths:
            problems.append(f"{where}: deaths {got_deaths}, expected {want_deaths}")
    if "lynched" in want and sorted(got.get("lynched", [])) != sorted(want["lynched"]):
        problems.append(f"{where}: lynched {got.get('lynched')}, expected {want['lynched']}")
    if "rejected" in want:
        got_rejected = got.get("rejected", [])
        if len(got_rejected) != len(want["rejected"]) or not _match_all_distinct(
            want["rejected"], got_rejected
        ):
            problems.append(f"{where}: rejected {got_rejected}, expected {want['rejected']}")
    got_private: Mapping[str, Any] = got.get("private", {})
    for player, items in want.get("private", {}).items():
        if not _match_all_distinct(items, got_private.get(player, [])):
            problems.append(
                f"{where}: private[{player}] is {got_private.get(player)}, expected to hold {items}"
            )
    for player, items in want.get("not_private", {}).items():
        for item in items:
            if any(_is_subset(item, got_item) for got_item in got_private.get(player, [])):
                problems.append(f"{where}: private[{player}] must not hold {item}")
    for player in want.get("private_absent", []):
        if got_private.get(player):
            problems.append(f"{where}: {player} left the game, yet is told {got_private[player]}")
    got_public: Mapping[str, Any] = got.get("public", {})
    for flag, value in want.get("public", {}).items():
        # A flag that is false or absent reads the same (SPEC 5.2 prints flags only when raised).
        if (got_public.get(flag) or False) != (value or False):
            problems.append(f"{where}: public[{flag}] is {got_public.get(flag)!r}, want {value!r}")
    return problems


def _derived_alive(record_path: Path, expected: Mapping[str, Any]) -> list[str]:
    """Seat order minus every death the expectation lists (used when it gives no ``alive``)."""
    record = yaml.safe_load(record_path.read_text(encoding="utf-8"))
    seats = [str(name) for name in record["players"]]
    dead = {str(d["player"]) for phase in expected["phases"] for d in phase["deaths"]}
    return [name for name in seats if name not in dead]


def _check_partial(
    expected: Mapping[str, Any], output: Mapping[str, Any], record_path: Path
) -> list[str]:
    problems: list[str] = []
    want_phases = expected["phases"]
    got_phases = output.get("phases", [])
    if len(got_phases) != len(want_phases):
        problems.append(f"{len(got_phases)} phases output, expected {len(want_phases)} (R57)")
    for index, (want, got) in enumerate(zip(want_phases, got_phases, strict=False)):
        problems += _check_phase(want, got, f"{want['phase']} {want['number']} (#{index})")
    alive = expected.get("alive") or _derived_alive(record_path, expected)
    if output.get("alive") != alive:
        problems.append(f"alive {output.get('alive')}, expected {alive}")
    if "winner" in expected and output.get("winner") != expected["winner"]:
        problems.append(f"winner {output.get('winner')!r}, expected {expected['winner']!r}")
    return problems


@pytest.mark.parametrize("record_path", RECORDS, ids=[p.stem for p in RECORDS])
def test_hobbit_record_replays_as_the_spec_says(record_path: Path) -> None:
    """The engine's replay of the record matches what SPEC.md requires of it."""
    expected = json.loads(record_path.with_suffix(".expected.json").read_text(encoding="utf-8"))
    output = engine.replay(engine.load_record(record_path))
    assert output.get("ruleset") == "hobbit"
    if expected["compare"] == "whole":
        assert _normalise_output(output) == _normalise_output(expected["output"])
    else:
        problems = _check_partial(expected["expect"], output, record_path)
        assert not problems, "\n".join([*problems, json.dumps(output, ensure_ascii=False)])


def test_every_record_has_an_expectation_and_a_spec_quote() -> None:
    """Each record has its expected output beside it and quotes the spec sentence it checks."""
    assert RECORDS
    for path in RECORDS:
        assert path.with_suffix(".expected.json").is_file(), path.name
        first = path.read_text(encoding="utf-8").lstrip()
        assert first.startswith("#"), f"{path.name} must open with the spec sentence it checks"
    for path in HERE.glob("*.expected.json"):
        assert path.name.removesuffix(".expected.json") + ".yaml" in {p.name for p in RECORDS}
