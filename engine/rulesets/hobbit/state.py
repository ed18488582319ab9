"""Reading and writing the hobbit rule set's memory (the Arkenstone, the Ring, the orcs' head …).

Everything a hobbit game carries from phase to phase beyond counters and flags lives in
`Game.memory` / `Work.memory` under the keys below, as immutable values. The Arkenstone is one key
holding its holder's name (or None once lost), so it is always in at most one place.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from engine.rulesets.hobbit.tables import HEAD_ORDER, MAFIA, ORCS, ROLES
from engine.types import Phase

STONE = "arkenstone"  # holder's name, or None when lost (R38)
DIGIT = "alfrid_digit"  # R31
HEADS = "heads"  # Azog's and Bolg's names, in the order they head the orcs (R39)
HEAD = "head"  # the orcs' head chosen after Azog and Bolg (R39, R71)
ORC_SUBS = "orc_substitute_kills"  # R71: shared by the plain orcs
LAST_BLOCK = "last_block"  # (night number, target) of the pair's last used block (R53)
SHIELD_USED = "shield_used"  # R32
SAURON_SEARCHED = "sauron_searched"  # night number Bilbo found Sauron (R36)
SMAUG_FOUND = "smaug_found"  # Bilbo found Smaug on some night (R37, R77)
ARROW_ON_SMAUG = "arrow_on_smaug"  # Bard hit Smaug today: he dies tonight
SIDE = "gollum_side"  # R45
WINDOW = "side_window"  # phase index of the "asked once more" phase (R78)
WINDOW_USED = "side_window_used"


def heal_key(name: str) -> str:
    """Memory key of a wizard's last heal: (night number, target) (R34, R53)."""
    return "last_heal:" + name


def ring_key(name: str) -> str:
    """Memory key of the last phase index a worn Ring protects its wearer in (R70)."""
    return _RING_UNTIL + name


_RING_UNTIL = "ring_until:"


def ring_active(memory: Mapping[str, Any], name: str, phase: Phase) -> bool:
    """Whether `name` wears the Ring in `phase`."""
    until = memory.get(_RING_UNTIL + name)  # ring_key(name)
    return until is not None and phase.index <= int(until)


def ring_until(phase: Phase) -> int:
    """The last phase a Ring worn in `phase` protects (R70): this night, or the next one by day."""
    return phase.index if phase.kind == "night" else phase.index + 1


def gollum_side(memory: Mapping[str, Any]) -> str:
    """Gollum's side: "loner" until he chooses the civilians (R45)."""
    return str(memory.get(SIDE, "loner"))


def heads_in_order(players: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """Who heads the orcs while alive, in order (R39): Azog, then Bolg; fixed at the deal."""
    ranked = sorted(
        (HEAD_ORDER.index(role), seat, name)
        for seat, (name, role) in enumerate(players)
        if role in HEAD_ORDER
    )
    return tuple(name for _, _, name in ranked)


def known_head(alive: Collection[str], memory: Mapping[str, Any]) -> str | None:
    """The orcs' head if one is known now: Azog, else Bolg, else the chosen new head (R39)."""
    for name in memory.get(HEADS, ()):
        if name in alive:
            return str(name)
    chosen = memory.get(HEAD)
    return str(chosen) if chosen is not None and chosen in alive else None


def living_orcs(
    roles: Mapping[str, str], alive: frozenset[str] | set[str], seat: Mapping[str, int]
) -> list[str]:
    """Living members of the orc channel, in seat order."""
    return sorted([n for n in alive if roles[n] in ORCS], key=seat.__getitem__)


def is_mafia(role: str) -> bool:
    """Whether a role is in the mafia camp (orcs, Sauron, Smaug)."""
    return ROLES[role].camp == MAFIA
