"""Mutable working structures used inside one phase's resolution; nothing here escapes it."""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, cast

from engine.errors import EngineError
from engine.hooks import GameState
from engine.types import EMPTY, Death, Phase, Rejection, thaw


@dataclass(slots=True)
class Act:
    """One accepted action during resolution. `targets` may be changed by a redirect (R9)."""

    actor: str
    verb: str
    args: dict[str, Any]
    targets: list[str] = field(default_factory=list)
    role: str = ""  # the role it acts as (the borrowed role for the Courtesan)
    borrowed: bool = False
    ok: bool = True  # set False when the action fails


class Work:
    """The mutable copy of a game's state while one phase resolves."""

    __slots__ = (
        "_changed_teams",
        "_own_counters",
        "_own_flags",
        "absences",
        "accepted",
        "alive",
        "counters",
        "deaths",
        "flags",
        "game",
        "lynched",
        "memory",
        "outcomes",
        "phase",
        "private",
        "public",
        "rejected",
        "revealed",
        "roles",
        "teams",
        "tied",
        "votes",
    )

    def __init__(self, game: GameState) -> None:
        self.game = game
        self.phase: Phase = game.phase
        self.alive: set[str] = set(game.alive)
        self.roles: dict[str, str] = thaw(game.roles)
        # counters, flags and teams are the game's own, read-only, until the first change (through
        # the methods below); then copied, and per player (per team) only what changes
        self.counters: Mapping[str, Mapping[str, int]] = game.counters
        self.flags: Mapping[str, AbstractSet[str]] = game.flags
        self.teams: Mapping[str, tuple[str, ...]] = game.team_map
        self._own_counters: dict[str, dict[str, int]] = {}
        self._own_flags: dict[str, set[str]] = {}
        self._changed_teams = False
        self.memory: dict[str, Any] = thaw(game.memory)
        self.absences: dict[str, int] = thaw(game.absences)
        self.deaths: list[Death] = []
        self.revealed: dict[str, str] = {}
        self.rejected: list[Rejection] = []
        self.private: dict[str, list[dict[str, Any]]] = {}
        self.public: dict[str, Any] = {}
        self.lynched: tuple[str, ...] = ()
        self.tied = False  # by day: the most votes were shared (R1)
        self.votes = 0  # by day: the votes the lynched got (R1: the most)
        self.accepted: dict[str, dict[str, dict[str, Any]]] = {}
        # Only when a trace is asked for: every attacked player's `engine.protection.Outcome`.
        self.outcomes: list[Any] | None = None

    def kill(self, name: str, cause: str) -> None:
        """`name` leaves the game now with `cause`; the role is revealed."""
        if name in self.alive:
            self.alive.discard(name)
            self.deaths.append(Death(name, cause))
            self.revealed[name] = self.roles[name]

    def tell(self, name: str, item: dict[str, Any]) -> None:
        """A private item for `name` (dropped later if `name` left the game this phase, R56).

        The item is a flat mapping of immutable values (tuples, not lists): it is handed out
        read-only as it is, without a copy.
        """
        self.private.setdefault(name, []).append(item)

    def reject(self, name: str, verb: str, error: EngineError) -> None:
        """Record a refused action or vote with its error code."""
        self.rejected.append(Rejection(name, verb, error.code, error.params))

    def flag(self, name: str, flag: str) -> None:
        """Set a flag on a player's card."""
        own = self._own_flags.get(name)
        if own is None:
            if self._own_flags:
                flags = cast(dict[str, AbstractSet[str]], self.flags)
            else:
                flags = self.flags = thaw(self.flags)  # the first change
            own = self._own_flags[name] = set(flags.get(name, ()))
            flags[name] = own
        own.add(flag)

    def count(self, name: str, counter: str, default: int = 0) -> int:
        """A player's counter."""
        counters = self.counters.get(name)
        return default if counters is None else counters.get(counter, default)

    def set_count(self, name: str, counter: str, value: int) -> None:
        """Set a player's counter."""
        own = self._own_counters.get(name)
        if own is None:
            if self._own_counters:
                counters = cast(dict[str, Mapping[str, int]], self.counters)
            else:
                counters = self.counters = thaw(self.counters)  # the first change
            own = self._own_counters[name] = dict(counters.get(name, EMPTY))
            counters[name] = own
        own[counter] = value

    def join_team(self, team: str, *names: str) -> None:
        """Add players to a team channel (created on first use), keeping seat order."""
        members = self.teams.get(team)
        new = [name for name in dict.fromkeys(names) if members is None or name not in members]
        if members is None or new:
            seat = self.game.seat
            if self._changed_teams:
                teams = cast(dict[str, tuple[str, ...]], self.teams)
            else:
                teams = self.teams = thaw(self.teams)  # the first change
            teams[team] = tuple(sorted((*(members or ()), *new), key=seat.__getitem__))
            self._changed_teams = True

    def frozen_counters(self) -> Mapping[str, Mapping[str, int]]:
        """The counters for the next `Game`: the previous ones when nothing changed."""
        if not self._own_counters:
            return self.game.counters
        own = self._own_counters
        return MappingProxyType(
            {k: MappingProxyType(v) if k in own else v for k, v in self.counters.items()}
        )

    def frozen_flags(self) -> Mapping[str, frozenset[str]]:
        """The flags for the next `Game`: the previous ones when nothing changed."""
        if not self._own_flags:
            return self.game.flags
        return MappingProxyType({k: frozenset(v) for k, v in self.flags.items()})

    def frozen_teams(self) -> Mapping[str, tuple[str, ...]]:
        """The team channels for the next `Game`: the previous ones when nothing changed."""
        return MappingProxyType(self.teams) if self._changed_teams else self.game.team_map
