"""«Что если»: what one changed input would have done to a game, and the phases that decided it.

Only an exact engine can answer this: the record is replayed with **one** input changed, every
other input as recorded (`engine.replaying`), and the ending compared with the real one.

**What if.** The candidate changes, tried in this order until `MAX_REPLAYS` replays are spent:

1. a protection moved onto a victim: each `heal` or `guard` sent on a night on which a player
   died otherwise than by the lynch, moved onto that player;
2. a day vote moved: each counted vote of a day (voter and target alive) moved to another player
   who got votes that day, or to `abstain`;
3. a kill moved: each `kill` or `shoot` sent at night, moved onto another living player who died
   later in the game, or who was a target of the other camps' votes (the players the table
   talked about), at most `KILL_TARGETS` of them.

A check is never changed: it changes only what a player knew, and a replay keeps every later
input as recorded, so it cannot change the outcome. A change the engine would refuse
(`Game.check_action`) is not tried. A finding keeps the change, the ending with it (winner and the
phase it ends in; both None when the record ends before the changed game does) and the real one.
`what_ifs` returns at most `MAX_FINDINGS`: first those that change the winner, then those that
change the phase it ends in, then those after which the record ends with the game undecided, then
those that change only who leaves in the changed phase; at most `PER_PHASE` from one phase and one
per player and phase, earlier phases first within each kind.

**Turning points.** A phase in which someone left the game is a turning point when replaying the
record with that phase passed quietly (its input empty: nobody acts, nobody votes; its `posts` and
`replaced` kept) gives another winner, or none by the record's end: the game turned on what
happened then. One replay per phase.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from engine.game import Game
from engine.outcome import last_phase
from engine.record import Record
from engine.replaying import VOTE, Change, Step, changed_input, play_on, steps
from engine.types import ABSTAIN, EMPTY, Death, Phase, PhaseInput

MAX_REPLAYS = 150
"""The most altered replays per game for the what-if search (each replays from the changed
phase on: about 0.1 s for a long game)."""

MAX_FINDINGS = 5
"""The most what-if findings kept per game."""

PER_PHASE = 2
"""The most findings kept from one phase."""

KILL_TARGETS = 4
"""The most new targets tried for one kill."""

PROTECTIONS = frozenset({"heal", "guard"})
KILLS = frozenset({"kill", "shoot"})


@dataclass(frozen=True, slots=True)
class Ending:
    """How a replay ends: the winner and the phase it ends in (None: not over by the record's
    end)."""

    winner: str | None
    last: Phase | None


@dataclass(frozen=True, slots=True)
class WhatIf:
    """One finding: the changed input, the changer's role then, the ending with the change and
    the real one, and who would have left in the changed phase instead of who did."""

    change: Change
    phase: Phase
    role: str
    ending: Ending
    actual: Ending
    left: tuple[str, ...]  # who would have left in the changed phase
    actual_left: tuple[str, ...]

    @property
    def kind(self) -> str:
        """`winner` (another winner), `length` (the same winner, another ending phase),
        `undecided` (no winner by the record's end) or `phase` (only who left in the changed
        phase)."""
        if self.ending.winner is None:
            return "undecided"
        if self.ending.winner != self.actual.winner:
            return "winner"
        return "length" if self.ending.last != self.actual.last else "phase"


@dataclass(frozen=True, slots=True)
class TurningPoint:
    """A phase the game turned on: who left in it, and the ending had it passed quietly."""

    phase: Phase
    left: tuple[str, ...]
    without: Ending


def _ending(game: Game) -> Ending:
    if game.winner is None:
        return Ending(None, None)
    return Ending(game.winner, last_phase(game.phase))


def _left(deaths: tuple[Death, ...]) -> tuple[str, ...]:
    return tuple(sorted(d.player for d in deaths))


def turning_points(record: Record) -> tuple[TurningPoint, ...]:
    """The phases the game turned on (see the module docstring), in order."""
    resolved, game = steps(record)
    actual = _ending(game)
    points: list[TurningPoint] = []
    for step in resolved:
        if not step.result.deaths:
            continue
        quiet = PhaseInput(actions=EMPTY, votes=EMPTY, posts=step.phase_input.posts)
        quiet = replace(quiet, replaced=step.phase_input.replaced)
        without = _ending(play_on(step.before, (quiet, *record.phases[step.index + 1 :])))
        if without.winner != actual.winner:
            points.append(TurningPoint(step.result.phase, _left(step.result.deaths), without))
    return tuple(points)


def _legal(step: Step, change: Change) -> bool:
    if change.verb == VOTE:
        return True
    return step.before.check_action(change.player, change.verb, change.value) is None


def _candidates(resolved: tuple[Step, ...]) -> Iterator[tuple[Step, Change]]:
    """Every candidate change, in the order of the module docstring."""
    for step in resolved:
        if step.result.phase.kind != "night":
            continue
        victims = [d.player for d in step.result.deaths if d.cause != "lynch"]
        for actor, verbs in step.phase_input.actions.items():
            for verb, sent in verbs.items():
                if verb in PROTECTIONS and isinstance(sent, str):
                    for victim in victims:
                        if victim != sent:
                            yield step, Change(step.index, actor, verb, victim, sent)
    for step in resolved:
        if step.result.phase.kind != "day":
            continue
        alive = step.before.alive_set
        counted = {v: t for v, t in step.phase_input.votes.items() if v in alive and t in alive}
        voted = sorted(set(counted.values()), key=step.before.names.index)
        for voter, target in counted.items():
            for other in (*voted, ABSTAIN):
                if other != target:
                    yield step, Change(step.index, voter, VOTE, other, target)
    died_later = [d.player for step in resolved for d in step.result.deaths]
    for step in resolved:
        if step.result.phase.kind != "night":
            continue
        alive = step.before.alive_set
        for actor, verbs in step.phase_input.actions.items():
            for verb, sent in verbs.items():
                if verb not in KILLS or not isinstance(sent, str):
                    continue
                targets = [p for p in dict.fromkeys(died_later) if p in alive]
                targets = [p for p in targets if p not in (sent, actor)][:KILL_TARGETS]
                for target in targets:
                    yield step, Change(step.index, actor, verb, target, sent)


def what_ifs(record: Record) -> tuple[WhatIf, ...]:
    """The game's what-if findings (see the module docstring), best first."""
    resolved, game = steps(record)
    actual = _ending(game)
    found: list[WhatIf] = []
    replays = 0
    for step, change in _candidates(resolved):
        if replays >= MAX_REPLAYS:
            break
        if not _legal(step, change):
            continue
        replays += 1
        phase_input = changed_input(step.phase_input, change)
        after, result = step.before.resolve(phase_input)
        ending = _ending(play_on(after, record.phases[step.index + 1 :]))
        left, actual_left = _left(result.deaths), _left(step.result.deaths)
        if ending == actual and left == actual_left:
            continue
        role = step.before.role(change.player)
        found.append(WhatIf(change, step.result.phase, role, ending, actual, left, actual_left))
    return _best(found)


_KIND_ORDER = {"winner": 0, "length": 1, "undecided": 2, "phase": 3}


def _best(found: list[WhatIf]) -> tuple[WhatIf, ...]:
    """At most MAX_FINDINGS, by kind then phase, at most PER_PHASE per phase and one per
    player and phase."""
    chosen: list[WhatIf] = []
    per_phase: dict[Phase, int] = {}
    seen: set[tuple[Phase, str]] = set()
    for finding in sorted(found, key=lambda f: (_KIND_ORDER[f.kind], f.phase.index)):
        key = (finding.phase, finding.change.player)
        if key in seen or per_phase.get(finding.phase, 0) >= PER_PHASE:
            continue
        seen.add(key)
        per_phase[finding.phase] = per_phase.get(finding.phase, 0) + 1
        chosen.append(finding)
        if len(chosen) == MAX_FINDINGS:
            break
    return tuple(chosen)
