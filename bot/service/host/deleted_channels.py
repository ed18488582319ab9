"""A game channel that was deleted: its lobby or game stops, quietly, and its host is named.

There is nowhere left to post, so nothing is announced: the game is stopped as `/host stop`
would, without the reveal, its undelivered announcements are dropped (marked delivered: there is
no channel to show them in, and a restart must not try again), and its timers are disarmed.
"""

from __future__ import annotations

from bot.service.clock.phases import PhaseClock
from bot.service.ports.boundary import checked
from bot.service.ports.calls import GoneGame
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.store import games, outbox, seats
from bot.store.states import LOBBY, OPEN_STATES

__all__ = ["GoneChannels"]


@checked
class GoneChannels:
    """`channel_gone`: stopping the games of a deleted channel."""

    def __init__(
        self, phases: PhaseClock, *, locks: GameLocks, cache: EngineCache, clock: Clock
    ) -> None:
        self._locks = locks
        self._cache = cache
        self._clock = clock
        self._phases = phases

    async def channel_gone(self, guild_id: int, channel_id: int) -> list[GoneGame]:
        """Stop the lobby or game open in a channel that no longer exists (no post, no timer, no
        pending delivery); whom to tell, one per stopped game (none: no game was open there)."""
        found = await games.all_open_in(guild_id, channel_id)
        gone: list[GoneGame] = []
        for candidate in found:
            async with self._locks.locked_game(candidate.id) as (game, conn):
                if game.state not in OPEN_STATES:
                    continue  # stopped or finished meanwhile
                started = game.state != LOBBY
                now = self._clock.now()
                game = await games.stop(conn, game, now)
                await outbox.drop_undelivered(conn, game.id, now)
                seat = await seats.of_user(game.id, game.host_id, conn)
            self._phases.disarm(game.id)
            self._cache.forget(game.id)
            locale = seat.locale if seat is not None else None
            gone.append(GoneGame(game.id, game.host_id, locale, game.language, started))
        return gone
