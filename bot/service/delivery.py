"""Delivering the outbox: each game's undelivered announcements shown through its Table, in
order, one delivery at a time per game."""

from __future__ import annotations

import asyncio
import logging

import engine
from bot.service import outbox
from bot.service.state import ServiceState
from bot.store.models import Announcement, Game

__all__ = ["Delivery"]

log = logging.getLogger(__name__)


class Delivery:
    """Shows stored announcements through the registered Tables."""

    def __init__(self, shared: ServiceState) -> None:
        self._shared = shared

    async def deliver(self, game: Game) -> int:
        """Show the game's undelivered announcements through its Table; how many."""
        shared = self._shared
        table = shared.table_for(game.guild_id)
        if table is None:
            return 0  # delivered once a Table is registered and the service resumes

        async def after_each(row: Announcement) -> None:
            phase = None
            if row.phase_kind is not None:
                phase = engine.Phase(row.phase_kind, row.phase_number)  # type: ignore[arg-type]
            await shared.at_fault_point("delivered", game.id, phase)

        # One delivery at a time per game, or two would both show the same pending rows.
        async with shared.delivering.setdefault(game.id, asyncio.Lock()):
            return await outbox.deliver(game, table, shared.clock, after_each)

    async def deliver_pending(self) -> int:
        """Deliver every undelivered announcement of every game this process owns."""
        pending = await Announcement.filter(delivered=False).distinct().values_list("game_id")
        total = 0
        for game in await Game.filter(id__in=[row[0] for row in pending]).order_by("id"):
            if not self._shared.owns(game.guild_id):
                continue
            try:
                total += await self.deliver(game)
            except Exception:  # left undelivered: retried at the game's next delivery
                log.exception("delivering game %s's announcements failed", game.id)
        return total
