"""The pure rules engine: city and hobbit rule sets, game records and their replay.

No Discord, database or scheduler here. See docs/CONTRACTS.md section 1 for the public API.

>>> import engine
>>> setup = engine.Setup("city", (("Anna", "boss"), ("Boris", "doctor"), ("Dina", "citizen")))
>>> game = engine.new_game(setup)
>>> game.check_action("Boris", "kill", "Anna")
EngineError('not_your_ability', {'verb': 'kill', 'role': 'doctor'})
>>> game, night = game.resolve(engine.PhaseInput(actions={"Anna": {"kill": "Dina"}}))
>>> night.to_json()["deaths"], game.phase
([{'player': 'Dina', 'cause': 'mafia'}], Phase(kind='day', number=1))
>>> game, day = game.resolve(engine.PhaseInput(votes={"Boris": "Anna", "Anna": "Boris"}))
>>> day.lynched, game.winner
(('Anna', 'Boris'), 'draw')
"""

from collections.abc import Mapping as _Mapping

from engine import rulesets as _rulesets
from engine.announce import FAILABLE_ITEMS, announcement, revealed, told_item
from engine.dealing import check_roles, deal, preset
from engine.errors import ERROR_CODES, CodedError, EngineError
from engine.facts import (
    camp_counts,
    camps,
    card_notes,
    player_limits,
    quarry,
    scouted_roles,
    seek_goal,
    sleepers,
    verb_slots,
)
from engine.game import Game, merge_delegated, new_game
from engine.outcome import Outcome, Standing, outcome
from engine.record import Record, load_record, replay, resolve_record
from engine.ruleset import Ruleset, get_ruleset, register, registered
from engine.submitting import submission_phase
from engine.trace import DAY_STEPS, OUTCOMES, TRACE_CODES, trace_lines
from engine.types import (
    ABSTAIN,
    SETTING_CHOICES,
    Announcement,
    ArgSpec,
    Card,
    CardNote,
    Death,
    Phase,
    PhaseInput,
    PhaseResult,
    PhaseTrace,
    Reason,
    Rejection,
    Revealed,
    RoleInfo,
    Settings,
    Setup,
    Step,
    Told,
    TraceEntry,
    TraceParam,
    VerbForm,
    VerbOption,
)

RULESETS: tuple[str, ...] = registered()
"""Ids of every registered rule set ("city", "hobbit"), in registration order."""


def roles(ruleset: str) -> _Mapping[str, RoleInfo]:
    """The roles of a rule set: id -> RoleInfo (camp, night and day verbs)."""
    return get_ruleset(ruleset).roles


def lent_verb(ruleset: str, role: str) -> str | None:
    """The verb a dead `role` lends to the Courtesan's `borrow` (R66), or None (e.g. `chosen`,
    whose borrowing gives secret votes, or a role that cannot be borrowed)."""
    return get_ruleset(ruleset).lent_verbs.get(role)


def night_order(ruleset: str) -> tuple[Step, ...]:
    """The night order of a rule set, as declared in its data (for `/rules order`)."""
    return get_ruleset(ruleset).steps


__all__ = [
    "ABSTAIN",
    "DAY_STEPS",
    "ERROR_CODES",
    "FAILABLE_ITEMS",
    "OUTCOMES",
    "RULESETS",
    "SETTING_CHOICES",
    "TRACE_CODES",
    "Announcement",
    "ArgSpec",
    "Card",
    "CardNote",
    "CodedError",
    "Death",
    "EngineError",
    "Game",
    "Outcome",
    "Phase",
    "PhaseInput",
    "PhaseResult",
    "PhaseTrace",
    "Reason",
    "Record",
    "Rejection",
    "Revealed",
    "RoleInfo",
    "Ruleset",
    "Settings",
    "Setup",
    "Standing",
    "Step",
    "Told",
    "TraceEntry",
    "TraceParam",
    "VerbForm",
    "VerbOption",
    "announcement",
    "camp_counts",
    "camps",
    "card_notes",
    "check_roles",
    "deal",
    "get_ruleset",
    "lent_verb",
    "load_record",
    "merge_delegated",
    "new_game",
    "night_order",
    "outcome",
    "player_limits",
    "preset",
    "quarry",
    "register",
    "registered",
    "replay",
    "resolve_record",
    "revealed",
    "roles",
    "scouted_roles",
    "seek_goal",
    "sleepers",
    "submission_phase",
    "told_item",
    "trace_lines",
    "verb_slots",
]
_ = _rulesets
