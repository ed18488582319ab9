"""Engine error codes: every refusal is a code with named parameters, never prose.

`ERROR_CODES` maps each code to the names of its parameters (the locale files have an
`error-<code>` message taking exactly these variables). `EngineError` carries one code and its
parameter values; it is both a return value (validation) and an exception (bad setup or record).
`CodedError` is the base of every coded refusal, the engine's and the bot's (`ServiceError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

_CODES: dict[str, tuple[str, ...]] = {
    # --- actions and votes (validation and resolution agree on these) ---
    "not_a_player": ("player",),  # a name that is not seated in this game
    "dead_actor": ("player",),  # the sender has left the game
    "dead_target": ("player",),  # the named player has left the game
    "removed_player": ("player",),  # R90: sent by (or for) a player the host removed this phase
    "wrong_phase": ("verb", "phase"),  # verb not usable in this phase kind ("night"/"day")
    "unknown_verb": ("verb",),  # no rule set has this verb
    "not_your_ability": ("verb", "role"),  # the sender's current role cannot use this verb
    "ability_used_up": ("verb",),  # a once-per-game (or counted) ability already spent
    "repeat_target": ("verb", "player"),  # same player twice where forbidden
    "self_target": ("verb",),  # the verb may not target its sender
    "guard_non_mafia": ("player",),  # the Guard may protect only a mafia member
    "courtesan_night_one": (),  # the Courtesan has no action on night 1
    "role_not_dead": ("role",),  # no dead player (of the right camp) had this role
    "role_not_allowed": ("verb", "role"),  # this role cannot be borrowed / become
    "role_already_used": ("verb", "role"),  # this role was already borrowed / become
    "bad_argument": ("verb", "argument"),  # a missing, malformed or unexpected argument
    "too_many_votes": ("verb", "limit"),  # more secret votes than allowed
    "game_over": (),  # the game has a winner: nothing more is resolved
    "not_current_phase": ("phase",),  # an action for a phase that is neither current nor next
    # --- hobbit ---
    "bad_digit": ("digit",),  # R31: Alfrid's digit and the kill's digit are 1 or 2
    "heal_pair_used": ("night",),  # R34: the wizard already healed in this pair of nights
    "instruct_about_sauron": (),  # R35: an instruction may not name Sauron's player or role
    "ring_worn": ("verb",),  # R40, R70: no search/kill in the game day the Ring is worn
    "no_ring": (),  # Gollum has not taken the Ring (R40)
    "pair_not_formed": (),  # the block needs Tauriel to have found Kili on an earlier night
    "pair_broken": (),  # R44, R73: Tauriel or Kili has died
    "already_found": ("verb",),  # Tauriel has already found Kili
    "arkenstone_held": (),  # Thorin already holds the Arkenstone
    "side_closed": (),  # R78: Gollum's side is chosen through day 2 or when asked once more
    # --- setup, dealing and game records ---
    "unknown_ruleset": ("ruleset",),
    "unknown_role": ("role",),
    "player_count": ("count", "minimum", "maximum"),  # seats outside the playable range
    "role_count": ("count", "expected"),  # host role list length differs from the seats
    "duplicate_player": ("player",),
    "duplicate_role": ("role",),  # a unique role listed twice
    "roles_need_camp": ("camp",),  # the role list lacks a camp it needs (mafia, civilians)
    "roles_one_camp": ("camp",),  # every role is in one camp: the game is over before it starts
    "role_needs_role": ("role", "needs"),  # e.g. a deputy needs a detective or a doctor
    "bad_setting": ("setting",),  # unknown host setting or a value of the wrong type
    "bad_item": ("item",),  # an unknown item or an item on a player who cannot hold it
    "record_syntax": ("line",),  # the record text is not YAML/JSON
    "record_encoding": ("line",),  # the record is not UTF-8 text (first bad byte on that line)
    "record_too_large": ("limit",),  # the record file is over `limit` bytes
    "record_too_many_values": ("limit",),  # the record has over `limit` YAML nodes
    "record_too_deep": ("limit", "line"),  # lists/mappings nested over `limit` levels
    "record_alias": ("line",),  # a YAML anchor or alias (`&a`, `*a`): records never need them
    "record_field": ("field",),  # a missing or malformed field of the record
    "record_phase_order": ("index", "expected"),  # phases not night, day, night … in order
    "record_not_seated": ("player",),  # an action or vote by/for a name not seated
    "vote_changes_used": ("limit",),  # the day's vote changes are used up (`vote_changes`)
}

ERROR_CODES: Mapping[str, tuple[str, ...]] = MappingProxyType(_CODES)


def register_codes(codes: Mapping[str, tuple[str, ...]]) -> None:
    """Add a rule set's own error codes (plug-ins call this at import); a clash raises."""
    for code, params in codes.items():
        if code in _CODES and _CODES[code] != params:
            raise ValueError(f"error code {code!r} already registered with {_CODES[code]!r}")
        _CODES[code] = tuple(params)


_NONE: Mapping[str, str | int] = MappingProxyType({})


class CodedError(Exception):
    """A refusal as a code with named parameters (`params`, read-only), never prose.

    Each subclass names its registry of allowed codes in `codes` (code -> parameter names); the
    constructor refuses any other code with ValueError. Equal when of the same registry, code
    and parameters.
    """

    codes: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType({})

    def __init__(self, code: str, params: Mapping[str, str | int] | None = None) -> None:
        if code not in self.codes:
            raise ValueError(f"unknown {type(self).__name__} code {code!r}")
        super().__init__(code)
        self.code = code
        self.params: Mapping[str, str | int] = MappingProxyType(dict(params)) if params else _NONE
        self.ruleset: str | None = None

    def within(self, ruleset: str) -> CodedError:
        """This refusal, saying the rule set of the game it was given in: the one whose words
        name the role and camp ids of its parameters (not part of its equality)."""
        self.ruleset = ruleset
        return self

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CodedError) or other.codes is not self.codes:
            return NotImplemented
        return self.code == other.code and dict(self.params) == dict(other.params)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted(self.params.items()))))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {dict(self.params)!r})"


class EngineError(CodedError):
    """An error code of `ERROR_CODES` with its parameters; returned by validation, raised by
    setup and records."""

    codes = ERROR_CODES

    def __str__(self) -> str:
        args = " ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.code} {args}".strip()
