"""Call-ups (`/game call`): the opener of a lobby (or a server host) calls its players, at most
once per `CALL_INTERVAL`; the time of the last call is stored (`CallUp`), so a restart does not
reset the limit. The service says whom to ping; the Discord layer pings exactly them."""

from __future__ import annotations

import math
from datetime import timedelta

from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.service.seats.callers import game_here
from bot.store import callups, seats
from bot.store.states import LIVE_STATES

__all__ = ["CALL_INTERVAL", "CallUps"]

CALL_INTERVAL = timedelta(minutes=10)


@checked
class CallUps:
    """`call_players`: whom a call pings, within the limit of one call per interval."""

    def __init__(self, locks: GameLocks, cache: EngineCache, clock: Clock) -> None:
        self._locks = locks
        self._cache = cache
        self._clock = clock

    async def call_players(self, caller: Caller) -> tuple[int, ...]:
        """The users a call from the caller's channel pings: the lobby's seated players, or a
        running game's living ones (never the caller). not_host unless the game's opener or a
        server host; call_too_soon(minutes left) within 10 minutes of the last call;
        nobody_to_call when there is nobody (the call is then not spent)."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            if not (caller.is_admin or caller.user_id == game.host_id):
                raise ServiceError("not_host")
            now = self._clock.now()
            last = await callups.last_call(conn, game.id)
            if last is not None and now - last < CALL_INTERVAL:
                left = (CALL_INTERVAL - (now - last)).total_seconds() / 60
                raise ServiceError("call_too_soon", {"minutes": max(1, math.ceil(left))})
            held = await seats.of_game(game.id, conn)
            if game.state in LIVE_STATES:
                alive = set((await self._cache.engine_game(game, conn)).alive)
                held = [seat for seat in held if seat.name in alive]
            called = tuple(seat.user_id for seat in held if seat.user_id != caller.user_id)
            if not called:
                raise ServiceError("nobody_to_call")
            await callups.note_call(conn, game.id, now)
        return called
