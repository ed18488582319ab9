"""Game records (SPEC 5.1) and their replay (SPEC 5.2).

Records are read with YAML's base loader, within the bounds of `engine.record_limits`, so every
scalar stays a string (R57: names are strings whatever YAML would make of them); the engine parses
numbers and booleans where a verb expects them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import yaml

from engine import record_limits
from engine.errors import EngineError
from engine.game import Game, new_game
from engine.ruleset import get_ruleset
from engine.seal import Seal, seal_from_data, seal_to_data
from engine.types import (
    EMPTY,
    PhaseInput,
    PhaseResult,
    Settings,
    Setup,
    frozen_map,
    parse_bool,
    parse_int,
    plain,
)


@dataclass(frozen=True, slots=True)
class Record:
    """A game record: the setup, the input of every phase, night 1 first, and (optional) the
    proof fields of a sealed deal (`engine.seal`)."""

    setup: Setup
    phases: tuple[PhaseInput, ...] = ()
    seal: Seal | None = None

    @classmethod
    def from_history(cls, setup: Setup, inputs: Sequence[PhaseInput]) -> Record:
        """The record of a game from its setup and the stored inputs of its phases."""
        return cls(setup, tuple(inputs))

    def to_data(self) -> dict[str, Any]:
        """The record as plain data in the SPEC 5.1 layout."""
        setup = self.setup
        data: dict[str, Any] = {"ruleset": setup.ruleset}
        options = {
            k: v for k, v in setup.settings.to_mapping().items() if getattr(Settings(), k) != v
        }
        if options:
            data["options"] = options
        data["players"] = dict(setup.players)
        if setup.items:
            data["items"] = dict(setup.items)
        if setup.seed is not None:
            data["seed"] = setup.seed
        proof = seal_to_data(self.seal) if self.seal is not None else {}
        digests = proof.pop("digests", None)
        data.update(proof)  # the commitment, salt and outcome before the phases
        data["phases"] = [phase_entry(i, phase) for i, phase in enumerate(self.phases)]
        if digests:
            data["digests"] = digests
        return data

    def to_yaml(self) -> str:
        """The record as YAML text (SPEC 5.1)."""
        return yaml.safe_dump(self.to_data(), allow_unicode=True, sort_keys=False)

    def to_json(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_data(), ensure_ascii=False)


def phase_entry(index: int, phase: PhaseInput) -> dict[str, Any]:
    """One phase's input as its entry in a record's `phases` (index 0: night 1, 1: day 1 …)."""
    removed = {"removed": list(phase.removed)} if phase.removed else {}  # R90, beside the key
    if index % 2 == 0:
        return {"night": plain(phase.actions), **removed}
    day: dict[str, Any] = {"votes": dict(phase.votes), "actions": plain(phase.actions)}
    if phase.posts is not None:
        day["posts"] = dict(phase.posts)
    if phase.replaced:
        day["replaced"] = list(phase.replaced)
    if phase.ended_early:
        day["ended_early"] = True  # R91
    return {"day": day, **removed}


def _field(name: str) -> EngineError:
    return EngineError("record_field", {"field": name})


def _names(value: object, field: str) -> Mapping[str, Any]:
    if value is None or value == "":
        return EMPTY
    if not isinstance(value, Mapping):
        raise _field(field)
    return {str(k): v for k, v in value.items()}


def load_record(text_or_path: str | os.PathLike[str]) -> Record:
    """Read a record (YAML or JSON text, or a path to a file); raises EngineError if it is none.

    Whatever the input, only EngineError escapes: the text is read within the bounds of
    `engine.record_limits` (size, UTF-8, no aliases, nesting, node count, number size).
    """
    text = str(text_or_path)
    if isinstance(text_or_path, os.PathLike) or ("\n" not in text and os.path.isfile(text)):
        raw = record_limits.read_file(text)
    elif "\n" not in text and ":" not in text:
        raise _field("file")  # a path to a file that does not exist
    else:
        raw = record_limits.encode(text)
    data = record_limits.parse(record_limits.decode(raw))
    if not isinstance(data, Mapping):
        raise _field("ruleset")
    return _record_from_data(data)


def _record_from_data(data: Mapping[str, Any]) -> Record:
    if "ruleset" not in data:
        raise _field("ruleset")
    rules = get_ruleset(str(data["ruleset"]))
    options = _names(data.get("options"), "options")
    settings = Settings.from_mapping(options)
    players_raw = data.get("players")
    if not isinstance(players_raw, Mapping) or not players_raw:
        raise _field("players")
    players = tuple((str(name), str(role)) for name, role in players_raw.items())
    for _, role in players:
        if role not in rules.roles:
            raise EngineError("unknown_role", {"role": role})
    seated = {name for name, _ in players}
    seed = None
    if data.get("seed") not in (None, ""):
        seed = parse_int(data["seed"])
        if seed is None:
            raise _field("seed")
    items = tuple((str(k), str(v)) for k, v in _names(data.get("items"), "items").items())
    for _, holder in items:
        if holder not in seated:
            raise EngineError("record_not_seated", {"player": holder})
    phases_raw = data.get("phases") or []
    if not isinstance(phases_raw, list):
        raise _field("phases")
    phases = tuple(_phase(i, entry, seated) for i, entry in enumerate(phases_raw))
    if not items:
        import random

        items = rules.deal_items(random.Random(seed), players)
    setup = Setup(rules.id, players, settings, seed, items)
    new_game(setup)  # raises on duplicate players or bad items
    return Record(setup, phases, seal_from_data(data, len(phases)))


def _phase(index: int, entry: object, seated: set[str]) -> PhaseInput:
    """One phase's entry: `night:` or `day:`, and beside it the players removed in it (R90)."""
    expected = "night" if index % 2 == 0 else "day"
    if isinstance(entry, Mapping) and "removed" in entry and len(entry) == 2:
        rest = {k: v for k, v in entry.items() if k != "removed"}
        removed = _listed(entry["removed"], seated, "removed")
        return replace(_phase(index, rest, seated), removed=removed)
    if not isinstance(entry, Mapping) or len(entry) != 1:
        raise EngineError("record_phase_order", {"index": index, "expected": expected})
    kind, body = next(iter(entry.items()))
    if kind != expected:
        raise EngineError("record_phase_order", {"index": index, "expected": expected})
    if expected == "night":
        return PhaseInput(actions=_actions(body, seated, "night"))
    day = _names(body, "day")
    votes = {str(k): str(v) for k, v in _names(day.get("votes"), "votes").items()}
    for voter in votes:
        if voter not in seated:
            raise EngineError("record_not_seated", {"player": voter})
    posts = None
    if "posts" in day:
        posts = {}
        for name, count in _names(day["posts"], "posts").items():
            number = parse_int(count)
            if name not in seated:
                raise EngineError("record_not_seated", {"player": name})
            if number is None:
                raise _field("posts")
            posts[name] = number
    return PhaseInput(
        actions=_actions(day.get("actions"), seated, "actions"),
        votes=frozen_map(votes),
        posts=frozen_map(posts) if posts is not None else None,
        replaced=_replaced(day.get("replaced"), seated),
        ended_early=_ended_early(day.get("ended_early")),
    )


def _ended_early(value: object) -> bool:
    """R91: whether a day ended early on a majority (absent: it ran to its deadline)."""
    if value is None or value == "":
        return False
    flag = parse_bool(value)
    if flag is None:
        raise _field("ended_early")
    return flag


def _replaced(value: object, seated: set[str]) -> tuple[str, ...]:
    """A day's seats handed to a substitute (G1): a list of seated names, each once."""
    return _listed(value, seated, "replaced")


def _listed(value: object, seated: set[str], field: str) -> tuple[str, ...]:
    """A list of seated names, each once (`replaced`, `removed`)."""
    if value is None or value == "":
        return ()
    if not isinstance(value, list):
        raise _field(field)
    names = tuple(str(name) for name in value)
    for name in names:
        if name not in seated:
            raise EngineError("record_not_seated", {"player": name})
    if len(set(names)) != len(names):
        raise _field(field)
    return names


def _actions(body: object, seated: set[str], field: str) -> Mapping[str, Mapping[str, object]]:
    actions = _names(body, field)
    out: dict[str, Mapping[str, object]] = {}
    for name, verbs in actions.items():
        if name not in seated:
            raise EngineError("record_not_seated", {"player": name})
        out[name] = frozen_map(_names(verbs, field))
    return frozen_map(out)


def resolve_record(record: Record, *, trace: bool = False) -> tuple[Game, tuple[PhaseResult, ...]]:
    """Resolve every phase of a record up to its winner (R57): the game after the last one and
    each phase's result, with its `trace` when asked (`Game.resolve`)."""
    game = new_game(record.setup)
    results: list[PhaseResult] = []
    for phase_input in record.phases:
        if game.winner is not None:
            break  # R57: nothing after the game has a winner
        game, result = game.resolve(phase_input, trace=trace)
        results.append(result)
    return game, tuple(results)


def replay(record: Record) -> dict[str, Any]:
    """Replay a record: the SPEC 5.2 output (ruleset, phases, alive, winner), in that key order."""
    game, results = resolve_record(record)
    return {
        "ruleset": record.setup.ruleset,
        "phases": [result.to_json() for result in results],
        "alive": list(game.alive),
        "winner": game.winner,
    }
