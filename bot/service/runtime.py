"""What this process keeps for the games, one collaborator each, handed by the composition root
(`bot.service.GameService`) to the parts that use it: the `Clock`, the `Tables`, the `GameLocks`,
the `EngineCache`, the `KnownSeats` and the `FaultPoints`. The parts keep no game state of their
own."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable
from contextlib import AsyncExitStack, asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime

import engine
from bot.service.ports.table import Table
from bot.store import games
from bot.store.games import StoredGame, phase_of
from bot.store.replay import rebuild
from bot.store.states import LIVE_STATES
from bot.store.transactions import Transaction

__all__ = [
    "Clock",
    "EngineCache",
    "FaultHook",
    "FaultPoints",
    "GameLocks",
    "KnownSeats",
    "SeatKey",
    "SeatRef",
    "Tables",
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


@dataclass(frozen=True, slots=True)
class Clock:
    """The time of this process: `now()`, and `time_scale`, the seconds of real time per second
    of phase time (the demo's is < 1; a test's clock may be frozen)."""

    now: Callable[[], datetime] = utcnow
    time_scale: float = 1.0


class Tables:
    """The Tables games are shown through, by guild (None: the default one)."""

    def __init__(self) -> None:
        self._by_guild: dict[int | None, Table] = {}

    def register(self, table: Table, guild_id: int | None = None) -> None:
        """Use `table` for a guild's games (None: for every guild without its own)."""
        self._by_guild[guild_id] = table

    def for_guild(self, guild_id: int) -> Table | None:
        """The Table registered for a guild, else the default one."""
        return self._by_guild.get(guild_id) or self._by_guild.get(None)


class GameLocks:
    """This process's lock on each game, and the game rows locked in a transaction under it.
    A game's lock lives while a call holds or awaits it (weak values): idle games hold none."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def __contains__(self, game_id: int) -> bool:
        """Whether a call holds or awaits this process's lock on the game."""
        return game_id in self._locks

    def lock(self, game_id: int) -> asyncio.Lock:
        """This process's lock on a game (the caller keeps it alive while it holds it)."""
        return self._locks.setdefault(game_id, asyncio.Lock())

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


class EngineCache:
    """The engine states of live games, by game id, each replayed from the store when it is not
    at the stored phase; a game over is forgotten with its callers' seats (`seats`)."""

    def __init__(self, seats: KnownSeats) -> None:
        self._states: dict[int, engine.Game] = {}
        self._seats = seats

    def get(self, game_id: int) -> engine.Game | None:
        """The state kept for a game, whatever its phase, if any."""
        return self._states.get(game_id)

    def __setitem__(self, game_id: int, state: engine.Game) -> None:
        self._states[game_id] = state

    def __len__(self) -> int:
        return len(self._states)

    def clear(self) -> None:
        """Forget every state (each is replayed from the store when next needed)."""
        self._states.clear()

    def forget(self, game_id: int) -> None:
        """A game is over: drop its engine state and its callers' seats from memory."""
        self._states.pop(game_id, None)
        self._seats.forget_game(game_id)

    async def engine_game(self, game: StoredGame, tx: Transaction | None = None) -> engine.Game:
        """The engine state of a started game: the cache if it is at the stored phase, else a
        replay of the store (another process may have resolved since)."""
        cached = self._states.get(game.id)
        if cached is not None and cached.phase == phase_of(game):
            return cached
        state = await rebuild(game, tx)
        if game.state in LIVE_STATES:  # a game over leaves memory (it is rarely read again)
            self._states[game.id] = state
        return state


@dataclass(frozen=True, slots=True)
class FaultPoints:
    """The named points of a resolution a test crashes at or the demo stops at (`hook`)."""

    hook: FaultHook | None = None

    async def at_fault_point(self, point: str, game_id: int, phase: engine.Phase | None) -> None:
        """Call the fault hook, if any, at a named point of a resolution."""
        if self.hook is not None:
            await self.hook(point, game_id, phase)
