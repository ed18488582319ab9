"""A player who leaves the server: each running game of that server in which
they hold a living seat is told at once, without their role, and the seat waits for a substitute
(`/host replace` takes it by name); with the game's `auto_substitute` on, the first substitute
takes it at once; otherwise the departure is kept (`bot.store.departures`) and `/game status`
marks the seat until it is handed over. The Discord layer tells each game's host (`Departure`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.outbox import plan
from bot.service.outbox.actions import Action
from bot.service.outbox.delivery import Delivery
from bot.service.runtime import Clock, EngineCache, GameLocks
from bot.service.seats.substitutes import first_substitute, hand_seat, plan_handover
from bot.service.settings.schema import Config
from bot.store import departures as gone_players
from bot.store import discipline, seats
from bot.store.games import phase_of
from bot.store.states import LIVE_STATES, RUNNING
from bot.text.i18n import Text

__all__ = ["Departure", "Departures"]


@dataclass(frozen=True)
class Departure:
    """A living seat whose player left the server: the game and its channel, its host and
    language, the seat's name, and who took it at once (`auto_substitute`; None: it waits for
    `/host replace`)."""

    game_id: int
    channel_id: int
    host_id: int
    language: str
    player: str
    substitute_id: int | None


class Departures:
    """`member_left`: what a player's leaving the server does to their running games."""

    def __init__(
        self, delivery: Delivery, *, locks: GameLocks, cache: EngineCache, clock: Clock
    ) -> None:
        self._clock = clock
        self._delivery = delivery
        self._locks = locks
        self._cache = cache

    async def member_left(self, guild_id: int, user_id: int) -> list[Departure]:
        """Tell each running game of the server in which the user holds a living seat that they
        left (their role stays hidden), and hand the seat to the first substitute when the
        game's `auto_substitute` is on and someone signed up; the departures, for the host."""
        held = await seats.live_seats(None, [user_id], [guild_id], LIVE_STATES)
        departures: list[Departure] = []
        for _, game_id, _ in held:
            async with self._locks.locked_game(game_id) as (game, conn):
                seat = await seats.of_user(game.id, user_id, conn)
                if game.state not in LIVE_STATES or seat is None:
                    continue  # over, or the seat was handed over meanwhile
                state = await self._cache.engine_game(game, conn)
                if seat.name not in state.alive or await discipline.removed(
                    conn, game.id, seat.name
                ):
                    continue  # the dead, and the removed (R90), keep no seat to fill
                planned: list[Action] = [
                    plan.announce([Text("host-member-left", {"player": seat.name})])
                ]
                substitute = None
                if game.state == RUNNING and Config.auto_substitute.kept(game.settings):
                    substitute = await first_substitute(game, conn)
                if substitute is not None:
                    handover = await hand_seat(
                        game, seat, substitute.user_id, substitute.locale, conn
                    )
                    notice = Text(
                        "service-player-replaced",
                        {"player": seat.name, "newcomer": f"<@{substitute.user_id}>"},
                    )
                    planned += await plan_handover(game, seat, handover, state, notice, conn)
                else:  # the seat waits for a substitute (/game status marks it)
                    phase, now = phase_of(game), self._clock.now()
                    await gone_players.record(conn, game.id, phase, seat.name, user_id, now)
                await plan.store(game, planned, None, conn)
            await self._delivery.deliver(game)
            departures.append(
                Departure(
                    game.id,
                    game.channel_id,
                    game.host_id,
                    game.language,
                    seat.name,
                    None if substitute is None else substitute.user_id,
                )
            )
        return departures
