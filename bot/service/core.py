"""What every part of the game service shares: the Tables, the per-game locks, the engine-state
cache, arming a game's timers, and delivering its outbox."""

from __future__ import annotations

import asyncio
import logging
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.transactions import in_transaction

import engine
from bot.service import outbox
from bot.service.lookups import phase_of
from bot.service.settings import Defaults
from bot.service.snapshots import lobby_view, status_view
from bot.service.table import Table
from bot.service.timers import PhaseTimers
from bot.store.models import LOBBY, RUNNING, Announcement, Game
from bot.store.replay import rebuild
from bot.text.views import LobbyView, StatusView

__all__ = ["FaultHook", "ServiceCore", "utcnow"]

log = logging.getLogger(__name__)

FaultHook = Callable[[str, int, engine.Phase | None], Awaitable[None]]
"""Called at named points of a resolution ("before_transaction", "inside_transaction",
"after_transaction", "delivered"): tests crash there, the demo stops there."""


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


class ServiceCore(ABC):
    """The state one service process keeps: Tables, locks, the engine-state cache, the timers."""

    def __init__(
        self,
        defaults: Defaults | None = None,
        *,
        instance: str = "main",
        time_scale: float = 1.0,
        clock: Callable[[], datetime] = utcnow,
        fault: FaultHook | None = None,
        owns: Callable[[int], bool] | None = None,
    ) -> None:
        self.defaults = defaults or Defaults()
        self.instance = instance
        self.time_scale = time_scale  # seconds of real time per second of phase time (demo < 1)
        self.clock = clock
        self.fault = fault
        # With Discord sharding across processes, each process resumes only its guilds' games.
        self.owns = owns or (lambda guild_id: True)
        self.timers = PhaseTimers(self._on_deadline, self._on_reminder)
        self._tables: dict[int | None, Table] = {}
        self._cache: dict[int, engine.Game] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self._delivering: dict[int, asyncio.Lock] = {}
        self._resolved = asyncio.Condition()

    @abstractmethod
    async def _on_deadline(self, game_id: int, kind: str, number: int) -> None:
        """The deadline job of a game's phase (`bot.service.resolution` resolves it)."""

    @abstractmethod
    async def _on_reminder(self, game_id: int, kind: str, number: int) -> None:
        """The reminder job of a game's phase (`bot.service.resolution` posts it)."""

    # -- Tables -----------------------------------------------------------------------------

    def register_table(self, table: Table, guild_id: int | None = None) -> None:
        """Use `table` for a guild's games (None: for every guild without its own)."""
        self._tables[guild_id] = table

    def table_for(self, guild_id: int) -> Table | None:
        """The Table registered for a guild, else the default one."""
        return self._tables.get(guild_id) or self._tables.get(None)

    # -- one game at a time -------------------------------------------------------------------

    @asynccontextmanager
    async def _locked_game(self, game_id: int) -> AsyncIterator[tuple[Game, BaseDBAsyncClient]]:
        """This process's lock on a game, a transaction, and the game row locked in it until the
        transaction ends (PostgreSQL: SELECT … FOR UPDATE; SQLite serializes transactions)."""
        async with self._game_lock(game_id), in_transaction() as conn:
            game = await Game.filter(id=game_id).select_for_update().using_db(conn).get()
            yield game, conn

    @asynccontextmanager
    async def _game_lock(self, game_id: int) -> AsyncIterator[None]:
        async with self._locks.setdefault(game_id, asyncio.Lock()):
            yield

    # -- engine state -------------------------------------------------------------------------

    async def _engine_game(self, game: Game, conn: BaseDBAsyncClient | None = None) -> engine.Game:
        """The engine state of a started game: the cache if it is at the stored phase, else a
        replay of the store (another process may have resolved since)."""
        cached = self._cache.get(game.id)
        if cached is not None and cached.phase == phase_of(game):
            return cached
        state = await rebuild(game, conn)
        self._cache[game.id] = state
        return state

    def drop_cache(self) -> None:
        """Forget every cached engine state (each is replayed from the store when next needed)."""
        self._cache.clear()

    async def _lobby_view(self, game: Game) -> LobbyView:
        return await lobby_view(game)

    async def _status_view(self, game: Game) -> StatusView:
        game = await Game.get(id=game.id)
        state = None if game.state == LOBBY else await self._engine_game(game)
        return await status_view(game, state)

    # -- timers -------------------------------------------------------------------------------

    def _enter_phase(self, game: Game, phase: engine.Phase, now: datetime) -> None:
        """Move the game row to `phase`, with its deadline from the game's phase lengths (every
        game keeps `settings.PHASE_KEYS` from its opening: no second set of defaults here)."""
        minutes = float(game.settings[f"{phase.kind}_minutes"])  # type: ignore[arg-type]
        game.phase_kind, game.phase_number = phase.kind, phase.number
        game.deadline = now + timedelta(seconds=minutes * 60 * self.time_scale)
        game.downtime = 0.0

    def _arm(self, game: Game) -> None:
        """Schedule a running game's deadline and reminder from its row."""
        if game.state != RUNNING or game.deadline is None:
            return
        reminder = float(game.settings["reminder_minutes"])  # type: ignore[arg-type]
        reminder_at = None
        if reminder > 0:
            reminder_at = game.deadline - timedelta(seconds=reminder * 60 * self.time_scale)
        self.timers.arm(game.id, phase_of(game), game.deadline, reminder_at)

    async def rearm(self, game_id: int) -> None:
        """Arm a running game's timers again from the store."""
        self._arm(await Game.get(id=game_id))

    # -- delivery -----------------------------------------------------------------------------

    async def _deliver(self, game: Game) -> int:
        """Show the game's undelivered announcements through its Table; how many."""
        table = self.table_for(game.guild_id)
        if table is None:
            return 0  # delivered once a Table is registered and the service resumes

        async def after_each(row: Announcement) -> None:
            phase = None
            if row.phase_kind is not None:
                phase = engine.Phase(row.phase_kind, row.phase_number)  # type: ignore[arg-type]
            await self._fault("delivered", game.id, phase)

        # One delivery at a time per game, or two would both show the same pending rows.
        async with self._delivering.setdefault(game.id, asyncio.Lock()):
            return await outbox.deliver(game, table, self.clock, after_each)

    async def deliver_pending(self) -> int:
        """Deliver every undelivered announcement of every game (e.g. after registering a Table)."""
        pending = await Announcement.filter(delivered=False).distinct().values_list("game_id")
        total = 0
        for game in await Game.filter(id__in=[row[0] for row in pending]).order_by("id"):
            if not self.owns(game.guild_id):
                continue
            try:
                total += await self._deliver(game)
            except Exception:  # left undelivered: retried at the game's next delivery
                log.exception("delivering game %s's announcements failed", game.id)
        return total

    async def _fault(self, point: str, game_id: int, phase: engine.Phase | None) -> None:
        if self.fault is not None:
            await self.fault(point, game_id, phase)
