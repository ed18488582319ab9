"""The game service: a game's life from lobby to end, over the store, the timers and the Table.

Every call is documented in docs/CONTRACTS.md section 5. The rules all live in the engine; this
module validates through it, stores, schedules and resolves. Exactly-once resolution: a phase is
resolved inside one transaction that locks the game row (`SELECT … FOR UPDATE` on PostgreSQL; the
SQLite client serializes transactions), re-checks the phase, and inserts a `Resolution` row unique
per (game, phase kind, number). Announcements are stored in that transaction and delivered after it.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.exceptions import IntegrityError
from tortoise.expressions import F
from tortoise.transactions import in_transaction

import engine
from bot import narrative, outbox
from bot.errors import ServiceError
from bot.i18n import Text
from bot.models import (
    ACTION,
    FINISHED,
    LEAVE,
    LIVE_STATES,
    LOBBY,
    MESSAGE_KINDS,
    OPEN_STATES,
    PAUSED,
    RUNNING,
    STOPPED,
    VOTE,
    Announcement,
    Game,
    GameRecord,
    Heartbeat,
    MessageCount,
    PlayerStat,
    PostedMessage,
    Resolution,
    Seat,
    ServerConfig,
    Submission,
)
from bot.settings import ENGINE_KEYS, PHASE_KEYS, Defaults, check_value
from bot.state import engine_settings, input_to_json, rebuild, record_of
from bot.status_texts import status_texts
from bot.table import Table, TableGame
from bot.timers import PhaseTimers
from bot.views import (
    Accepted,
    Caller,
    LobbyView,
    OptionsView,
    SeatView,
    StatusView,
    TallyEntry,
)

__all__ = ["FaultHook", "GameService"]

log = logging.getLogger(__name__)

MAX_NAME = 32
MAX_EXTEND_MINUTES = 24 * 60
HEARTBEAT_SECONDS = 30.0
DOWNTIME_GRACE_SECONDS = 2 * HEARTBEAT_SECONDS  # shorter gaps are restarts, not downtime

FaultHook = Callable[[str, int, engine.Phase | None], Awaitable[None]]
"""Called at named points of a resolution ("before_transaction", "inside_transaction",
"after_transaction", "delivered"): tests crash there, the demo stops there."""


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


def members_sent_for(state: engine.Game, sender: str) -> tuple[str, ...]:
    """The living members whose move `sender` may send (the Boss's mafia, SPEC 3.3)."""
    return tuple(m for m in state.alive if state.rules.may_send_for(state, sender, m))


def may_leave_to_boss(state: engine.Game, member: str) -> bool:
    """Whether a living `member` has someone alive who may send their move (SPEC 3.3)."""
    return member in state.alive_set and any(
        state.rules.may_send_for(state, boss, member) for boss in state.alive
    )


def _phase_of(game: Game) -> engine.Phase:
    return engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]


class GameService:
    """Owns every game's life; see docs/CONTRACTS.md section 5 for the public calls."""

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
        self._heartbeat: asyncio.Task[None] | None = None
        self._resolved = asyncio.Condition()

    # ------------------------------------------------------------------ start-up and tables

    def register_table(self, table: Table, guild_id: int | None = None) -> None:
        """Use `table` for a guild's games (None: for every guild without its own)."""
        self._tables[guild_id] = table

    def table_for(self, guild_id: int) -> Table | None:
        """The Table registered for a guild, else the default one."""
        return self._tables.get(guild_id) or self._tables.get(None)

    async def resume(self) -> None:
        """Start-up: note downtime, deliver what was not delivered, re-arm every running game,
        resolve deadlines that passed while the process was down."""
        now = self.clock()
        beat = await Heartbeat.get_or_none(instance=self.instance)
        gap = 0.0 if beat is None else (now - beat.seen_at).total_seconds()
        await self._beat()
        self.timers.start()
        if self._heartbeat is None:
            self._heartbeat = asyncio.create_task(self._beat_forever())
        if gap > DOWNTIME_GRACE_SECONDS:
            # Downtime during a day is not held against anyone's activity (section 1).
            days = await Game.filter(state=RUNNING, phase_kind="day").values_list("id", "guild_id")
            mine = [game_id for game_id, guild_id in days if self.owns(guild_id)]
            await Game.filter(id__in=mine).update(downtime=F("downtime") + gap)
        await self.deliver_pending()
        for game in await Game.filter(state=RUNNING).order_by("id"):
            if game.deadline is None or not self.owns(game.guild_id):
                continue
            if game.deadline > now:
                self._arm(game)
                continue
            try:
                await self.resolve_phase(game.id, _phase_of(game))
            except Exception:  # one broken game must not keep the others from resuming
                log.exception("resolving game %s at start-up failed", game.id)
                self._arm(game)  # its job retries at once

    async def close(self) -> None:
        """Stop the timers and the heartbeat (the store stays open)."""
        self.timers.shutdown()
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            self._heartbeat = None

    async def _beat(self) -> None:
        now = self.clock()
        updated = await Heartbeat.filter(instance=self.instance).update(seen_at=now)
        if not updated:
            try:
                await Heartbeat.create(instance=self.instance, seen_at=now)
            except IntegrityError:
                await Heartbeat.filter(instance=self.instance).update(seen_at=now)

    async def _beat_forever(self) -> None:
        while True:
            await asyncio.sleep(HEARTBEAT_SECONDS)
            try:
                await self._beat()
            except Exception:  # a lost heartbeat only overstates downtime
                log.exception("heartbeat failed")

    # ------------------------------------------------------------------ server settings

    async def get_config(self, guild_id: int) -> dict[str, object]:
        """The server's settings: config.toml defaults with the server's own values on top."""
        row = await ServerConfig.get_or_none(guild_id=guild_id)
        return self.defaults.merged(row.values if row else {})

    async def server_language(self, guild_id: int) -> str:
        """The server's language ("ru" | "en")."""
        return str((await self.get_config(guild_id))["language"])

    async def set_config(self, caller: Caller, key: str, value: object) -> dict[str, object]:
        """Change one server setting (a host's call): bad_config(key) when not allowed."""
        if caller.guild_id is None:
            raise ServiceError("no_game_here")
        if not caller.is_admin:
            raise ServiceError("not_host")
        try:
            checked = check_value(key, value)
        except ValueError:
            raise ServiceError("bad_config", {"key": str(key)}) from None
        async with in_transaction() as conn:
            row = await ServerConfig.get_or_none(guild_id=caller.guild_id, using_db=conn)
            if row is None:
                await ServerConfig.create(
                    guild_id=caller.guild_id, values={key: checked}, using_db=conn
                )
            else:
                row.values = {**row.values, key: checked}
                await row.save(using_db=conn)
        return await self.get_config(caller.guild_id)

    # ------------------------------------------------------------------ lobby

    async def open_lobby(
        self, caller: Caller, ruleset: str | None = None, *, seed: int | None = None
    ) -> LobbyView:
        """Open a lobby in the caller's channel (ruleset: the server's when None)."""
        guild_id, channel_id = self._where(caller)
        config = await self.get_config(guild_id)
        ruleset = ruleset or str(config["ruleset"])
        if ruleset not in engine.RULESETS:
            raise engine.EngineError("unknown_ruleset", {"ruleset": ruleset})
        if await self._open_game(guild_id, channel_id) is not None:
            raise ServiceError("game_already_running")
        settings = {k: config[k] for k in PHASE_KEYS + ENGINE_KEYS}
        game = await Game.create(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=caller.user_id,
            ruleset=ruleset,
            language=str(config["language"]),
            settings=settings,
            seed=secrets.randbits(31) if seed is None else seed,
            state=LOBBY,
        )
        return await self._lobby_view(game)

    async def lobby(self, caller: Caller) -> LobbyView:
        """The lobby (or game) open in the caller's channel."""
        return await self._lobby_view(await self._game_here(caller))

    async def join(self, caller: Caller, display_name: str, locale: str | None = None) -> LobbyView:
        """Take a seat; the display name becomes the player's name in the game."""
        name = " ".join(display_name.split())
        if not name or len(name) > MAX_NAME or name.casefold() == "abstain":
            raise ServiceError("bad_name", {"name": name})
        game = await self._game_here(caller)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            if game.state != LOBBY:
                raise ServiceError("lobby_closed")
            seats = await Seat.filter(game_id=game.id).using_db(conn).all()
            if any(seat.user_id == caller.user_id for seat in seats):
                raise ServiceError("already_joined")
            if any(seat.name.casefold() == name.casefold() for seat in seats):
                raise ServiceError("name_taken", {"name": name})
            maximum = engine.get_ruleset(game.ruleset).max_players
            if len(seats) >= maximum:
                raise ServiceError(
                    "too_many_players", {"count": len(seats) + 1, "maximum": maximum}
                )
            position = max((seat.position for seat in seats), default=-1) + 1
            await Seat.create(
                game_id=game.id,
                position=position,
                user_id=caller.user_id,
                name=name,
                locale=locale or caller.locale,
                using_db=conn,
            )
        return await self._lobby_view(game)

    async def leave(self, caller: Caller) -> LobbyView:
        """Give up a seat in the lobby."""
        game = await self._game_here(caller)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            if game.state != LOBBY:
                raise ServiceError("lobby_closed")
            deleted = (
                await Seat.filter(game_id=game.id, user_id=caller.user_id).using_db(conn).delete()
            )
            if not deleted:
                raise ServiceError("not_joined")
        return await self._lobby_view(game)

    async def start_game(self, caller: Caller, roles: Sequence[str] | None = None) -> StatusView:
        """Deal (the preset for the player count, or the host's list) and begin night 1."""
        game = await self._game_here(caller)
        self._require_host(caller, game)
        async with self._game_lock(game.id):
            async with in_transaction() as conn:
                game = await self._locked(game.id, conn)
                if game.state != LOBBY:
                    raise ServiceError("game_already_running")
                seats = sorted(
                    await Seat.filter(game_id=game.id).using_db(conn).all(),
                    key=lambda seat: seat.position,
                )
                rules = engine.get_ruleset(game.ruleset)
                if len(seats) < rules.min_players:
                    raise ServiceError(
                        "too_few_players", {"count": len(seats), "minimum": rules.min_players}
                    )
                if len(seats) > rules.max_players:
                    raise ServiceError(
                        "too_many_players", {"count": len(seats), "maximum": rules.max_players}
                    )
                setup = engine.deal(
                    game.ruleset,
                    [seat.name for seat in seats],
                    game.seed,
                    roles=list(roles) if roles else None,
                    settings=engine_settings(game.settings),
                )
                dealt = dict(setup.players)
                for seat in seats:
                    seat.role = dealt[seat.name]
                    await seat.save(update_fields=["role"], using_db=conn)
                state = engine.new_game(setup)
                now = self.clock()
                game.roles = list(roles) if roles else None
                game.items = dict(setup.items) or None
                game.state = RUNNING
                game.started_at = now
                self._enter_phase(game, state.phase, now)
                await game.save(using_db=conn)
                await outbox.store(game, outbox.plan_start(state), None, conn)
            self._cache[game.id] = state
        self._arm(game)
        await self._deliver(game)
        return await self._status_view(game)

    # ------------------------------------------------------------------ playing

    async def act(
        self,
        caller: Caller,
        verb: str,
        value: object,
        *,
        game_id: int | None = None,
        for_player: str | None = None,
    ) -> Accepted:
        """Store one action for the current phase (or, by day, a night verb for the coming
        night), replacing the same verb's earlier value; engine errors pass through.
        `for_player`: the Boss sends a mafia member's action (SPEC 3.3), stored under the
        member's name; the member's own action wins unless they left it to the Boss."""
        game, seat = await self._my_seat(caller, game_id)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            self._require_playing(game)
            state = await self._engine_game(game, conn)
            player = seat.name if for_player in (None, seat.name) else str(for_player)
            delegated = player != seat.name

            def check(phase: engine.Phase) -> engine.EngineError | None:
                if delegated:
                    return state.check_action_for(seat.name, player, verb, value, phase)
                return state.check_action(player, verb, value, phase)

            phase = state.phase
            error = check(phase)
            # SPEC 1: by day, a night action may be sent in advance for the coming night.
            early = error is not None and error.code == "wrong_phase" and phase.kind == "day"
            if early and check(phase.next()) is None:
                error, phase = None, phase.next()
            if error is not None:
                raise error
            replaced = await self._store(
                game, phase, player, ACTION, verb, value, caller, conn, delegated
            )
        return Accepted(game.id, player, phase, verb, value, replaced)

    async def leave_to_boss(
        self, caller: Caller, leave: bool = True, *, game_id: int | None = None
    ) -> Accepted:
        """A mafia member leaves tonight's action to the Boss (or takes it back): the Boss's
        submission for them then wins over their own (SPEC 3.3). By day: the coming night."""
        game, seat = await self._my_seat(caller, game_id)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            self._require_playing(game)
            state = await self._engine_game(game, conn)
            if seat.name not in state.alive_set:
                raise engine.EngineError("dead_actor", {"player": seat.name})
            if not may_leave_to_boss(state, seat.name):
                raise engine.EngineError(
                    "not_your_ability", {"verb": "leave", "role": state.role(seat.name)}
                )
            phase = state.phase if state.phase.kind == "night" else state.phase.next()
            replaced = await self._store(
                game, phase, seat.name, LEAVE, "leave", bool(leave), caller, conn
            )
        return Accepted(game.id, seat.name, phase, "leave", bool(leave), replaced)

    async def vote(self, caller: Caller, target: str, *, game_id: int | None = None) -> Accepted:
        """Store the caller's public vote for today (a player's name or "abstain")."""
        game, seat = await self._my_seat(caller, game_id)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            self._require_playing(game)
            state = await self._engine_game(game, conn)
            if state.phase.kind != "day":
                raise ServiceError("not_day")
            error = state.check_vote(seat.name, target)
            if error is not None:
                raise error
            replaced = await self._store(
                game, state.phase, seat.name, VOTE, "vote", target, caller, conn
            )
        return Accepted(game.id, seat.name, state.phase, "vote", target, replaced)

    async def options(
        self, caller: Caller, *, game_id: int | None = None, for_player: str | None = None
    ) -> OptionsView:
        """What the caller may send now (and by day for the coming night), for autocomplete.
        `for_player`: what the Boss may send as that mafia member (SPEC 3.3); the view is then
        the member's, and `not_your_ability` when the caller may not send for them."""
        game, seat = await self._my_seat(caller, game_id)
        state = await self._engine_game(game)
        me = seat.name
        sends_for = members_sent_for(state, me)
        player = me if for_player in (None, me) else str(for_player)
        if player != me and player not in sends_for:
            raise engine.EngineError("not_your_ability", {"verb": "act", "role": state.role(me)})
        now = state.options(player)
        later: tuple[engine.VerbOption, ...] = ()
        targets: tuple[str, ...] = ()
        if state.phase.kind == "day":
            later = state.options(player, state.phase.next())
            if player == me and me in state.alive_set:
                targets = (*state.alive, "abstain")
        leave = may_leave_to_boss(state, me)
        return OptionsView(game.id, player, state.phase, now, later, targets, sends_for, leave)

    async def my_card(self, caller: Caller, *, game_id: int | None = None) -> list[Text]:
        """The caller's role card."""
        game, seat = await self._my_seat(caller, game_id)
        return narrative.role_card(await self._engine_game(game), seat.name)

    async def status(self, caller: Caller, *, game_id: int | None = None) -> StatusView:
        """The game in the caller's channel (or the caller's game, in a DM) at a glance; after
        the end, the channel's last game with its winner and every role."""
        if game_id is not None or caller.guild_id is None:
            game, _ = await self._my_seat(caller, game_id)
        else:  # the open game, else the channel's last one (its winner and roles)
            game = await self._latest_game_here(caller)
        return await self._status_view(game)

    def status_texts(self, view: StatusView) -> list[Text]:
        """The status as texts (service.ftl): phase and deadline, the living, the tally."""
        return status_texts(view)

    async def record_message(self, guild_id: int, channel_id: int, user_id: int) -> None:
        """Count one message in a game channel for activity (only a living player's, by day)."""
        game = await Game.filter(
            guild_id=guild_id, channel_id=channel_id, state=RUNNING, phase_kind="day"
        ).first()
        if game is None:
            return
        seat = await Seat.get_or_none(game_id=game.id, user_id=user_id)
        if seat is None:
            return
        day = game.phase_number
        updated = await MessageCount.filter(game_id=game.id, day=day, player=seat.name).update(
            count=F("count") + 1
        )
        if updated:
            return
        try:
            await MessageCount.create(game_id=game.id, day=day, player=seat.name, count=1)
        except IntegrityError:  # a concurrent first message created the row
            await MessageCount.filter(game_id=game.id, day=day, player=seat.name).update(
                count=F("count") + 1
            )

    async def remember_message(
        self, game_id: int, kind: str, channel_id: int, message_id: int, number: int = 0
    ) -> None:
        """Store the id of a message the Discord layer edits as the game changes (`kind`:
        "lobby", or "tally" with the day as `number`), replacing an earlier one."""
        if kind not in MESSAGE_KINDS:
            raise ValueError(f"unknown message kind {kind!r}")
        key = {"game_id": game_id, "kind": kind, "number": number}
        ids = {"channel_id": channel_id, "message_id": message_id}
        if await PostedMessage.filter(**key).update(**ids):
            return
        try:
            await PostedMessage.create(**key, **ids)
        except IntegrityError:  # stored at the same moment by another call: the later id wins
            await PostedMessage.filter(**key).update(**ids)

    async def posted_message(
        self, game_id: int, kind: str, number: int = 0
    ) -> tuple[int, int] | None:
        """The (channel id, message id) stored by `remember_message`, or None."""
        row = await PostedMessage.get_or_none(game_id=game_id, kind=kind, number=number)
        return None if row is None else (row.channel_id, row.message_id)

    # ------------------------------------------------------------------ host controls

    async def extend(self, caller: Caller, minutes: int) -> StatusView:
        """Move the current deadline `minutes` later."""
        if not 1 <= minutes <= MAX_EXTEND_MINUTES:
            raise ServiceError("bad_minutes", {"minutes": minutes, "maximum": MAX_EXTEND_MINUTES})
        game = await self._host_game(caller)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            self._require_live(game)
            delta = minutes * 60 * self.time_scale
            if game.state == PAUSED:
                game.paused_remaining = (game.paused_remaining or 0.0) + delta
            else:
                assert game.deadline is not None
                game.deadline = game.deadline + timedelta(seconds=delta)
            await game.save(using_db=conn)
        if game.state == RUNNING:
            self._arm(game)
        return await self._status_view(game)

    async def end_phase(self, caller: Caller) -> StatusView:
        """Resolve the current phase now."""
        game = await self._host_game(caller)
        if game.state != RUNNING:
            self._require_playing(game)
        await self.resolve_phase(game.id, _phase_of(game))
        return await self._status_view(await Game.get(id=game.id))

    async def pause(self, caller: Caller) -> StatusView:
        """Stop the clock: actions, votes and the deadline wait until `unpause`."""
        game = await self._host_game(caller)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            self._require_playing(game)
            assert game.deadline is not None
            game.paused_remaining = max(0.0, (game.deadline - self.clock()).total_seconds())
            game.deadline = None
            game.state = PAUSED
            await game.save(using_db=conn)
        self.timers.disarm(game.id)
        return await self._status_view(game)

    async def unpause(self, caller: Caller) -> StatusView:
        """Restart the clock with the time that was left."""
        game = await self._host_game(caller)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            if game.state != PAUSED:
                raise ServiceError("game_not_paused")
            game.deadline = self.clock() + timedelta(seconds=game.paused_remaining or 0.0)
            game.paused_remaining = None
            game.state = RUNNING
            await game.save(using_db=conn)
        self._arm(game)
        return await self._status_view(game)

    async def stop(self, caller: Caller) -> StatusView:
        """End the game without a winner; every role is revealed."""
        game = await self._host_game(caller)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            if game.state not in OPEN_STATES:
                raise ServiceError("game_finished")
            started = game.state != LOBBY
            game.state = STOPPED
            game.deadline = None
            game.ended_at = self.clock()
            await game.save(using_db=conn)
            if started:
                state = await self._engine_game(game, conn)
                texts = [Text("service-game-stopped"), *narrative.game_over(state)[1:]]
                await outbox.store(
                    game,
                    [outbox.Planned(outbox.REVEAL, {"texts": outbox.texts_json(texts)})],
                    None,
                    conn,
                )
        self.timers.disarm(game.id)
        await self._deliver(game)
        return await self._status_view(game)

    async def replace_player(
        self, caller: Caller, old_user_id: int, new_user_id: int, locale: str | None = None
    ) -> StatusView:
        """Give a seat to another user; the seat keeps its name, the newcomer gets the card."""
        game = await self._host_game(caller)
        async with self._game_lock(game.id), in_transaction() as conn:
            game = await self._locked(game.id, conn)
            self._require_live(game)
            seats = await Seat.filter(game_id=game.id).using_db(conn).all()
            seat = next((s for s in seats if s.user_id == old_user_id), None)
            if seat is None:
                raise ServiceError("not_in_game")
            taken = next((s for s in seats if s.user_id == new_user_id), None)
            if taken is not None:
                raise ServiceError("replacement_in_game", {"name": taken.name})
            seat.previous_user_ids = [*seat.previous_user_ids, old_user_id]
            seat.user_id = new_user_id
            seat.locale = locale
            await seat.save(using_db=conn)
            state = await self._engine_game(game, conn)
            planned = [
                outbox.announce([Text("service-player-replaced", {"player": seat.name})]),
                outbox.tell(seat.name, narrative.role_card(state, seat.name)),
            ]
            planned.extend(outbox.teams_of(state, seat.name))
            if seat.name not in state.alive:
                planned.append(outbox.Planned(outbox.MARK_DEAD, {"player": seat.name}))
            await outbox.store(game, planned, None, conn)
        await self._deliver(game)
        return await self._status_view(game)

    async def export_record(self, caller: Caller, *, game_id: int | None = None) -> dict[str, Any]:
        """The game record (SPEC 5.1) of the caller's channel's game (or `game_id`)."""
        if game_id is not None:
            game = await Game.get_or_none(id=game_id)
            if game is None or (caller.guild_id is not None and game.guild_id != caller.guild_id):
                raise ServiceError("no_game_here")
        else:
            game = await self._latest_game_here(caller)
        if game.state == LOBBY:
            raise ServiceError("no_record")
        stored = await GameRecord.get_or_none(game_id=game.id)
        if stored is not None:
            return dict(stored.record)
        return (await record_of(game)).to_data()

    # ------------------------------------------------------------------ resolution

    async def resolve_phase(self, game_id: int, expected: engine.Phase | None = None) -> bool:
        """Resolve the game's current phase (only if it is still `expected`), store the result,
        the next phase and its deadline in one transaction, then deliver. False if there was
        nothing to resolve (already resolved, paused, over)."""
        await self._fault("before_transaction", game_id, expected)
        async with self._game_lock(game_id):
            async with in_transaction() as conn:
                game = await self._locked(game_id, conn)
                if game.state != RUNNING or game.phase_kind is None:
                    return False
                phase = _phase_of(game)
                if expected is not None and phase != expected:
                    return False
                before = await self._engine_game(game, conn)
                phase_input = await self._collect(game, before, conn)
                after, result = before.resolve(phase_input)
                now = self.clock()
                await Resolution.create(
                    game_id=game.id,
                    phase_kind=phase.kind,
                    phase_number=phase.number,
                    input=input_to_json(phase_input),
                    result=result.to_json(),
                    resolved_at=now,
                    resolved_by=self.instance,
                    using_db=conn,
                )
                await self._fault("inside_transaction", game_id, phase)
                await outbox.store(game, outbox.plan_resolution(result, before, after), phase, conn)
                if after.winner is not None:
                    await self._finish(game, after, now, conn)
                else:
                    self._enter_phase(game, after.phase, now)
                await game.save(using_db=conn)
            self._cache[game.id] = after
        if game.state == RUNNING:
            self._arm(game)
        else:
            self.timers.disarm(game.id)
        await self._fault("after_transaction", game_id, phase)
        try:
            await self._deliver(game)
        finally:
            async with self._resolved:
                self._resolved.notify_all()
        return True

    async def engine_state(self, game_id: int) -> engine.Game:
        """The engine state of a started game (read-only; for the demo and tests)."""
        game = await Game.get_or_none(id=game_id)
        if game is None or game.state == LOBBY:
            raise ServiceError("no_game_here")
        return await self._engine_game(game)

    async def rearm(self, game_id: int) -> None:
        """Arm a running game's timers again from the store."""
        self._arm(await Game.get(id=game_id))

    def drop_cache(self) -> None:
        """Forget every cached engine state (each is replayed from the store when next needed)."""
        self._cache.clear()

    async def wait_for_phase(self, game_id: int, phase: engine.Phase | None) -> Game:
        """Wait until the game has left `phase` (or is no longer running); the game row."""
        while True:
            async with self._resolved:
                game = await Game.get(id=game_id)
                if game.state != RUNNING or phase is None or _phase_of(game) != phase:
                    return game
                await asyncio.wait_for(self._resolved.wait(), timeout=1.0)

    async def _finish(
        self, game: Game, after: engine.Game, now: datetime, conn: BaseDBAsyncClient
    ) -> None:
        game.state = FINISHED
        game.winner = after.winner
        game.deadline = None
        game.ended_at = now
        game.phase_kind, game.phase_number = after.phase.kind, after.phase.number
        record = await record_of(game, conn)
        await GameRecord.create(
            game_id=game.id,
            record=record.to_data(),
            winner=str(after.winner),
            finished_at=now,
            using_db=conn,
        )
        alive = set(after.alive)
        for seat in await Seat.filter(game_id=game.id).using_db(conn).all():
            won = after.camp(seat.name) == after.winner
            stat, _ = await PlayerStat.get_or_create(
                guild_id=game.guild_id, user_id=seat.user_id, using_db=conn
            )
            stat.games += 1
            stat.wins += int(won)
            stat.survived += int(seat.name in alive)
            await stat.save(using_db=conn)

    async def _collect(
        self, game: Game, state: engine.Game, conn: BaseDBAsyncClient
    ) -> engine.PhaseInput:
        """The stored input of the game's current phase: active actions, votes, message counts."""
        phase = state.phase
        rows = (
            await Submission.filter(
                game_id=game.id, phase_kind=phase.kind, phase_number=phase.number, active=True
            )
            .using_db(conn)
            .order_by("id")
        )
        own: dict[str, dict[str, object]] = {}
        delegated: dict[str, dict[str, object]] = {}
        left: set[str] = set()
        votes: dict[str, str] = {}
        for row in rows:
            if row.kind == VOTE:
                votes[row.player] = str(row.value["value"])
            elif row.kind == LEAVE:
                if row.value["value"]:
                    left.add(row.player)
            else:
                sent = delegated if row.delegated else own
                sent.setdefault(row.player, {})[row.verb] = row.value["value"]
        actions = {
            name: engine.merge_delegated(
                own.get(name, {}), delegated.get(name, {}), name in left
            )  # SPEC 3.3, C7: the member's own action wins unless left to the Boss
            for name in sorted(own.keys() | delegated.keys(), key=state.names.index)
        }
        posts: dict[str, int] | None = None  # None: everyone posted enough (SPEC 5.1)
        # R51 judges presence on messages; a day the process was partly down is not judged on them.
        if phase.kind == "day" and game.downtime <= 0:
            counts = await MessageCount.filter(game_id=game.id, day=phase.number).using_db(conn)
            posts = {row.player: row.count for row in counts if row.player in state.alive}
        return engine.PhaseInput(actions=actions, votes=votes, posts=posts)

    async def _store(
        self,
        game: Game,
        phase: engine.Phase,
        player: str,
        kind: str,
        verb: str,
        value: object,
        caller: Caller,
        conn: BaseDBAsyncClient,
        delegated: bool = False,
    ) -> object | None:
        """Insert an accepted submission, deactivating the one it replaces (same player, verb
        and sender side: the player's own or the Boss's); the replaced value."""
        previous = (
            await Submission.filter(
                game_id=game.id,
                phase_kind=phase.kind,
                phase_number=phase.number,
                player=player,
                kind=kind,
                verb=verb,
                delegated=delegated,
                active=True,
            )
            .using_db(conn)
            .first()
        )
        if previous is not None:
            previous.active = False
            await previous.save(update_fields=["active"], using_db=conn)
        await Submission.create(
            game_id=game.id,
            phase_kind=phase.kind,
            phase_number=phase.number,
            player=player,
            kind=kind,
            verb=verb,
            value={"value": value},
            user_id=caller.user_id,
            delegated=delegated,
            created_at=self.clock(),
            replaces_id=previous.id if previous else None,
            using_db=conn,
        )
        return previous.value["value"] if previous else None

    # ------------------------------------------------------------------ timers

    def _duration(self, game: Game, phase: engine.Phase) -> float:
        minutes = game.settings.get(f"{phase.kind}_minutes", 60)
        return float(minutes) * 60 * self.time_scale  # type: ignore[arg-type]

    def _enter_phase(self, game: Game, phase: engine.Phase, now: datetime) -> None:
        game.phase_kind, game.phase_number = phase.kind, phase.number
        game.deadline = now + timedelta(seconds=self._duration(game, phase))
        game.downtime = 0.0

    def _arm(self, game: Game) -> None:
        if game.state != RUNNING or game.deadline is None:
            return
        reminder = float(game.settings.get("reminder_minutes", 0))  # type: ignore[arg-type]
        reminder_at = None
        if reminder > 0:
            reminder_at = game.deadline - timedelta(seconds=reminder * 60 * self.time_scale)
        self.timers.arm(game.id, _phase_of(game), game.deadline, reminder_at)

    async def _on_deadline(self, game_id: int, kind: str, number: int) -> None:
        try:
            await self.resolve_phase(game_id, engine.Phase(kind, number))  # type: ignore[arg-type]
        except Exception:
            log.exception("resolving game %s %s-%s failed", game_id, kind, number)
            raise

    async def _on_reminder(self, game_id: int, kind: str, number: int) -> None:
        game = await Game.get_or_none(id=game_id)
        if game is None or game.state != RUNNING or _phase_of(game) != engine.Phase(kind, number):  # type: ignore[arg-type]
            return
        table = self.table_for(game.guild_id)
        if table is None or game.deadline is None:
            return
        left = max(1, round((game.deadline - self.clock()).total_seconds() / 60 / self.time_scale))
        state = await self._engine_game(game)
        where = TableGame(game.id, game.guild_id, game.channel_id, game.language)
        await table.announce(where, [narrative.reminder(state, left)])

    # ------------------------------------------------------------------ delivery

    async def _deliver(self, game: Game) -> int:
        table = self.table_for(game.guild_id)
        if table is None:
            return 0  # delivered once a Table is registered and the service resumes

        async def after_each(row: Announcement) -> None:
            phase = None
            if row.phase_kind is not None:
                phase = engine.Phase(row.phase_kind, row.phase_number)  # type: ignore[arg-type]
            await self._fault("delivered", game.id, phase)

        # One delivery at a time per game, or two would both show the same pending rows.
        lock = self._delivering.setdefault(game.id, asyncio.Lock())
        async with lock:
            return await outbox.deliver(game, table, self.clock, after_each)

    async def deliver_pending(self) -> int:
        """Deliver every undelivered announcement of every game (e.g. after registering a Table)."""
        total = 0
        for game in await Game.filter(id__in=await self._games_with_pending()).order_by("id"):
            if not self.owns(game.guild_id):
                continue
            try:
                total += await self._deliver(game)
            except Exception:  # left undelivered: retried at the game's next delivery
                log.exception("delivering game %s's announcements failed", game.id)
        return total

    async def _games_with_pending(self) -> list[int]:

        rows = (
            await Announcement.filter(delivered=False).distinct().values_list("game_id", flat=True)
        )
        return [int(cast(int, row)) for row in rows]

    async def _fault(self, point: str, game_id: int, phase: engine.Phase | None) -> None:
        if self.fault is not None:
            await self.fault(point, game_id, phase)

    # ------------------------------------------------------------------ lookups

    @asynccontextmanager
    async def _game_lock(self, game_id: int) -> Any:
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        async with lock:
            yield

    async def _locked(self, game_id: int, conn: BaseDBAsyncClient) -> Game:
        """The game row, locked until the transaction ends (PostgreSQL: SELECT … FOR UPDATE)."""
        return await Game.filter(id=game_id).select_for_update().using_db(conn).get()

    async def _engine_game(self, game: Game, conn: BaseDBAsyncClient | None = None) -> engine.Game:
        """The engine state of a started game: the cache if it is at the stored phase, else a
        replay of the store (another process may have resolved since)."""
        cached = self._cache.get(game.id)
        if cached is not None and cached.phase == _phase_of(game):
            return cached
        state = await rebuild(game, conn)
        self._cache[game.id] = state
        return state

    def _where(self, caller: Caller) -> tuple[int, int]:
        if caller.guild_id is None or caller.channel_id is None:
            raise ServiceError("no_game_here")
        return caller.guild_id, caller.channel_id

    async def _open_game(self, guild_id: int, channel_id: int) -> Game | None:
        return (
            await Game.filter(guild_id=guild_id, channel_id=channel_id, state__in=OPEN_STATES)
            .order_by("-id")
            .first()
        )

    async def _game_here(self, caller: Caller) -> Game:
        guild_id, channel_id = self._where(caller)
        game = await self._open_game(guild_id, channel_id)
        if game is None:
            raise ServiceError("no_game_here")
        return game

    async def _latest_game_here(self, caller: Caller) -> Game:
        guild_id, channel_id = self._where(caller)
        game = await Game.filter(guild_id=guild_id, channel_id=channel_id).order_by("-id").first()
        if game is None:
            raise ServiceError("no_game_here")
        return game

    async def _host_game(self, caller: Caller) -> Game:
        game = await self._game_here(caller)
        self._require_host(caller, game)
        return game

    def _require_host(self, caller: Caller, game: Game) -> None:
        if not (caller.is_admin or caller.user_id == game.host_id):
            raise ServiceError("not_host")

    def _require_playing(self, game: Game) -> None:
        if game.state == PAUSED:
            raise ServiceError("game_paused")
        if game.state in (FINISHED, STOPPED):
            raise ServiceError("game_finished")
        if game.state != RUNNING:
            raise ServiceError("game_not_running")

    def _require_live(self, game: Game) -> None:
        if game.state in (FINISHED, STOPPED):
            raise ServiceError("game_finished")
        if game.state not in LIVE_STATES:
            raise ServiceError("game_not_running")

    async def _my_seat(self, caller: Caller, game_id: int | None) -> tuple[Game, Seat]:
        """The caller's game and seat: by `game_id`, by channel, or (in a DM) by seat."""
        if game_id is not None:
            game = await Game.get_or_none(id=game_id)
            if game is None:
                raise ServiceError("no_game_here")
        elif caller.guild_id is not None and caller.channel_id is not None:
            found = await self._open_game(caller.guild_id, caller.channel_id)
            if found is None:
                return await self._my_seat(Caller(caller.user_id, locale=caller.locale), None)
            game = found
        else:
            seats = await Seat.filter(user_id=caller.user_id, game__state__in=LIVE_STATES)
            if not seats:
                raise ServiceError("dm_not_in_game")
            if len({seat.game_id for seat in seats}) > 1:  # type: ignore[attr-defined]
                raise ServiceError("dm_ambiguous", {"count": len(seats)})
            game = await Game.get(id=seats[0].game_id)  # type: ignore[attr-defined]
        seat = await Seat.get_or_none(game_id=game.id, user_id=caller.user_id)
        if seat is None:
            raise ServiceError("not_in_game")
        if game.state == LOBBY:
            raise ServiceError("game_not_running")
        return game, seat

    async def _lobby_view(self, game: Game) -> LobbyView:
        seats = sorted(await Seat.filter(game_id=game.id), key=lambda seat: seat.position)
        rules = engine.get_ruleset(game.ruleset)
        return LobbyView(
            game.id,
            game.guild_id,
            game.channel_id,
            game.host_id,
            game.ruleset,
            game.state,
            tuple(SeatView(seat.name, seat.user_id) for seat in seats),
            rules.min_players,
            rules.max_players,
        )

    async def _status_view(self, game: Game) -> StatusView:
        game = await Game.get(id=game.id)
        seats = sorted(await Seat.filter(game_id=game.id), key=lambda seat: seat.position)
        if game.state == LOBBY:
            views = tuple(SeatView(seat.name, seat.user_id) for seat in seats)
            return StatusView(game.id, game.state, game.ruleset, None, None, None, views, (), None)
        state = await self._engine_game(game)
        over = game.state in (FINISHED, STOPPED)
        views = tuple(
            SeatView(
                seat.name,
                seat.user_id,
                seat.name in state.alive_set,
                state.role(seat.name) if over or seat.name not in state.alive_set else None,
            )
            for seat in seats
        )
        tally: tuple[TallyEntry, ...] = ()
        if state.phase.kind == "day" and not over:
            rows = await Submission.filter(
                game_id=game.id, phase_kind="day", phase_number=state.phase.number, kind=VOTE
            ).order_by("id")
            tally = tuple(
                TallyEntry(row.player, str(row.value["value"]), row.created_at, not row.active)
                for row in rows
            )
        return StatusView(
            game.id,
            game.state,
            game.ruleset,
            state.phase,
            game.deadline,
            game.paused_remaining,
            views,
            tally,
            game.winner,
        )
