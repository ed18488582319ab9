"""Reading a game: what a player may send, their card, the status, the engine state, the
record."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import engine
from bot.service.play.views import current_status
from bot.service.play.votecount import vote_count
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller, OptionsView, ReviewExport
from bot.service.ports.errors import ServiceError
from bot.service.ports.table import REVIEW, Attachment
from bot.service.resolve.review import vote_history
from bot.service.runtime import EngineCache
from bot.service.seats.callers import game_here, latest_game_here, my_seat, require_host
from bot.service.settings.defaults import Defaults
from bot.service.settings.schema import Config
from bot.store import games, outbox, resolutions, seats, votes, watchers
from bot.store.games import StoredGame
from bot.store.replay import record_of
from bot.store.settings import server_values
from bot.store.states import LIVE_STATES, LOBBY
from bot.store.transactions import Transaction
from bot.text import narrative
from bot.text.i18n import Text
from bot.text.review import engine_record_text, review_to_data
from bot.text.review_page import page_filename
from bot.text.views import SeatActivity, StatusView, VoteCountView

__all__ = ["Queries", "told_so_far"]


async def told_so_far(game_id: int, seat_id: int, conn: Transaction | None = None) -> list[Text]:
    """What a seat was told privately so far, in order, each phase under its name (for `/role`,
    and for a substitute taking the seat); empty when nothing yet."""
    rows = await outbox.private_items_of(game_id, seat_id, conn)
    if not rows:
        return []
    texts = [Text("service-private-heading")]
    shown: tuple[str | None, int] | None = None
    for row in rows:
        phase = (row.phase_kind, row.phase_number)
        if row.phase_kind is not None and phase != shown:
            name = Text("phase-name", {"kind": row.phase_kind, "number": row.phase_number})
            texts.append(Text("service-private-phase", {"phase": name}))
        shown = phase
        texts.extend(Text.from_json(item) for item in row.texts)
    return texts


@checked
class Queries:
    """Reading a game: `options`, `my_card`, `my_private_items`, `status`, `engine_state`,
    `export_record`, `export_review`."""

    def __init__(self, cache: EngineCache, defaults: Defaults) -> None:
        self._cache = cache
        self._defaults = defaults

    async def options(
        self, caller: Caller, *, game_id: int | None = None, for_player: str | None = None
    ) -> OptionsView:
        """What the caller may send now (and by day for the coming night), for autocomplete.
        `for_player`: what the Boss may send as that mafia member (SPEC 3.3); the view is then
        the member's, and `not_your_ability` when the caller may not send for them."""
        game, seat = await my_seat(caller, game_id)
        state = await self._cache.engine_game(game)
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
                candidates = (*state.alive, engine.ABSTAIN)
                targets = tuple(t for t in candidates if state.check_vote(me, t) is None)
        leave = state.may_leave(me)
        return OptionsView(game.id, player, state.phase, now, later, targets, sends_for, leave)

    async def my_card(self, caller: Caller, *, game_id: int | None = None) -> list[Text]:
        """The caller's role card."""
        game, seat = await my_seat(caller, game_id)
        return narrative.role_card(await self._cache.engine_game(game), seat.name)

    async def my_private_items(self, caller: Caller, *, game_id: int | None = None) -> list[Text]:
        """What the caller's seat was told privately so far, in order, each phase under its
        name (whether or not the DMs went through); empty when nothing yet."""
        game, seat = await my_seat(caller, game_id)
        return await told_so_far(game.id, seat.id)

    async def status(self, caller: Caller, *, game_id: int | None = None) -> StatusView:
        """The game in the caller's channel (or the caller's game, in a DM) at a glance; after
        the end, the channel's last game with its winner and every role."""
        if game_id is not None or caller.guild_id is None:
            game, _ = await my_seat(caller, game_id)
        else:  # the open game, else the channel's last one (its winner and roles)
            game = await latest_game_here(caller)
        view = await current_status(self._cache, game)
        if game.state in LIVE_STATES and view.phase is not None:
            try:
                await require_host(caller, game)  # a host who does not play sees R51's counts
            except ServiceError:
                return view
            state = await self._cache.engine_game(game)
            watching = tuple(await watchers.active(None, game.id))
            view = replace(view, activity=await activity(game, state), watchers=watching)
        return view

    async def table_settings(self, caller: Caller) -> Config:
        """The settings the caller's table plays by (`/rules`): the game open in the caller's
        channel or, in a DM, the caller's game keeps the ones it opened with; else the server's
        (config.toml's in a DM)."""
        try:
            if caller.guild_id is None:
                game, _ = await my_seat(caller, None)
            else:
                game = await game_here(caller)
        except ServiceError:
            game = None
        if caller.guild_id is None:
            values = self._defaults.game
        else:
            values = self._defaults.merged(
                await server_values(caller.guild_id) if game is None else {}
            )
        return values if game is None else Config.stored(game.settings, values)

    async def vote_count(self, caller: Caller, *, game_id: int | None = None) -> VoteCountView:
        """Today's vote count as the caller may see it (`vote_visibility`), for anyone in the
        game channel or a player in a DM."""
        return await vote_count(self._cache, caller, game_id)

    async def engine_state(self, game_id: int) -> engine.Game:
        """The engine state of a started game (read-only; for the demo and tests)."""
        game = await games.get(game_id)
        if game is None or game.state == LOBBY:
            raise ServiceError("no_game_here")
        return await self._cache.engine_game(game)

    async def export_record(self, caller: Caller, *, game_id: int | None = None) -> dict[str, Any]:
        """The game record (SPEC 5.1) of the caller's channel's game (or `game_id`). It shows
        every role, so while the game runs only its host (or a server host) may have it."""
        return (await self._exported(caller, game_id))[1]

    async def export_review(self, caller: Caller, *, game_id: int | None = None) -> ReviewExport:
        """The review page of the same game, on the same terms as `export_record`: described
        (the record and every day's votes as cast), for the Table layer to render in
        `language`, the game's."""
        game, data = await self._exported(caller, game_id)
        record = engine.load_record(engine_record_text(data))
        votes = await vote_history(game)
        swaps = await seats.handover_counts(game.id)  # the page tells the swaps
        data = review_to_data(record, votes, swaps)
        page = Attachment(REVIEW, page_filename(record, game.id), data)
        return ReviewExport(page, game.language)

    async def _exported(
        self, caller: Caller, game_id: int | None
    ) -> tuple[StoredGame, dict[str, Any]]:
        if game_id is not None:
            found = await games.get(game_id)
            if found is None or (caller.guild_id is not None and found.guild_id != caller.guild_id):
                raise ServiceError("no_game_here")
            game = found
        else:
            game = await latest_game_here(caller)
        if game.state == LOBBY:
            raise ServiceError("no_record")
        if game.state in LIVE_STATES:
            await require_host(caller, game)
        kept = await resolutions.kept_record(game.id)
        if kept is not None:
            return game, kept
        return game, (await record_of(game)).to_data()


async def activity(game: StoredGame, state: engine.Game) -> tuple[SeatActivity, ...]:
    """Each living player's posts in the game channel today (0 at night) and the days they were
    absent in a row so far (R51), in seat order."""
    posts: dict[str, int] = {}
    if state.phase.kind == "day":
        day = state.phase.number
        posts = (await votes.message_counts(None, {game.id: day}))[game.id]
    absences = state.absences
    return tuple(
        SeatActivity(name, posts.get(name, 0), absences.get(name, 0)) for name in state.alive
    )
