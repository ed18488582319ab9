"""The trace of a city night and day (engine.trace): why each action worked or failed.

Read after the night has run, from what the steps keep anyway: each action's `ok`, who blocked
or hid whom at which step (`CityNight.blocked`, `.hidden`), the night's own answers (the kill
used, the action a redirect turns, a camp at nightfall), the R5 chain's outcome for every
attacked player (`Work.outcomes`, kept only when tracing) and what each player was told.
Nothing here decides anything: whether an action succeeded is the step's own verdict.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from engine.protection import Attack, Outcome
from engine.rulesets.city.night import CityNight, Source
from engine.rulesets.city.tables import MAFIA, VERB_STEP, VERBS
from engine.trace import (
    FAILED,
    SUCCEEDED,
    UNUSED,
    Reason,
    TraceEntry,
    entry,
    reason,
)
from engine.work import Act, Work

KILLS_STEP = VERB_STEP["kill"]
INFORMATION_STEP = VERB_STEP["check"]
SUCCESSIONS_STEP = VERB_STEP["become"]


def sent_targets(act: Act) -> tuple[str, ...]:
    """The players an action named as sent (its `targets` may have been redirected since)."""
    spec = VERBS.get(act.verb)
    if spec is None:
        return ()
    return tuple(str(act.args[name]) for name in spec.player_names if name in act.args)


def blocked_reason(source: Source) -> Reason:
    """The reason an actor was blocked, from the source the steps kept."""
    _, code, by = source
    return reason("cursed") if code == "cursed" else reason(code, by=by)


def hidden_reason(target: str, source: Source) -> Reason:
    """The reason a target could not be found (beaten, or at the Psycho's: R61)."""
    return reason("target_" + source[1], target=target, by=source[2])


def failure(night: CityNight, act: Act, step: int, *, need_unblocked: bool = True) -> list[Reason]:
    """Why `act` failed at `step`: its actor blocked before it, or a target hidden (R3, R61)."""
    source = night.blocked.get(act.actor)
    if need_unblocked and source is not None and source[0] < step:
        return [blocked_reason(source)]
    for target in act.targets:
        source = night.hidden.get(target)
        if source is not None and source[0] < step:
            return [hidden_reason(target, source)]
    return []


class CityExplainer:
    """Builds one city night's trace entries from a finished `CityNight`."""

    def __init__(self, night: CityNight) -> None:
        self.night = night
        self.work: Work = night.work
        self.outcomes: dict[str, Outcome] = {o.target: o for o in self.night.work.outcomes or ()}
        self.turned = self._turned()

    def entries(self) -> list[TraceEntry]:
        """Every accepted action of the night, the scout's report and the carried-in attacks."""
        out = [self._entry(act) for act in self.night.acts]
        out.extend(self._scouts())
        out.extend(self._events())
        return out

    # --- what the steps left -------------------------------------------------------------

    def _turned(self) -> dict[int, tuple[str, str]]:
        """id(act) -> (Swindler, new target) for every action a redirect turned (R9)."""
        turned = {}
        for act in self.night.by_verb.get("redirect", ()):
            if act.ok:
                victim_act = self.night.redirectable(str(act.args["target"]))
                if victim_act is not None:
                    turned[id(victim_act)] = (act.actor, str(act.args["to"]))
        return turned

    def _told(self, name: str, kind: str) -> Mapping[str, Any]:
        """The last item of `kind` told to `name` tonight (empty when none)."""
        items: list[dict[str, Any]] = self.work.private.get(name, [])
        for item in reversed(items):
            if item.get("type") == kind:
                found: Mapping[str, Any] = item
                return found
        return {}

    def _protector(self, verb: str, target: str) -> str:
        """Who guarded or healed `target` successfully tonight (the first by seat)."""
        for act in self.night.by_verb.get(verb, ()):
            if act.ok and act.targets and act.targets[0] == target:
                return act.actor
        return ""

    # --- one action ------------------------------------------------------------------------

    def _entry(self, act: Act) -> TraceEntry:
        step = VERB_STEP.get(act.verb, SUCCESSIONS_STEP)
        sent = sent_targets(act)
        notes: list[Reason] = []
        turn = self.turned.get(id(act))
        if turn is not None:
            notes.append(reason("redirected", by=turn[0], to=turn[1]))
        verb = act.verb
        if verb == "kill":
            return self._kill(act, step, sent, notes)
        if verb == "shoot":
            if not act.ok:
                return entry(step, act.actor, verb, sent, FAILED, *notes, *self._fail(act, step))
            return self._attack(act, step, sent, notes, "shot")
        if verb == "redirect":
            return self._redirect(act, step, sent)
        if verb == "seek":
            return self._seek(act, step, sent)
        if verb == "mute":
            return entry(step, act.actor, verb, sent, SUCCEEDED, *notes)  # R20, R61
        if verb == "become":
            if act.actor in self.work.alive:
                return entry(
                    step,
                    act.actor,
                    verb,
                    sent,
                    SUCCEEDED,
                    reason("became", role=str(act.args["role"])),
                )
            return entry(step, act.actor, verb, sent, FAILED, reason("actor_died"))  # R67
        if verb == "borrow":  # a borrowed `chosen`: secret votes tomorrow unless blocked (R66)
            source = self.night.blocked.get(act.actor)
            if source is not None:
                return entry(step, act.actor, verb, sent, FAILED, blocked_reason(source))
            return entry(step, act.actor, verb, sent, SUCCEEDED, reason("secret_votes"))
        if not act.ok:
            return entry(step, act.actor, verb, sent, FAILED, *notes, *self._fail(act, step))
        return entry(step, act.actor, verb, sent, SUCCEEDED, *notes, *self._result(act))

    def _fail(self, act: Act, step: int) -> list[Reason]:
        return failure(self.night, act, step)

    def _result(self, act: Act) -> list[Reason]:
        """What a successful information action learned (what its actor was told)."""
        if act.verb == "check":
            kind = "boss_check" if act.role == "boss" else "check"
            item = self._told(act.actor, kind)
            if not item:
                return []
            # R79: the item names the target sent; the trace names the one the check reached
            target, camp = act.targets[0], str(item["camp"])
            if kind == "boss_check":  # R6
                has_role = "yes" if item["has_role"] else "no"
                return [reason("boss_check_result", target=target, has_role=has_role, camp=camp)]
            return [reason("check_result", target=target, camp=camp)]
        if act.verb == "compare":
            item = self._told(act.actor, "compare")
            return [reason("compare_result", result=str(item["result"]))] if item else []
        if act.verb == "watch":
            item = self._told(act.actor, "watch")
            if not item:
                return []
            return [reason("watch_result", camps=tuple(str(c) for c in item["camps"]))]
        return []

    def _kill(self, act: Act, step: int, sent: tuple[str, ...], notes: list[Reason]) -> TraceEntry:
        """R7, R60: only the highest sender's kill is used; it fails only on a hidden target."""
        used = self.night.kill_used()
        if used is not act:
            by = used.actor if used is not None else ""
            return entry(step, act.actor, "kill", sent, UNUSED, reason("overridden", by=by))
        if not act.ok:
            why = failure(self.night, act, step, need_unblocked=False)
            return entry(step, act.actor, "kill", sent, FAILED, *notes, *why)
        return self._attack(act, step, sent, notes, "mafia")

    def _attack(
        self, act: Act, step: int, sent: tuple[str, ...], notes: list[Reason], cause: str
    ) -> TraceEntry:
        """An attack that reached the R5 chain: lethal, or stopped by the first protection."""
        target = act.targets[0]
        outcome = self.outcomes.get(target)
        mine = _find(outcome, act.actor, cause) if outcome is not None else None
        if outcome is None or mine is None:
            return entry(step, act.actor, act.verb, sent, FAILED, *notes)
        if mine in outcome.lethal:
            died = reason("killed", target=target, cause=str(outcome.cause))
            return entry(step, act.actor, act.verb, sent, SUCCEEDED, *notes, died)
        return entry(step, act.actor, act.verb, sent, FAILED, *notes, self._stopped(outcome, mine))

    def _stopped(self, outcome: Outcome, attack: Attack) -> Reason:
        """The protection that stopped `attack`: the first of the R5 chain that caught it."""
        target = outcome.target
        protection = next(p for p in outcome.stopped_by if p in attack.stoppable_by)
        if protection == "guard":
            return reason("guarded", target=target, by=self._protector("guard", target))
        if protection == "heal":
            return reason("healed", target=target, by=self._protector("heal", target))
        return reason("extra_life", target=target)  # R14

    def _redirect(self, act: Act, step: int, sent: tuple[str, ...]) -> TraceEntry:
        """R9, R62: the Swindler's own result, and why it failed when it did."""
        night = self.night
        victim, to = str(act.args["target"]), str(act.args["to"])
        if act.ok:
            turned = night.redirectable(victim)
            verb = turned.verb if turned is not None else ""
            return entry(
                step,
                act.actor,
                "redirect",
                sent,
                SUCCEEDED,
                reason("turned", player=victim, verb=verb, to=to),
            )
        source = night.blocked.get(act.actor)
        if source is not None and source[0] < step:
            why = blocked_reason(source)
        elif victim in night.hidden and night.hidden[victim][0] < step:
            why = hidden_reason(victim, night.hidden[victim])
        elif night.camp_of(victim) == MAFIA:
            why = reason("victim_mafia", player=victim)
        else:
            early = next(
                (
                    a
                    for a in night.acts
                    if a.actor == victim and a.verb not in ("seek", "kill") and a.targets
                ),
                None,
            )
            if early is not None:
                why = reason("resolves_before", player=victim, verb=early.verb)
            else:
                why = reason("nothing_to_redirect", player=victim)
        return entry(step, act.actor, "redirect", sent, FAILED, why)

    def _seek(self, act: Act, step: int, sent: tuple[str, ...]) -> TraceEntry:
        """R22, R61: a blocked seeker finds nobody; else found or not."""
        target = act.targets[0]
        source = self.night.blocked.get(act.actor)
        if source is not None:
            return entry(step, act.actor, "seek", sent, FAILED, blocked_reason(source))
        item = self._told(act.actor, "seek")
        code = "found" if item.get("found") else "not_found"
        return entry(step, act.actor, "seek", sent, SUCCEEDED, reason(code, target=target))

    # --- what has no action of its own ---------------------------------------------------

    def _scouts(self) -> Iterator[TraceEntry]:
        """R19, R65: each Scout's report, or why there was none."""
        game = self.night.game
        for name in game.alive:
            if game.roles[name] != "scout":
                continue
            source = self.night.blocked.get(name)
            if source is not None:
                yield entry(INFORMATION_STEP, name, "scout", (), FAILED, blocked_reason(source))
                continue
            found = {role: target or "" for role, target in self.night.scouted.items()}
            yield entry(
                INFORMATION_STEP, name, "scout", (), SUCCEEDED, reason("scout_result", **found)
            )

    def _events(self) -> Iterator[TraceEntry]:
        """Exhaustion (R17) and the explosion (R18): attacks that no action of tonight made."""
        for outcome in self.outcomes.values():
            for attack in (*outcome.lethal, *outcome.stopped):
                if attack.cause not in ("exhaustion", "explosion"):
                    continue
                actor = attack.attacker or ""
                target = outcome.target
                if attack in outcome.lethal:
                    died = reason("killed", target=target, cause=str(outcome.cause))
                    yield entry(KILLS_STEP, actor, attack.cause, (target,), SUCCEEDED, died)
                else:
                    why = self._stopped(outcome, attack)
                    yield entry(KILLS_STEP, actor, attack.cause, (target,), FAILED, why)


def _find(outcome: Outcome, attacker: str, cause: str) -> Attack | None:
    for attack in (*outcome.lethal, *outcome.stopped):
        if attack.attacker == attacker and attack.cause == cause:
            return attack
    return None


def explain_night(night: CityNight) -> list[TraceEntry]:
    """The trace entries of a finished city night (before ordering)."""
    return CityExplainer(night).entries()


def explain_day(work: Work, acts: list[Act], tally: Mapping[str, int]) -> list[TraceEntry]:
    """The city's own day entries: the secret votes (R69) and the mine (city 3.3, R64)."""
    out = [
        entry(2, act.actor, "secret_vote", act.targets, SUCCEEDED, reason("counted"))
        for act in acts
        if act.verb == "secret_vote"
    ]
    mined = work.game.memory.get("mine")
    if mined is None:
        return out
    target = str(mined)
    causes = {death.player: death.cause for death in work.deaths}
    count = tally.get(target, 0)
    if causes.get(target) == "mine":
        out.append(
            entry(
                4, "", "mine", (target,), SUCCEEDED, reason("killed", target=target, cause="mine")
            )
        )
    elif causes.get(target) == "lynch":
        out.append(entry(4, "", "mine", (target,), FAILED, reason("lynched_anyway", target=target)))
    elif target not in work.game.alive_set:
        out.append(entry(4, "", "mine", (target,), FAILED, reason("target_dead", target=target)))
    else:
        why = reason("too_few_votes", target=target, count=count)
        out.append(entry(4, "", "mine", (target,), FAILED, why))
    return out


def muted_voters(work: Work) -> frozenset[str]:
    """R20: the voters the Trickster muted last night (their public vote does not count)."""
    return frozenset(str(name) for name in work.game.memory.get("mute", ()))
