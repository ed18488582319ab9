"""The estimate of a setup, from the games played: each camp's win share with its Wilson interval,
the draws, the median length, and each role's swing (the change of its camp's win share when it
is replaced by the camp's plain role); as plain JSON for machines and caches."""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import engine
from bot.balance.games import Played
from bot.balance.interval import difference, wilson
from bot.balance.plan import Swap
from bot.balance.request import BalanceRequest


@dataclass(frozen=True)
class Share:
    """How many of the games ended one way, that share, and its 95% Wilson interval."""

    count: int
    games: int
    share: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        """The share as plain data (shares rounded to 4 places)."""
        return {
            "count": self.count,
            "games": self.games,
            "share": round(self.share, 4),
            "low": round(self.low, 4),
            "high": round(self.high, 4),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Share:
        """The share `to_json` gave (recomputed from its counts: exactly the share it was)."""
        return share_of(int(data["count"]), int(data["games"]))


def share_of(count: int, games: int) -> Share:
    """`count` of `games` as a Share."""
    low, high = wilson(count, games)
    return Share(count, games, count / games if games else 0.0, low, high)


@dataclass(frozen=True)
class RoleSwing:
    """A role replaced by its camp's plain role: its camp's win share on the same seeds with the
    role (`before`) and without it (`after`), and the swing `before - after` with Newcombe's 95%
    interval; or, when it cannot be measured, why (`replacement` None, or `error`). The interval
    takes the two sets of games as independent; they are dealt from the same seeds, so it is on
    the wide side."""

    role: str
    camp: str
    replacement: str | None
    before: Share | None = None
    after: Share | None = None
    swing: float | None = None
    low: float | None = None
    high: float | None = None
    error: engine.EngineError | None = None

    def to_json(self) -> dict[str, Any]:
        """The swing as plain data."""
        data: dict[str, Any] = {"role": self.role, "camp": self.camp}
        data["replacement"] = self.replacement
        if self.error is not None:
            data["error"] = {"code": self.error.code, "params": dict(self.error.params)}
        if self.before is not None and self.after is not None and self.swing is not None:
            data["with_role"] = self.before.to_json()
            data["with_replacement"] = self.after.to_json()
            data["swing"] = round(self.swing, 4)
            data["low"] = round(self.low or 0.0, 4)
            data["high"] = round(self.high or 0.0, 4)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RoleSwing:
        """The swing `to_json` gave (recomputed from its counts: exactly the swing it was)."""
        error = data.get("error")
        if "swing" not in data:
            coded = None if error is None else engine.EngineError(error["code"], error["params"])
            return cls(data["role"], data["camp"], data["replacement"], error=coded)
        before = Share.from_json(data["with_role"])
        after = Share.from_json(data["with_replacement"])
        low, high = difference(before.count, before.games, after.count, after.games)
        swing = before.share - after.share
        return cls(data["role"], data["camp"], data["replacement"], before, after, swing, low, high)


@dataclass(frozen=True)
class Estimate:
    """The estimate of one request (`key`, `version`): the camps' shares, the draws, the games cut
    unfinished, the median length in days, and the swings, largest first."""

    request: BalanceRequest
    key: str
    version: str
    camps: dict[str, Share]
    draws: Share
    unfinished: int
    median_days: int
    swings: tuple[RoleSwing, ...]

    def to_json(self) -> dict[str, Any]:
        """The estimate as plain data (`python -m bot balance --json`, a cache)."""
        request = self.request
        return {
            "source": "simulated players (bot.demo.people), not people",
            "key": self.key,
            "version": self.version,
            "ruleset": request.ruleset,
            "roles": list(request.roles),
            "settings": request.settings.to_mapping(),
            "seed": request.seed,
            "games": request.games,
            "swing_games": request.swing_games,
            "camps": {camp: share.to_json() for camp, share in self.camps.items()},
            "draws": self.draws.to_json(),
            "unfinished": self.unfinished,
            "median_days": self.median_days,
            "swings": [swing.to_json() for swing in self.swings],
        }

    @classmethod
    def from_json(cls, request: BalanceRequest, data: dict[str, Any]) -> Estimate:
        """The estimate of `request` that `to_json` gave (a stored estimate; its shares are
        rounded to 4 places)."""
        return cls(
            request,
            data["key"],
            data["version"],
            {camp: Share.from_json(share) for camp, share in data["camps"].items()},
            Share.from_json(data["draws"]),
            int(data["unfinished"]),
            int(data["median_days"]),
            tuple(RoleSwing.from_json(swing) for swing in data["swings"]),
        )


def summarize(
    request: BalanceRequest,
    key: str,
    version: str,
    played: Sequence[Played],
    swapped: Sequence[tuple[Swap, Sequence[Played]]],
) -> Estimate:
    """The estimate from the setup's games (`played`, in seed order) and each swap's games (on
    the first seeds of the same games)."""
    winners = Counter(game.winner for game in played)
    games = len(played)
    camps = {camp: share_of(winners[camp], games) for camp in engine.camps(request.ruleset)}
    swings = [_swing(swap, played, games_swapped) for swap, games_swapped in swapped]
    swings.sort(key=lambda s: (s.swing is None, -abs(s.swing or 0.0), s.role))
    return Estimate(
        request,
        key,
        version,
        camps,
        share_of(winners["draw"], games),
        winners[None],
        int(statistics.median_low(game.days for game in played)),
        tuple(swings),
    )


def _swing(swap: Swap, played: Sequence[Played], swapped: Sequence[Played]) -> RoleSwing:
    if not swap.playable or not swapped:
        return RoleSwing(swap.role, swap.camp, swap.replacement, error=swap.error)
    paired = played[: len(swapped)]
    with_role = sum(game.winner == swap.camp for game in paired)
    without = sum(game.winner == swap.camp for game in swapped)
    low, high = difference(with_role, len(paired), without, len(swapped))
    before, after = share_of(with_role, len(paired)), share_of(without, len(swapped))
    return RoleSwing(
        swap.role, swap.camp, swap.replacement, before, after, before.share - after.share, low, high
    )
