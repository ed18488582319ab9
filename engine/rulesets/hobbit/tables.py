"""The hobbit rule set as data (SPEC 4): roles, verbs, night order, protections, presets."""

from __future__ import annotations

from types import MappingProxyType

from engine.types import ArgSpec, NoteRule, RoleInfo, Step, role_table
from engine.verbs import VerbSpec, verb_table

MAFIA, CIVILIANS, LONER = "mafia", "civilians", "loner"
CAMPS = (MAFIA, CIVILIANS, LONER)

ROLES = role_table(
    RoleInfo("legolas", CIVILIANS, (), ("shoot",)),
    RoleInfo("thranduil", CIVILIANS),
    RoleInfo("thorin", CIVILIANS, ("seek",)),
    RoleInfo("bilbo", CIVILIANS, ("search", "ring"), ("ring",)),
    RoleInfo("gandalf", CIVILIANS, ("heal",)),
    RoleInfo("radagast", CIVILIANS, ("heal",)),
    RoleInfo("tauriel", CIVILIANS, ("seek", "block")),
    RoleInfo("kili", CIVILIANS, ("block",)),
    RoleInfo("bard", CIVILIANS, (), ("shoot",)),
    RoleInfo("alfrid", CIVILIANS, ("digit",)),
    RoleInfo("citizen", CIVILIANS, unique=False),
    RoleInfo("gollum", LONER, ("kill", "ring", "side"), ("ring", "side")),
    RoleInfo("azog", MAFIA, ("kill",)),
    RoleInfo("bolg", MAFIA, ("kill",)),
    RoleInfo("orc", MAFIA, ("kill",), unique=False),
    RoleInfo("sauron", MAFIA, ("instruct",)),
    RoleInfo("smaug", MAFIA, ("hunt",)),
)

_P = (ArgSpec("target", "player"),)
SIDES = ("civilians", "loner")
PAIR = ("tauriel", "kili")

VERBS = verb_table(
    VerbSpec("seek", "night", _P),  # Thorin: the Arkenstone; Tauriel: Kili
    VerbSpec(
        "search",
        "night",
        (ArgSpec("target", "player"), ArgSpec("share_smaug", "bool")),
        shape="mapping",
    ),  # Bilbo (R36, R37)
    VerbSpec("ring", "any", ()),  # R40, R70
    VerbSpec("heal", "night", _P),  # R34 (repeat checked across pairs of nights)
    VerbSpec(
        "block",
        "night",
        (ArgSpec("target", "player"), ArgSpec("shield", "choice", PAIR)),
        shape="mapping",
    ),  # R32, R73
    VerbSpec("digit", "night", (ArgSpec("digit", "digit"),)),  # R31
    VerbSpec(
        "kill",
        "night",
        (ArgSpec("target", "player"), ArgSpec("digit", "digit")),
        shape="mapping",
    ),  # the camp kill (R39, R71) and Gollum's
    VerbSpec("hunt", "night", _P),  # Smaug (R33)
    VerbSpec(
        "instruct",
        "night",
        (
            ArgSpec("hint", "player"),
            ArgSpec("role", "role"),
            ArgSpec("suggest", "player"),
            ArgSpec("order", "player"),
        ),
        shape="mapping",
        min_args=0,
        alternatives=(("hint", "role"), ("suggest",), ("order",)),
    ),  # R35: one kind
    VerbSpec("side", "any", (ArgSpec("side", "choice", SIDES),)),  # R45, R78
    VerbSpec("shoot", "day", _P, self_allowed=False),  # Legolas (R42), Bard
)

INSTRUCT_KINDS = tuple(group[0] for group in VERBS["instruct"].alternatives)  # R35

# SPEC 4.3; each key names the HobbitNight method that runs the step.
STEPS = (
    Step(0, "carry_in", ("bilbo", "gollum", "smaug"), ("ring", "side")),
    Step(1, "digit", ("alfrid",), ("digit",)),
    Step(2, "thorin_seek", ("thorin",), ("seek",)),
    Step(3, "tauriel_seek", ("tauriel",), ("seek",)),
    Step(4, "block", PAIR, ("block",)),
    Step(5, "hunt", ("smaug",), ("hunt",)),
    Step(6, "search", ("bilbo",), ("search",)),
    Step(7, "heal", ("gandalf", "radagast"), ("heal",)),
    Step(8, "instruct", ("sauron",), ("instruct",)),
    Step(9, "kills", ("azog", "bolg", "orc", "gollum", "smaug", "bard"), ("kill",)),
    Step(10, "aftermath", ("thorin", "gollum"), ()),
)

PROTECTIONS = ("ring", "ricochet", "shield", "heal", "extra_life")  # R5 with R73
ORDINARY = frozenset(PROTECTIONS)
UNSTOPPABLE: frozenset[str] = frozenset()  # Bard's arrow on Smaug (R5)

ORCS = ("azog", "bolg", "orc")  # the orc channel (R30); the camp kill's senders
HEAD_ORDER = ("azog", "bolg")  # R39: heads before the orcs choose a new one
SUBSTITUTE_KILLS = 3  # R39, R71: Bolg's own, and the plain orcs' shared allowance
START_COUNTERS = MappingProxyType(
    {
        "legolas": {"arrows": 5},  # R42
        "bard": {"arrows": 7},
        "sauron": {"orders": 2},  # R35
        "bolg": {"substitute_kills": SUBSTITUTE_KILLS},  # R39
        "bilbo": {"ring": 1},  # R40: the One Ring, worn once
        "thranduil": {"elk": 1},  # R43
    }
)
DIGITS = (1, 2)  # R31
# What each role's `seek` looks for: Thorin the Arkenstone, Tauriel Kili (the goal names the
# words it is told in).
SEEK_GOALS = MappingProxyType({"thorin": "stone", "tauriel": "kili"})
SCOUTED: tuple[str, ...] = ()  # no scout here
# A role whose shot harms only one role: the Bard's arrow harms only Smaug (SPEC 4.4), and a
# Bilbo who found Smaug may name him to the Bard (R37).
QUARRIES = MappingProxyType({"bard": "smaug"})

# Presets: the first six roles make the 6-seat game; each further seat adds the next role.
PRESET_ORDER = (
    "azog", "bolg", "legolas", "bilbo", "gandalf", "thorin",
    "citizen", "gollum", "orc", "radagast", "tauriel", "kili", "sauron", "thranduil", "alfrid",
    "smaug", "bard", "citizen", "orc", "citizen", "citizen", "orc", "citizen", "citizen", "orc",
    "citizen", "citizen", "orc", "citizen", "citizen",
)  # fmt: skip


def preset(n_players: int) -> tuple[str, ...]:
    """The preset role list for `n_players` seats (6..30): the first roles of `PRESET_ORDER`."""
    return PRESET_ORDER[:n_players]


# What the table is told (SPEC 1): the day causes named publicly besides the lynch (R51 sleep),
# and the public flags announced, in order (R43: the elk's death is a failed kill).
TOLD_CAUSES = frozenset({"sleep"})
NOTICES = ("kill_failed", "arkenstone_found", "gollum_loner")

CARD_NOTES = (
    NoteRule("sauron-orcs", "team", role="sauron", team="orcs"),  # R30: Sauron knows the orcs
    NoteRule("thorin-arkenstone", "items", role="thorin", flag="arkenstone"),
    NoteRule("holds-arkenstone", "items", unless_role="thorin", flag="arkenstone"),
)
