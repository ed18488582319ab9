"""Delivering the outbox: each game's undelivered announcements shown through its Table, in
order, one delivery at a time per game; each row on its own, so that one that fails never
blocks the rest. Many games are delivered together (a batch of resolutions): their rows are
claimed in one UPDATE, what their delivery needs is read once (`bot.service.outbox.contexts`),
and the rows shown are marked delivered together, one UPDATE for many rows.

A row is claimed before it is shown (`bot.service.outbox.claims`), so two processes never show the
same row; a claim is renewed, for every row still to show, once half its lease has passed. A
row whose Table call raises records the attempt and is tried again after a backoff by the
game's delivery job; after `claims.MAX_ATTEMPTS` it is parked (`parked`), and the game goes on.
A row that holds no action (`MalformedAction`) or needs a place the Table lost (`Gone`) is
parked at once.
Shown rows are marked at the latest `MARK_EVERY_SECONDS` after showing (and whenever the
delivery stops, even by an exception): a crash in between repeats them (at least once).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Callable, Sequence
from contextlib import AsyncExitStack
from datetime import datetime, timedelta

import engine
from bot.service.clock.jobs import JOB_RETRY_SECONDS, Jobs
from bot.service.outbox import claims
from bot.service.outbox.actions import MalformedAction
from bot.service.outbox.contexts import GameContext, Showing, chunks, load_contexts, show_row
from bot.service.outbox.urgency import URGENCY, urgency_of
from bot.service.ports.calls import ParkedDelivery
from bot.service.ports.table import Gone, Table
from bot.service.runtime import Clock, FaultPoints, Tables
from bot.store import games as stored_games
from bot.store.games import StoredGame
from bot.store.outbox import OutboxItem

__all__ = ["BATCH_GAMES", "Delivery", "Marks", "delivery_job"]

log = logging.getLogger(__name__)

BATCH_GAMES = 250
"""Games delivered together at most (their seats and rows are read in one statement each)."""

MARK_CHUNK = 2000  # row ids per UPDATE


class Delivery:
    """Shows stored announcements through the registered Tables, retrying failed ones."""

    def __init__(
        self,
        jobs: Jobs,
        *,
        tables: Tables,
        clock: Clock,
        instance: str,
        owns: Callable[[int], bool],
        faults: FaultPoints,
    ) -> None:
        self._jobs = jobs
        self._tables = tables
        self._clock = clock
        self._instance = instance
        self._owns = owns
        self._faults = faults
        # one delivery per game at a time in this process (weak values: idle games hold none)
        self._delivering: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def _delivery_lock(self, game_id: int) -> asyncio.Lock:
        """This process's lock on a game's delivery."""
        return self._delivering.setdefault(game_id, asyncio.Lock())

    def holds_lock(self, game_id: int) -> bool:
        """Whether a delivery of the game holds or awaits its lock in this process."""
        return game_id in self._delivering

    async def deliver(self, game: StoredGame) -> int:
        """Show the game's due announcements through its Table; how many were shown. If the
        store fails on the way, the game's delivery job tries again soon (and this raises)."""
        return await self.deliver_many([game])

    async def deliver_many(self, games: Sequence[StoredGame]) -> int:
        """Show the due announcements of many games, in order within each game; how many. If
        the store fails on the way, each game's delivery job tries again soon (and this raises)."""
        try:
            total = 0
            for batch in chunks(range(len(games)), BATCH_GAMES):
                total += await self._deliver([games[index] for index in batch])
            return total
        except Exception:
            for game in games:
                if self._jobs.next_run(delivery_job(game.id)) is None:
                    wait = JOB_RETRY_SECONDS[0] * self._clock.time_scale
                    self._arm(game.id, self._clock.now() + timedelta(seconds=wait))
            raise

    async def deliver_pending(self) -> int:
        """Deliver every due announcement of every game this process owns (arming each game's
        delivery job for the rows that are not due yet)."""
        games = await stored_games.with_undelivered()
        mine = [game for game in games if self._owns(game.guild_id)]
        try:
            return await self.deliver_many(mine)
        except Exception:  # their delivery jobs try again
            log.exception("delivering pending announcements failed")
            return 0

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

    async def _deliver(self, games: Sequence[StoredGame]) -> int:
        # a game without a Table is delivered once one is registered and the service resumes
        tables = {
            game.id: table
            for game in games
            if (table := self._tables.for_guild(game.guild_id)) is not None
        }
        games = sorted(
            (g for g in games if g.id in tables and self._owns(g.guild_id)), key=_id
        )  # another process's shard is delivered by that process
        if not games:
            return 0
        async with AsyncExitStack() as held:
            for game in games:  # in id order: no two deliveries wait on each other
                await held.enter_async_context(self._delivery_lock(game.id))
            now = self._clock.now()
            claimed = await claims.claim_due_many([game.id for game in games], self._instance, now)
            shown = 0
            if claimed:
                with_rows = [game for game in games if game.id in claimed]
                contexts = await load_contexts(with_rows)
                marks = Marks(self._clock, self._instance, self._faults, now)
                results = await asyncio.gather(
                    *(
                        self._show_game(game, tables[game.id], contexts[game.id], rows, marks)
                        for game in with_rows
                        if (rows := claimed[game.id])
                    ),
                    return_exceptions=True,
                )
                for result in results:
                    if isinstance(result, BaseException):
                        raise result
                    shown += result
            retries = await claims.next_retries([game.id for game in games], self._instance)
        for game in games:
            at = retries.get(game.id)
            if at is None:
                self._jobs.remove(delivery_job(game.id))
            else:
                self._arm(game.id, at)
        return shown

    async def _show_game(
        self,
        game: StoredGame,
        table: Table,
        context: GameContext,
        rows: list[OutboxItem],
        marks: Marks,
    ) -> int:
        showing = Showing(table, context)
        shown = 0
        for index, row in enumerate(rows):
            if not await marks.still_ours(game.id, row, rows[index:]):
                continue  # taken over by another process after our lease ran out
            urgent = URGENCY.set(urgency_of(row.action))  # its requests wait their turn by it
            try:
                await show_row(showing, row)
            except Exception as error:
                parks = await claims.record_failure(
                    *(row, self._instance, error, self._clock.now(), self._clock.time_scale),
                    final=isinstance(error, Gone | MalformedAction),  # retrying cannot help
                )
                how = "parked after" if parks else "retried later:"
                log.warning(
                    "game %s's announcement %s (%s) %s %r",
                    *(game.id, row.seq, row.action, how, error),
                    exc_info=error,
                )
                continue
            finally:
                URGENCY.reset(urgent)
            shown += 1
            await marks.add(game.id, row)
        return shown

    def _arm(self, game_id: int, at: datetime) -> None:
        self._jobs.schedule(delivery_job(game_id), at, self._retry, (game_id,))

    async def _retry(self, game_id: int) -> None:
        game = await stored_games.get(game_id)
        if game is not None:
            await self._deliver([game])  # raising: the job itself retries with backoff


class Marks:
    """Marks shown rows delivered as a group commit: a game that has shown a row waits until
    it is marked (`add`) before it shows its next one, and the rows the batch's games show
    meanwhile are marked by one UPDATE; the claims renewed in bulk once half their lease has
    passed."""

    def __init__(
        self, clock: Clock, instance: str, faults: FaultPoints, claimed_at: datetime
    ) -> None:
        self._clock = clock
        self._instance = instance
        self._faults = faults
        self._pending: list[tuple[OutboxItem, asyncio.Future[None]]] = []
        self._lock = asyncio.Lock()
        self._first_renewal = claimed_at + timedelta(seconds=claims.LEASE_SECONDS / 2)
        self._renew_at: dict[int, datetime] = {}  # game id -> when its claims are renewed
        self._lost: set[int] = set()

    async def add(self, game_id: int, row: OutboxItem) -> None:
        """A row was shown: return once it is marked delivered (raising if the store failed),
        then pass the "delivered" fault point (tests crash there)."""
        marked = asyncio.get_running_loop().create_future()
        self._pending.append((row, marked))
        async with self._lock:
            if not marked.done():  # nobody marked it while we waited: mark all that wait
                await self._flush(marked)
        marked.result()
        phase = None
        if row.phase_kind is not None:
            phase = engine.Phase.from_row(row.phase_kind, row.phase_number)
        await self._faults.at_fault_point("delivered", game_id, phase)

    async def _flush(self, mine: asyncio.Future[None]) -> None:
        """Mark every row waiting, `mine` among them, in one UPDATE per `MARK_CHUNK` ids (under
        the lock); a store failure is every waiting row's (each game raises it from `add`)."""
        pending, self._pending = self._pending, []
        try:
            now = self._clock.now()
            for part in chunks([row.id for row, _ in pending], MARK_CHUNK):
                await claims.mark_delivered_many(part, now)
        except Exception as error:
            _settle(pending, error)
            return
        except BaseException:  # cancelled: the others' rows are not marked either
            _settle([waiting for waiting in pending if waiting[1] is not mine], _Unmarked())
            raise
        _settle(pending, None)

    async def still_ours(self, game_id: int, row: OutboxItem, rest: Sequence[OutboxItem]) -> bool:
        """Whether the claim on `row` still holds; renews the claims on `rest` (this row and
        the game's rows after it) once half the lease has passed."""
        now = self._clock.now()
        if now >= self._renew_at.get(game_id, self._first_renewal):
            ids = [other.id for other in rest if other.id not in self._lost]
            kept = await claims.renew_many(ids, self._instance, now)
            self._lost.update(set(ids) - kept)
            self._renew_at[game_id] = now + timedelta(seconds=claims.LEASE_SECONDS / 2)
        return row.id not in self._lost


def _settle(
    pending: Sequence[tuple[OutboxItem, asyncio.Future[None]]], error: Exception | None
) -> None:
    for _, marked in pending:
        if not marked.done():
            if error is None:
                marked.set_result(None)
            else:
                marked.set_exception(error)


class _Unmarked(Exception):
    """The marking of a row was stopped (cancelled): it is shown again later."""


def _id(game: StoredGame) -> int:
    return game.id


def delivery_job(game_id: int) -> str:
    """The job id of a game's delivery retries."""
    return f"delivery:{game_id}"
