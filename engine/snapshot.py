"""A game's state between phases as plain JSON data, and back: `snapshot` and `restore`.

The record (setup + every phase's input) stays the source of truth (SPEC 5.1): a snapshot is a
shortcut that lets a store rebuild a game at day 20 as cheaply as at night 1, and replaying the
record must give the same `Game` (a property test checks it). The setup is not in the snapshot:
`restore` is given it (the store keeps it anyway) and checks the seats match.

Values are encoded by type, so that tuples, frozensets and read-only mappings come back as they
were (JSON alone would turn them into lists and dicts): a scalar is itself; anything else is a
one-key object, {"t": [...]} a tuple, {"l": [...]} a list, {"s": [...]} a frozenset, {"m": [[key,
value], ...]} a mapping (in order), {"p": [kind, number]} a `Phase`, {"d": [class, {field:
value}]} one of the engine's value classes (`Announcement`, `Death`).

How often the table was told each kind of news (`Game.told_counts`, which the narrative's
recurring lines count so that a restart tells the same story) is one of the fields: a snapshot
stays the size of the table whatever the game's length. A snapshot of version 2 kept every
announcement instead (`told`); it still restores, its announcements counted (`engine.chronicle`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from types import MappingProxyType
from typing import Any

from engine.chronicle import counted
from engine.game import Game
from engine.ruleset import get_ruleset
from engine.types import Announcement, Death, Phase, Setup

__all__ = ["SNAPSHOT_VERSION", "SnapshotError", "restore", "snapshot"]

SNAPSHOT_VERSION = 3
"""Raised when the snapshot's layout changes: an older one is then converted, or refused (and the
store replays the record instead)."""

_TOLD_IN_FULL = 2
"""The version whose snapshots kept every announcement (`told`) instead of `told_counts`."""


class SnapshotError(ValueError):
    """The snapshot cannot be restored for this setup (another version, other seats, bad data)."""


_CLASSES: dict[str, type[Any]] = {"Announcement": Announcement, "Death": Death}
"""The value classes a snapshot may hold, by name (version 2's announcements)."""


def encode(value: object) -> Any:
    """One value as JSON data, tagged by type (see the module docstring)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Phase):
        return {"p": [value.kind, value.number]}
    if is_dataclass(value) and type(value).__name__ in _CLASSES:
        body = {item.name: encode(getattr(value, item.name)) for item in fields(value)}
        return {"d": [type(value).__name__, body]}
    if isinstance(value, tuple):
        return {"t": [encode(item) for item in value]}
    if isinstance(value, list):
        return {"l": [encode(item) for item in value]}
    if isinstance(value, frozenset | set):
        items = [encode(item) for item in value]
        return {"s": sorted(items, key=lambda item: json.dumps(item, sort_keys=True))}
    if isinstance(value, Mapping):
        return {"m": [[encode(key), encode(item)] for key, item in value.items()]}
    raise SnapshotError(f"cannot snapshot a {type(value).__name__}")


def decode(data: Any) -> Any:
    """The value `encode` gave `data` for (mappings come back read-only)."""
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if not isinstance(data, dict) or len(data) != 1:
        raise SnapshotError("not a snapshot value")
    ((tag, body),) = data.items()
    if tag == "t":
        return tuple(decode(item) for item in body)
    if tag == "l":
        return [decode(item) for item in body]
    if tag == "s":
        return frozenset(decode(item) for item in body)
    if tag == "m":
        return MappingProxyType({decode(key): decode(item) for key, item in body})
    if tag == "p":
        return Phase.from_row(body[0], body[1])
    if tag == "d":
        name, values = body
        if name not in _CLASSES or not isinstance(values, dict):
            raise SnapshotError(f"unknown snapshot class {name!r}")
        return _CLASSES[name](**{key: decode(item) for key, item in values.items()})
    raise SnapshotError(f"unknown snapshot tag {tag!r}")


_FIELDS = (
    "phase",
    "winner",
    "roles",
    "alive",
    "counters",
    "flags",
    "memory",
    "team_map",
    "absences",
    "quiet",
    "night_left",
    "prev",
    "dead_roles",
    "told_counts",
)


def snapshot(game: Game) -> dict[str, Any]:
    """The game's state as JSON data (without its setup); SnapshotError if a rule set keeps a
    value that cannot be encoded."""
    return {
        "version": SNAPSHOT_VERSION,
        "names": list(game.names),
        **{name: encode(getattr(game, name)) for name in _FIELDS},
    }


def restore(setup: Setup, data: Mapping[str, Any]) -> Game:
    """The game `snapshot` gave `data` for, with this setup; SnapshotError if the snapshot is of
    another version or other seats."""
    version = data.get("version")
    if version not in (SNAPSHOT_VERSION, _TOLD_IN_FULL):
        raise SnapshotError(f"snapshot version {version!r}")
    names = tuple(name for name, _ in setup.players)
    if tuple(data.get("names") or ()) != names:
        raise SnapshotError("the snapshot's seats are not the setup's")
    try:
        values = {name: decode(data[name]) for name in _FIELDS if name != "told_counts"}
        if version == _TOLD_IN_FULL:
            values["told_counts"] = _count_told(decode(data["told"]))
        else:
            values["told_counts"] = decode(data["told_counts"])
    except (KeyError, TypeError, ValueError) as error:
        raise SnapshotError(str(error)) from error
    alive = tuple(values["alive"])
    return Game(
        rules=get_ruleset(setup.ruleset),
        setup=setup,
        alive_set=frozenset(alive),
        seat=MappingProxyType({name: index for index, name in enumerate(names)}),
        **{**values, "alive": alive},
    )


def _count_told(told: tuple[Announcement, ...]) -> Mapping[str, int]:
    """The counts of news (`Game.told_counts`) of a version 2 snapshot's announcements."""
    counts: Mapping[str, int] = MappingProxyType({})
    for announcement in told:
        if not isinstance(announcement, Announcement):
            raise SnapshotError("not an announcement")
        counts = counted(counts, announcement)
    return counts
