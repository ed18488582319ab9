"""The rule-set plug-in interface and the registry of rule sets.

A rule set is a `Ruleset` subclass registered with `register()`. It declares its data (roles, verbs,
night order, priorities, the R5 protection chain, presets) and implements only what is truly
its own: role-specific validation (`check_rules`), the night's steps (`resolve_night`), day hooks,
the win check and successions. The shared core (engine.game, engine.voting, engine.protection)
does phases, votes, inactivity, stalemate, deaths, reveals, validation plumbing and records.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cached_property
from types import ModuleType
from typing import Any, ClassVar

from engine.errors import EngineError
from engine.hooks import GameState
from engine.options import default_option_table
from engine.trace import Reason, TraceEntry
from engine.types import ABSTAIN, EMPTY, Card, NoteRule, Phase, RoleInfo, Setup, Step, VerbOption
from engine.verbs import Parsed, VerbSpec
from engine.work import Act, Work


class Ruleset:
    """Base class of a rule set; subclasses fill the class attributes and override the hooks."""

    id: ClassVar[str] = ""
    roles: ClassVar[Mapping[str, RoleInfo]] = {}
    verbs: ClassVar[Mapping[str, VerbSpec]] = {}
    steps: ClassVar[tuple[Step, ...]] = ()
    protections: ClassVar[tuple[str, ...]] = ()  # R5 chain, in order, for this rule set
    lent_verbs: ClassVar[Mapping[str, str]] = {}  # a borrowable role -> the verb it lends (R66)
    camp_ids: ClassVar[tuple[str, ...]] = ()  # every camp of the rule set
    told_causes: ClassVar[frozenset[str]] = frozenset()  # day causes told publicly (SPEC 1)
    notices: ClassVar[tuple[str, ...]] = ()  # public flags announced after a phase, in order
    card_notes: ClassVar[tuple[NoteRule, ...]] = ()  # conditional lines of role cards
    seek_goals: ClassVar[Mapping[str, str]] = {}  # a role that seeks -> what it seeks (R22 …)
    scouted_roles: ClassVar[tuple[str, ...]] = ()  # the roles a scout's report names (R19)
    quarries: ClassVar[Mapping[str, str]] = {}  # a role -> the only role its shot harms
    min_players: ClassVar[int] = 6
    max_players: ClassVar[int] = 30
    # What the hooks below may answer for, as data, so that they are asked only there: the verbs
    # whose arguments `arg_choices` narrows, the verbs `unusable` may refuse (for such a verb
    # whose value is one whole choice, the only rule of its own that may refuse an offered value),
    # the verbs with rules of their own in `check_rules` (tests/engine/test_option_hooks.py checks
    # all of it).
    narrowed_verbs: ClassVar[frozenset[str]] = frozenset()
    unusable_verbs: ClassVar[frozenset[str]] = frozenset()
    ruled_verbs: ClassVar[frozenset[str]] = frozenset()
    tables: ClassVar[ModuleType | None] = None  # the module of the rule set's data, if any

    def __init_subclass__(cls, tables: ModuleType | None = None, **kwargs: Any) -> None:
        """`class X(Ruleset, tables=module)` takes the rule set's data from its tables module:
        `ROLES`, `VERBS`, `STEPS`, `PROTECTIONS`, `CAMPS`, `TOLD_CAUSES`, `NOTICES`, `CARD_NOTES`,
        `SEEK_GOALS`, `SCOUTED`, `QUARRIES` and `preset(n_players)`."""
        super().__init_subclass__(**kwargs)
        if tables is not None:
            cls.roles = tables.ROLES
            cls.verbs = tables.VERBS
            cls.steps = tables.STEPS
            cls.protections = tables.PROTECTIONS
            cls.camp_ids = tables.CAMPS
            cls.told_causes = tables.TOLD_CAUSES
            cls.notices = tables.NOTICES
            cls.card_notes = tables.CARD_NOTES
            cls.seek_goals = tables.SEEK_GOALS
            cls.scouted_roles = tables.SCOUTED
            cls.quarries = tables.QUARRIES
            cls.tables = tables

    # --- dealing -----------------------------------------------------------------------------

    def preset(self, n_players: int) -> tuple[str, ...]:
        """Role ids for `n_players` seats (`engine.preset` checks the count first): the tables'
        `preset`."""
        if self.tables is None:
            raise NotImplementedError
        roles: tuple[str, ...] = self.tables.preset(n_players)
        return roles

    def validate_roles(self, roles: Sequence[str]) -> None:
        """Raise EngineError when a host's role list cannot be played (unknown, duplicate …)."""
        for role in roles:
            if role not in self.roles:
                raise EngineError("unknown_role", {"role": role})
        seen: set[str] = set()
        for role in roles:
            if self.roles[role].unique and role in seen:
                raise EngineError("duplicate_role", {"role": role})
            seen.add(role)

    def deal_items(
        self, rng: random.Random, players: tuple[tuple[str, str], ...]
    ) -> tuple[tuple[str, str], ...]:
        """Items dealt at the start (hobbit: the Arkenstone); none by default."""
        return ()

    def validate_items(
        self, items: tuple[tuple[str, str], ...], players: tuple[tuple[str, str], ...]
    ) -> None:
        """Raise EngineError(bad_item) for an item this rule set does not know."""
        if items:
            raise EngineError("bad_item", {"item": items[0][0]})

    # --- state -------------------------------------------------------------------------------

    def initial_state(self, setup: Setup) -> tuple[dict[str, dict[str, int]], dict[str, Any]]:
        """Per-player counters and the rule set's memory at night 1."""
        return {}, {}

    def initial_teams(self, setup: Setup) -> dict[str, list[str]]:
        """Team channels that exist from the start (the mafia, the orcs), members in seat order."""
        return {}

    @cached_property
    def camps(self) -> Mapping[str, str]:
        """Role id -> camp, from the role table."""
        return {role: info.camp for role, info in self.roles.items()}

    @cached_property
    def no_repeat_verbs(self) -> frozenset[str]:
        """Verbs whose first target may not be last night's (R53), kept in `Game.prev`."""
        return frozenset(verb for verb, spec in self.verbs.items() if spec.no_repeat)

    @cached_property
    def once_verbs(self) -> frozenset[str]:
        """Verbs usable once per game, spent when accepted (R54)."""
        return frozenset(verb for verb, spec in self.verbs.items() if spec.once)

    @cached_property
    def phase_specs(self) -> Mapping[str, Mapping[str, tuple[VerbSpec, ...]]]:
        """Phase kind -> role id -> the specs of the verbs the role's table gives it then."""
        table: dict[str, dict[str, tuple[VerbSpec, ...]]] = {"night": {}, "day": {}}
        for role in self.roles.values():
            for kind, verbs in (("night", role.night_verbs), ("day", role.day_verbs)):
                specs = (self.verbs[verb] for verb in verbs)
                table[kind][role.id] = tuple(s for s in specs if s.phase in (kind, "any"))
        return table

    @cached_property
    def plain_verbs(self) -> frozenset[str]:
        """Verbs whose arguments need no hook: one required player argument offered by default
        (the living, less oneself where self is not allowed, less last night's target, R53)."""
        return frozenset(
            verb
            for verb, spec in self.verbs.items()
            if len(spec.args) == 1
            and spec.args[0].kind == "player"
            and spec.min_args >= 1
            and not spec.probe_whole
            and verb not in self.narrowed_verbs
        )

    def camp_of(self, role: str) -> str:
        """The camp of a role id."""
        return self.camps[role]

    # --- validation --------------------------------------------------------------------------

    def may_use(self, game: GameState, name: str, verb: str, phase: Phase) -> bool:
        """Whether `name`'s current role (or `extra_verbs`) lets them send `verb` in `phase`."""
        info = self.roles[game.roles[name]]
        if verb in (info.night_verbs if phase.kind == "night" else info.day_verbs):
            return True
        return verb in self.extra_verbs(game, name, phase)

    def may_send_for(self, game: GameState, sender: str, member: str) -> bool:
        """Whether `sender` may submit `member`'s action (the city Boss for his camp)."""
        return False

    def extra_verbs(self, game: GameState, name: str, phase: Phase) -> tuple[str, ...]:
        """Verbs outside `name`'s role table that the rule set grants now (`granted_verbs`)."""
        return self.granted_verbs(game, phase).get(name, ())

    def granted_verbs(self, game: GameState, phase: Phase) -> Mapping[str, tuple[str, ...]]:
        """The players the rule set grants verbs outside their role table in `phase`: name ->
        those verbs (for `options` and `may_use`); none by default."""
        return EMPTY

    def check_rules(
        self, game: GameState, name: str, verb: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        """Role-specific legality of a parsed action (after the shared checks; asked only of
        `ruled_verbs`)."""
        return None

    def unusable(self, game: GameState, name: str, verb: str, phase: Phase) -> bool:
        """Whether `name` cannot use `verb` in `phase` whatever the arguments (`options` leaves
        it out; asked only of `unusable_verbs`); by default only what `options` finds by
        validating a first legal value."""
        return False

    def nested_specs(self, game: GameState, name: str) -> Mapping[str, VerbSpec] | None:
        """For a "nested" verb: role id -> the verb spec it lends (Courtesan's borrow)."""
        return None

    # --- resolution --------------------------------------------------------------------------

    def resolve_night(self, work: Work, acts: list[Act]) -> object:
        """Resolve one night's accepted actions into deaths, private and public items; the
        night's own state, which `explain_night` reads when a trace is asked for."""
        raise NotImplementedError

    def explain_night(self, work: Work, night: object) -> list[TraceEntry]:
        """The trace entries of a resolved night (engine.trace), from `resolve_night`'s state."""
        return []

    def explain_day(
        self, work: Work, acts: list[Act], tally: Mapping[str, int]
    ) -> list[TraceEntry]:
        """The rule set's own entries of a resolved day's trace (secret votes, shots …); the
        votes, the lynch and sleep are the shared day's."""
        return []

    def muted_votes(self, work: Work) -> frozenset[str]:
        """Voters whose public vote does not count today (the city's Trickster, R20)."""
        return frozenset()

    def lynch_saved(self, work: Work, name: str) -> Reason | None:
        """Why a lynched player is still alive (the Ring, Smaug: R40, R41), for the trace."""
        return None

    def day_actions(self, work: Work, acts: list[Act]) -> None:
        """Day actions processed before the vote is counted (secret votes, the Ring …)."""

    def count_votes(self, work: Work, votes: Mapping[str, str], acts: list[Act]) -> dict[str, int]:
        """Counted votes per player (R50: abstentions count for nobody)."""
        tally: dict[str, int] = {}
        for target in votes.values():
            if target != ABSTAIN:
                tally[target] = tally.get(target, 0) + 1
        return tally

    def apply_lynch(self, work: Work, lynched: tuple[str, ...]) -> None:
        """Kill the lynched players (cause `lynch`); rule sets may let some survive."""
        for name in lynched:
            work.kill(name, "lynch")

    def after_vote(
        self, work: Work, tally: Mapping[str, int], lynched: tuple[str, ...], acts: list[Act]
    ) -> None:
        """Effects after the vote (the mine, day shots …)."""

    def after_phase(self, work: Work) -> None:
        """Successions and other bookkeeping after every phase (before the win check)."""

    def winner(self, work: Work) -> str | None:
        """The winning camp when the game is over, else None ("draw" handled by the core)."""
        camp, roles = self.camps, work.roles
        living = iter(work.alive)
        first = camp[roles[next(living)]]
        for name in living:
            if camp[roles[name]] != first:
                return None  # two camps still play (most often found at once)
        return first

    def won(self, game: GameState, name: str) -> bool:
        """Whether `name` is among the winners of a finished game: their camp won."""
        return game.winner is not None and self.camp_of(game.roles[name]) == game.winner

    def side(self, game: GameState, name: str) -> str:
        """The camp `name` plays for now: their current role's camp (a rule set may let a
        player change sides, e.g. hobbit's Gollum, R45)."""
        return self.camp_of(game.roles[name])

    # --- views -------------------------------------------------------------------------------

    def teams(self, game: GameState) -> Mapping[str, tuple[str, ...]]:
        """Private channels that exist now."""
        return game.team_map

    def prompts(self, game: GameState) -> Mapping[str, tuple[str, ...]]:
        """Players the host must ask for a decision in the current phase: name -> verbs."""
        return {}

    def card(self, game: GameState, name: str) -> Card:
        """The role card of a player."""
        return Card(
            role=game.role(name),
            camp=game.camp(name),
            alive=name in game.alive_set,
            counters=game.counters.get(name, {}),
            flags=tuple(sorted(game.flags.get(name, ()))),
        )

    def arg_choices(
        self, game: GameState, name: str, verb: str, arg_name: str, phase: Phase
    ) -> tuple[str, ...] | None:
        """Legal values of one argument for autocomplete; None means "the default" for its kind
        (asked only of `narrowed_verbs`)."""
        return None

    def option_table(self, game: GameState, phase: Phase) -> Mapping[str, tuple[VerbOption, ...]]:
        """The verbs each living player may send in `phase`, with legal choices, in seat order
        (players with none left out); by default from the verb specs and the hooks above."""
        return default_option_table(self, game, phase)


_REGISTRY: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    """Add a rule set to the registry (its module calls this at import)."""
    _REGISTRY[ruleset.id] = ruleset
    return ruleset


def get_ruleset(ruleset_id: str) -> Ruleset:
    """The registered rule set, or EngineError(unknown_ruleset)."""
    try:
        return _REGISTRY[ruleset_id]
    except KeyError:
        raise EngineError("unknown_ruleset", {"ruleset": str(ruleset_id)}) from None


def registered() -> tuple[str, ...]:
    """Ids of every registered rule set, in registration order."""
    return tuple(_REGISTRY)
