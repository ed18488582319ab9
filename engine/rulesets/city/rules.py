"""The city rule set (SPEC 3): validation rules, day hooks, successions, teams and dealing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.errors import EngineError
from engine.hooks import GameState
from engine.ruleset import Ruleset
from engine.rulesets.city import explain, tables
from engine.rulesets.city.night import CityNight, borrowed_roles, secret_voters_after
from engine.trace import TraceEntry
from engine.types import Card, Phase, Setup
from engine.verbs import Parsed, VerbSpec
from engine.work import Act, Work

_LENT_VERB = {  # R66: what a dead civilian's role lends to the Courtesan
    role.id: role.night_verbs[0]
    for role in tables.ROLES.values()
    if role.camp == tables.CIVILIANS and role.night_verbs and role.id not in tables.NOT_BORROWABLE
}
_NESTED: Mapping[str, VerbSpec] = {role: tables.VERBS[verb] for role, verb in _LENT_VERB.items()}
_BORROWABLE = (*_LENT_VERB, "chosen")
_SECRET_VOTE = ("secret_vote",)


class CityRules(Ruleset, tables=tables):
    """Mafia, civilians and robbers (SPEC 3; rulings R1-R22, R50-R57, R60-R69)."""

    id = "city"
    lent_verbs = _LENT_VERB
    narrowed_verbs = frozenset({"guard", "redirect", "become", "borrow"})  # see arg_choices
    ruled_verbs = narrowed_verbs  # see check_rules

    # --- dealing -----------------------------------------------------------------------------

    def validate_roles(self, roles: Sequence[str]) -> None:
        """Known roles, unique roles once, a mafia, two camps, a deputy only with a successor."""
        super().validate_roles(roles)
        camps = set(map(self.camps.__getitem__, roles))
        if len(camps) == 1:
            raise EngineError("roles_one_camp", {"camp": camps.pop()})
        if tables.MAFIA not in camps:
            raise EngineError("roles_need_camp", {"camp": tables.MAFIA})
        if tables.CIVILIANS not in camps:
            raise EngineError("roles_need_camp", {"camp": tables.CIVILIANS})
        if "deputy" in roles and not {"detective", "doctor"} & set(roles):
            raise EngineError("role_needs_role", {"role": "deputy", "needs": "detective"})

    # --- state -------------------------------------------------------------------------------

    def initial_state(self, setup: Setup) -> tuple[dict[str, dict[str, int]], dict[str, Any]]:
        """Lucky starts with one extra life (R14)."""
        counters = {name: {"lives": 1} for name, role in setup.players if role == "lucky"}
        return counters, {}

    def initial_teams(self, setup: Setup) -> dict[str, list[str]]:
        """The mafia know each other from the start."""
        mafia = [name for name, role in setup.players if self.camp_of(role) == tables.MAFIA]
        return {"mafia": mafia} if mafia else {}

    # --- validation --------------------------------------------------------------------------

    def may_send_for(self, game: GameState, sender: str, member: str) -> bool:
        """SPEC 3.3: the Boss may submit the action of any other mafia member."""
        return (
            game.roles[sender] == "boss"
            and member != sender
            and member in game.alive_set
            and self.camp_of(game.roles[member]) == tables.MAFIA
        )

    def granted_verbs(self, game: GameState, phase: Phase) -> Mapping[str, tuple[str, ...]]:
        """A Courtesan who borrowed `chosen` casts secret votes the next day (R66)."""
        voters = game.memory.get("secret_voters", ()) if phase.kind == "day" else ()
        return dict.fromkeys(voters, _SECRET_VOTE)

    def nested_specs(self, game: GameState, name: str) -> Mapping[str, VerbSpec] | None:
        """The verbs the Courtesan may borrow, by role."""
        return _NESTED

    def check_rules(
        self, game: GameState, name: str, verb: str, args: Parsed, phase: Phase
    ) -> EngineError | None:
        """City-specific legality (guard target, Swindler's repeat, Actor, Courtesan)."""
        if verb == "guard":
            target = str(args["target"])
            if game.camp(target) != tables.MAFIA:
                return EngineError("guard_non_mafia", {"player": target})
        elif verb == "redirect":
            victim = str(args["target"])
            if tables.REDIRECTED + victim in game.flags.get(name, ()):  # R9
                return EngineError("repeat_target", {"verb": verb, "player": victim})
        elif verb == "become":
            return self._check_become(game, name, str(args["role"]))
        elif verb == "borrow":
            return self._check_borrow(game, name, str(args["role"]), phase)
        return None

    def _check_become(self, game: GameState, name: str, role: str) -> EngineError | None:
        """R10, R67: a role of a mafia member (not the Boss) who died before tonight."""
        if role not in self.roles:
            return EngineError("bad_argument", {"verb": "become", "argument": "role"})
        if role == "boss" or self.camp_of(role) != tables.MAFIA:
            return EngineError("role_not_allowed", {"verb": "become", "role": role})
        if not any(r == role and n != name for n, r in game.dead_roles):
            return EngineError("role_not_dead", {"role": role})
        return None

    def _check_borrow(
        self, game: GameState, name: str, role: str, phase: Phase
    ) -> EngineError | None:
        """R66: from night 2, a dead civilian's borrowable role, each once per game."""
        if phase.number == 1:
            return EngineError("courtesan_night_one")
        if role not in self.roles:
            return EngineError("bad_argument", {"verb": "borrow", "argument": "role"})
        if role not in _BORROWABLE:
            return EngineError("role_not_allowed", {"verb": "borrow", "role": role})
        if "borrowed:" + role in game.flags.get(name, ()):
            return EngineError("role_already_used", {"verb": "borrow", "role": role})
        if not any(r == role for _, r in game.dead_roles):
            return EngineError("role_not_dead", {"role": role})
        return None

    # --- resolution --------------------------------------------------------------------------

    def resolve_night(self, work: Work, acts: list[Act]) -> CityNight:
        """Run the city night (SPEC 3.2); its state, for the trace."""
        for key in ("mine", "mute", "secret_voters"):
            work.memory.pop(key, None)
        night = CityNight(work, acts)
        night.run()
        for courtesan, role in borrowed_roles(acts):
            work.flag(courtesan, "borrowed:" + role)  # R54
        voters = secret_voters_after(night)
        if voters:
            work.memory["secret_voters"] = voters
        return night

    def explain_night(self, work: Work, night: object) -> list[TraceEntry]:
        """The night's trace entries (engine.trace), read from the finished night."""
        assert isinstance(night, CityNight)
        return explain.explain_night(night)

    def explain_day(
        self, work: Work, acts: list[Act], tally: Mapping[str, int]
    ) -> list[TraceEntry]:
        """The secret votes and the mine, for the day's trace."""
        return explain.explain_day(work, acts, tally)

    def muted_votes(self, work: Work) -> frozenset[str]:
        """R20: the voters muted today."""
        return explain.muted_voters(work)

    def count_votes(self, work: Work, votes: Mapping[str, str], acts: list[Act]) -> dict[str, int]:
        """Public votes except the muted ones (R20), plus the secret votes (R69)."""
        muted = set(work.memory.pop("mute", ()))
        if muted:
            votes = {voter: target for voter, target in votes.items() if voter not in muted}
        tally = super().count_votes(work, votes, acts)
        for act in acts:
            if act.verb == "secret_vote":
                for target in act.targets:
                    tally[target] = tally.get(target, 0) + 1
        return tally

    def after_vote(
        self, work: Work, tally: Mapping[str, int], lynched: tuple[str, ...], acts: list[Act]
    ) -> None:
        """The mine fires on 3+ counted votes unless its player was lynched anyway; it expires."""
        mined = work.memory.pop("mine", None)
        work.memory.pop("secret_voters", None)
        if mined is not None and mined in work.alive and tally.get(mined, 0) >= 3:
            work.kill(mined, "mine")

    def after_phase(self, work: Work) -> None:
        """R13, R68: the Deputy succeeds the first of Detective/Doctor to die, once."""
        if work.memory.get("succession_done"):
            return
        left = set(work.revealed.values())
        successor = next((r for r in ("detective", "doctor") if r in left), None)
        if successor is None:
            return
        work.memory["succession_done"] = True
        deputy = next((n for n in work.game.alive if work.roles[n] == "deputy"), None)
        if deputy is None or deputy not in work.alive:
            return
        work.roles[deputy] = successor
        work.flag(deputy, "promoted")
        work.tell(deputy, {"type": "became", "role": successor})
        other_role = "doctor" if successor == "detective" else "detective"
        other = next((n for n in work.alive if work.roles[n] == other_role), None)
        if other is not None:
            work.join_team("deputy", deputy, other)
            work.tell(deputy, {"type": "met", "player": other})
            work.tell(other, {"type": "met", "player": deputy})

    # --- views -------------------------------------------------------------------------------

    def card(self, game: GameState, name: str) -> Card:
        """Role card; the Chosen (and a Courtesan who borrowed it) shows 2 secret votes."""
        card = super().card(game, name)
        if game.roles[name] == "chosen" or name in game.memory.get("secret_voters", ()):
            counters = dict(card.counters)
            counters["secret_votes"] = 2
            return Card(card.role, card.camp, card.alive, counters, card.flags)
        return card

    def arg_choices(
        self, game: GameState, name: str, verb: str, arg_name: str, phase: Phase
    ) -> tuple[str, ...] | None:
        """Guard: living mafia; become: dead mafia roles; borrow: dead civilian roles."""
        if verb == "guard":
            camps, roles = self.camps, game.roles
            return tuple([p for p in game.alive if camps[roles[p]] == tables.MAFIA])
        if verb == "redirect" and arg_name == "target":  # R9: each player once per game
            used = {
                f[len(tables.REDIRECTED) :]
                for f in game.flags.get(name, ())
                if f.startswith(tables.REDIRECTED)
            }
            return tuple([p for p in game.alive if p not in used]) if used else game.alive
        if verb == "become":
            return tuple(
                dict.fromkeys(
                    r for _, r in game.dead_roles if r != "boss" and self.camp_of(r) == tables.MAFIA
                )
            )
        if verb == "borrow":
            return tuple(
                dict.fromkeys(
                    r
                    for _, r in game.dead_roles
                    if r in _BORROWABLE and "borrowed:" + r not in game.flags.get(name, ())
                )
            )
        return None
