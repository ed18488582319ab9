"""Scheduled starts: `/game start at:20:00` deals the lobby at that time.

The time is kept on the lobby's row (its `deadline`, with the host's role list in `roles`), so
a restart loses nothing: `rearm` (at resume, and at every sweep for a lobby whose job is
missing) schedules the deal again, and a start that came while the process was down deals at
once. The deal is `Lobby.deal_scheduled`, the one `/game start` makes; `on_due` is what runs
when the time comes (the Discord layer plugs in its part of a deal there, `cogs.dealing`). A
lobby that cannot be dealt then (too few players, a list that no longer fits) is told why in
its channel and is no longer scheduled.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import engine
from bot.service.clock.deadlines import next_clock_time
from bot.service.clock.jobs import Jobs
from bot.service.clock.phases import PhaseClock
from bot.service.clock.start_times import start_time
from bot.service.lobby.seating import Lobby
from bot.service.outbox import plan
from bot.service.outbox.delivery import Delivery
from bot.service.play.views import lobby_view, seats_in_order
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import Clock, GameLocks
from bot.service.seats.callers import game_here, require_host
from bot.service.settings import forum
from bot.service.settings.schema import Config
from bot.store import games
from bot.store.games import StoredGame
from bot.store.states import LOBBY
from bot.text import narrative
from bot.text.i18n import Text
from bot.text.tally import unix_time
from bot.text.views import LobbyView

__all__ = ["LONG_NIGHT", "MAX_TEXT", "DueStart", "ScheduledStarts", "start_job"]

LONG_NIGHT = timedelta(hours=8)
"""A night 1 longer than this (by the clock deadlines) is said in the lobby before the start."""

MAX_TEXT = 40
"""The characters of a start time the refusal quotes back."""


def start_job(game_id: int) -> str:
    """The job id of a lobby's scheduled start."""
    return f"start:{game_id}"


@dataclass(frozen=True)
class DueStart:
    """A scheduled lobby as its start comes: where it is, its rule set, the role list kept at
    scheduling (empty: the preset) and how many seats it has."""

    game_id: int
    guild_id: int
    channel_id: int
    ruleset: str
    roles: tuple[str, ...]
    seats: int


@checked
class ScheduledStarts:
    """`schedule` a lobby's deal, `deal` it when the time comes (`on_due`), `rearm` after a
    restart, `idle` and `fire_now` (tests)."""

    def __init__(
        self,
        lobby: Lobby,
        jobs: Jobs,
        delivery: Delivery,
        phases: PhaseClock,
        *,
        locks: GameLocks,
        clock: Clock,
        owns: Callable[[int], bool],
    ) -> None:
        self._lobby = lobby
        self._jobs = jobs
        self._delivery = delivery
        self._phases = phases
        self._locks = locks
        self._clock = clock
        self._owns = owns
        self.on_due: Callable[[int], Awaitable[object]] = self.deal
        """Run with the game id when a lobby's start comes (the Discord layer replaces it
        with its own deal, which calls `deal`)."""

    async def schedule(
        self, caller: Caller, at: str, roles: Sequence[str] | None = None
    ) -> datetime:
        """Deal the caller's lobby at `at` ("20:00", "24.12 20:00", … in the game's time zone:
        `start_times.start_time`), with `roles` (None: the preset); the lobby is told, with
        what the clock deadlines make of night 1. bad_start_time, start_in_past, lobby_closed;
        a later call moves the start."""
        found = await game_here(caller)
        await require_host(caller, found)
        now = self._clock.now()
        when = start_time(at, now, forum.game_zone(found.settings))
        if when is None:
            raise ServiceError("bad_start_time", {"text": at.strip()[:MAX_TEXT]})
        when = when.replace(microsecond=0)
        if when <= now:
            raise ServiceError("start_in_past", {"time": unix_time(when)})
        async with self._locks.locked_game(found.id) as (game, conn):
            if game.state != LOBBY:
                raise ServiceError("lobby_closed")
            game = await games.schedule_start(conn, game, when, roles)
            lines = [Text("start-scheduled", {"time": unix_time(when)}), *self._night_one(game)]
            await plan.store(game, [plan.announce(lines)], None, conn)
        self._arm(game)
        await self._delivery.deliver(game)
        return when

    def _night_one(self, game: StoredGame) -> list[Text]:
        """What the clock deadlines make of night 1 beginning at the start (`game.deadline`):
        a word when the night end comes sooner than the minimum (the night runs to the next
        day's), or when the night lasts longer than `LONG_NIGHT`; nothing otherwise."""
        ends, start = forum.ends_at(game.settings, "night"), game.deadline
        if ends is None or start is None:
            return []
        end = self._phases.enter_phase(game, engine.Phase("night", 1), start).deadline
        assert end is not None
        args: dict[str, str | int] = {"end": unix_time(end), "at": ends.strftime("%H:%M")}
        if next_clock_time(start, ends, forum.game_zone(game.settings)) < end:
            args["minimum"] = int(Config.min_phase_minutes.kept(game.settings))
            return [Text("start-night-pushed", {**args})]
        if end - start > LONG_NIGHT * self._clock.time_scale:
            hours = round((end - start) / timedelta(hours=1) / self._clock.time_scale)
            return [Text("start-night-long", {**args, "hours": hours})]
        return []

    async def due(self, game_id: int) -> DueStart | None:
        """The lobby whose start has come, as it is before the deal (what the Discord layer
        shows beside it, as `/game start` does); None when it is no longer scheduled."""
        found = await games.get(game_id)
        if found is None or found.state != LOBBY or found.deadline is None:
            return None
        held = await seats_in_order(found.id)
        roles = tuple(found.roles or ())
        return DueStart(found.id, found.guild_id, found.channel_id, found.ruleset, roles, len(held))

    async def deal(self, game_id: int) -> LobbyView | None:
        """Deal the lobby whose start has come (`Lobby.deal_scheduled`); the lobby as it is
        then (still open when it could not be dealt: told why in its channel, no longer
        scheduled), or None when it was no longer scheduled. A store failure is raised (the
        job tries again)."""
        try:
            if await self._lobby.deal_scheduled(game_id) is None:
                return None
        except (ServiceError, engine.EngineError) as error:
            await self._refused(game_id, error)
        found = await games.get(game_id)
        assert found is not None
        return await lobby_view(found)

    async def _refused(self, game_id: int, error: ServiceError | engine.EngineError) -> None:
        async with self._locks.locked_game(game_id) as (game, conn):
            if game.state != LOBBY or game.deadline is None:
                return
            game = await games.schedule_start(conn, game, None, game.roles)
            reason = narrative.error_text(error.code, error.params, game.ruleset)
            line = Text("start-scheduled-failed", {"reason": reason})
            await plan.store(game, [plan.announce([line])], None, conn)
        await self._delivery.deliver(game)

    def _arm(self, game: StoredGame) -> None:
        assert game.deadline is not None
        self._jobs.schedule(start_job(game.id), game.deadline, self._due, (game.id,))

    async def _due(self, game_id: int) -> None:
        await self.on_due(game_id)

    async def rearm(self, *, missing_only: bool = False) -> None:
        """Schedule every scheduled lobby of this process again from the store (a start that
        came meanwhile deals at once); `missing_only`: only those with no job (a sweep)."""
        for game in await games.scheduled_lobbies():
            if not self._owns(game.guild_id):
                continue
            if not missing_only or self._jobs.idle(start_job(game.id)):
                self._arm(game)

    def idle(self, game_id: int) -> bool:
        """Whether a lobby's start is neither armed nor being dealt."""
        return self._jobs.idle(start_job(game_id))

    def fire_now(self, game_id: int) -> bool:
        """Make a lobby's scheduled start due now (tests fast-forward with this)."""
        return self._jobs.fire_now(start_job(game_id))
