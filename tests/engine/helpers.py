"""Helpers for engine tests: replay a YAML record written inline in a test, read its output."""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from typing import Any

from engine import Game, load_record, new_game, replay


def run(record_yaml: str) -> dict[str, Any]:
    """Replay a record given as (indented) YAML text."""
    return replay(load_record(textwrap.dedent(record_yaml).strip() + "\n"))


def state_after(record_yaml: str) -> Game:
    """The game state after resolving every phase of a record (YAML text) through the API."""
    record = load_record(textwrap.dedent(record_yaml).strip() + "\n")
    game = new_game(record.setup)
    for phase_input in record.phases:
        game, _ = game.resolve(phase_input)
    return game


def phase(out: Mapping[str, Any], index: int) -> dict[str, Any]:
    """One entry of the output's phases (0 = night 1, 1 = day 1, …)."""
    phases: list[dict[str, Any]] = out["phases"]
    return phases[index]


def deaths(out: Mapping[str, Any], index: int) -> list[tuple[str, str]]:
    """(player, cause) of every death in one phase."""
    return [(d["player"], d["cause"]) for d in phase(out, index)["deaths"]]


def private(out: Mapping[str, Any], index: int, name: str) -> list[dict[str, Any]]:
    """What `name` was told in one phase."""
    items: list[dict[str, Any]] = phase(out, index)["private"].get(name, [])
    return items


def rejected(out: Mapping[str, Any], index: int) -> list[tuple[str, str, str]]:
    """(player, verb, code) of every refused action in one phase."""
    return [(r["player"], r["verb"], r["code"]) for r in phase(out, index)["rejected"]]
