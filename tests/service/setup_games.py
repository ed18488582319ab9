"""Finished games of one setup stored as the statistics store them (`/stats setup` tests)."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.store.models import Game, GameStat, PlayerGame

SIX = ("boss", "mafioso", "doctor", "citizen", "citizen", "citizen")
CAMPS = {"boss": "mafia", "mafioso": "mafia", "doctor": "civilians", "citizen": "civilians"}


async def finished_game(guild_id: int, roles: tuple[str, ...], winner: str, user: int) -> None:
    """A finished game stored as the statistics store one: its outcome and every seat."""
    now = datetime.now(UTC)
    game = await Game.create(
        guild_id=guild_id, channel_id=1, host_id=2, ruleset="city", language="en", seed=user
    )
    await GameStat.create(
        game=game,
        guild_id=guild_id,
        ruleset="city",
        winner=winner,
        days=3,
        seconds=60,
        players=len(roles),
        finished_at=now,
    )
    for seat, role in enumerate(roles):
        camp = CAMPS[role]
        await PlayerGame.create(
            game=game,
            guild_id=guild_id,
            user_id=user * 100 + seat,
            ruleset="city",
            role=role,
            camp=camp,
            won=camp == winner,
            survived=True,
        )
