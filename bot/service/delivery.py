"""Delivering the outbox: each game's undelivered announcements shown through its Table, in
order, one delivery at a time per game; each row on its own, so that one that fails never
blocks the rest.

A row is claimed before it is shown (`bot.service.claims`), so two processes never show the
same row. A row whose Table call raises records the attempt and is tried again after a backoff
by the game's delivery job; after `claims.MAX_ATTEMPTS` it is parked (`parked`), and the game
goes on. A crash after showing and before marking repeats the row (at least once).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timedelta

import engine
from bot.service import claims, outbox
from bot.service.calls import ParkedDelivery
from bot.service.jobs import JOB_RETRY_SECONDS, Jobs
from bot.service.state import ServiceState
from bot.service.table import Gone, Table
from bot.store.models import Announcement, Game, Seat

__all__ = ["Delivery", "delivery_job"]

log = logging.getLogger(__name__)


class Delivery:
    """Shows stored announcements through the registered Tables, retrying failed ones."""

    def __init__(self, shared: ServiceState, jobs: Jobs) -> None:
        self._shared = shared
        self._jobs = jobs

    async def deliver(self, game: Game) -> int:
        """Show the game's due announcements through its Table; how many were shown. If the
        store fails on the way, the game's delivery job tries again soon (and this raises)."""
        try:
            return await self._deliver(game)
        except Exception:
            if self._jobs.next_run(delivery_job(game.id)) is None:
                wait = JOB_RETRY_SECONDS[0] * self._shared.time_scale
                self._arm(game.id, self._shared.clock() + timedelta(seconds=wait))
            raise

    async def deliver_pending(self) -> int:
        """Deliver every due announcement of every game this process owns (arming each game's
        delivery job for the rows that are not due yet)."""
        pending = await Announcement.filter(delivered=False).distinct().values_list("game_id")
        total = 0
        for game in await Game.filter(id__in=[row[0] for row in pending]).order_by("id"):
            if not self._shared.owns(game.guild_id):
                continue
            try:
                total += await self.deliver(game)
            except Exception:  # its delivery job tries again
                log.exception("delivering game %s's announcements failed", game.id)
        return total

    async def parked(self, game_id: int) -> list[ParkedDelivery]:
        """The game's parked announcements, in order, with their last error."""
        return [
            ParkedDelivery(
                game_id=game_id,
                seq=row.seq,
                action=row.action,
                attempts=row.attempts,
                error=row.last_error or "",
                parked_at=row.parked_at,
            )
            for row in await claims.parked(game_id)
            if row.parked_at is not None
        ]

    async def _deliver(self, game: Game) -> int:
        shared = self._shared
        table = shared.table_for(game.guild_id)
        if table is None:
            return 0  # delivered once a Table is registered and the service resumes
        # One delivery at a time per game in this process; claims keep other processes apart.
        async with shared.delivering.setdefault(game.id, asyncio.Lock()):
            rows = await claims.claim_due(game.id, shared.instance, shared.clock())
            shown = await self._show_all(game, table, rows) if rows else 0
            at = await claims.next_retry(game.id, shared.instance)
        if at is None:
            self._jobs.remove(delivery_job(game.id))
        else:
            self._arm(game.id, at)
        return shown

    async def _show_all(self, game: Game, table: Table, rows: list[Announcement]) -> int:
        shared = self._shared
        seats = {seat.name: seat for seat in await Seat.filter(game_id=game.id)}
        where = await outbox.table_game(game)
        shown = 0
        for row in rows:
            if not await claims.renew(row, shared.instance, shared.clock()):
                continue  # taken over by another process after our lease ran out
            try:
                where = await outbox.show(table, where, row, seats)
            except Exception as error:
                parks = await claims.record_failure(
                    *(row, shared.instance, error, shared.clock(), shared.time_scale),
                    final=isinstance(error, Gone),
                )
                how = "parked after" if parks else "retried later:"
                log.warning(
                    "game %s's announcement %s (%s) %s %r",
                    *(game.id, row.seq, row.action, how, error),
                    exc_info=error,
                )
                continue
            await claims.mark_delivered(row, shared.clock())
            shown += 1
            phase = None
            if row.phase_kind is not None:
                phase = engine.Phase(row.phase_kind, row.phase_number)  # type: ignore[arg-type]
            await shared.at_fault_point("delivered", game.id, phase)
        return shown

    def _arm(self, game_id: int, at: datetime) -> None:
        self._jobs.schedule(delivery_job(game_id), at, self._retry, (game_id,))

    async def _retry(self, game_id: int) -> None:
        game = await Game.get_or_none(id=game_id)
        if game is not None:
            await self._deliver(game)  # raising: the job itself retries with backoff


def delivery_job(game_id: int) -> str:
    """The job id of a game's delivery retries."""
    return f"delivery:{game_id}"
