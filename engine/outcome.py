"""Who won a finished game, seat by seat: the facts the statistics count.

The engine answers every rules question, so it also says, for each seat, which camp the player
played for at the end (R45: a Gollum on the civilians' side plays for them), whether they are
among the winners, and whether they were still in the game when it ended.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import Game
from engine.types import Phase


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat at the end: the role dealt, the camp played for at the end, won, survived."""

    player: str
    role: str  # the role dealt at the start (an Actor's or Deputy's later role is not it)
    camp: str  # the camp the player played for when the game ended
    won: bool
    survived: bool


@dataclass(frozen=True, slots=True)
class Outcome:
    """A finished game: the winning camp (or "draw"), the phase it ended in, every seat."""

    winner: str
    last: Phase
    standings: tuple[Standing, ...]  # seat order

    @property
    def days(self) -> int:
        """The game day it ended in: night 3 and day 3 are both its third day."""
        return self.last.number


def outcome(game: Game) -> Outcome | None:
    """The outcome of a finished game, or None while it runs."""
    if game.winner is None:
        return None
    rules, alive = game.rules, game.alive_set
    standings = tuple(
        Standing(name, role, rules.side(game, name), game.won(name), name in alive)
        for name, role in game.setup.players
    )
    return Outcome(game.winner, last_phase(game.phase), standings)


def last_phase(after: Phase) -> Phase:
    """The phase resolved just before `after` (a game's phase once it is over is the next)."""
    if after.kind == "day":
        return Phase("night", after.number)
    return Phase("day", after.number - 1)
