"""What is public and what is private after a phase (SPEC section 1, R56): the announcement the
whole table gets, and each private item as its player is told it."""

from __future__ import annotations

from collections.abc import Mapping

from engine.game import Game
from engine.types import Announcement, PhaseResult, Revealed, Told

FAILABLE_ITEMS: frozenset[str] = frozenset(
    {"check", "boss_check", "compare", "watch", "search", "scout", "seek", "hunt"}
)
"""Private item types that may say only "failed" (SPEC 5.2 `failed: true`)."""


def announcement(result: PhaseResult, before: Game) -> Announcement:
    """The public side of `result`, resolved on the game `before`."""
    rules = before.rules
    left = tuple(death.player for death in result.deaths)
    reveal = before.setup.settings.reveal
    roles: list[str] = []
    camps: list[str] = []
    if reveal == "role":  # SPEC 1: every leaver's role is told
        roles = [result.revealed.get(name) or before.role(name) for name in left]
    elif reveal == "camp":  # a forum table's rule: only the camp is told
        camps = [before.camp(name) for name in left]
    # SPEC 1: names and roles apart, the roles (or camps) in an order that tells nothing
    roles.sort()
    camps.sort()
    notices = tuple(key for key in rules.notices if result.public.get(key))
    if result.phase.kind == "night":
        return Announcement(
            before.setup.ruleset,
            result.phase,
            left,
            untold=left,
            roles=tuple(roles),
            notices=notices,
            camps=tuple(camps),
            reveal=reveal,
        )
    by_lynch = {death.player for death in result.deaths if death.cause == "lynch"}
    told_causes = rules.told_causes
    return Announcement(
        ruleset=before.setup.ruleset,
        phase=result.phase,
        left=left,
        lynched=result.lynched,
        lynch_failed=tuple(name for name in result.lynched if name not in by_lynch),
        told=tuple(death for death in result.deaths if death.cause in told_causes),
        untold=tuple(
            death.player
            for death in result.deaths
            if death.cause != "lynch" and death.cause not in told_causes
        ),
        roles=tuple(roles),
        notices=notices,
        camps=tuple(camps),
        reveal=reveal,
    )


def revealed(game: Game, name: str, *, over: bool = False) -> Revealed:
    """What the whole table knows of `name`'s role in `game`: nothing while they play; once they
    left, by the game's `reveal` setting (`role`: role and camp, `camp`: the camp, `none`: nothing);
    every role once the game is over (`over`: also a game stopped without a winner)."""
    reveal = game.setup.settings.reveal
    if over or game.winner is not None or (name not in game.alive_set and reveal == "role"):
        return Revealed(game.role(name), game.camp(name))
    if name not in game.alive_set and reveal == "camp":
        return Revealed(None, game.camp(name))
    return Revealed()


def told_item(item: Mapping[str, object]) -> Told:
    """One private item of SPEC 5.2 (`result.private`, already without R56's leavers)."""
    kind = str(item.get("type", ""))
    failed = item.get("failed") is True or (kind == "compare" and item.get("result") == "failed")
    fields = {key: value for key, value in item.items() if key not in ("type", "failed")}
    return Told(kind, failed and kind in FAILABLE_ITEMS, fields)
