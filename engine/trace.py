"""The trace of a resolved phase: every action with its outcome and the reasons for it.

Pure frozen data, like the rest of the engine's output: reason codes with parameters, never
prose (the bot words them from `locales/*/review.ftl`). Asked for with
`game.resolve(phase_input, trace=True)`, which sets `PhaseResult.trace`; an ordinary resolution
builds none of it (the steps only keep, in the sets they use anyway, who blocked or hid whom).

A night's entries follow the rule set's night order (`step` is the SPEC 3.2 / 4.3 step); a day's
follow `DAY_STEPS`. Within a step, entries keep seat order. An entry without an actor (`actor`
"") is something that happens by itself: an exhaustion, an explosion, the lynch, the mine, sleep.

>>> import engine
>>> setup = engine.Setup("city", (("Anna", "boss"), ("Boris", "doctor"), ("Dina", "citizen")))
>>> night = engine.PhaseInput(actions={"Anna": {"kill": "Dina"}, "Boris": {"heal": "Dina"}})
>>> _, result = engine.new_game(setup).resolve(night, trace=True)
>>> for line in engine.trace_lines(result.trace):
...     print(line)
night-1 step=7 actor=Boris verb=heal targets=Dina outcome=succeeded
night-1 step=9 actor=Anna verb=kill targets=Dina outcome=failed reasons=healed(target=Dina,by=Boris)
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from engine.types import EMPTY, PhaseTrace, Reason, TraceEntry, TraceParam

__all__ = [
    "DAY_STEPS",
    "OUTCOMES",
    "TRACE_CODES",
    "PhaseTrace",
    "Reason",
    "TraceEntry",
    "TraceParam",
    "trace_lines",
]

SUCCEEDED, FAILED, UNUSED, REJECTED = "succeeded", "failed", "unused", "rejected"
OUTCOMES = (SUCCEEDED, FAILED, UNUSED, REJECTED)
"""What became of an entry: it worked; it failed (no effect, SPEC 2); it was legal but another
took its place (R57: a lower-priority kill or block); the engine refused it (its one reason is
then an `engine.ERROR_CODES` code with that error's parameters)."""

DAY_STEPS = MappingProxyType(
    {1: "ring_and_side", 2: "votes", 3: "lynch", 4: "after_vote", 5: "inactivity"}
)
"""The order of a day (R70 first, then the vote, the lynch, the mine and the shots, R51)."""

_CODES: dict[str, tuple[str, ...]] = {
    # --- why an action failed: its actor was blocked (SPEC 2) ---
    "robbed": ("by",),  # city step 1: the Thief
    "beaten": ("by",),  # city step 2: the Thug (R15: a Sleepwalker watching his target too)
    "at_psycho": ("by",),  # city step 3: the Psycho's guest
    "cursed": (),  # city step 0: last night's curse (R11)
    "blocked_by_pair": ("by",),  # hobbit step 4: Tauriel or Kili
    "sauron_penalty": (),  # hobbit step 0: Bilbo searched Sauron last night (R36)
    # --- why an action failed: its target could not be found ---
    "target_beaten": ("target", "by"),  # hidden by the Thug (R61)
    "target_at_psycho": ("target", "by"),  # hidden at the Psycho's (R12, R61)
    # --- the Swindler (R9, R62) ---
    "redirected": ("by", "to"),  # this action was turned onto `to` by the Swindler `by`
    "turned": ("player", "verb", "to"),  # the Swindler's own success
    "victim_mafia": ("player",),  # R9: a mafia member's action is not redirected
    "resolves_before": ("player", "verb"),  # R9: theft, beating, invitation came first
    "nothing_to_redirect": ("player",),  # R62: no redirectable action tonight
    # --- attacks and the R5 chain, in its order ---
    "killed": ("target", "cause"),  # the attack was lethal (cause: R55, the first in order)
    "wears_ring": ("target",),  # the One Ring (R40)
    "ricochet": ("target", "on"),  # Thorin with the Arkenstone turned it back on `on`
    "guarded": ("target", "by"),  # city: the Guard
    "shielded": ("target",),  # hobbit: the pair's shield (R32, R73)
    "healed": ("target", "by"),  # the Doctor, a wizard (or a borrowed heal, R66)
    "extra_life": ("target",),  # city: Lucky's second life (R14)
    "elk": ("target",),  # hobbit: Thranduil's elk (R43)
    "smaug_immune": ("target",),  # R41: the ordinary camp kill fails on Smaug
    "wrong_digit": ("target", "digit"),  # R31: Alfrid named another digit tonight
    "ordered": ("by", "target"),  # R72: Sauron's order set the camp kill's target
    "head_blocked": ("head", "by"),  # R32: the pair blocked the orcs' head
    "overridden": ("by",),  # R57, R60, R71, R73: a higher-priority one was used
    "target_dead": ("target",),  # R42, R54: already dead; nothing happens
    # --- what an action achieved ---
    "check_result": ("target", "camp"),
    "boss_check_result": ("target", "has_role", "camp"),  # has_role: "yes" | "no" (R6)
    "compare_result": ("result",),  # same | different
    "watch_result": ("camps",),  # R63: one camp per successful visitor, sorted
    "scout_result": ("detective", "thief", "doctor"),  # R19, R65: "" where none succeeded
    "found": ("target",),  # a robber's seek (R22), Tauriel finding Kili
    "not_found": ("target",),
    "stone_found": ("target",),  # Thorin takes the Arkenstone (R33)
    "stone_taken": ("target",),  # Smaug (or Bilbo from Smaug) takes the Arkenstone
    "attacks_thorin": ("target",),  # Smaug hunting Thorin without the stone (R33)
    "search_result": ("target", "role", "arkenstone"),  # arkenstone: "yes" | "no"
    "became": ("role",),  # R10: the Actor's appointment
    "actor_died": (),  # R67: the Actor died that night; the appointment is lost
    "secret_votes": (),  # R66: a borrowed Chosen gives secret votes tomorrow
    "digit_set": ("digit",),  # R31
    "instructed": ("kind", "player", "role"),  # R35; role "" but for a hint
    "pair_block": ("target",),  # R32
    "shield_granted": ("player",),  # R32: the pair's one-time shield tonight
    "ring_put_on": (),  # R40, R70
    "ring_taken": ("target",),  # R40, R75: Gollum took the Ring from Bilbo
    "side_chosen": ("side",),  # R45
    # --- the day ---
    "counted": (),  # a vote that counts
    "muted": (),  # R20: the Trickster muted this voter
    "votes": ("count",),  # how many counted votes the player had
    "no_votes": (),  # R50: nobody had a counted vote
    "tie": ("players", "count"),  # R1, R50: three or more (or two without double_kill) tied
    "smaug_survives": ("target",),  # R41, R76
    "lynched_anyway": ("target",),  # the mined player was lynched (city 3.3)
    "too_few_votes": ("target", "count"),  # the mine needs 3 counted votes
    "absent": ("days",),  # R51: absent this many days running
    "smaug_spared": ("target",),  # Legolas on Smaug while Bard lives
    "penalty_arrow": (),  # R42: Legolas hit a civilian and loses one more arrow
    "penalty_death": (),  # R42: … and had none left
    "arrow_in_smaug": ("target",),  # Bard: Smaug dies the following night
    "arrow_lost": ("target",),  # Bard: not Smaug; the arrow is lost
}

TRACE_CODES: Mapping[str, tuple[str, ...]] = MappingProxyType(_CODES)
"""Every reason code of a trace -> the names of its parameters (`review-reason-<code>` in the
locales takes exactly these; a rejected entry's reason is an `engine.ERROR_CODES` code)."""


def reason(code: str, **params: TraceParam) -> Reason:
    """A reason of `TRACE_CODES` (a misspelt code or parameter is a bug: AssertionError)."""
    assert code in _CODES and tuple(params) == _CODES[code], (code, tuple(params))
    return Reason(code, MappingProxyType(params) if params else EMPTY)


def trace_lines(trace: PhaseTrace) -> list[str]:
    """The trace as stable data lines, one per entry (then the tally by day):
    `night-1 step=9 actor=Anna verb=kill targets=Dina outcome=failed reasons=healed(…)`.
    A value with a space, a quote or one of `=,();[]` is written as a JSON string."""
    where = f"{trace.phase.kind}-{trace.phase.number}"
    out = []
    for entry in trace.entries:
        line = (
            f"{where} step={entry.step} actor={_value(entry.actor)} verb={entry.verb}"
            f" targets={_value(entry.targets)} outcome={entry.outcome}"
        )
        if entry.reasons:
            line += " reasons=" + ";".join(_reason_text(r) for r in entry.reasons)
        out.append(line)
    if trace.phase.kind == "day":
        counts = " ".join(f"{_value(name)}={count}" for name, count in trace.tally)
        out.append(f"{where} tally {counts}".rstrip())
    return out


_BARE = re.compile(r"[^\s\"=,();\[\]\\]+")


def _value(value: TraceParam) -> str:
    if isinstance(value, tuple):
        return ",".join(_value(v) for v in value) if value else "-"
    text = str(value)
    if not text:
        return "-"
    return text if _BARE.fullmatch(text) and text != "-" else json.dumps(text, ensure_ascii=False)


def _reason_text(item: Reason) -> str:
    params = ",".join(f"{key}={_list(value)}" for key, value in item.params.items())
    return f"{item.code}({params})" if params else item.code


def _list(value: TraceParam) -> str:
    if isinstance(value, tuple):
        return "[" + ",".join(_value(v) for v in value) + "]"
    return _value(value)


def entry(
    step: int,
    actor: str,
    verb: str,
    targets: Iterable[str],
    outcome: str,
    *reasons: Reason,
) -> TraceEntry:
    """A trace entry (targets as a tuple of names)."""
    assert outcome in OUTCOMES, outcome
    return TraceEntry(step, actor, verb, tuple(targets), outcome, reasons)


def in_order(entries: Iterable[TraceEntry], seat: Mapping[str, int]) -> tuple[TraceEntry, ...]:
    """Entries by step, then by the actor's seat (events without an actor after the actions of
    their step), keeping the given order otherwise."""
    last = len(seat)
    return tuple(sorted(entries, key=lambda e: (e.step, seat.get(e.actor, last))))
