"""What a rule set's hooks see of the game: read-only Protocols, so that the modules below
`engine.game` (the rule-set interface, the working state, options, voting, the rule sets) never
import `Game` itself. `engine.game.Game` satisfies `GameState`; `engine.ruleset.Ruleset`
satisfies `OptionRules`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from engine.errors import EngineError
from engine.types import Phase, Setup
from engine.verbs import VerbSpec


class PastState(Protocol):
    """The little of a game state an announcement reads (`engine.announce.tell`)."""

    @property
    def setup(self) -> Setup:
        """The seats, rule set, settings, seed and items the game was dealt with."""

    @property
    def roles(self) -> Mapping[str, str]:
        """Role id per player."""

    @property
    def alive(self) -> tuple[str, ...]:
        """The living players, in seat order."""


class GameState(Protocol):
    """The frozen state of a game between phases, as a rule set's hooks read it."""

    @property
    def setup(self) -> Setup:
        """The seats, rule set, settings, seed and items the game was dealt with."""

    @property
    def phase(self) -> Phase:
        """The current phase."""

    @property
    def winner(self) -> str | None:
        """The winning camp (or "draw") once the game is over."""

    @property
    def roles(self) -> Mapping[str, str]:
        """Current role id per player."""

    @property
    def alive(self) -> tuple[str, ...]:
        """The living players, in seat order."""

    @property
    def alive_set(self) -> frozenset[str]:
        """The living players, as a set."""

    @property
    def seat(self) -> Mapping[str, int]:
        """Player -> seat number."""

    @property
    def counters(self) -> Mapping[str, Mapping[str, int]]:
        """Per-player counters (arrows, lives …)."""

    @property
    def flags(self) -> Mapping[str, frozenset[str]]:
        """Per-player flags (ring_used, arkenstone …)."""

    @property
    def memory(self) -> Mapping[str, Any]:
        """The rule set's own carry-over between phases (immutable values)."""

    @property
    def team_map(self) -> Mapping[str, tuple[str, ...]]:
        """Team channels that exist: team id -> members in seat order."""

    @property
    def absences(self) -> Mapping[str, int]:
        """Consecutive absent days per player (R51)."""

    @property
    def prev(self) -> Mapping[str, Mapping[str, Mapping[str, Any]]]:
        """Last night's accepted actions of the verbs R53 restricts."""

    @property
    def dead_roles(self) -> tuple[tuple[str, str], ...]:
        """(name, role at death), in order of leaving."""

    def role(self, name: str) -> str:
        """Current role id of `name`."""

    def camp(self, name: str) -> str:
        """Camp of `name`'s current role."""

    def check_action(
        self, name: str, verb: str, value: object, phase: Phase | None = None
    ) -> EngineError | None:
        """None when `name` may send `verb: value` for `phase`, else the error."""


class OptionRules(Protocol):
    """What the default autocomplete options (`engine.options`) ask of a rule set."""

    @property
    def verbs(self) -> Mapping[str, VerbSpec]:
        """Verb id -> its spec."""

    @property
    def phase_specs(self) -> Mapping[str, Mapping[str, tuple[VerbSpec, ...]]]:
        """Phase kind -> role id -> the specs of the verbs the role's table gives it then."""

    @property
    def plain_verbs(self) -> frozenset[str]:
        """Verbs of one required player argument whose choices need no hook."""

    @property
    def narrowed_verbs(self) -> frozenset[str]:
        """The verbs whose arguments `arg_choices` may narrow (it is asked of no other)."""

    @property
    def unusable_verbs(self) -> frozenset[str]:
        """The verbs `unusable` may refuse (it is asked of no other)."""

    def granted_verbs(self, game: GameState, phase: Phase) -> Mapping[str, tuple[str, ...]]:
        """Living players granted verbs outside their role table now: name -> verbs."""

    def unusable(self, game: GameState, name: str, verb: str, phase: Phase) -> bool:
        """Whether `name` cannot use `verb` in `phase` whatever the arguments."""

    def arg_choices(
        self, game: GameState, name: str, verb: str, arg_name: str, phase: Phase
    ) -> tuple[str, ...] | None:
        """Legal values of one argument; None means the default for its kind."""
