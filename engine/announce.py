"""What is public and what is private after a phase (SPEC section 1, R56): the announcement the
whole table gets, and each private item as its player is told it."""

from __future__ import annotations

from collections.abc import Mapping

from engine.chronicle import tell
from engine.game import Game
from engine.types import Announcement, PhaseResult, Revealed, Told

FAILABLE_ITEMS: frozenset[str] = frozenset(
    {"check", "boss_check", "compare", "watch", "search", "scout", "seek", "hunt"}
)
"""Private item types that may say only "failed" (SPEC 5.2 `failed: true`)."""


def announcement(result: PhaseResult, before: Game) -> Announcement:
    """The public side of `result`, resolved on the game `before` (`engine.chronicle.tell`)."""
    return tell(result, before, before.rules)


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
