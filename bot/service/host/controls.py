"""The host's controls (not_host unless the game's host or a server host; seated_host for one who
plays in the running game): the clock, ending a phase or the game, and replacing an absent
player. Each posts one short line in the game channel (`bot.service.host.lines`); extend, pause
and resume also edit the deadline line of the phase's post to match (`ShowDeadline`)."""

from __future__ import annotations

from bot.service.host.lines import extended_line, paused_line, resumed_line
from bot.service.outbox import plan
from bot.service.outbox.actions import Action
from bot.service.outbox.delivery import Delivery
from bot.service.play.views import current_status
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.resolve.resolver import Resolver
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.service.seats.callers import (
    game_here,
    host_game,
    phase_of,
    require_host,
    require_live,
    require_playing,
)
from bot.service.seats.substitutes import (
    first_substitute,
    hand_seat,
    plan_handover,
    who_plays_now,
)
from bot.service.seats.watchers import plan_watchers_out
from bot.store import discipline, games, seats
from bot.store.games import StoredGame
from bot.store.seats import StoredSeat
from bot.store.states import LOBBY, OPEN_STATES, PAUSED
from bot.text import narrative
from bot.text.i18n import Text
from bot.text.tally import deadline_line
from bot.text.views import StatusView

__all__ = ["MAX_EXTEND_MINUTES", "HostControls"]

MAX_EXTEND_MINUTES = 24 * 60


@checked
class HostControls:
    """The host's controls: `extend`, `end_phase`, `pause`, `unpause`, `stop`,
    `replace_player`. A phase is ended through the resolver, the deadline moved on its clock."""

    def __init__(
        self,
        resolver: Resolver,
        delivery: Delivery,
        *,
        locks: GameLocks,
        cache: EngineCache,
        clock: Clock,
    ) -> None:
        self._locks = locks
        self._cache = cache
        self._clock = clock
        self._resolver = resolver
        self._phases = resolver.phases
        self._delivery = delivery

    async def extend(self, caller: Caller, minutes: int) -> StatusView:
        """Move the current deadline `minutes` later."""
        if not 1 <= minutes <= MAX_EXTEND_MINUTES:
            raise ServiceError("bad_minutes", {"minutes": minutes, "maximum": MAX_EXTEND_MINUTES})
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            await require_host(caller, game, conn)  # on the locked row: a lobby may have started
            require_live(game)
            game = await games.extend(conn, game, minutes * 60 * self._clock.time_scale)
            await plan.store(game, _clock_moved(game, extended_line(game, minutes)), None, conn)
        self._phases.arm(game)
        await self._delivery.deliver(game)
        return await current_status(self._cache, game)

    async def end_phase(self, caller: Caller) -> StatusView:
        """Resolve the current phase now; its post says the host ended it, with the next
        phase's deadline."""
        game = await host_game(caller)
        require_playing(game)
        await self._resolver.resolve_phase(game.id, phase_of(game), by_host=True)
        return await current_status(self._cache, game)

    async def pause(self, caller: Caller) -> StatusView:
        """Stop the clock: actions, votes and the deadline wait until `unpause`."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            await require_host(caller, game, conn)  # on the locked row: a lobby may have started
            require_playing(game)
            game = await games.pause(conn, game, self._clock.now())
            await plan.store(game, _clock_moved(game, paused_line(game)), None, conn)
        self._phases.disarm(game.id)
        await self._delivery.deliver(game)
        return await current_status(self._cache, game)

    async def unpause(self, caller: Caller) -> StatusView:
        """Restart the clock with the time that was left."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            await require_host(caller, game, conn)  # on the locked row: a lobby may have started
            if game.state != PAUSED:
                raise ServiceError("game_not_paused")
            game = await games.resume(conn, game, self._clock.now())
            await plan.store(game, _clock_moved(game, resumed_line(game)), None, conn)
        self._phases.arm(game)
        await self._delivery.deliver(game)
        return await current_status(self._cache, game)

    async def stop(self, caller: Caller) -> StatusView:
        """End the game without a winner; every role is revealed."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            await require_host(caller, game, conn)  # on the locked row: a lobby may have started
            if game.state not in OPEN_STATES:
                raise ServiceError("game_finished")
            started = game.state != LOBBY
            game = await games.stop(conn, game, self._clock.now())
            if started:
                state = await self._cache.engine_game(game, conn)
                texts = [Text("service-game-stopped"), *narrative.roles_reveal(state)]
                texts += who_plays_now(await seats.of_game(game.id, conn))
                out = await plan_watchers_out(game, conn)  # admissions end
                await plan.store(game, [plan.reveal(texts), *out], None, conn)
        self._phases.disarm(game.id)
        self._cache.forget(game.id)
        await self._delivery.deliver(game)
        return await current_status(self._cache, game)

    async def replace_player(
        self,
        caller: Caller,
        absent: int | str,
        new_user_id: int | None = None,
        locale: str | None = None,
    ) -> StatusView:
        """Give a seat to another user (None: the game's first substitute, no_substitutes when
        nobody signed up). `absent` is the seat's name (a player who left the server can still
        be named), or its user's id. The seat keeps its engine name; the table is told who takes
        it; the newcomer gets the card, what the seat was told so far and its team channels
        (`substitutes.hand_seat`)."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            await require_host(caller, game, conn)  # on the locked row: a lobby may have started
            require_live(game)
            held = await seats.of_game(game.id, conn)
            seat = seat_named(held, absent)
            if await discipline.removed(conn, game.id, seat.name):  # R90
                raise ServiceError("removed_seat", {"name": seat.name})
            if new_user_id is None:
                substitute = await first_substitute(game, conn)
                if substitute is None:
                    raise ServiceError("no_substitutes")
                new_user_id, locale = substitute.user_id, substitute.locale
            taken = next((s for s in held if s.user_id == new_user_id), None)
            if taken is not None:
                raise ServiceError("replacement_in_game", {"name": taken.name})
            if new_user_id == caller.user_id:  # a host who has seen the roles takes no seat
                raise ServiceError("seated_host")
            handover = await hand_seat(game, seat, new_user_id, locale, conn)
            state = await self._cache.engine_game(game, conn)
            notice = Text(
                "service-player-replaced", {"player": seat.name, "newcomer": f"<@{new_user_id}>"}
            )
            planned = await plan_handover(game, seat, handover, state, notice, conn)
            await plan.store(game, planned, None, conn)
        await self._delivery.deliver(game)
        return await current_status(self._cache, game)


def _clock_moved(game: StoredGame, line: Text) -> list[Action]:
    """The host's line in the game channel, and the phase's post showing the deadline as the
    clock is now (or that the game is paused)."""
    edit = plan.show_deadline(phase_of(game), deadline_line(game.deadline))
    return [plan.announce([line]), edit]


def seat_named(held: list[StoredSeat], absent: int | str) -> StoredSeat:
    """The seat of `held` named `absent` (the name as typed, any case) or held by user id
    `absent`; no_such_seat (a name) or not_in_game (a user) when there is none."""
    if isinstance(absent, str):
        typed = absent.strip().casefold()
        seat = next((s for s in held if s.name.casefold() == typed), None)
        if seat is None:
            raise ServiceError("no_such_seat", {"name": absent.strip()[:64]})
        return seat
    seat = next((s for s in held if s.user_id == absent), None)
    if seat is None:
        raise ServiceError("not_in_game")
    return seat
