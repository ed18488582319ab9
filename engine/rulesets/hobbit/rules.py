"""The hobbit rule set (SPEC 4): dealing, validation rules, day hooks, the win check and views."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.errors import EngineError
from engine.hooks import GameState
from engine.ruleset import Ruleset
from engine.rulesets.hobbit import day, explain, state, tables
from engine.rulesets.hobbit.night import HobbitNight, lose_stone_with_holder, ring_and_side
from engine.trace import Reason, TraceEntry
from engine.types import EMPTY, Card, Phase, Setup
from engine.verbs import Parsed
from engine.work import Act, Work


class HobbitRules(Ruleset, tables=tables):
    """Civilians, orcs with Sauron and Smaug, and Gollum (SPEC 4; R30-R45, R50-R57, R70-R78)."""

    id = "hobbit"
    # see arg_choices: every digit argument, Sauron's orders, the heal and the block (R53)
    narrowed_verbs = frozenset(
        {"instruct", "heal", "block"}
        | {verb for verb, spec in tables.VERBS.items() if "digit" in spec.arg_names}
    )

    # --- dealing -----------------------------------------------------------------------------

    def validate_roles(self, roles: Sequence[str]) -> None:
        """Known roles, unique roles once, a mafia camp and a civilian camp."""
        super().validate_roles(roles)
        camps = set(map(self.camps.__getitem__, roles))
        for camp in (tables.MAFIA, tables.CIVILIANS):
            if camp not in camps:
                raise EngineError("roles_need_camp", {"camp": camp})

    def deal_items(
        self, rng: random.Random, players: tuple[tuple[str, str], ...]
    ) -> tuple[tuple[str, str], ...]:
        """The Arkenstone goes to a random civilian other than Thorin (SPEC 4.1)."""
        holders = [name for name, role in players if role in _STONE_HOLDERS]
        return (("arkenstone", rng.choice(holders)),) if holders else ()

    def validate_items(
        self, items: tuple[tuple[str, str], ...], players: tuple[tuple[str, str], ...]
    ) -> None:
        """Only the Arkenstone, once, on a seated civilian other than Thorin."""
        roles = dict(players)
        seen: set[str] = set()
        for item, holder in items:
            if item != "arkenstone" or item in seen or roles.get(holder) not in _STONE_HOLDERS:
                raise EngineError("bad_item", {"item": item})
            seen.add(item)

    # --- state -------------------------------------------------------------------------------

    def initial_state(self, setup: Setup) -> tuple[dict[str, dict[str, int]], dict[str, Any]]:
        """Arrows, orders, substitutes, the Ring, the elk; the Arkenstone's holder; the heads."""
        counters = {
            name: dict(tables.START_COUNTERS[role])
            for name, role in setup.players
            if role in tables.START_COUNTERS
        }
        memory: dict[str, Any] = {
            state.STONE: dict(setup.items).get("arkenstone"),
            state.HEADS: state.heads_in_order(setup.players),
        }
        return counters, memory

    def initial_teams(self, setup: Setup) -> dict[str, list[str]]:
        """Azog, Bolg and the orcs know each other; Sauron and Smaug are not in it (R30)."""
        orcs = [name for name, role in setup.players if role in tables.ORCS]
        return {"orcs": orcs} if orcs else {}

    # --- validation --------------------------------------------------------------------------

    def check_rules(
        self, game: GameState, name: str, verb: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        """Hobbit-specific legality of a parsed action (R31-R45, R53, R54, R70-R78)."""
        check = _CHECKS.get(verb)
        return check(self, game, name, args, phase) if check is not None else None

    # A verb's standing refusals (`_<verb>_standing`) hold whatever the arguments: they never
    # read them, and `unusable` asks them alone (options leave the verb out).

    def _check_digit(
        self, game: GameState, name: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        digit = args.get("digit")
        if digit is not None and int(str(digit)) not in tables.DIGITS:
            return EngineError("bad_digit", {"digit": int(str(digit))})
        return None

    def _check_kill(
        self, game: GameState, name: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        """R31 digit first, then the standing refusals."""
        return self._check_digit(game, name, args, phase) or self._kill_standing(
            game, name, args, phase
        )

    def _kill_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        """R70 no kill while wearing the Ring; R39/R71 substitute allowances."""
        role = game.roles[name]
        if role == "gollum":
            return _ring_forbids(game, name, "kill", phase)
        head = state.known_head(game.alive_set, game.memory)
        if head is None or head == name:
            return None
        if role == "bolg":
            left = game.counters.get(name, EMPTY).get("substitute_kills", tables.SUBSTITUTE_KILLS)
        else:
            left = int(game.memory.get(state.ORC_SUBS, tables.SUBSTITUTE_KILLS))
        return EngineError("ability_used_up", {"verb": "kill"}) if left <= 0 else None

    def _search_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        return _ring_forbids(game, name, "search", phase)

    def _ring_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        """R40, R75: Bilbo's Ring once; Gollum's once he took it from Bilbo."""
        if game.counters.get(name, EMPTY).get("ring", 0) > 0:
            return None
        if "ring_used" in game.flags.get(name, ()):
            return EngineError("ability_used_up", {"verb": "ring"})
        return EngineError("no_ring")

    def _check_heal(
        self, game: GameState, name: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        """R34 first, then R53: not the last heal's player."""
        error = self._heal_standing(game, name, args, phase)
        if error is not None:
            return error
        last = game.memory.get(state.heal_key(name))
        if last is not None and last[1] == args.get("target"):
            return EngineError("repeat_target", {"verb": "heal", "player": str(last[1])})
        return None

    def _heal_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        """R34: once per pair of nights (1-2, 3-4 …)."""
        last = game.memory.get(state.heal_key(name))
        if last is not None and (int(last[0]) + 1) // 2 == (phase.number + 1) // 2:
            return EngineError("heal_pair_used", {"night": int(last[0])})
        return None

    def _check_block(
        self, game: GameState, name: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        """The pair first, then R53: not the pair's last target of the night before."""
        error = self._block_standing(game, name, args, phase)
        if error is not None:
            return error
        last = game.memory.get(state.LAST_BLOCK)
        if last is not None and last[0] == phase.number - 1 and last[1] == args.get("target"):
            return EngineError("repeat_target", {"verb": "block", "player": str(last[1])})  # R53
        return None

    def _block_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        """Tauriel+Kili, once they have found each other (step 3), while both live (R44, R73)."""
        if "elves" not in game.team_map:
            return EngineError("pair_not_formed")
        if any(member not in game.alive_set for member in game.team_map["elves"]):
            return EngineError("pair_broken")
        return None

    def _seek_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        """Thorin does not seek the stone he holds; Tauriel stops seeking once she found Kili."""
        if game.roles[name] == "tauriel" and "elves" in game.team_map:
            return EngineError("already_found", {"verb": "seek"})
        if game.roles[name] == "thorin" and game.memory.get(state.STONE) == name:
            return EngineError("arkenstone_held")
        return None

    def _check_instruct(
        self, game: GameState, name: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        """R35: one kind, one player, a role only in a hint, never about Sauron; two orders."""
        kinds = [k for k in tables.INSTRUCT_KINDS if k in args]
        if len(kinds) != 1:
            return EngineError("bad_argument", {"verb": "instruct", "argument": "kind"})
        kind = kinds[0]
        role = args.get("role")
        if (kind == "hint") != (role is not None) or (role is not None and role not in self.roles):
            return EngineError("bad_argument", {"verb": "instruct", "argument": "role"})
        if args[kind] == name or role == "sauron":
            return EngineError("instruct_about_sauron")
        if kind == "order" and game.counters.get(name, EMPTY).get("orders", 0) <= 0:
            return EngineError("ability_used_up", {"verb": "order"})
        return None

    def _side_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        """R78: through day 2, then only in the single phase of the second asking."""
        if phase.index <= _SIDE_OPEN_UNTIL or game.memory.get(state.WINDOW) == phase.index:
            return None
        return EngineError("side_closed")

    def _shoot_standing(
        self, game: GameState, name: str, args: Mapping[str, object], phase: Phase
    ) -> EngineError | None:
        if game.counters.get(name, EMPTY).get("arrows", 0) <= 0:
            return EngineError("ability_used_up", {"verb": "shoot"})
        return None

    # --- resolution --------------------------------------------------------------------------

    def resolve_night(self, work: Work, acts: list[Act]) -> HobbitNight:
        """Run the hobbit night (SPEC 4.3); its state, for the trace."""
        night = HobbitNight(work, acts)
        night.run()
        return night

    def explain_night(self, work: Work, night: object) -> list[TraceEntry]:
        """The night's trace entries (engine.trace), read from the finished night."""
        assert isinstance(night, HobbitNight)
        return explain.explain_night(night)

    def explain_day(
        self, work: Work, acts: list[Act], tally: Mapping[str, int]
    ) -> list[TraceEntry]:
        """The Ring, the side and the day's shots, for the day's trace."""
        return explain.explain_day(work, acts)

    def lynch_saved(self, work: Work, name: str) -> Reason | None:
        """R40, R41: why a lynched player lives."""
        return explain.lynch_saved(work, name)

    def day_actions(self, work: Work, acts: list[Act]) -> None:
        """R70: the Ring and Gollum's side before the vote."""
        ring_and_side(work, acts)

    def apply_lynch(self, work: Work, lynched: tuple[str, ...]) -> None:
        """The lynch with the Ring (R40) and Smaug (R41, R76)."""
        day.apply_lynch(work, lynched)

    def after_vote(
        self, work: Work, tally: Mapping[str, int], lynched: tuple[str, ...], acts: list[Act]
    ) -> None:
        """Legolas's and Bard's shots (R42, R74)."""
        day.shoot(work, acts)

    def after_phase(self, work: Work) -> None:
        """R38 after sleepers too; R40: a dead player's Ring is no longer his; R45/R78: the
        second asking of a loner Gollum, then the public announcement."""
        lose_stone_with_holder(work)
        for name in work.revealed:
            if work.count(name, "ring"):
                work.set_count(name, "ring", 0)  # passed to Gollum (R75) or lost
        memory = work.memory
        index = work.phase.index
        if memory.get(state.WINDOW) == index:
            memory[state.WINDOW_USED] = True
            if state.gollum_side(memory) == "loner" and self._gollum_alive(work):
                work.public["gollum_loner"] = True
        elif (
            not memory.get(state.WINDOW_USED)
            and memory.get(state.WINDOW) is None
            and state.gollum_side(memory) == "loner"
            and self._gollum_alive(work)
            and not self._camp_alive(work, tables.MAFIA)
            and len(work.alive) > 1
        ):
            memory[state.WINDOW] = index + 1

    def prompts(self, game: GameState) -> Mapping[str, tuple[str, ...]]:
        """R45/R78: in the phase of the second asking, a loner Gollum is asked for his side."""
        if game.winner is not None or game.memory.get(state.WINDOW) != game.phase.index:
            return {}  # the window opens only for a loner (after_phase)
        return {name: ("side",) for name in game.alive if game.role(name) == "gollum"}

    def _gollum_alive(self, work: Work) -> bool:
        return "gollum" in map(work.roles.__getitem__, work.alive)

    def _camp_alive(self, work: Work, camp: str) -> bool:
        return camp in map(self.camps.__getitem__, map(work.roles.__getitem__, work.alive))

    def winner(self, work: Work) -> str | None:
        """SPEC 4.5 with R45: Gollum counts as a civilian only on their side."""
        camp, roles = self.camps, work.roles
        camps = set(map(camp.__getitem__, map(roles.__getitem__, work.alive)))
        loner = tables.LONER in camps and state.gollum_side(work.memory) == "loner"
        if tables.MAFIA not in camps and not loner:
            return tables.CIVILIANS
        if camps == {tables.MAFIA}:
            return tables.MAFIA
        if camps == {tables.LONER} and loner and len(work.alive) == 1:
            return tables.LONER
        return None

    def won(self, game: GameState, name: str) -> bool:
        """R45: Gollum on the civilians' side wins with them; a loner Gollum only alone."""
        if game.roles[name] == "gollum" and game.winner == tables.CIVILIANS:
            return state.gollum_side(game.memory) == tables.CIVILIANS
        return super().won(game, name)

    def side(self, game: GameState, name: str) -> str:
        """R45: a Gollum who chose the civilians plays for them; a loner Gollum for himself."""
        if game.roles[name] == "gollum":
            return state.gollum_side(game.memory)
        return super().side(game, name)

    # --- views -------------------------------------------------------------------------------

    def card(self, game: GameState, name: str) -> Card:
        """Role card with the Arkenstone, the orcs' head, the plain orcs' shared substitutes and
        Gollum's side."""
        card = super().card(game, name)
        flags = set(card.flags)
        counters = dict(card.counters)
        if game.memory.get(state.STONE) == name:
            flags.add("arkenstone")
        if state.known_head(game.alive_set, game.memory) == name:
            flags.add("head")  # who sends the camp kill now (R39)
        if game.roles[name] == "orc":
            counters["substitute_kills"] = int(
                game.memory.get(state.ORC_SUBS, tables.SUBSTITUTE_KILLS)
            )
        if game.roles[name] == "gollum":
            flags.add("side:" + state.gollum_side(game.memory))
        return Card(card.role, card.camp, card.alive, counters, tuple(sorted(flags)))

    def arg_choices(
        self, game: GameState, name: str, verb: str, arg_name: str, phase: Phase
    ) -> tuple[str, ...] | None:
        """Narrowed choices: digits 1|2, no repeat heal/block target, never Sauron himself."""
        if arg_name == "digit":
            return _DIGIT_CHOICES
        if verb == "instruct":
            if arg_name == "role":
                return _INSTRUCT_ROLES
            if arg_name == "order" and game.counters.get(name, EMPTY).get("orders", 0) <= 0:
                return ()
            return _without(game.alive, name)
        if verb == "heal" and arg_name == "target":
            last = game.memory.get(state.heal_key(name))
            return game.alive if last is None else _without(game.alive, last[1])  # R53
        if verb == "block" and arg_name == "target":
            last = game.memory.get(state.LAST_BLOCK)
            banned = last[1] if last is not None and last[0] == phase.number - 1 else None
            return _without(game.alive, banned)  # R53
        return None

    def unusable(self, game: GameState, name: str, verb: str, phase: Phase) -> bool:
        """Whether a standing refusal of the verb holds now (used up, pair not formed, Ring worn
        …): one that never depends on the arguments."""
        standing = _STANDING.get(verb)
        return standing is not None and standing(self, game, name, EMPTY, phase) is not None


_SIDE_OPEN_UNTIL = Phase("day", 2).index  # R78: Gollum may choose a side through day 2
_DIGIT_CHOICES = tuple(str(d) for d in tables.DIGITS)  # R31
_INSTRUCT_ROLES = tuple(r for r in tables.ROLES if r != "sauron")  # R35


def _without(players: tuple[str, ...], name: str | None) -> tuple[str, ...]:
    """`players` without `name` (the same tuple when `name` is not among them)."""
    if name not in players:
        return players
    at = players.index(name)
    return players[:at] + players[at + 1 :]


_STONE_HOLDERS = frozenset(  # SPEC 4.1: any civilian but Thorin may be dealt the Arkenstone
    role.id
    for role in tables.ROLES.values()
    if role.camp == tables.CIVILIANS and role.id != "thorin"
)


def _ring_forbids(game: GameState, name: str, verb: str, phase: Phase) -> EngineError | None:
    """R70: no search (Bilbo) or kill (Gollum) while the Ring worn by day still protects."""
    if state.ring_active(game.memory, name, phase):
        return EngineError("ring_worn", {"verb": verb})
    return None


def _never_refused(
    rules: HobbitRules, game: GameState, name: str, args: Mapping[str, object], phase: Phase
) -> EngineError | None:
    """The standing refusals of a verb that has none."""
    return None


# The refusals that hold whatever the arguments, per verb (see unusable) …
_STANDING = {
    "digit": _never_refused,  # R31 refuses only a digit other than 1 or 2, which none offers
    "kill": HobbitRules._kill_standing,
    "search": HobbitRules._search_standing,
    "ring": HobbitRules._ring_standing,
    "heal": HobbitRules._heal_standing,
    "block": HobbitRules._block_standing,
    "seek": HobbitRules._seek_standing,
    "side": HobbitRules._side_standing,
    "shoot": HobbitRules._shoot_standing,
}
# … and every check of a parsed action, per verb (see check_rules).
_CHECKS = {
    "digit": HobbitRules._check_digit,
    "kill": HobbitRules._check_kill,
    "search": HobbitRules._search_standing,
    "ring": HobbitRules._ring_standing,
    "heal": HobbitRules._check_heal,
    "block": HobbitRules._check_block,
    "seek": HobbitRules._seek_standing,
    "instruct": HobbitRules._check_instruct,
    "side": HobbitRules._side_standing,
    "shoot": HobbitRules._shoot_standing,
}
HobbitRules.ruled_verbs = frozenset(_CHECKS)  # see check_rules
HobbitRules.unusable_verbs = frozenset(_STANDING)  # see unusable
