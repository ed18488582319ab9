"""What the service's calls answer with: a game's lobby and status as frozen views."""

from __future__ import annotations

import engine
from bot.service.play.votecount import day_votes, visibility, visible_tally
from bot.service.runtime import EngineCache
from bot.store import departures, games, seats
from bot.store.games import StoredGame
from bot.store.seats import StoredSeat
from bot.store.states import FINISHED, LOBBY, STOPPED
from bot.store.transactions import Transaction
from bot.text.views import LobbyView, SeatView, StatusView, TallyEntry

__all__ = ["current_status", "lobby_view", "seats_in_order", "status_view"]


async def seats_in_order(game_id: int, conn: Transaction | None = None) -> list[StoredSeat]:
    """A game's seats in seat order (inside the transaction `conn` when given)."""
    return await seats.of_game(game_id, conn)


async def lobby_view(game: StoredGame) -> LobbyView:
    """The game's lobby: host, rule set, seats in join order, the player limits."""
    minimum, maximum = engine.player_limits(game.ruleset)
    return LobbyView(
        game.id,
        game.guild_id,
        game.channel_id,
        game.host_id,
        game.ruleset,
        game.state,
        tuple(SeatView(seat.name, seat.user_id) for seat in await seats_in_order(game.id)),
        minimum,
        maximum,
        game.deadline if game.state == LOBBY else None,  # its scheduled start
    )


async def status_view(game: StoredGame, state: engine.Game | None) -> StatusView:
    """The game at a glance (`state`: its engine state, None in the lobby): phase, deadline, the
    seats with the roles known publicly (every role once over), today's public tally."""
    seats = await seats_in_order(game.id)
    if state is None:
        views = tuple(SeatView(seat.name, seat.user_id) for seat in seats)
        return StatusView(game.id, game.state, game.ruleset, None, None, None, views, (), None)
    over = game.state in (FINISHED, STOPPED)
    gone = set() if over else await departures.departed(game.id)
    views = tuple(
        SeatView(
            seat.name,
            seat.user_id,
            seat.name in state.alive_set,
            engine.revealed(state, seat.name, over=over).role,  # the game's `reveal`
            bool(seat.previous_user_ids),
            seat.name in state.alive_set and (seat.name, seat.user_id) in gone,
        )
        for seat in seats
    )
    tally: tuple[TallyEntry, ...] = ()
    shown = visibility(game.settings)
    if state.phase.kind == "day" and not over:
        tally = visible_tally(await day_votes(game.id, state.phase.number), shown)
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
        votes_shown=shown,
    )


async def current_status(cache: EngineCache, game: StoredGame) -> StatusView:
    """The status of `game` as stored now (the row read again, its engine state from `cache`)."""
    found = await games.get(game.id)
    assert found is not None, f"no game {game.id}"
    game = found
    dealt = game.state != LOBBY and game.started_at is not None  # not a lobby, nor a cancelled one
    state = await cache.engine_game(game) if dealt else None
    return await status_view(game, state)
