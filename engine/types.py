"""The engine's frozen value types: settings, phases, setup, inputs, results, cards and options."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any, Literal

from engine.frozen import quick_init

PhaseKind = Literal["night", "day"]

EMPTY: Mapping[str, Any] = MappingProxyType({})

ABSTAIN = "abstain"
"""The vote target that counts for nobody (R50); never a player's name."""


def thaw(mapping: Mapping[str, Any]) -> dict[str, Any]:
    """A new dict with the items of `mapping`, as `dict(mapping)` gives.

    The engine's read-only mappings are `MappingProxyType`s over dicts, whose own `copy()`
    copies the dict underneath at C speed; `dict(proxy)` goes key by key (seven times slower).
    """
    if type(mapping) is MappingProxyType or type(mapping) is dict:
        return mapping.copy()
    return dict(mapping)


def frozen_map(data: Mapping[str, Any] | None) -> Mapping[str, Any]:
    """A read-only copy of `data` (the shared empty mapping when there is nothing)."""
    if not data:
        return EMPTY
    return MappingProxyType(dict(data))


SETTING_CHOICES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "vote_changes": ("unlimited", "0", "1", "2"),  # changes of one's vote per day
        "reveal": ("role", "camp", "none"),  # what a death shows (the end shows every role)
    }
)
"""The host settings whose value is one of a few words (a record may write `vote_changes: 1`)."""

DISPLAY_SETTINGS = frozenset(
    {"language", "ruleset", "night_minutes", "day_minutes", "reminder_minutes", "roles"}
)


@dataclass(frozen=True, slots=True)
class Settings:
    """Host settings that change the rules (SPEC section 6)."""

    double_kill: bool = True  # R1
    inactive_days: int = 2  # R51; 0 turns the rule off
    min_posts: int = 3
    stalemate_cycles: int = 3  # R2/R52; 0 turns it off
    # Forum table rules; their values are the words of `SETTING_CHOICES`.
    vote_changes: str = "unlimited"  # section 1: a vote may change any number of times
    reveal: str = "role"  # section 1: deaths show the role; `camp`: only the camp; `none`: dark
    majority_lynch: bool = False  # R91: a day ends once one living player holds a majority

    @property
    def vote_change_limit(self) -> int | None:
        """How many times a player may change their vote in one day; None: no limit."""
        return None if self.vote_changes == "unlimited" else int(self.vote_changes)

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> Settings:
        """Settings from a record's `options` (values may be strings); raises EngineError."""
        from engine.errors import EngineError

        known = {f.name: f for f in fields(cls)}
        values: dict[str, Any] = {}
        for key, raw in data.items():
            if key in DISPLAY_SETTINGS:
                continue  # SPEC 6 settings that do not touch the rules
            if key not in known:
                raise EngineError("bad_setting", {"setting": str(key)})
            default = getattr(cls(), key)
            if key in SETTING_CHOICES:
                word = str(raw).strip().lower() if isinstance(raw, (str, int)) else None
                if isinstance(raw, bool) or word not in SETTING_CHOICES[key]:
                    raise EngineError("bad_setting", {"setting": key})
                values[key] = word
            elif isinstance(default, bool):
                parsed_bool = parse_bool(raw)
                if parsed_bool is None:
                    raise EngineError("bad_setting", {"setting": key})
                values[key] = parsed_bool
            else:
                parsed_int = parse_int(raw)
                if parsed_int is None or parsed_int < 0:
                    raise EngineError("bad_setting", {"setting": key})
                values[key] = parsed_int
        return cls(**values)

    def to_mapping(self) -> dict[str, object]:
        """The settings as a plain mapping (for records)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


def freeze(value: Any) -> Any:
    """A read-only copy of plain data: mappings become MappingProxyType, lists become tuples."""
    kind = type(value)
    if kind is str or kind is bool or kind is int or value is None:
        return value
    if kind is dict or isinstance(value, Mapping):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if kind is list or kind is tuple:
        return tuple([freeze(v) for v in value])
    if kind is set:
        return frozenset(value)
    return value


def parse_bool(raw: object) -> bool | None:
    """A boolean from a record value (`true`, `yes`, True …); None when it is not one."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str):
        low = raw.strip().lower()
        if low in ("true", "yes", "on", "1"):
            return True
        if low in ("false", "no", "off", "0"):
            return False
    return None


INT_DIGITS = 18
"""The most digits a record's number may have: seeds are 31-bit, counts are small; a longer one
is no number a record holds (and Python refuses to read 4,300 digits and more)."""


def parse_int(raw: object) -> int | None:
    """An integer from a record value (2, "2", "-2"); None when it is not one: ASCII digits only
    (not "²" or "٣", which `str.isdigit` accepts), one sign at most, at most INT_DIGITS digits."""
    if type(raw) is str and len(raw) == 1 and "0" <= raw <= "9":
        return int(raw)  # one ASCII digit, the common case (a digit argument)
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw if abs(raw) < 10**INT_DIGITS else None
    if not isinstance(raw, str):
        return None
    text = raw.strip()
    digits = text[1:] if text.startswith(("+", "-")) else text
    if not digits or len(digits) > INT_DIGITS or not (digits.isascii() and digits.isdigit()):
        return None
    return int(text)


@quick_init
@dataclass(frozen=True, slots=True, order=True)
class Phase:
    """One phase of the game: night N or day N (night N is followed by day N)."""

    kind: PhaseKind = "night"
    number: int = 1

    def next(self) -> Phase:
        """The phase that follows this one."""
        if self.kind == "night":
            return Phase("day", self.number)
        return Phase("night", self.number + 1)

    @property
    def index(self) -> int:
        """0 for night 1, 1 for day 1, 2 for night 2 …"""
        return (self.number - 1) * 2 + (0 if self.kind == "night" else 1)

    def previous(self) -> Phase | None:
        """The phase just before this one (None before night 1)."""
        if self.kind == "day":
            return Phase("night", self.number)
        return None if self.number <= 1 else Phase("day", self.number - 1)

    @classmethod
    def from_row(cls, kind: object, number: object) -> Phase:
        """The phase stored as (`kind`, `number`) in a row, a payload or a custom id, checked:
        ValueError unless the kind is "night" or "day" and the number a whole number ≥ 1."""
        if isinstance(number, str) and number.isdigit():
            number = int(number)
        if (
            kind not in ("night", "day")
            or not isinstance(number, int)
            or isinstance(number, bool)
            or number < 1
        ):
            raise ValueError(f"not a phase: {kind!r} {number!r}")
        return cls("night" if kind == "night" else "day", number)


@quick_init
@dataclass(frozen=True, slots=True)
class Setup:
    """Everything fixed at the start: rule set, seats with roles, settings, seed, items."""

    ruleset: str
    players: tuple[tuple[str, str], ...]  # (name, role id) in seat order
    settings: Settings = Settings()
    seed: int | None = None
    items: tuple[tuple[str, str], ...] = ()  # (item id, holder name)


@quick_init
@dataclass(frozen=True, slots=True)
class PhaseInput:
    """What was sent during one phase: actions (player -> {verb: value}), votes, posts; by day
    also the seats handed to a substitute at the deadline (`replaced`, project ruling G1: R51
    does not put them to sleep, their absent days start again), whether the day ended early on a
    majority (`ended_early`, R91: R51 judges only a day that ran to its deadline), and in either
    phase the players the host removed during it (`removed`, R90: they leave first, and what
    they sent is void)."""

    actions: Mapping[str, Mapping[str, object]] = field(default_factory=lambda: EMPTY)
    votes: Mapping[str, str] = field(default_factory=lambda: EMPTY)
    posts: Mapping[str, int] | None = None
    replaced: tuple[str, ...] = ()
    ended_early: bool = False
    removed: tuple[str, ...] = ()


@quick_init
@dataclass(frozen=True, slots=True)
class Death:
    """A player who left the game, and why (SPEC 5.2 causes)."""

    player: str
    cause: str


@quick_init
@dataclass(frozen=True, slots=True)
class Rejection:
    """An action or vote the engine refused; it is as if never sent."""

    player: str
    verb: str
    code: str
    params: Mapping[str, str | int] = field(default_factory=lambda: EMPTY)


TraceParam = str | int | tuple[str, ...]
"""A trace reason's parameter: a player, role, camp or cause id, a number, or a list of them."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an entry turned out as it did: a code of `TRACE_CODES` with its parameters."""

    code: str
    params: Mapping[str, TraceParam] = field(default_factory=lambda: EMPTY)

    def to_json(self) -> dict[str, Any]:
        """`{"code": …, <param>: …}` (tuples become lists)."""
        out: dict[str, Any] = {"code": self.code}
        for key, value in self.params.items():
            out[key] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True, slots=True)
class TraceEntry:
    """One action (or event) of a phase, what became of it, and why."""

    step: int  # the night order's step (SPEC 3.2 / 4.3), or the day's (DAY_STEPS)
    actor: str  # who sent it ("" for an event without an actor)
    verb: str  # the verb acted as (a borrowed one: the lent verb), or the event's id
    targets: tuple[str, ...]  # the players it named as sent (before any redirect)
    outcome: str  # one of OUTCOMES
    reasons: tuple[Reason, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The entry as plain JSON data."""
        return {
            "step": self.step,
            "actor": self.actor,
            "verb": self.verb,
            "targets": list(self.targets),
            "outcome": self.outcome,
            "reasons": [r.to_json() for r in self.reasons],
        }


@dataclass(frozen=True, slots=True)
class PhaseTrace:
    """The trace of one phase: its entries in order and, by day, the counted votes."""

    phase: Phase
    entries: tuple[TraceEntry, ...] = ()
    tally: tuple[tuple[str, int], ...] = ()  # day: player -> counted votes, most first

    def to_json(self) -> dict[str, Any]:
        """The trace as plain JSON data."""
        return {
            "phase": self.phase.kind,
            "number": self.phase.number,
            "entries": [entry.to_json() for entry in self.entries],
            "tally": [[name, count] for name, count in self.tally],
        }


@quick_init
@dataclass(frozen=True, slots=True)
class PhaseResult:
    """The outcome of resolving one phase."""

    phase: Phase
    deaths: tuple[Death, ...] = ()
    lynched: tuple[str, ...] = ()
    rejected: tuple[Rejection, ...] = ()
    private: Mapping[str, tuple[Mapping[str, object], ...]] = field(default_factory=lambda: EMPTY)
    public: Mapping[str, object] = field(default_factory=lambda: EMPTY)
    winner: str | None = None
    revealed: Mapping[str, str] = field(default_factory=lambda: EMPTY)
    ruleset: str = ""  # the game's rule set (not part of SPEC 5.2: to_json leaves it out)
    tie: bool = False  # by day: two or more shared the most votes (R1; not in SPEC 5.2 either)
    votes: int = 0  # by day: the votes the lynched got, the most (R1; not in SPEC 5.2 either)
    trace: PhaseTrace | None = field(default=None, compare=False)  # resolve(trace=True) only

    def to_json(self) -> dict[str, object]:
        """One entry of `phases` in SPEC 5.2, keys in the spec's order."""
        out: dict[str, object] = {"phase": self.phase.kind, "number": self.phase.number}
        if self.phase.kind == "day":
            out["lynched"] = list(self.lynched)
        out["deaths"] = [{"player": d.player, "cause": d.cause} for d in self.deaths]
        out["rejected"] = [
            {"player": r.player, "verb": r.verb, "code": r.code} for r in self.rejected
        ]
        out["private"] = {
            name: [plain(item) for item in items] for name, items in self.private.items()
        }
        out["public"] = plain(self.public)
        return out


def plain(value: object) -> Any:
    """A JSON-ready copy of a (possibly read-only, nested) value: dicts with str keys, lists."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return value


@quick_init
@dataclass(frozen=True, slots=True)
class ArgSpec:
    """One argument of a verb: its name, its kind and (for autocomplete) the legal choices now."""

    name: str
    kind: Literal["player", "role", "digit", "bool", "choice"]
    choices: tuple[str, ...] = ()


@quick_init
@dataclass(frozen=True, slots=True)
class VerbOption:
    """A verb a player may send now, with its arguments."""

    verb: str
    args: tuple[ArgSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class Card:
    """What a player's role card shows: role, camp, life, counters and flags."""

    role: str
    camp: str
    alive: bool
    counters: Mapping[str, int] = field(default_factory=lambda: EMPTY)
    flags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class RoleInfo:
    """A role of a rule set: id, camp and the verbs it may send by night and by day."""

    id: str
    camp: str
    night_verbs: tuple[str, ...] = ()
    day_verbs: tuple[str, ...] = ()
    unique: bool = True  # False for plain roles that may appear many times (citizen, mafioso …)


def role_table(*roles: RoleInfo) -> Mapping[str, RoleInfo]:
    """A rule set's roles as a read-only mapping: role id -> RoleInfo, in declaration order."""
    return MappingProxyType({role.id: role for role in roles})


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a rule set's night order (SPEC 3.2 / 4.3), for `/rules order`."""

    number: int
    key: str
    roles: tuple[str, ...] = ()
    verbs: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class NoteRule:
    """A line a role card shows when its condition holds: data of a rule set (`CARD_NOTES`).

    Every condition left empty holds. `team`: the line names that team's members and is shown
    only while the team exists.
    """

    key: str  # the line's id (`card-<key>` in roles.ftl)
    at: Literal["role", "team", "items"]  # after the role's text, its team lines, or its items
    camp: str = ""
    role: str = ""
    unless_role: str = ""
    flag: str = ""
    team: str = ""


@dataclass(frozen=True, slots=True)
class CardNote:
    """One conditional line of a player's role card now (`engine.card_notes`)."""

    key: str
    at: Literal["role", "team", "items"]
    members: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class VerbForm:
    """How a verb's value is built from the `/act` form's positional slots (`engine.verb_slots`).

    shape: "single", "list", "mapping" or "nested" (see SPEC 5.1); args in declaration order,
    the first `min_args` required.
    """

    verb: str
    shape: Literal["single", "list", "mapping", "nested"]
    args: tuple[ArgSpec, ...]
    min_args: int


@dataclass(frozen=True, slots=True)
class Told:
    """One private item of SPEC 5.2 as its player is told it (`engine.told_item`)."""

    type: str
    failed: bool  # the action failed: the player is told only that (section 2)
    fields: Mapping[str, object]  # the item's other fields


@dataclass(frozen=True, slots=True)
class Announcement:
    """What the whole table is told after a phase (SPEC section 1; `engine.announcement`).

    Never who acted on whom: a night's deaths carry no cause; by day only the causes the rule set
    tells publicly. `roles` are the roles revealed: the one leaver's, or, when several left, all
    of them in an order that tells nothing (sorted ids). `notices` are the public flags to announce.
    `histories` go with `roles`: each leaver's roles, the one dealt first and the revealed one last
    (a role taken over shows where it came from). `emptied`: camps whose last living member left
    in this phase. `tie`: by day, the most votes were shared (R1: a double kill or no lynch).
    `votes`: by day, how many votes the lynched got (0 without a lynch).
    """

    ruleset: str
    phase: Phase
    left: tuple[str, ...]  # who left the game, in order of leaving
    lynched: tuple[str, ...] = ()  # whom the vote picked (R1)
    lynch_failed: tuple[str, ...] = ()  # picked but still alive (R40, R41)
    told: tuple[Death, ...] = ()  # by day: deaths besides the lynch told with their cause
    untold: tuple[str, ...] = ()  # deaths told without a cause (every night death)
    roles: tuple[str, ...] = ()  # empty unless the game's `reveal` is `role`
    notices: tuple[str, ...] = ()
    camps: tuple[str, ...] = ()  # `reveal: camp`: the leavers' camps, sorted (tells nothing more)
    reveal: str = "role"  # the game's `reveal` setting: role | camp | none (a dark game)
    histories: tuple[tuple[str, ...], ...] = ()
    emptied: tuple[str, ...] = ()
    tie: bool = False
    votes: int = 0  # by day: the votes the lynched got (each of them, R1), told in the verdict


@dataclass(frozen=True, slots=True)
class Revealed:
    """What the whole table knows of one player's role (`engine.revealed`): nothing (None) while
    they play or in a dark game, the camp, or the role and its camp."""

    role: str | None = None
    camp: str | None = None
