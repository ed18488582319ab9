"""The city rule set as data (SPEC 3): roles, verbs, night order, priorities, presets."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine.types import ArgSpec, NoteRule, RoleInfo, Step, role_table
from engine.verbs import VerbSpec, verb_table

MAFIA, CIVILIANS, ROBBERS = "mafia", "civilians", "robbers"
CAMPS = (MAFIA, CIVILIANS, ROBBERS)

ROLES = role_table(
    RoleInfo("boss", MAFIA, ("check", "kill")),
    RoleInfo("thief", MAFIA, ("rob", "kill")),
    RoleInfo("guard", MAFIA, ("guard", "kill")),
    RoleInfo("swindler", MAFIA, ("redirect", "kill")),
    RoleInfo("actor", MAFIA, ("become", "kill")),
    RoleInfo("mafioso", MAFIA, ("kill",), unique=False),
    RoleInfo("detective", CIVILIANS, ("check",)),
    RoleInfo("doctor", CIVILIANS, ("heal",)),
    RoleInfo("deputy", CIVILIANS),
    RoleInfo("chosen", CIVILIANS, (), ("secret_vote",)),
    RoleInfo("journalist", CIVILIANS, ("compare",)),
    RoleInfo("witch", CIVILIANS, ("curse",)),
    RoleInfo("courtesan", CIVILIANS, ("borrow",)),
    RoleInfo("lucky", CIVILIANS),
    RoleInfo("shooter", CIVILIANS, ("shoot",)),
    RoleInfo("sleepwalker", CIVILIANS, ("watch",)),
    RoleInfo("citizen", CIVILIANS, unique=False),
    RoleInfo("psycho", ROBBERS, ("invite", "seek")),
    RoleInfo("miner", ROBBERS, ("mine", "seek")),
    RoleInfo("thug", ROBBERS, ("beat", "seek")),
    RoleInfo("scout", ROBBERS, ("seek",)),
    RoleInfo("trickster", ROBBERS, ("mute", "seek")),
)

_P = (ArgSpec("target", "player"),)
_PAIR = (ArgSpec("first", "player"), ArgSpec("second", "player"))

VERBS = verb_table(
    VerbSpec("kill", "night", _P),  # R7, R60: the camp kill
    VerbSpec("check", "night", _P),  # Boss (R6) and Detective
    VerbSpec("rob", "night", _P, self_allowed=False),
    VerbSpec("guard", "night", _P),
    VerbSpec(
        "redirect",
        "night",
        (ArgSpec("target", "player"), ArgSpec("to", "player")),
        shape="mapping",
        min_args=2,
    ),
    VerbSpec("become", "night", (ArgSpec("role", "role"),), once=True),  # R10
    VerbSpec("heal", "night", _P, no_repeat=True),  # R53
    VerbSpec("compare", "night", _PAIR, shape="list", min_args=2, distinct=True),
    VerbSpec("curse", "night", _P),
    VerbSpec("borrow", "night", (ArgSpec("role", "role"),), shape="nested"),
    VerbSpec("shoot", "night", _P, self_allowed=False),  # C1
    VerbSpec("watch", "night", _P),
    VerbSpec("invite", "night", _P, self_allowed=False),  # R17
    VerbSpec("mine", "night", _P),
    VerbSpec("beat", "night", _P, no_repeat=True),  # R53
    VerbSpec("mute", "night", _P),
    VerbSpec("seek", "night", _P, self_allowed=False),  # R22
    VerbSpec("secret_vote", "day", _PAIR, shape="list", min_args=1, too_many="too_many_votes"),
)

# SPEC 3.2; each step's key names the CityNight method that runs it.
STEPS = (
    Step(0, "carry_in", ("psycho", "witch"), ()),
    Step(1, "rob", ("thief",), ("rob",)),
    Step(2, "beat", ("thug",), ("beat",)),
    Step(3, "invite", ("psycho",), ("invite",)),
    Step(4, "redirect", ("swindler",), ("redirect",)),
    Step(5, "curse", ("witch",), ("curse",)),
    Step(6, "guard", ("guard",), ("guard",)),
    Step(7, "heal", ("doctor",), ("heal",)),
    Step(8, "mine", ("miner",), ("mine",)),
    Step(
        9,
        "kills",
        ("boss", "thief", "guard", "swindler", "actor", "mafioso", "shooter", "psycho"),
        ("kill", "shoot"),
    ),
    Step(
        10,
        "information",
        (
            "boss",
            "detective",
            "journalist",
            "scout",
            "psycho",
            "miner",
            "thug",
            "trickster",
            "sleepwalker",
        ),
        ("check", "compare", "seek", "mute", "watch"),
    ),
    Step(11, "successions", ("actor", "deputy"), ("become",)),
)

# The step at which each verb resolves (a borrowed verb resolves at its own role's step).
VERB_STEP = MappingProxyType({verb: step.number for step in STEPS for verb in step.verbs})

KILL_PRIORITY = ("boss", "thief", "guard", "swindler", "actor", "mafioso")  # R7, R60
PROTECTIONS = ("guard", "heal", "extra_life")  # R5 for city
NO_ROLE = frozenset({"citizen", "mafioso"})  # R6: "has no role"
NOT_BORROWABLE = frozenset({"lucky", "deputy", "citizen", "courtesan"})  # R66
SCOUTED = ("detective", "thief", "doctor")  # R19: whom each of these roles visited tonight
# R22: every robber's `seek` looks for a fellow robber (the goal names the words it is told in).
SEEK_GOALS = MappingProxyType(
    {role.id: "robber" for role in ROLES.values() if "seek" in role.night_verbs}
)
QUARRIES: Mapping[str, str] = MappingProxyType({})  # no shot here harms one role only
REDIRECTED = "redirected:"  # flag prefix: the Swindler turned this player's action once (R9)

# Presets (C10): roles are added in these orders as the table grows.
MAFIA_ORDER = ("boss", "thief", "guard", "swindler", "actor")
CIVILIAN_ORDER = (
    "detective",
    "doctor",
    "lucky",
    "journalist",
    "shooter",
    "sleepwalker",
    "witch",
    "deputy",
    "chosen",
    "courtesan",
)
ROBBER_ORDER = ("psycho", "thug", "miner", "scout", "trickster")


# seats: (mafia, robbers, special civilians); the rest are citizens (C10).
PRESET_COUNTS = MappingProxyType(
    {
        6: (2, 0, 3), 7: (2, 0, 3), 8: (2, 0, 4), 9: (2, 0, 4), 10: (3, 0, 5),
        11: (3, 0, 5), 12: (3, 2, 5), 13: (3, 2, 5), 14: (4, 2, 6), 15: (4, 2, 6),
        16: (4, 3, 6), 17: (5, 3, 7), 18: (5, 3, 7), 19: (5, 3, 7), 20: (5, 4, 8),
        21: (6, 4, 8), 22: (6, 4, 8), 23: (6, 4, 9), 24: (6, 5, 9), 25: (7, 5, 9),
        26: (7, 5, 10), 27: (7, 5, 10), 28: (8, 5, 10), 29: (8, 5, 10), 30: (8, 5, 10),
    }
)  # fmt: skip


def preset(n_players: int) -> tuple[str, ...]:
    """The preset role list for `n_players` seats (6..30): mafia, robbers, then civilians."""
    mafia, robbers, specials = PRESET_COUNTS[n_players]
    roles = list(MAFIA_ORDER[:mafia]) + ["mafioso"] * max(0, mafia - len(MAFIA_ORDER))
    roles += ROBBER_ORDER[:robbers]
    roles += CIVILIAN_ORDER[:specials]
    roles += ["citizen"] * (n_players - len(roles))
    return tuple(roles)


# What the table is told (SPEC 1): the day causes named publicly besides the lynch (the Miner's
# mine, R51 sleep), and the public flags announced, in order.
TOLD_CAUSES = frozenset({"mine", "sleep"})
NOTICES = ("kill_failed",)

CARD_NOTES = (NoteRule("robber-seek", "role", camp=ROBBERS),)  # R22: every robber may seek
