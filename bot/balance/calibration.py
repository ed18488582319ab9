"""How a setup really went beside its estimate: once a setup has `CALIBRATION_GAMES` finished
games on a server, whether each camp's real win share (and the draws') falls inside the
estimate's 95% interval."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.balance.report import Estimate

CALIBRATION_GAMES = 30
"""Finished games a setup needs before its real shares are held against the estimate."""


@dataclass(frozen=True)
class Check:
    """One camp (or "draw"): its real wins out of the games, and whether that share lies inside
    the estimate's interval [low, high]."""

    camp: str
    wins: int
    games: int
    low: float
    high: float

    @property
    def share(self) -> float:
        """The real share (0..1)."""
        return self.wins / self.games

    @property
    def inside(self) -> bool:
        """Whether the real share falls inside the estimate's interval."""
        return self.low <= self.share <= self.high


def calibration(wins: Mapping[str, int], games: int, estimate: Estimate) -> tuple[Check, ...]:
    """Each camp's check and the draws' (`wins`: winner -> games won); none below
    CALIBRATION_GAMES finished games."""
    if games < CALIBRATION_GAMES:
        return ()
    checks = [
        Check(camp, wins.get(camp, 0), games, share.low, share.high)
        for camp, share in estimate.camps.items()
    ]
    draws = estimate.draws
    return (*checks, Check("draw", wins.get("draw", 0), games, draws.low, draws.high))
