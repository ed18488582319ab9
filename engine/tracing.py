"""Building a phase's trace (engine.trace) once the phase has resolved, when one is asked for.

The rule set explains its night (`Ruleset.explain_night`) and its own day actions
(`Ruleset.explain_day`); here is what every rule set shares: refused actions and votes, the
day's votes, the lynch (R1, R50) and sleep (R51), put in the phase's order.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.ruleset import Ruleset
from engine.trace import (
    FAILED,
    REJECTED,
    SUCCEEDED,
    PhaseTrace,
    Reason,
    TraceEntry,
    entry,
    in_order,
    reason,
)
from engine.types import ABSTAIN
from engine.work import Act, Work

VOTES_STEP, LYNCH_STEP, SLEEP_STEP = 2, 3, 5
_DAY_VERB_STEP = {"ring": 1, "side": 1, "vote": 2, "secret_vote": 2, "shoot": 4}


def rejected_entries(rules: Ruleset, work: Work) -> list[TraceEntry]:
    """Every refused action or vote, at its verb's step, with its error code as the reason."""
    night_steps: dict[str, int] = {}
    for step in rules.steps:
        for verb in step.verbs:
            night_steps.setdefault(verb, step.number)
    steps = night_steps if work.phase.kind == "night" else _DAY_VERB_STEP
    return [
        entry(steps.get(r.verb, 0), r.player, r.verb, (), REJECTED, Reason(r.code, r.params))
        for r in work.rejected
    ]


def night_trace(rules: Ruleset, work: Work, night: object) -> PhaseTrace:
    """A resolved night's trace."""
    entries = rules.explain_night(work, night) + rejected_entries(rules, work)
    return PhaseTrace(work.phase, in_order(entries, work.game.seat))


def day_trace(
    rules: Ruleset,
    work: Work,
    votes: Mapping[str, str],
    tally: Mapping[str, int],
    lynched: tuple[str, ...],
    acts: list[Act],
) -> PhaseTrace:
    """A resolved day's trace: votes, the lynch, the rule set's day actions, sleep."""
    seat = work.game.seat
    muted = rules.muted_votes(work)
    entries: list[TraceEntry] = []
    for voter, target in votes.items():
        if voter in muted:  # R20
            entries.append(entry(VOTES_STEP, voter, "vote", (target,), FAILED, reason("muted")))
        else:
            entries.append(entry(VOTES_STEP, voter, "vote", (target,), SUCCEEDED))
    entries.extend(_lynch(rules, work, tally, lynched))
    entries.extend(rules.explain_day(work, acts, tally))
    entries.extend(_sleep(work))
    entries.extend(rejected_entries(rules, work))
    counted = sorted(
        ((name, n) for name, n in tally.items() if n > 0 and name != ABSTAIN),
        key=lambda item: (-item[1], seat[item[0]]),
    )
    return PhaseTrace(work.phase, in_order(entries, seat), tuple(counted))


def _lynch(
    rules: Ruleset, work: Work, tally: Mapping[str, int], lynched: tuple[str, ...]
) -> list[TraceEntry]:
    """One entry per player the vote picked (died, or why not); else why nobody was picked."""
    if not lynched:
        counted = {name: n for name, n in tally.items() if n > 0}
        if not counted:
            return [entry(LYNCH_STEP, "", "lynch", (), FAILED, reason("no_votes"))]  # R50
        top = max(counted.values())
        seat = work.game.seat
        tied = tuple(sorted((n for n, c in counted.items() if c == top), key=seat.__getitem__))
        why = reason("tie", players=tied, count=top)  # R1, R50
        return [entry(LYNCH_STEP, "", "lynch", tied, FAILED, why)]
    died = {d.player for d in work.deaths if d.cause == "lynch"}
    out = []
    for name in lynched:
        votes = reason("votes", count=tally.get(name, 0))
        if name in died:
            killed = reason("killed", target=name, cause="lynch")
            out.append(entry(LYNCH_STEP, "", "lynch", (name,), SUCCEEDED, votes, killed))
        else:
            saved = rules.lynch_saved(work, name)
            out.append(
                entry(LYNCH_STEP, "", "lynch", (name,), FAILED, votes, *([saved] if saved else []))
            )
    return out


def _sleep(work: Work) -> list[TraceEntry]:
    """R51: who was put to sleep, after how many absent days."""
    return [
        entry(
            SLEEP_STEP,
            "",
            "sleep",
            (d.player,),
            SUCCEEDED,
            reason("absent", days=work.absences.get(d.player, 0)),
        )
        for d in work.deaths
        if d.cause == "sleep"
    ]
