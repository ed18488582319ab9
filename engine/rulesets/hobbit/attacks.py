"""Applying a phase's attacks through the shared R5 chain, with the hobbit's ricochet and elk.

Used by the night's kill step and by Legolas's shot by day: Thorin holding the Arkenstone turns
every ordinary attack on him back on its attacker (cause `ricochet`, itself an ordinary attack);
then every attacked player goes through the chain once (R5, R55), the elk dying for Thranduil
(R43) when nothing before it saved him.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from engine.protection import Attack, Covers, apply_attacks
from engine.rulesets.hobbit.tables import ORDINARY, PROTECTIONS
from engine.work import Work

ELK = "elk"


def resolve_attacks(
    work: Work, attacks: Sequence[Attack], covers: Covers, thorin_with_stone: str | None
) -> dict[str, tuple[Attack, ...]]:
    """Kill whoever the attacks kill; return the lethal attacks per player who died.

    `covers(target)` answers for ring, shield and heal; the ricochet and the elk are handled
    here. Any attack stopped by a protection sets the public `kill_failed` (SPEC 5.2).
    """
    final: list[Attack] = []
    for attack in attacks:
        if attack.target == thorin_with_stone and "ricochet" in attack.stoppable_by:
            work.public["kill_failed"] = True
            if attack.attacker is not None:
                final.append(Attack(attack.attacker, "ricochet", thorin_with_stone, ORDINARY))
        else:
            final.append(attack)

    def with_elk(target: str) -> Collection[str]:
        if work.count(target, ELK) > 0:
            return (*covers(target), "extra_life")
        return covers(target)

    def elk_dies(target: str) -> None:
        work.set_count(target, ELK, 0)  # R43
        work.tell(target, {"type": "elk_died"})

    died = apply_attacks(work, PROTECTIONS, final, with_elk, elk_dies)
    return {target: outcome.lethal for target, outcome in died.items()}
