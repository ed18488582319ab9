"""Reading a game: what a player may send, their card, the status, the record; and the small
facts the Discord layer stores through the service (message counts, the messages it edits)."""

from __future__ import annotations

from typing import Any

from tortoise.expressions import F

import engine
from bot.service.calls import Caller, OptionsView
from bot.service.core import ServiceCore
from bot.service.errors import ServiceError
from bot.service.lookups import latest_game_here, my_seat, require_host
from bot.store.models import (
    LIVE_STATES,
    LOBBY,
    MESSAGE_KINDS,
    RUNNING,
    Game,
    GameRecord,
    MessageCount,
    PostedMessage,
    Seat,
)
from bot.store.replay import record_of
from bot.store.rows import upsert
from bot.text import narrative
from bot.text.i18n import Text
from bot.text.status import status_texts
from bot.text.views import StatusView

__all__ = ["Queries"]


class Queries(ServiceCore):
    """`options`, `my_card`, `status`, `status_texts`, `engine_state`, `export_record`,
    `record_message`, `remember_message`, `posted_message`."""

    async def options(
        self, caller: Caller, *, game_id: int | None = None, for_player: str | None = None
    ) -> OptionsView:
        """What the caller may send now (and by day for the coming night), for autocomplete.
        `for_player`: what the Boss may send as that mafia member (SPEC 3.3); the view is then
        the member's, and `not_your_ability` when the caller may not send for them."""
        game, seat = await my_seat(caller, game_id)
        state = await self._engine_game(game)
        me = seat.name
        sends_for = state.sends_for(me)
        player = me if for_player in (None, me) else str(for_player)
        if player != me and player not in sends_for:
            raise engine.EngineError("not_your_ability", {"verb": "act", "role": state.role(me)})
        now = state.options(player)
        later: tuple[engine.VerbOption, ...] = ()
        targets: tuple[str, ...] = ()
        if state.phase.kind == "day":
            later = state.options(player, state.phase.next())
            if player == me:  # the engine says whom the caller may vote for (R50)
                candidates = (*state.alive, "abstain")
                targets = tuple(t for t in candidates if state.check_vote(me, t) is None)
        leave = state.may_leave(me)
        return OptionsView(game.id, player, state.phase, now, later, targets, sends_for, leave)

    async def my_card(self, caller: Caller, *, game_id: int | None = None) -> list[Text]:
        """The caller's role card."""
        game, seat = await my_seat(caller, game_id)
        return narrative.role_card(await self._engine_game(game), seat.name)

    async def status(self, caller: Caller, *, game_id: int | None = None) -> StatusView:
        """The game in the caller's channel (or the caller's game, in a DM) at a glance; after
        the end, the channel's last game with its winner and every role."""
        if game_id is not None or caller.guild_id is None:
            game, _ = await my_seat(caller, game_id)
        else:  # the open game, else the channel's last one (its winner and roles)
            game = await latest_game_here(caller)
        return await self._status_view(game)

    def status_texts(self, view: StatusView) -> list[Text]:
        """The status as texts (service.ftl): phase and deadline, the living, the tally."""
        return status_texts(view)

    async def engine_state(self, game_id: int) -> engine.Game:
        """The engine state of a started game (read-only; for the demo and tests)."""
        game = await Game.get_or_none(id=game_id)
        if game is None or game.state == LOBBY:
            raise ServiceError("no_game_here")
        return await self._engine_game(game)

    async def export_record(self, caller: Caller, *, game_id: int | None = None) -> dict[str, Any]:
        """The game record (SPEC 5.1) of the caller's channel's game (or `game_id`). It shows
        every role, so while the game runs only its host (or a server host) may have it."""
        if game_id is not None:
            found = await Game.get_or_none(id=game_id)
            if found is None or (caller.guild_id is not None and found.guild_id != caller.guild_id):
                raise ServiceError("no_game_here")
            game = found
        else:
            game = await latest_game_here(caller)
        if game.state == LOBBY:
            raise ServiceError("no_record")
        if game.state in LIVE_STATES:
            require_host(caller, game)
        stored = await GameRecord.get_or_none(game_id=game.id)
        if stored is not None:
            return dict(stored.record)
        return (await record_of(game)).to_data()

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
        key = {"game_id": game.id, "day": game.phase_number, "player": seat.name}
        await upsert(MessageCount, key, {"count": F("count") + 1}, {"count": 1})

    async def remember_message(
        self, game_id: int, kind: str, channel_id: int, message_id: int, number: int = 0
    ) -> None:
        """Store the id of a message the Discord layer edits as the game changes (`kind`:
        "lobby", or "tally" with the day as `number`), replacing an earlier one."""
        if kind not in MESSAGE_KINDS:
            raise ValueError(f"unknown message kind {kind!r}")
        ids = {"channel_id": channel_id, "message_id": message_id}
        await upsert(PostedMessage, {"game_id": game_id, "kind": kind, "number": number}, ids, ids)

    async def posted_message(
        self, game_id: int, kind: str, number: int = 0
    ) -> tuple[int, int] | None:
        """The (channel id, message id) stored by `remember_message`, or None."""
        row = await PostedMessage.get_or_none(game_id=game_id, kind=kind, number=number)
        return None if row is None else (row.channel_id, row.message_id)
