"""Finding a caller's game and seat in the store, and the refusals that follow from its state."""

from __future__ import annotations

from tortoise.backends.base.client import BaseDBAsyncClient

import engine
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import (
    FINISHED,
    LIVE_STATES,
    LOBBY,
    OPEN_STATES,
    PAUSED,
    RUNNING,
    STOPPED,
    Game,
    Seat,
)

__all__ = [
    "game_here",
    "host_game",
    "latest_game_here",
    "my_seat",
    "open_game",
    "phase_of",
    "require_host",
    "require_live",
    "require_playing",
    "sits_in",
    "where",
]


def phase_of(game: Game) -> engine.Phase:
    """The stored current phase of a dealt game."""
    return engine.Phase(game.phase_kind, game.phase_number)  # type: ignore[arg-type]


def where(caller: Caller) -> tuple[int, int]:
    """The caller's (guild, channel); no_game_here in a DM."""
    if caller.guild_id is None or caller.channel_id is None:
        raise ServiceError("no_game_here")
    return caller.guild_id, caller.channel_id


async def open_game(guild_id: int, channel_id: int) -> Game | None:
    """The lobby or game open in a channel (at most one: the latest, were there more), else
    None."""
    # No ORDER BY in SQL: SQLite would then walk the server's games by id instead of using the
    # (guild, channel, state) index, which finds the channel's few open games at once.
    found = await Game.filter(guild_id=guild_id, channel_id=channel_id, state__in=OPEN_STATES)
    return max(found, key=lambda game: game.id, default=None)


async def game_here(caller: Caller) -> Game:
    """The lobby or game open in the caller's channel; no_game_here."""
    game = await open_game(*where(caller))
    if game is None:
        raise ServiceError("no_game_here")
    return game


async def latest_game_here(caller: Caller) -> Game:
    """The game open in the caller's channel, else the last one played there."""
    guild_id, channel_id = where(caller)
    game = await Game.filter(guild_id=guild_id, channel_id=channel_id).order_by("-id").first()
    if game is None:
        raise ServiceError("no_game_here")
    return game


async def sits_in(user_id: int, game: Game, conn: BaseDBAsyncClient | None = None) -> bool:
    """Whether the user holds (or held, before a replacement) a seat in the game."""
    seats = await Seat.filter(game_id=game.id).using_db(conn).all()
    return any(seat.user_id == user_id or user_id in seat.previous_user_ids for seat in seats)


async def require_host(caller: Caller, game: Game, conn: BaseDBAsyncClient | None = None) -> None:
    """not_host unless the caller opened the game or is a server host; seated_host when the
    game is dealt and not over and the caller sits (or sat) in it: a player never steers or
    reads their own running game, whatever their rights. A lobby's opener may still start or
    cancel it while seated (nothing is dealt yet)."""
    if not (caller.is_admin or caller.user_id == game.host_id):
        raise ServiceError("not_host")
    if game.state in LIVE_STATES and await sits_in(caller.user_id, game, conn):
        raise ServiceError("seated_host")


async def host_game(caller: Caller) -> Game:
    """The game open in the caller's channel, which the caller hosts (see `require_host`)."""
    game = await game_here(caller)
    await require_host(caller, game)
    return game


def require_playing(game: Game) -> None:
    """The game takes actions and votes now (running, not paused or over)."""
    if game.state == PAUSED:
        raise ServiceError("game_paused")
    require_live(game)
    if game.state != RUNNING:
        raise ServiceError("game_not_running")


def require_live(game: Game) -> None:
    """The game is dealt and not over (running or paused)."""
    if game.state in (FINISHED, STOPPED):
        raise ServiceError("game_finished")
    if game.state not in LIVE_STATES:
        raise ServiceError("game_not_running")


async def my_seat(caller: Caller, game_id: int | None) -> tuple[Game, Seat]:
    """The caller's dealt game and seat: by `game_id`, by channel, or (in a DM) by seat.

    In a server a game is played in its own channel only: anywhere else (a team channel,
    another channel, another server) is wrong_channel for a player of a live game, and
    no_game_here for anyone else; the look-up by seat is a DM's alone."""
    if game_id is not None:
        found = await Game.get_or_none(id=game_id)
        if found is None:
            raise ServiceError("no_game_here")
        game = found
        if caller.guild_id is not None and (caller.guild_id, caller.channel_id) != (
            game.guild_id,
            game.channel_id,
        ):
            raise ServiceError("wrong_channel")
    elif caller.guild_id is not None:
        here = await open_game(*where(caller))
        if here is None:
            playing = await Seat.filter(user_id=caller.user_id, game__state__in=LIVE_STATES)
            raise ServiceError("wrong_channel" if playing else "no_game_here")
        game = here
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
