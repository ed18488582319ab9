"""One hobbit night, step by step in the order of SPEC 4.3 (the order comes from `STEPS`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from engine.errors import EngineError
from engine.frozen import quick_init
from engine.protection import Attack
from engine.rulesets.hobbit import state
from engine.rulesets.hobbit.attacks import resolve_attacks
from engine.rulesets.hobbit.tables import (
    DIGITS,
    INSTRUCT_KINDS,
    ORCS,
    ORDINARY,
    PAIR,
    STEPS,
    SUBSTITUTE_KILLS,
    UNSTOPPABLE,
)
from engine.steps import NightSteps, group_by_verb
from engine.work import Act, Work


@quick_init
@dataclass(frozen=True, slots=True)
class CampKill:
    """What became of a night's camp kill (R39, R71, R72), kept for the trace."""

    head: str  # the orcs' head tonight
    used: Act | None  # the kill used (None: Sauron's order alone, R72)
    sender: str  # who made the attack (a ricochet hits him)
    target: str
    fate: str  # "attack" | "head_blocked" | "smaug_immune" | "wrong_digit"
    digit: int = 1


class HobbitNight(NightSteps, steps=STEPS):
    """The working state of one hobbit night. `run()` executes every step of `STEPS` in order."""

    def __init__(self, work: Work, acts: list[Act]) -> None:
        self.work = work
        self.game = work.game
        self.night = work.phase.number
        # who is blocked tonight -> the first source: (step, trace reason code, by whom)
        self.blocked: dict[str, tuple[int, str, str]] = {}
        self.healed: set[str] = set()
        self.shielded: str | None = None
        self.attacks: list[Attack] = []
        self.smaug_attack: Attack | None = None
        self.ordered: str | None = None  # Sauron's binding order tonight (R72)
        self.by_verb = group_by_verb(acts, self.game.seat)
        self.record_order = list(acts)  # R71: "the first orc with an action in the record"
        self.camp_kill: CampKill | None = None  # what became of the camp kill, for the trace

    # --- helpers -----------------------------------------------------------------------------

    def _acts(self, verb: str, *roles: str) -> Sequence[Act]:
        acts = self.by_verb.get(verb, ())
        if roles and acts:
            roles_of = self.game.roles
            return [a for a in acts if roles_of[a.actor] in roles]
        return acts

    def _role(self, name: str) -> str:
        return self.work.roles[name]

    def _holder(self) -> str | None:
        holder = self.work.memory.get(state.STONE)
        return None if holder is None else str(holder)

    def _move_stone(self, to: str) -> None:
        self.work.memory[state.STONE] = to

    def _unblocked(self, verb: str) -> Iterator[tuple[Act, str]]:
        """(act, target) of every `verb` whose actor is not blocked; a blocked actor is told
        that the action failed."""
        for act in self._acts(verb):
            target = act.targets[0]
            if act.actor in self.blocked:
                self.work.tell(act.actor, {"type": verb, "target": target, "failed": True})
            else:
                yield act, target

    def _drop(self, act: Act, code: str) -> None:
        """Refuse an accepted action at resolution (R70: the Ring worn earlier in this phase)."""
        self.work.reject(act.actor, act.verb, EngineError(code, {"verb": act.verb}))
        self.work.accepted.get(act.actor, {}).pop(act.verb, None)
        self.by_verb[act.verb].remove(act)

    # --- steps -------------------------------------------------------------------------------

    def step_carry_in(self) -> None:
        """Step 0: the Ring and Gollum's side first (R70); Bilbo blocked after Sauron (R36)."""
        work, phase = self.work, self.work.phase
        ring_and_side(work, [*self._acts("ring"), *self._acts("side")])
        for act in [*self._acts("search"), *self._acts("kill", "gollum")]:
            if state.ring_active(work.memory, act.actor, phase):
                self._drop(act, "ring_worn")
        if work.memory.get(state.SAURON_SEARCHED) == self.night - 1:
            for name in self.game.alive:
                if self._role(name) == "bilbo":
                    self.blocked.setdefault(name, (0, "sauron_penalty", ""))

    def step_digit(self) -> None:
        """Step 1: Alfrid's digit; without one, his last (R31)."""
        for act in self._acts("digit"):
            self.work.memory[state.DIGIT] = int(str(act.args["digit"]))

    def step_thorin_seek(self) -> None:
        """Step 2: Thorin takes the Arkenstone from the player holding it (R33: before Smaug)."""
        for act in self._acts("seek", "thorin"):
            target = act.targets[0]
            found = self._holder() == target
            if found:
                self._move_stone(act.actor)
                self.work.public["arkenstone_found"] = True
            self.work.tell(act.actor, {"type": "seek", "target": target, "found": found})

    def step_tauriel_seek(self) -> None:
        """Step 3: Tauriel finding Kili introduces both; they block from the next night."""
        work = self.work
        for act in self._acts("seek", "tauriel"):
            target = act.targets[0]
            found = self._role(target) == "kili"
            work.tell(act.actor, {"type": "seek", "target": target, "found": found})
            if found:
                work.join_team("elves", act.actor, target)
                work.tell(act.actor, {"type": "met", "player": target})
                work.tell(target, {"type": "met", "player": act.actor})

    def step_block(self) -> None:
        """Step 4: the pair's block (R73: Tauriel's first); on Thorin with the stone, a shield."""
        blocks = sorted(self._acts("block"), key=lambda a: PAIR.index(self._role(a.actor)))
        if not blocks:
            return
        act = blocks[0]
        target = act.targets[0]
        work = self.work
        work.memory[state.LAST_BLOCK] = (self.night, target)  # R53
        self.blocked.setdefault(target, (4, "blocked_by_pair", act.actor))
        if (
            self._role(target) == "thorin"
            and self._holder() == target
            and not work.memory.get(state.SHIELD_USED)
        ):  # R32: once per game, for one of the pair
            work.memory[state.SHIELD_USED] = True
            role = str(act.args.get("shield", self._role(act.actor)))
            self.shielded = next((n for n in self.game.alive if self._role(n) == role), act.actor)

    def step_hunt(self) -> None:
        """Step 5: Smaug takes the stone from its holder, or attacks Thorin without it (R33)."""
        work = self.work
        for act, target in self._unblocked("hunt"):
            stone = self._holder() == target
            if stone:
                self._move_stone(act.actor)
            elif self._role(target) == "thorin":
                self.smaug_attack = Attack(target, "smaug", act.actor, ORDINARY)
            work.tell(act.actor, {"type": "hunt", "target": target, "stone": stone})

    def step_search(self) -> None:
        """Step 6: Bilbo learns the role and the stone; Smaug's stone is his; R36, R37."""
        work = self.work
        for act, target in self._unblocked("search"):
            role = self._role(target)
            stone = self._holder() == target
            work.tell(
                act.actor, {"type": "search", "target": target, "role": role, "arkenstone": stone}
            )
            if role == "smaug" and stone:
                self._move_stone(act.actor)
            if role == "sauron":
                work.memory[state.SAURON_SEARCHED] = self.night
            if (
                role == "bard"
                and act.args.get("share_smaug")
                and work.memory.get(state.SMAUG_FOUND)
            ):
                smaug = next((n for n in work.alive if self._role(n) == "smaug"), None)
                if smaug is not None:  # R37, R77: found earlier and still alive
                    work.tell(target, {"type": "smaug_named", "player": smaug})
            if role == "smaug":
                work.memory[state.SMAUG_FOUND] = True

    def step_heal(self) -> None:
        """Step 7: the wizards' heals (R34); healing the other wizard is meeting him (R77)."""
        work = self.work
        for act in self._acts("heal"):
            target = act.targets[0]
            work.memory[state.heal_key(act.actor)] = (self.night, target)  # R53, R54
            if act.actor in self.blocked:
                continue
            self.healed.add(target)
            if target != act.actor and self._role(target) in ("gandalf", "radagast"):
                if "wizards" not in work.teams:
                    work.tell(act.actor, {"type": "met", "player": target})
                    work.tell(target, {"type": "met", "player": act.actor})
                work.join_team("wizards", act.actor, target)

    def step_instruct(self) -> None:
        """Step 8: Sauron's instruction to every living orc; an order binds the kill (R35, R72)."""
        work = self.work
        for act in self._acts("instruct"):
            kind = next(filter(act.args.__contains__, INSTRUCT_KINDS))  # exactly one (R35)
            if kind == "order":
                work.set_count(act.actor, "orders", work.count(act.actor, "orders") - 1)  # R54
            if act.actor in self.blocked:
                continue
            player = str(act.args[kind])
            role = str(act.args["role"]) if kind == "hint" else None
            item = {"type": "instruct", "kind": kind, "player": player, "role": role}
            for orc in state.living_orcs(work.roles, work.alive, self.game.seat):
                work.tell(orc, dict(item))
            if kind == "order":
                self.ordered = player

    def step_kills(self) -> None:
        """Step 9: the camp kill, Gollum's kill, Smaug's attack, Bard's arrow; the R5 chain."""
        work = self.work
        self._camp_kill()
        for act in self._acts("kill", "gollum"):
            if act.actor not in self.blocked:
                self.attacks.append(Attack(act.targets[0], "gollum", act.actor, ORDINARY))
        if self.smaug_attack is not None:
            self.attacks.append(self.smaug_attack)
        if work.memory.pop(state.ARROW_ON_SMAUG, False):
            for name in self.game.alive:
                if self._role(name) == "smaug":
                    self.attacks.append(Attack(name, "arrow", None, UNSTOPPABLE))
        holder = self._holder()
        thorin = holder if holder is not None and self._role(holder) == "thorin" else None
        self.lethal = resolve_attacks(work, self.attacks, self._covers, thorin)

    def _covers(self, target: str) -> list[str]:
        """The Ring, the pair's shield and a heal on `target` tonight."""
        covering = []
        if state.ring_active(self.work.memory, target, self.work.phase):
            covering.append("ring")
        if target == self.shielded:
            covering.append("shield")
        if target in self.healed:
            covering.append("heal")
        return covering

    def _camp_kill(self) -> None:
        """R39, R71, R72: the head's kill, else Bolg's, else an orc's; Sauron's order binds it."""
        work, game = self.work, self.game
        head = state.known_head(game.alive_set, work.memory)
        if head is None:
            head = next(
                (a.actor for a in self.record_order if self._role(a.actor) in ORCS), None
            ) or next(iter(state.living_orcs(work.roles, set(game.alive), game.seat)), None)
            if head is None:
                return
            work.memory[state.HEAD] = head
        kill = self._chosen_kill(head)
        if head in self.blocked:
            self.camp_kill = CampKill(head, kill, head, "", "head_blocked")
            return  # R32, R72
        if self.ordered is not None:
            target = self.ordered
        elif kill is not None:
            target = kill.targets[0]
        else:
            return
        if kill is not None:
            self._spend_substitute(kill, head)
        sender = kill.actor if kill is not None else head
        digit = int(str(kill.args.get("digit", 1))) if kill is not None else 1
        if target not in game.alive_set:
            return
        if self._role(target) == "smaug" and self.ordered is None:  # R41
            work.public["kill_failed"] = True
            self.camp_kill = CampKill(head, kill, sender, target, "smaug_immune")
            return
        if self._role(target) == "alfrid" and digit != work.memory.get(state.DIGIT, DIGITS[0]):
            work.public["kill_failed"] = True  # R31
            self.camp_kill = CampKill(head, kill, sender, target, "wrong_digit", digit)
            return
        self.camp_kill = CampKill(head, kill, sender, target, "attack")
        self.attacks.append(Attack(target, "mafia", sender, ORDINARY))

    def _chosen_kill(self, head: str) -> Act | None:
        """The kill used (R71): the head's, else Bolg's, else the first orc's by seat."""
        roles = self.work.roles
        kills = [a for a in self._acts("kill") if roles[a.actor] in ORCS]
        return (
            next((a for a in kills if a.actor == head), None)
            or next((a for a in kills if roles[a.actor] == "bolg"), None)
            or next((a for a in kills if roles[a.actor] == "orc"), None)
        )

    def _spend_substitute(self, kill: Act, head: str) -> None:
        """R39, R54, R71: a substitute kill counts against its allowance only when used."""
        work = self.work
        if kill.actor == head:
            return
        if self._role(kill.actor) == "bolg":
            left = work.count(kill.actor, "substitute_kills", SUBSTITUTE_KILLS)
            work.set_count(kill.actor, "substitute_kills", left - 1)
        else:
            work.memory[state.ORC_SUBS] = int(work.memory.get(state.ORC_SUBS, SUBSTITUTE_KILLS)) - 1

    def step_aftermath(self) -> None:
        """Step 10: the stone is lost with its holder (R38); Gollum takes the Ring (R40, R75)."""
        work = self.work
        lose_stone_with_holder(work)
        for bilbo, attacks in self.lethal.items():
            if self._role(bilbo) != "bilbo":
                continue
            for attack in attacks:
                gollum = attack.attacker
                if attack.cause == "gollum" and gollum is not None and gollum in work.alive:
                    work.set_count(gollum, "ring", 1)
                    work.tell(gollum, {"type": "ring"})
                    break


def ring_and_side(work: Work, acts: Iterable[Act]) -> None:
    """R70: the Ring and Gollum's side, processed before everything else of a night or a day."""
    for act in acts:
        if act.verb == "ring":
            wear_ring(work, act.actor)
        elif act.verb == "side":
            work.memory[state.SIDE] = str(act.args["side"])


def wear_ring(work: Work, name: str) -> None:
    """`name` puts the Ring on now (R40, R70): protected to the end of this game day."""
    work.set_count(name, "ring", 0)
    work.flag(name, "ring_used")
    work.memory[state.ring_key(name)] = state.ring_until(work.phase)


def lose_stone_with_holder(work: Work) -> None:
    """R38: the Arkenstone is lost for the game when its holder has left it."""
    holder = work.memory.get(state.STONE)
    if holder is not None and holder not in work.alive:
        work.memory[state.STONE] = None
