"""The statistics of a server's finished games, for `/stats`: the server's, a player's, the
leaderboard. What a finished game counts for (who won, for which camp, who survived) is the
engine's answer (`engine.outcome`), stored when the game finishes (`bot.store.stats`)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.service.ports.boundary import checked
from bot.service.settings.server import ServerSettings
from bot.store import setup_stats, stats
from bot.store.setup_stats import SetupRecord
from bot.store.stats import Leaderboard, LeaderRow, PlayerSummary, ServerSummary

__all__ = [
    "LeaderRow",
    "Leaderboard",
    "PlayerSummary",
    "ServerSummary",
    "SetupRecord",
    "Statistics",
]


@checked
class Statistics:
    """Reads one server's statistics; a server's statistics are its own."""

    def __init__(self, settings: ServerSettings) -> None:
        self._settings = settings

    async def server(self, guild_id: int) -> ServerSummary:
        """The server's finished games per rule set, wins by camp, lengths, the longest."""
        return await stats.server_summary(guild_id)

    async def player(self, guild_id: int, user_id: int) -> PlayerSummary | None:
        """A user's finished games on the server; None when they have played none."""
        return await stats.player_summary(guild_id, user_id)

    async def leaderboard(self, guild_id: int) -> Leaderboard:
        """The most wins, and the best win rates among players with the server's minimum of
        finished games."""
        config = await self._settings.get_config(guild_id)
        return await stats.leaderboard(guild_id, config.stats_min_games)

    async def setup(self, guild_id: int, ruleset: str, roles: Sequence[str]) -> SetupRecord:
        """The server's finished games dealt exactly `roles` (any order): wins by camp and by
        role (`/stats setup`)."""
        return await setup_stats.setup_record(guild_id, ruleset, roles)
