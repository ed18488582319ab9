"""The hobbit day: the lynch with Smaug and the Ring (R41, R76), then Legolas's and Bard's shots
after the vote (R42, R74). The Ring and Gollum's side come first (R70, `night.ring_and_side`)."""

from __future__ import annotations

from engine.protection import Attack
from engine.rulesets.hobbit import state
from engine.rulesets.hobbit.attacks import resolve_attacks
from engine.rulesets.hobbit.tables import CIVILIANS, ORDINARY, ROLES
from engine.work import Act, Work


def apply_lynch(work: Work, lynched: tuple[str, ...]) -> None:
    """Kill the lynched; the Ring saves its wearer (R40); Smaug survives while other mafia
    live (R41), the other lynched player dying first (R76)."""
    for name in sorted(lynched, key=lambda n: work.roles[n] == "smaug"):
        saved_by_ring = state.ring_active(work.memory, name, work.phase)  # R40
        smaug_hides = work.roles[name] == "smaug" and any(  # R41
            state.is_mafia(work.roles[other]) for other in work.alive if other != name
        )
        if saved_by_ring or smaug_hides:
            work.public["lynch_failed"] = True
        else:
            work.kill(name, "lynch")


def shoot(work: Work, acts: list[Act]) -> None:
    """Legolas's then Bard's shots, after the vote, even if the archer was lynched (R74)."""
    for act in acts:
        if act.verb == "shoot" and work.roles[act.actor] == "legolas":
            _legolas(work, act)
    for act in acts:
        if act.verb == "shoot" and work.roles[act.actor] == "bard":
            _bard(work, act)


def _spend_arrow(work: Work, archer: str) -> int:
    left = work.count(archer, "arrows") - 1
    work.set_count(archer, "arrows", left)
    return left


def _legolas(work: Work, act: Act) -> None:
    """R42: one arrow; a civilian hit costs one more, or Legolas's life when none is left."""
    legolas, target = act.actor, act.targets[0]
    if target not in work.alive:
        return  # R42: no arrow spent
    left = _spend_arrow(work, legolas)
    role = work.roles[target]
    bard_alive = "bard" in map(work.roles.__getitem__, work.alive)
    if role != "smaug" or not bard_alive:
        holder = work.memory.get(state.STONE)
        thorin = str(holder) if holder is not None and work.roles[str(holder)] == "thorin" else None
        resolve_attacks(
            work,
            [Attack(target, "shot", legolas, ORDINARY)],
            lambda name: ("ring",) if state.ring_active(work.memory, name, work.phase) else (),
            thorin,
        )
    if ROLES[role].camp == CIVILIANS:  # Gollum never counts as a civilian
        if left > 0:
            _spend_arrow(work, legolas)
        else:
            work.kill(legolas, "legolas_penalty")


def _bard(work: Work, act: Act) -> None:
    """Bard: one arrow; on Smaug, Smaug dies the following night (unstoppable)."""
    if act.targets[0] not in work.alive:
        return  # R54: an arrow at a player already dead is not spent
    _spend_arrow(work, act.actor)
    if work.roles[act.targets[0]] == "smaug":
        work.memory[state.ARROW_ON_SMAUG] = True
