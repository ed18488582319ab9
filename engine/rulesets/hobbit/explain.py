"""The trace of a hobbit night and day (engine.trace): why each action worked or failed.

Read after the phase has run, from what the steps keep anyway: who was blocked at which step
(`HobbitNight.blocked`), what became of the camp kill (`HobbitNight.camp_kill`), the R5 chain's
outcome for every attacked player (`Work.outcomes`, kept only when tracing) and what each player
was told. Nothing here decides anything.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from engine.protection import Attack, Outcome
from engine.rulesets.hobbit import state
from engine.rulesets.hobbit.night import HobbitNight
from engine.rulesets.hobbit.tables import CIVILIANS, INSTRUCT_KINDS, ORCS, PAIR, ROLES, VERBS
from engine.trace import FAILED, SUCCEEDED, UNUSED, Reason, TraceEntry, entry, reason
from engine.work import Act, Work

STEP_OF_VERB = {
    "ring": 0,
    "side": 0,
    "digit": 1,
    "block": 4,
    "hunt": 5,
    "search": 6,
    "heal": 7,
    "instruct": 8,
    "kill": 9,
}
THORIN_SEEK, TAURIEL_SEEK, KILLS, AFTERMATH = 2, 3, 9, 10


def sent_targets(act: Act) -> tuple[str, ...]:
    """The players an action named."""
    spec = VERBS.get(act.verb)
    if spec is None:
        return ()
    return tuple(str(act.args[name]) for name in spec.player_names if name in act.args)


def _told(work: Work, name: str, kind: str) -> Mapping[str, Any]:
    items: list[dict[str, Any]] = work.private.get(name, [])
    for item in reversed(items):
        if item.get("type") == kind:
            found: Mapping[str, Any] = item
            return found
    return {}


def _find(outcomes: list[Outcome], target: str, attacker: str, cause: str) -> Outcome | None:
    for outcome in outcomes:
        if outcome.target != target:
            continue
        for attack in (*outcome.lethal, *outcome.stopped):
            if attack.attacker == attacker and attack.cause == cause:
                return outcome
    return None


def _attack_of(outcome: Outcome, attacker: str, cause: str) -> Attack:
    return next(
        a
        for a in (*outcome.lethal, *outcome.stopped)
        if a.attacker == attacker and a.cause == cause
    )


class AttackReasons:
    """The fate of attacks in the R5 chain (ring → ricochet → shield → heal → elk)."""

    def __init__(self, work: Work, healers: Mapping[str, str]) -> None:
        self.work = work
        self.outcomes: list[Outcome] = list(work.outcomes or ())
        self.healers = healers

    def fate(self, attacker: str, target: str, cause: str) -> tuple[str, list[Reason]]:
        """The outcome and reasons of an attack by `attacker` on `target` with `cause`."""
        outcome = _find(self.outcomes, target, attacker, cause)
        if outcome is not None:
            attack = _attack_of(outcome, attacker, cause)
            if attack in outcome.lethal:
                return SUCCEEDED, [reason("killed", target=target, cause=str(outcome.cause))]
            return FAILED, [self.stopped(outcome, attack)]
        back = _find(self.outcomes, attacker, target, "ricochet")
        if back is not None:  # Thorin with the Arkenstone turned it back on the attacker
            reasons = [reason("ricochet", target=target, on=attacker)]
            attack = _attack_of(back, target, "ricochet")
            if attack in back.lethal:
                reasons.append(reason("killed", target=attacker, cause=str(back.cause)))
            else:
                reasons.append(self.stopped(back, attack))
            return FAILED, reasons
        return FAILED, []

    def stopped(self, outcome: Outcome, attack: Attack) -> Reason:
        """The first protection of the chain that caught `attack`."""
        target = outcome.target
        protection = next(p for p in outcome.stopped_by if p in attack.stoppable_by)
        if protection == "ring":
            return reason("wears_ring", target=target)
        if protection == "shield":
            return reason("shielded", target=target)
        if protection == "heal":
            return reason("healed", target=target, by=self.healers.get(target, ""))
        return reason("elk", target=target)  # R43


class HobbitExplainer:
    """Builds one hobbit night's trace entries from a finished `HobbitNight`."""

    def __init__(self, night: HobbitNight) -> None:
        self.night = night
        self.work = night.work
        healers: dict[str, str] = {}
        for act in night.by_verb.get("heal", ()):
            if act.actor not in night.blocked:
                healers.setdefault(act.targets[0], act.actor)
        self.attacks = AttackReasons(self.work, healers)

    def entries(self) -> list[TraceEntry]:
        """Every action of the night that was not refused, and the night's own events."""
        acts = [a for verbs in self.night.by_verb.values() for a in verbs]
        out = [self._entry(act) for act in acts]
        out.extend(self._events())
        return out

    def _blocked(self, act: Act, step: int) -> Reason | None:
        source = self.night.blocked.get(act.actor)
        if source is None or source[0] >= step:
            return None
        _, code, by = source
        return reason("sauron_penalty") if code == "sauron_penalty" else reason(code, by=by)

    def _entry(self, act: Act) -> TraceEntry:
        role = self.work.roles[act.actor]
        verb = act.verb
        if verb == "seek":
            step = THORIN_SEEK if role == "thorin" else TAURIEL_SEEK
        else:
            step = STEP_OF_VERB.get(verb, 0)
        sent = sent_targets(act)
        one = (step, act.actor, verb, sent)
        if verb == "ring":
            return entry(*one, SUCCEEDED, reason("ring_put_on"))
        if verb == "side":
            return entry(*one, SUCCEEDED, reason("side_chosen", side=str(act.args["side"])))
        if verb == "digit":
            return entry(*one, SUCCEEDED, reason("digit_set", digit=int(str(act.args["digit"]))))
        if verb == "seek":
            item = _told(self.work, act.actor, "seek")
            found = "stone_found" if role == "thorin" else "found"
            code = found if item.get("found") else "not_found"
            return entry(*one, SUCCEEDED, reason(code, target=sent[0]))
        if verb == "block":
            return self._block(act, one)
        if verb == "kill" and role in ORCS:
            return self._orc_kill(act, one)
        blocked = self._blocked(act, step)
        if blocked is not None:
            return entry(*one, FAILED, blocked)
        if verb == "hunt":
            return self._hunt(act, one)
        if verb == "search":
            return self._search(act, one)
        if verb == "instruct":
            kind = next(k for k in INSTRUCT_KINDS if k in act.args)
            role_named = str(act.args.get("role") or "")
            told = reason("instructed", kind=kind, player=str(act.args[kind]), role=role_named)
            return entry(*one, SUCCEEDED, told)
        if verb == "kill":  # Gollum's
            outcome, reasons = self.attacks.fate(act.actor, act.targets[0], "gollum")
            return entry(*one, outcome, *reasons)
        return entry(*one, SUCCEEDED)  # heal

    def _block(self, act: Act, one: tuple[int, str, str, tuple[str, ...]]) -> TraceEntry:
        """R73: Tauriel's block is used when both send one; R32: the shield."""
        blocks = sorted(
            self.night.by_verb["block"], key=lambda a: PAIR.index(self.work.roles[a.actor])
        )
        if blocks[0] is not act:
            return entry(*one, UNUSED, reason("overridden", by=blocks[0].actor))
        reasons = [reason("pair_block", target=act.targets[0])]
        if self.night.shielded is not None:
            reasons.append(reason("shield_granted", player=self.night.shielded))
        return entry(*one, SUCCEEDED, *reasons)

    def _hunt(self, act: Act, one: tuple[int, str, str, tuple[str, ...]]) -> TraceEntry:
        """R33: the stone taken, Thorin attacked, or nothing."""
        target = act.targets[0]
        item = _told(self.work, act.actor, "hunt")
        if item.get("stone"):
            return entry(*one, SUCCEEDED, reason("stone_taken", target=target))
        if self.work.roles[target] == "thorin":
            outcome, reasons = self.attacks.fate(act.actor, target, "smaug")
            return entry(*one, outcome, reason("attacks_thorin", target=target), *reasons)
        return entry(*one, SUCCEEDED, reason("not_found", target=target))

    def _search(self, act: Act, one: tuple[int, str, str, tuple[str, ...]]) -> TraceEntry:
        """Step 6: the role and the stone learned; Smaug's stone taken."""
        target = act.targets[0]
        item = _told(self.work, act.actor, "search")
        if not item:
            return entry(*one, SUCCEEDED)
        stone = bool(item.get("arkenstone"))
        reasons = [
            reason(
                "search_result",
                target=target,
                role=str(item["role"]),
                arkenstone="yes" if stone else "no",
            )
        ]
        if stone and item["role"] == "smaug":
            reasons.append(reason("stone_taken", target=target))
        return entry(*one, SUCCEEDED, *reasons)

    def _orc_kill(self, act: Act, one: tuple[int, str, str, tuple[str, ...]]) -> TraceEntry:
        """R39, R71: the kill used; the others unused; R32, R41, R31, R72 and the chain."""
        kill = self.night.camp_kill
        if kill is None or kill.used is not act:
            used = kill.used if kill is not None else None
            by = used.actor if used is not None else (kill.head if kill is not None else "")
            return entry(*one, UNUSED, reason("overridden", by=by))
        outcome, reasons = self._camp_kill_fate(kill.sender)
        return entry(*one, outcome, *reasons)

    def _camp_kill_fate(self, sender: str) -> tuple[str, list[Reason]]:
        kill = self.night.camp_kill
        assert kill is not None
        night = self.night
        if kill.fate == "head_blocked":
            by = night.blocked[kill.head][2]
            return FAILED, [reason("head_blocked", head=kill.head, by=by)]
        notes: list[Reason] = []
        if night.ordered is not None:
            sauron = next(iter(a.actor for a in night.by_verb.get("instruct", ())), "")
            notes.append(reason("ordered", by=sauron, target=kill.target))
        if kill.fate == "smaug_immune":
            return FAILED, [*notes, reason("smaug_immune", target=kill.target)]
        if kill.fate == "wrong_digit":
            return FAILED, [*notes, reason("wrong_digit", target=kill.target, digit=kill.digit)]
        outcome, reasons = self.attacks.fate(sender, kill.target, "mafia")
        return outcome, [*notes, *reasons]

    def _events(self) -> Iterator[TraceEntry]:
        """Sauron's order with no orc kill (R72), Bard's arrow on Smaug, the Ring taken (R40)."""
        kill = self.night.camp_kill
        if kill is not None and kill.used is None:
            outcome, reasons = self._camp_kill_fate(kill.head)
            yield entry(KILLS, kill.head, "kill", (kill.target,), outcome, *reasons)
        for chain in self.attacks.outcomes:
            for attack in (*chain.lethal, *chain.stopped):
                if attack.cause == "arrow":  # unstoppable (R5)
                    died = reason("killed", target=chain.target, cause=str(chain.cause))
                    yield entry(KILLS, "", "arrow", (chain.target,), SUCCEEDED, died)
        for name in self.night.game.alive:
            if _told(self.work, name, "ring"):
                bilbo = next((n for n, r in self.work.roles.items() if r == "bilbo"), "")
                yield entry(
                    AFTERMATH,
                    name,
                    "ring_taken",
                    (bilbo,),
                    SUCCEEDED,
                    reason("ring_taken", target=bilbo),
                )


def explain_night(night: HobbitNight) -> list[TraceEntry]:
    """The trace entries of a finished hobbit night (before ordering)."""
    return HobbitExplainer(night).entries()


def explain_day(work: Work, acts: list[Act]) -> list[TraceEntry]:
    """The hobbit's own day entries: the Ring and the side (R70), Legolas's and Bard's shots."""
    out: list[TraceEntry] = []
    for act in acts:
        if act.verb == "ring":
            out.append(entry(1, act.actor, "ring", (), SUCCEEDED, reason("ring_put_on")))
        elif act.verb == "side":
            side = reason("side_chosen", side=str(act.args["side"]))
            out.append(entry(1, act.actor, "side", (), SUCCEEDED, side))
    attacks = AttackReasons(work, {})
    before_shots = {d.player for d in work.deaths if d.cause == "lynch"}
    for act in acts:
        if act.verb == "shoot" and work.game.roles[act.actor] == "legolas":
            out.append(_legolas(work, act, attacks, before_shots))
    killed_today = {d.player for d in work.deaths if d.cause != "sleep"}
    for act in acts:
        if act.verb == "shoot" and work.game.roles[act.actor] == "bard":
            target = act.targets[0]
            one = (4, act.actor, "shoot", (target,))
            if target in killed_today:  # R54: by the lynch or by Legolas, before Bard
                out.append(entry(*one, FAILED, reason("target_dead", target=target)))
            elif work.roles[target] == "smaug":
                out.append(entry(*one, SUCCEEDED, reason("arrow_in_smaug", target=target)))
            else:
                out.append(entry(*one, FAILED, reason("arrow_lost", target=target)))
    return out


def _legolas(work: Work, act: Act, attacks: AttackReasons, before: set[str]) -> TraceEntry:
    """R42: target already dead; Smaug spared while Bard lives; the shot; the penalty."""
    legolas, target = act.actor, act.targets[0]
    one = (4, legolas, "shoot", (target,))
    if target in before:
        return entry(*one, FAILED, reason("target_dead", target=target))
    role = work.roles[target]
    bard_alive = any(work.roles[n] == "bard" and n not in before for n in work.game.alive)
    if role == "smaug" and bard_alive:
        return entry(*one, FAILED, reason("smaug_spared", target=target))
    outcome, reasons = attacks.fate(legolas, target, "shot")
    if ROLES[role].camp == CIVILIANS:
        penalty_death = any(
            d.player == legolas and d.cause == "legolas_penalty" for d in work.deaths
        )
        reasons.append(reason("penalty_death" if penalty_death else "penalty_arrow"))
    return entry(*one, outcome, *reasons)


def lynch_saved(work: Work, name: str) -> Reason | None:
    """Why a lynched player lives: the Ring (R40), else Smaug while other mafia live (R41)."""
    if state.ring_active(work.memory, name, work.phase):
        return reason("wears_ring", target=name)
    if work.roles[name] == "smaug":
        return reason("smaug_survives", target=name)
    return None
