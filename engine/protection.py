"""The R5 protection chain, shared by every rule set.

Each rule set declares its chain as an ordered tuple of protection ids (city: guard, heal,
extra_life; hobbit: ring, ricochet, shield, heal, extra_life). An attack says which protections
can stop it (`stoppable_by`); an unstoppable attack has none. For each attacked player the chain is
walked in order: the first protection that the player has and that stops at least one remaining
attack stops all remaining attacks it can stop; an extra life (`spent_once`) is used only when
nothing before it saved the player, and one life covers every attack of the night (R14).

A rule set tells which protections a player has through a `Covers` function, asked once per
attacked player.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.frozen import quick_init

if TYPE_CHECKING:
    from engine.work import Work

Covers = Callable[[str], Collection[str]]
"""The protections that cover a player now (any order; only those of the chain count)."""


@quick_init
@dataclass(frozen=True, slots=True)
class Attack:
    """One lethal attempt on a player: its cause, who made it, and what can stop it."""

    target: str
    cause: str
    attacker: str | None
    stoppable_by: frozenset[str]


@quick_init
@dataclass(frozen=True, slots=True)
class Outcome:
    """What the chain decided for one player."""

    target: str
    dies: bool
    cause: str | None  # R55: the first lethal attack in step order
    stopped_by: tuple[str, ...]  # protections that stopped at least one attack
    lethal: tuple[Attack, ...]  # the attacks that got through
    stopped: tuple[Attack, ...]  # the attacks that a protection stopped


def run_chain(chain: Sequence[str], attacks: Sequence[Attack], covers: Covers) -> Outcome:
    """Apply the chain to all attacks on one player (`attacks` in step order, same target)."""
    target = attacks[0].target
    has = covers(target)
    remaining = list(attacks)
    stopped: list[Attack] = []
    used: list[str] = []
    for protection in chain if has else ():
        if not remaining:
            break
        if protection not in has:
            continue
        caught = [a for a in remaining if protection in a.stoppable_by]
        if caught:
            used.append(protection)
            stopped.extend(caught)
            remaining = [a for a in remaining if protection not in a.stoppable_by]
    return Outcome(
        target=target,
        dies=bool(remaining),
        cause=remaining[0].cause if remaining else None,
        stopped_by=tuple(used),
        lethal=tuple(remaining),
        stopped=tuple(stopped),
    )


def group_by_target(attacks: Collection[Attack]) -> dict[str, list[Attack]]:
    """Attacks grouped per target, keeping step order inside each group."""
    groups: dict[str, list[Attack]] = {}
    for attack in attacks:
        groups.setdefault(attack.target, []).append(attack)
    return groups


def apply_attacks(
    work: Work,
    chain: Sequence[str],
    attacks: Collection[Attack],
    covers: Covers,
    spend_life: Callable[[str], None],
) -> dict[str, Outcome]:
    """Put every attacked player through the chain once, in seat order, and kill the dead (R5).

    `covers(target)` answers for every protection of `chain`, the extra life included;
    `spend_life(target)` is called when the extra life saved the target (R14, R43). Any attack
    stopped by a protection sets the public `kill_failed` (SPEC 5.2). Returns the outcome of
    every player who died of the attacks (a player already dead this phase is not killed again).
    """
    died: dict[str, Outcome] = {}
    groups = group_by_target(attacks)
    seat = work.game.seat
    for target in sorted(groups, key=seat.__getitem__):
        outcome = run_chain(chain, groups[target], covers)
        if work.outcomes is not None:
            work.outcomes.append(outcome)  # for the trace (engine.trace)
        if outcome.stopped:
            work.public["kill_failed"] = True
        if "extra_life" in outcome.stopped_by:
            spend_life(target)
        if outcome.dies and target in work.alive:
            work.kill(target, str(outcome.cause))
            died[target] = outcome
    return died
