"""What to estimate: a rule set, a role list (or the preset for N players), the host's settings,
how many games and from which seed; checked before any game is played."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import engine
from bot.balance.errors import BalanceError
from bot.balance.fingerprint import request_key

MAX_GAMES = 10_000
"""The most games one estimate plays for the setup itself."""
MAX_SWING_GAMES = 2_000
"""The most games one estimate plays for each role replaced by its camp's plain role."""
SEED_STRIDE = 100_000
"""Game i of an estimate with seed S is dealt and played with seed S * SEED_STRIDE + i (the seeds
of two estimate seeds never overlap: MAX_GAMES < SEED_STRIDE)."""


@dataclass(frozen=True)
class BalanceRequest:
    """A checked request: the role list in a canonical (sorted) order, so the same setup however
    listed is the same request; `swing_games` games (the first seeds of the estimate's own) for
    each replaced role, 0 for none."""

    ruleset: str
    roles: tuple[str, ...]
    settings: engine.Settings = field(default_factory=engine.Settings)
    games: int = 1000
    swing_games: int = 250
    seed: int = 0

    @property
    def key(self) -> str:
        """The cache key: the setup, settings, games, seed and the version of the code."""
        return request_key(
            {
                "ruleset": self.ruleset,
                "roles": list(self.roles),
                "settings": self.settings.to_mapping(),
                "games": self.games,
                "swing_games": self.swing_games,
                "seed": self.seed,
            }
        )

    def seeds(self, count: int) -> range:
        """The seeds of the estimate's first `count` games."""
        start = self.seed * SEED_STRIDE
        return range(start, start + count)


def balance_request(
    ruleset: str,
    roles: Sequence[str] | None = None,
    players: int | None = None,
    settings: engine.Settings | None = None,
    games: int = 1000,
    swing_games: int | None = None,
    seed: int = 0,
) -> BalanceRequest:
    """A checked request; raises EngineError (unknown rule set or role, a setup no deal can make,
    a role list of another length than `players`) or BalanceError (games out of range).

    Without `roles`, the preset for `players`; `swing_games` defaults to a quarter of `games`
    (at most MAX_SWING_GAMES)."""
    if not 1 <= games <= MAX_GAMES:
        raise BalanceError("balance_games", {"count": games, "minimum": 1, "maximum": MAX_GAMES})
    limit = min(games, MAX_SWING_GAMES)
    swings = min(games // 4, limit) if swing_games is None else swing_games
    if not 0 <= swings <= limit:
        raise BalanceError("balance_swing_games", {"count": swings, "maximum": limit})
    if roles is None:
        if players is None:
            raise ValueError("a role list or a number of players is needed")
        role_list = engine.preset(ruleset, players)
    else:
        role_list = tuple(roles)
        known = engine.roles(ruleset)
        for role in role_list:  # an unknown role first: it says more than a count
            if role not in known:
                raise engine.EngineError("unknown_role", {"role": role})
        if players is not None and players != len(role_list):
            raise engine.EngineError("role_count", {"count": len(role_list), "expected": players})
        error = engine.check_roles(ruleset, role_list)
        if error is not None:
            raise error
    return BalanceRequest(
        ruleset, tuple(sorted(role_list)), settings or engine.Settings(), games, swings, seed
    )
