"""The host's discipline (SPEC R90): `/host warn`, `/host remove`, `/host
mute`. Only a host who does not play may use them (`require_host`: seated_host); each is kept
under the phase it was made in (`bot.store.discipline`) and listed for the host.

- A removal (R90) is the phase's: the player is silenced and the table told at once; when the
  phase resolves the engine takes them out first (cause `removed`, role revealed) and voids what
  they sent. A dead, unknown or already removed player is refused.
- A warning is private (the player is told by DM with the reason) and counted per game; at the
  game's `warnings_to_remove` (0: never) the player is removed as above.
- A mute keeps a dead player from writing in the dead chat for the rest of the game (the
  seeds' "premod"); the Discord layer applies it.
"""

from __future__ import annotations

from dataclasses import dataclass

import engine
from bot.service.outbox import plan
from bot.service.outbox.actions import Action
from bot.service.outbox.delivery import Delivery
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.service.seats.callers import game_here, phase_of, require_host, require_live
from bot.service.seats.removed import RemovedSeats
from bot.service.settings.schema import Config
from bot.store import discipline, seats
from bot.store.discipline import MUTE, REMOVE, WARN, Measure
from bot.store.games import StoredGame
from bot.store.seats import StoredSeat
from bot.store.transactions import Transaction
from bot.text.i18n import Arg, Text

__all__ = ["Discipline", "Measured"]

REASON_MAX = 300
"""The longest reason a warning keeps (Discord's option takes it; the DM quotes it)."""


@dataclass(frozen=True)
class Measured:
    """What a measure did: the seat's name and its user, the warnings so far, whether the
    player is now removed, and the game's language."""

    player: str
    user_id: int
    warnings: int
    removed: bool
    language: str


class Discipline:
    """`warn`, `remove`, `mute` and the game's `log`."""

    def __init__(
        self,
        delivery: Delivery,
        removed: RemovedSeats,
        *,
        locks: GameLocks,
        cache: EngineCache,
        clock: Clock,
    ) -> None:
        self._delivery = delivery
        self._removed = removed
        self._locks = locks
        self._cache = cache
        self._clock = clock

    async def remove(self, caller: Caller, name: str) -> Measured:
        """Remove a living player from the game here (R90)."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            seat, state = await self._living(caller, game, name, conn)
            planned = await self._remove(caller, game, seat, state, conn)
            await plan.store(game, planned, None, conn)
            warned = await discipline.warnings_of(conn, game.id, seat.name)
        self._removed.add(game.id, seat.name)  # committed: refused from now on
        await self._delivery.deliver(game)
        return Measured(seat.name, seat.user_id, warned, True, game.language)

    async def warn(self, caller: Caller, name: str, reason: str) -> Measured:
        """Warn a living player privately, with `reason`; at the game's `warnings_to_remove`
        the player is removed."""
        reason = " ".join(reason.split())[:REASON_MAX]
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            seat, state = await self._living(caller, game, name, conn)
            now = self._clock.now()
            await discipline.record(
                conn, game.id, phase_of(game), WARN, seat.name, reason, caller.user_id, now
            )
            warned = await discipline.warnings_of(conn, game.id, seat.name)
            limit = Config.warnings_to_remove.kept(game.settings)
            args: dict[str, Arg] = {"reason": reason, "count": warned, "limit": limit}
            planned: list[Action] = [plan.tell(seat.name, [Text("host-warned-you", args)])]
            removed = 0 < limit <= warned
            if removed:
                planned += await self._remove(caller, game, seat, state, conn)
            await plan.store(game, planned, None, conn)
        if removed:
            self._removed.add(game.id, seat.name)  # committed: refused from now on
        await self._delivery.deliver(game)
        return Measured(seat.name, seat.user_id, warned, removed, game.language)

    async def mute(self, caller: Caller, name: str) -> Measured:
        """Mute a dead player in the dead chat for the rest of the game (kept for the log); the
        Discord layer denies them writing there."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            await require_host(caller, game, conn)
            require_live(game)
            seat = await _seat_named(game, name, conn)
            state = await self._cache.engine_game(game, conn)
            if seat.name in state.alive:
                raise ServiceError("mute_living", {"name": seat.name})
            now = self._clock.now()
            await discipline.record(
                conn, game.id, phase_of(game), MUTE, seat.name, "", caller.user_id, now
            )
        return Measured(seat.name, seat.user_id, 0, False, game.language)

    async def log(self, caller: Caller) -> list[Measure]:
        """The measures of the game here, for its host (not_host, seated_host otherwise)."""
        game = await game_here(caller)
        await require_host(caller, game)
        return await discipline.log_of(game.id)

    async def _living(
        self, caller: Caller, game: StoredGame, name: str, conn: Transaction
    ) -> tuple[StoredSeat, engine.Game]:
        """The living, not yet removed seat named `name` of the game, for its host."""
        await require_host(caller, game, conn)  # on the locked row
        require_live(game)
        seat = await _seat_named(game, name, conn)
        state = await self._cache.engine_game(game, conn)
        if seat.name not in state.alive:
            raise ServiceError("remove_gone", {"name": seat.name})
        log = await discipline.log_of(game.id, conn)
        if any(m.kind == REMOVE and m.player == seat.name for m in log):
            raise ServiceError("remove_gone", {"name": seat.name})
        return seat, state

    async def _remove(
        self,
        caller: Caller,
        game: StoredGame,
        seat: StoredSeat,
        state: engine.Game,
        conn: Transaction,
    ) -> list[Action]:
        """Keep the removal under the current phase; the table is told at once and the player
        silenced like the dead (R90); the engine takes them out when the phase resolves."""
        now = self._clock.now()
        await discipline.record(
            conn, game.id, phase_of(game), REMOVE, seat.name, "", caller.user_id, now
        )
        told = Text("host-removed-now", {"player": seat.name})
        return [plan.announce([told]), plan.mark_dead(seat.name)]


async def _seat_named(game: StoredGame, name: str, conn: Transaction) -> StoredSeat:
    """The game's seat named `name` (as typed, any case); no_such_seat."""
    typed = name.strip().casefold()
    for seat in await seats.of_game(game.id, conn):
        if seat.name.casefold() == typed:
            return seat
    raise ServiceError("no_such_seat", {"name": name.strip()[:64]})
