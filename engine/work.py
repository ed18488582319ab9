"""Mutable working structures used inside one phase's resolution; nothing here escapes it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.errors import EngineError
from engine.types import Death, Phase, Rejection

if TYPE_CHECKING:
    from engine.game import Game
    from engine.ruleset import Ruleset


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
        "absences",
        "accepted",
        "alive",
        "counters",
        "deaths",
        "flags",
        "game",
        "lynched",
        "memory",
        "phase",
        "private",
        "public",
        "rejected",
        "revealed",
        "roles",
        "ruleset",
        "teams",
    )

    def __init__(self, game: Game) -> None:
        self.game = game
        self.ruleset: Ruleset = game.rules
        self.phase: Phase = game.phase
        self.alive: set[str] = set(game.alive)
        self.roles: dict[str, str] = dict(game.roles)
        self.counters: dict[str, dict[str, int]] = {k: dict(v) for k, v in game.counters.items()}
        self.flags: dict[str, set[str]] = {k: set(v) for k, v in game.flags.items()}
        self.memory: dict[str, Any] = dict(game.memory)
        self.teams: dict[str, list[str]] = {k: list(v) for k, v in game.team_map.items()}
        self.absences: dict[str, int] = dict(game.absences)
        self.deaths: list[Death] = []
        self.revealed: dict[str, str] = {}
        self.rejected: list[Rejection] = []
        self.private: dict[str, list[dict[str, Any]]] = {}
        self.public: dict[str, Any] = {}
        self.lynched: tuple[str, ...] = ()
        self.accepted: dict[str, dict[str, dict[str, Any]]] = {}

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
        self.flags.setdefault(name, set()).add(flag)

    def count(self, name: str, counter: str, default: int = 0) -> int:
        """A player's counter."""
        return self.counters.get(name, {}).get(counter, default)

    def set_count(self, name: str, counter: str, value: int) -> None:
        """Set a player's counter."""
        self.counters.setdefault(name, {})[counter] = value

    def join_team(self, team: str, *names: str) -> None:
        """Add players to a team channel (created on first use), keeping seat order."""
        members = self.teams.setdefault(team, [])
        for name in names:
            if name not in members:
                members.append(name)
        seat = self.game.seat
        members.sort(key=seat.__getitem__)
