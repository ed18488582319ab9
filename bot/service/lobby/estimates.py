"""Balance estimates of a server's setups (`/setup save|show`, `/game start roles:`, `/stats
setup`): played by the simulated players in worker processes (`bot.balance`), never on the event
loop; many requests for one setup share one run; an estimate is kept in the store under its key
(setup, settings, games, seed, version of the code) with the last ones in memory in front.

The estimate is made with the server's game settings as they are now."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.balance.estimator import Estimator
from bot.balance.report import Estimate
from bot.balance.request import BalanceRequest, balance_request
from bot.service.settings.server import ServerSettings
from bot.store import estimates
from bot.store.replay import engine_settings

__all__ = ["GAMES", "SWING_GAMES", "Estimates"]

log = logging.getLogger(__name__)

GAMES = 1000
"""Games of the setup itself per estimate (an interval of about ±3 points)."""
SWING_GAMES = 200
"""Games per role replaced by its camp's plain role."""


class Estimates:
    """A server's setups' estimates: `request` one, see whether it is `ready`, `estimate` it."""

    def __init__(
        self,
        settings: ServerSettings,
        estimator: Estimator | None = None,
        *,
        games: int = GAMES,
        swing_games: int = SWING_GAMES,
    ) -> None:
        self._settings = settings
        self._estimator = estimator
        self.games = games
        self.swing_games = swing_games

    @property
    def estimator(self) -> Estimator:
        """The estimator (its worker processes start on its first run)."""
        if self._estimator is None:
            self._estimator = Estimator()
        return self._estimator

    @estimator.setter
    def estimator(self, estimator: Estimator) -> None:
        self._estimator = estimator

    async def request(
        self, guild_id: int, ruleset: str, roles: Sequence[str] | None, players: int | None = None
    ) -> BalanceRequest:
        """The request for a role list (or the preset for `players`) with the server's game
        settings; raises EngineError for a list no deal can make (unknown_role, …)."""
        config = await self._settings.get_config(guild_id)
        return balance_request(
            ruleset,
            roles,
            players,
            engine_settings(config.kept_by_a_game()),
            self.games,
            min(self.swing_games, self.games),
        )

    async def ready(self, request: BalanceRequest) -> Estimate | None:
        """The estimate of `request` if it has been made (remembered or kept), else None; a
        store that cannot be read counts as none kept."""
        known = self.estimator.known(request.key)
        if known is not None:
            return known
        try:
            data = await estimates.kept(request.key)
        except Exception:  # the estimate is a nicety: a store failure only costs a run
            log.exception("could not read a kept balance estimate")
            return None
        if data is None:
            return None
        try:
            estimate = Estimate.from_json(request, data)
        except (KeyError, TypeError, ValueError):
            log.warning("a kept balance estimate could not be read back: %s", request.key)
            return None
        self.estimator.learn(estimate)
        return estimate

    async def estimate(self, request: BalanceRequest) -> Estimate:
        """The estimate of `request`: ready, or played in the workers (a run under way is
        shared) and then kept; raises BalanceError when the run fails or times out."""
        found = await self.ready(request)
        if found is not None:
            return found
        estimate = await self.estimator.estimate(request)
        try:
            await estimates.keep(estimate.key, estimate.version, estimate.to_json())
        except Exception:  # kept in memory all the same
            log.exception("could not keep a balance estimate")
        return estimate

    def running(self, request: BalanceRequest) -> bool:
        """Whether the estimate of `request` is being played now."""
        return self._estimator is not None and self._estimator.running(request.key)

    async def close(self) -> None:
        """Stop the worker processes (if any were started)."""
        if self._estimator is not None:
            await self._estimator.close()
