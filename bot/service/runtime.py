"""What every part of the game service shares: the process's settings, the Tables, the per-game
locks and the engine-state cache. One `ServiceState` is made by `GameService` and handed to each
part; the parts keep no game state of their own."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime

import engine
from bot.service.ports.table import Table
from bot.service.settings.defaults import Defaults
from bot.store import games
from bot.store.games import StoredGame, phase_of
from bot.store.replay import rebuild
from bot.store.states import LIVE_STATES
from bot.store.transactions import Transaction

__all__ = [
    "FaultHook",
    "KnownSeats",
    "SeatKey",
    "SeatRef",
    "ServiceState",
    "owns_every_guild",
    "utcnow",
]

FaultHook = Callable[[str, int, engine.Phase | None], Awaitable[None]]
"""Called at named points of a resolution ("before_transaction", "inside_transaction",
"after_transaction", "delivered"): tests crash there, the demo stops there."""


SeatKey = tuple[int, int | None, int | None, int | None]
"""Who calls from where: (user id, guild id, channel id, the game id the call names)."""


@dataclass(frozen=True, slots=True)
class SeatRef:
    """The seat a caller's calls reach: found once, checked again by each call's locked read."""

    game_id: int
    seat_id: int
    name: str


class KnownSeats:
    """The seats callers of live games were found in, by who calls from where, with an index by
    game: a game over forgets its callers in time proportional to them, not to every caller
    this process knows."""

    def __init__(self) -> None:
        self._by_key: dict[SeatKey, SeatRef] = {}
        self._by_game: dict[int, set[SeatKey]] = {}

    def get(self, key: SeatKey) -> SeatRef | None:
        """The seat found for `key`, if kept."""
        return self._by_key.get(key)

    def put(self, key: SeatKey, seat: SeatRef) -> None:
        """Keep the seat found for `key`."""
        self.pop(key)
        self._by_key[key] = seat
        self._by_game.setdefault(seat.game_id, set()).add(key)

    def pop(self, key: SeatKey) -> None:
        """Forget `key`'s seat (it no longer holds)."""
        seat = self._by_key.pop(key, None)
        if seat is not None:
            keys = self._by_game[seat.game_id]
            keys.discard(key)
            if not keys:
                del self._by_game[seat.game_id]

    def forget_game(self, game_id: int) -> None:
        """Forget every seat kept in game `game_id`."""
        for key in self._by_game.pop(game_id, ()):
            del self._by_key[key]

    def clear(self) -> None:
        """Forget every seat (as a new process knows none)."""
        self._by_key.clear()
        self._by_game.clear()

    def values(self) -> Iterable[SeatRef]:
        """Every seat kept."""
        return self._by_key.values()

    def __len__(self) -> int:
        return len(self._by_key)


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


def owns_every_guild(guild_id: int) -> bool:
    """The `owns` of a process that hosts every guild (no sharding across processes)."""
    return True


@dataclass
class ServiceState:
    """The state one service process keeps, shared by every part of the service."""

    defaults: Defaults = field(default_factory=Defaults)
    instance: str = "main"  # this process's name in the store (heartbeat, resolved_by)
    time_scale: float = 1.0  # seconds of real time per second of phase time (demo < 1)
    clock: Callable[[], datetime] = utcnow
    fault: FaultHook | None = None
    # With Discord sharding across processes, each process resumes only its guilds' games.
    owns: Callable[[int], bool] = owns_every_guild
    tables: dict[int | None, Table] = field(default_factory=dict)  # guild id (None: default)
    cache: dict[int, engine.Game] = field(default_factory=dict)  # game id -> engine state
    # A game's lock lives while a call holds or awaits it (weak values): idle games hold none.
    locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(
        default_factory=weakref.WeakValueDictionary
    )
    delivering: weakref.WeakValueDictionary[int, asyncio.Lock] = field(
        default_factory=weakref.WeakValueDictionary
    )  # one delivery per game at a time in this process
    seats: KnownSeats = field(default_factory=KnownSeats)  # live games' callers only
    resolved: asyncio.Condition = field(default_factory=asyncio.Condition)  # a phase resolved

    def table_for(self, guild_id: int) -> Table | None:
        """The Table registered for a guild, else the default one."""
        return self.tables.get(guild_id) or self.tables.get(None)

    @asynccontextmanager
    async def locked_game(self, game_id: int) -> AsyncIterator[tuple[StoredGame, Transaction]]:
        """This process's lock on a game, a transaction, and the game row locked in it until the
        transaction ends (PostgreSQL: SELECT … FOR UPDATE; SQLite serializes transactions)."""
        async with self.lock(game_id), games.locked([game_id]) as (rows, tx):
            if not rows:
                raise LookupError(f"no game {game_id}")
            yield rows[0], tx

    @asynccontextmanager
    async def locked_games(
        self, game_ids: Collection[int]
    ) -> AsyncIterator[tuple[list[StoredGame], Transaction]]:
        """`locked_game` for many games: this process's locks on them and their rows locked in
        one transaction, both taken in id order (no two callers wait on each other); the rows
        that exist, in id order."""
        order = sorted(game_ids)
        async with AsyncExitStack() as held:
            for game_id in order:
                await held.enter_async_context(self.lock(game_id))
            async with games.locked(order) as locked:
                yield locked

    def lock(self, game_id: int) -> asyncio.Lock:
        """This process's lock on a game (the caller keeps it alive while it holds it)."""
        return self.locks.setdefault(game_id, asyncio.Lock())

    def delivery_lock(self, game_id: int) -> asyncio.Lock:
        """This process's lock on a game's delivery."""
        return self.delivering.setdefault(game_id, asyncio.Lock())

    def forget(self, game_id: int) -> None:
        """A game is over: drop its engine state and its callers' seats from memory."""
        self.cache.pop(game_id, None)
        self.seats.forget_game(game_id)

    async def engine_game(self, game: StoredGame, tx: Transaction | None = None) -> engine.Game:
        """The engine state of a started game: the cache if it is at the stored phase, else a
        replay of the store (another process may have resolved since)."""
        cached = self.cache.get(game.id)
        if cached is not None and cached.phase == phase_of(game):
            return cached
        state = await rebuild(game, tx)
        if game.state in LIVE_STATES:  # a game over leaves memory (it is rarely read again)
            self.cache[game.id] = state
        return state

    async def at_fault_point(self, point: str, game_id: int, phase: engine.Phase | None) -> None:
        """Call the fault hook, if any, at a named point of a resolution."""
        if self.fault is not None:
            await self.fault(point, game_id, phase)
