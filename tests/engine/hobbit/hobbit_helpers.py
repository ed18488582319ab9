"""Shared helpers for the hobbit rule-set tests: a full cast and a one-call replay of a record.

`phase` and `private` are the engine tests' own (tests.engine.helpers); `deaths` and `rejected`
here give mappings, which hobbit tests compare whole.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import yaml

import engine
from tests.engine.helpers import phase as phase
from tests.engine.helpers import private as private
from tests.engine.helpers import run, state_after

# Every hobbit role once (citizens twice); names say the role so records read like the rules.
FULL_CAST: dict[str, str] = {
    "Azog": "azog",
    "Bolg": "bolg",
    "Orc": "orc",
    "Sauron": "sauron",
    "Smaug": "smaug",
    "Legolas": "legolas",
    "Thranduil": "thranduil",
    "Thorin": "thorin",
    "Bilbo": "bilbo",
    "Gandalf": "gandalf",
    "Radagast": "radagast",
    "Tauriel": "tauriel",
    "Kili": "kili",
    "Bard": "bard",
    "Alfrid": "alfrid",
    "Gollum": "gollum",
    "Dale": "citizen",
    "Esgar": "citizen",
}

# Inactivity and stalemate off unless a test is about them: each test isolates one rule.
QUIET = {"inactive_days": 0, "stalemate_cycles": 0}


def record_text(
    phases: str,
    *,
    players: Mapping[str, str] | None = None,
    items: Mapping[str, str] | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
) -> str:
    """A hobbit record (SPEC 5.1) whose `phases:` list is given as YAML text."""
    record: dict[str, Any] = {
        "ruleset": "hobbit",
        "options": dict(QUIET if options is None else options),
        "players": dict(FULL_CAST if players is None else players),
        "items": dict({"arkenstone": "Dale"} if items is None else items),
        "seed": seed,
        # one phase per line in flow style, so the indentation of the test's text is irrelevant
        "phases": yaml.safe_load("\n".join(line.strip() for line in phases.splitlines())) or [],
    }
    return yaml.safe_dump(record, sort_keys=False, allow_unicode=True)


def play(phases: str, **kwargs: Any) -> dict[str, Any]:
    """Replay a hobbit record (see `record_text`); return the SPEC 5.2 output."""
    return run(record_text(phases, **kwargs))


def game_after(phases: str, **kwargs: Any) -> engine.Game:
    """The Game state after resolving the record's phases (for cards, teams and checks)."""
    return state_after(record_text(phases, **kwargs))


def deaths(out: Mapping[str, Any], index: int) -> dict[str, str]:
    """Who left the game in that phase -> cause."""
    return {d["player"]: d["cause"] for d in phase(out, index)["deaths"]}


def items_of(out: Mapping[str, Any], index: int, player: str, kind: str) -> list[dict[str, Any]]:
    """The private items of one type a player got in that phase."""
    return [item for item in private(out, index, player) if item["type"] == kind]


def rejected(out: Mapping[str, Any], index: int) -> dict[tuple[str, str], str]:
    """(player, verb) -> error code for every action refused in that phase."""
    return {(r["player"], r["verb"]): r["code"] for r in phase(out, index)["rejected"]}
