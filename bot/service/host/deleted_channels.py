"""A game channel that was deleted: its lobby or game stops, quietly, and its host is named.

There is nowhere left to post, so nothing is announced: the game is stopped as `/host stop`
would, without the reveal, its undelivered announcements are dropped (marked delivered: there is
no channel to show them in, and a restart must not try again), and its timers are disarmed.
"""

from __future__ import annotations

from bot.service.clock.phases import PhaseClock
from bot.service.ports.calls import GoneGame
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.store.models import LOBBY, OPEN_STATES, STOPPED, Announcement, Game, Seat

__all__ = ["GoneChannels"]


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
        found = await Game.filter(
            guild_id=guild_id, channel_id=channel_id, state__in=OPEN_STATES
        ).order_by("id")
        gone: list[GoneGame] = []
        for candidate in found:
            async with self._locks.locked_game(candidate.id) as (game, conn):
                if game.state not in OPEN_STATES:
                    continue  # stopped or finished meanwhile
                started = game.state != LOBBY
                now = self._clock.now()
                game.state = STOPPED
                game.deadline = None
                game.ended_at = now
                await game.save(using_db=conn)
                await (
                    Announcement.filter(game_id=game.id, delivered=False)
                    .using_db(conn)
                    .update(delivered=True, delivered_at=now)
                )
                seat = await Seat.get_or_none(game_id=game.id, user_id=game.host_id, using_db=conn)
            self._phases.disarm(game.id)
            self._cache.forget(game.id)
            locale = seat.locale if seat is not None else None
            gone.append(GoneGame(game.id, game.host_id, locale, game.language, started))
        return gone
