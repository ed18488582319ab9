"""One city night, step by step in the order of SPEC 3.2 (the order comes from `STEPS`)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.protection import Attack, apply_attacks, run_chain
from engine.rulesets.city.tables import (
    KILL_PRIORITY,
    MAFIA,
    NO_ROLE,
    PROTECTIONS,
    REDIRECTED,
    ROBBERS,
    ROLES,
    SCOUTED,
    STEPS,
    VERB_STEP,
)
from engine.steps import NightSteps, group_by_verb
from engine.work import Act, Work

Source = tuple[int, str, str]
"""Why a player is blocked or hidden tonight: (step, engine.trace reason code, by whom)."""

_ORDINARY = frozenset(PROTECTIONS)  # stopped by guard, heal or an extra life (R5)
_EXHAUSTION = frozenset({"heal", "extra_life"})  # R17: only the heal or Lucky's life
_EXPLOSION = frozenset({"extra_life"})  # R18: only Lucky's life


class CityNight(NightSteps, steps=STEPS):
    """The working state of one city night. `run()` executes every step of `STEPS` in order."""

    def __init__(self, work: Work, acts: list[Act]) -> None:
        self.work = work
        self.game = work.game
        self.acts = acts
        # who is blocked / hidden tonight -> the first source: (step, trace reason code, by whom)
        self.blocked: dict[str, Source] = {}
        self.hidden: dict[str, Source] = {}
        self.guarded: set[str] = set()
        self.healed: set[str] = set()
        self.visits: list[tuple[str, str]] = []  # (visitor, target) of successful visits
        self.exhausted: str | None = None  # last night's guest (R17)
        self.guest: str | None = None  # tonight's guest (R18)
        self.host: str | None = None  # the Psycho who invited tonight's guest
        self.curses: list[str] = []  # cast tonight (R11)
        self.scouted: dict[str, str | None] = dict.fromkeys(SCOUTED)
        self.mutes: list[str] = []
        roles = self.game.roles
        for act in acts:
            if act.verb == "borrow":
                act.borrowed = True
                act.role = str(act.args["role"])
                if "verb" in act.args:
                    act.verb = str(act.args["verb"])
                    act.args = dict(act.args["args"])
            else:
                act.role = roles[act.actor]
        self.by_verb = group_by_verb(acts, self.game.seat)

    # --- helpers -----------------------------------------------------------------------------

    def _acts(self, verb: str) -> Sequence[Act]:
        return self.by_verb.get(verb, ())

    def _try(self, act: Act, *, need_unblocked: bool = True) -> bool:
        """Whether `act` succeeds so far: actor not blocked, no target hidden (R61)."""
        blocked = need_unblocked and act.actor in self.blocked
        if blocked or not self.hidden.keys().isdisjoint(act.targets):
            act.ok = False
        return act.ok

    def _visit(self, act: Act) -> None:
        for target in act.targets:
            self.visits.append((act.actor, target))

    def camp_of(self, name: str) -> str:
        """The camp of `name`'s role at nightfall."""
        return ROLES[self.game.roles[name]].camp

    # --- steps -------------------------------------------------------------------------------

    def step_carry_in(self) -> None:
        """Step 0: last night's guest is exhausted (R17); last night's curse blocks (R11, R64)."""
        memory = self.work.memory
        guest = memory.pop("guest", None)
        if guest in self.game.alive_set:
            self.exhausted = guest
        for cursed in memory.pop("curses", ()):
            self.blocked.setdefault(cursed, (0, "cursed", ""))

    def step_rob(self) -> None:
        """Step 1: the Thief blocks his target's role action (R8)."""
        for act in self._acts("rob"):
            if self._try(act):
                self.blocked.setdefault(act.targets[0], (1, "robbed", act.actor))
                self._visit(act)
                self.scouted["thief"] = act.targets[0]

    def step_beat(self) -> None:
        """Step 2: the Thug blocks and hides; a Sleepwalker watching there is beaten too (R15)."""
        for act in self._acts("beat"):
            if self._try(act):
                target = act.targets[0]
                beaten = (2, "beaten", act.actor)
                self.blocked.setdefault(target, beaten)
                self.hidden.setdefault(target, beaten)
                self._visit(act)
                for watch in self._acts("watch"):
                    if watch.targets[0] == target:  # R62: the target before any redirect
                        self.blocked.setdefault(watch.actor, beaten)
                        self.hidden.setdefault(watch.actor, beaten)

    def step_invite(self) -> None:
        """Step 3: the Psycho's guest is blocked and hidden, and exhausted next night (R17)."""
        for act in self._acts("invite"):
            if self._try(act):
                target = act.targets[0]
                invited = (3, "at_psycho", act.actor)
                self.blocked.setdefault(target, invited)
                self.hidden.setdefault(target, invited)
                self.guest, self.host = target, act.actor
                self.work.memory["guest"] = target
                self._visit(act)

    def step_redirect(self) -> None:
        """Step 4: the Swindler turns a later role action of a non-mafia player (R9, R62)."""
        for act in self._acts("redirect"):
            victim, new_target = str(act.args["target"]), str(act.args["to"])
            self.work.flag(act.actor, REDIRECTED + victim)  # R54: spent either way
            if act.actor in self.blocked or victim in self.hidden or self.camp_of(victim) == MAFIA:
                act.ok = False
                continue
            turned = self.redirectable(victim)
            if turned is None:
                act.ok = False
                continue
            turned.targets[0] = new_target
            self.visits.append((act.actor, victim))

    def redirectable(self, name: str) -> Act | None:
        """The action of `name`'s that a redirect turns (R9): their first action that names
        a target, if it resolves after the Swindler; None otherwise."""
        for act in self.acts:
            if act.actor != name or act.verb in ("seek", "kill") or not act.targets:
                continue
            if VERB_STEP[act.verb] > 4:
                return act
            return None  # R9: theft, beating, invitation resolve before the Swindler
        return None

    def step_curse(self) -> None:
        """Step 5: the Witch's curse, effective next night unless lifted by a heal (R11)."""
        for act in self._acts("curse"):
            if self._try(act):
                self.curses.append(act.targets[0])
                self._visit(act)

    def step_guard(self) -> None:
        """Step 6: the Guard protects a mafia member from every kill tonight (R5)."""
        for act in self._acts("guard"):
            if self._try(act):
                self.guarded.add(act.targets[0])
                self._visit(act)

    def step_heal(self) -> None:
        """Step 7: the heal; lifts tonight's curse (R11); cannot find tonight's guest (R12)."""
        for act in self._acts("heal"):
            if self._try(act):
                target = act.targets[0]
                self.healed.add(target)
                if target in self.curses:
                    self.curses.remove(target)
                self._visit(act)
                if not act.borrowed and act.role == "doctor":
                    self.scouted["doctor"] = target  # R65
        self.work.memory["curses"] = tuple(self.curses)

    def step_mine(self) -> None:
        """Step 8: the mine, for the next day's vote."""
        for act in self._acts("mine"):
            if self._try(act):
                self.work.memory["mine"] = act.targets[0]
                self._visit(act)

    def step_kills(self) -> None:
        """Step 9: camp kill, shots, exhaustion, explosion; the R5 chain decides (R14, R55)."""
        attacks: list[Attack] = []
        camp_kill = self.kill_used()
        if camp_kill is not None and self._try(camp_kill, need_unblocked=False):  # R7
            attacks.append(Attack(camp_kill.targets[0], "mafia", camp_kill.actor, _ORDINARY))
        for act in self._acts("shoot"):
            if self._try(act):
                attacks.append(Attack(act.targets[0], "shot", act.actor, _ORDINARY))
        if self.exhausted is not None:
            attacks.append(Attack(self.exhausted, "exhaustion", None, _EXHAUSTION))
        psycho, guest = self.host, self.guest
        if psycho is not None and guest is not None:
            on_psycho = [a for a in attacks if a.target == psycho]
            if on_psycho and run_chain(PROTECTIONS, on_psycho, self._covers).dies:  # R18
                attacks.append(Attack(guest, "explosion", psycho, _EXPLOSION))
        work = self.work
        died = apply_attacks(work, PROTECTIONS, attacks, self._covers, self._spend_life)
        for target, outcome in died.items():
            for attack in outcome.lethal:
                if attack.attacker is not None and attack.cause in ("mafia", "shot"):
                    self.visits.append((attack.attacker, target))

    def _spend_life(self, target: str) -> None:
        self.work.set_count(target, "lives", self.work.count(target, "lives") - 1)  # R14
        self.work.tell(target, {"type": "life_spent"})  # W8: the Lucky learns the life is gone

    def _covers(self, target: str) -> list[str]:
        """The Guard, the heal and Lucky's extra life on `target` tonight."""
        covering = []
        if target in self.guarded:
            covering.append("guard")
        if target in self.healed:
            covering.append("heal")
        if self.work.count(target, "lives") > 0:
            covering.append("extra_life")
        return covering

    def kill_used(self) -> Act | None:
        """R7, R60: the kill used is the highest sender by current role, then by seat."""
        kills = self._acts("kill")
        if not kills:
            return None
        roles = self.game.roles
        return min(kills, key=lambda a: KILL_PRIORITY.index(roles[a.actor]))

    def step_information(self) -> None:
        """Step 10: checks, compare, scout, seek, mute; the Sleepwalker last (R63)."""
        work = self.work
        roles = self.game.roles
        for act in self._acts("check"):
            target = act.targets[0]  # the player reached, after any redirect (R9)
            sent = str(act.args["target"])  # R79: the item names the target sent
            is_boss = act.role == "boss"
            kind = "boss_check" if is_boss else "check"
            if not self._try(act):
                work.tell(act.actor, {"type": kind, "target": sent, "failed": True})
                continue
            self._visit(act)
            camp = self.camp_of(target)
            if is_boss:  # R6
                has_role = roles[target] not in NO_ROLE
                work.tell(
                    act.actor, {"type": kind, "target": sent, "has_role": has_role, "camp": camp}
                )
            else:
                work.tell(act.actor, {"type": kind, "target": sent, "camp": camp})
                if not act.borrowed and act.role == "detective":
                    self.scouted["detective"] = target
        for act in self._acts("compare"):
            if not self._try(act):
                work.tell(act.actor, {"type": "compare", "result": "failed"})
                continue
            self._visit(act)
            same = self.camp_of(act.targets[0]) == self.camp_of(act.targets[1])
            work.tell(act.actor, {"type": "compare", "result": "same" if same else "different"})
        for name in self.game.alive:
            if roles[name] == "scout" and name not in self.blocked:  # R19, R65
                work.tell(name, {"type": "scout", **self.scouted})
        for act in self._acts("seek"):
            self._seek(act)
        for act in self._acts("mute"):
            self.mutes.append(act.targets[0])  # R20, R61: nothing can stop it
        if self.mutes:
            work.memory["mute"] = tuple(self.mutes)
        for act in self._acts("watch"):
            self._watch(act)

    def _seek(self, act: Act) -> None:
        """R22, R61: a seek needs only an unblocked seeker; it is not a visit."""
        work = self.work
        target = act.targets[0]
        found = act.actor not in self.blocked and self.camp_of(target) == ROBBERS
        work.tell(act.actor, {"type": "seek", "target": target, "found": found})
        if found:
            known = work.teams.get("robbers", ())
            if not (act.actor in known and target in known):
                work.tell(target, {"type": "met", "player": act.actor})
            work.join_team("robbers", act.actor, target)

    def _watch(self, act: Act) -> None:
        """The Sleepwalker: camps of every successful visitor of the target (R63)."""
        if not self._try(act):
            self.work.tell(act.actor, {"type": "watch", "failed": True})
            return
        target = act.targets[0]
        visitors = {v for v, t in self.visits if t == target and v != act.actor}
        camps = tuple(sorted(self.camp_of(v) for v in visitors))
        self.work.tell(act.actor, {"type": "watch", "camps": camps})

    def step_successions(self) -> None:
        """Step 11: the Actor's appointment takes effect from the next night (R10, R67)."""
        work = self.work
        for act in self._acts("become"):
            if act.actor in work.alive:  # R67: lost if the Actor died tonight
                role = str(act.args["role"])
                work.roles[act.actor] = role
                work.flag(act.actor, "appointed")
                work.tell(act.actor, {"type": "became", "role": role})


def secret_voters_after(night: CityNight) -> tuple[str, ...]:
    """Courtesans who borrowed `chosen` tonight unblocked: they cast secret votes tomorrow (R66)."""
    return tuple(
        act.actor
        for act in night.acts
        if act.borrowed and act.role == "chosen" and act.actor not in night.blocked
    )


def borrowed_roles(acts: list[Act]) -> list[tuple[str, str]]:
    """(courtesan, role) for every accepted borrow (R54: spent whether it succeeded or not)."""
    return [(a.actor, a.role) for a in acts if a.borrowed]
