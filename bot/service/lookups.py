"""Finding a caller's game and seat in the store, and the refusals that follow from its state."""

from __future__ import annotations

import engine
from bot.service.calls import Caller
from bot.service.errors import ServiceError
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
    """The lobby or game open in a channel (at most one), else None."""
    return (
        await Game.filter(guild_id=guild_id, channel_id=channel_id, state__in=OPEN_STATES)
        .order_by("-id")
        .first()
    )


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


def require_host(caller: Caller, game: Game) -> None:
    """not_host unless the caller opened the game or is a server host."""
    if not (caller.is_admin or caller.user_id == game.host_id):
        raise ServiceError("not_host")


async def host_game(caller: Caller) -> Game:
    """The game open in the caller's channel, which the caller hosts."""
    game = await game_here(caller)
    require_host(caller, game)
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
    """The caller's dealt game and seat: by `game_id`, by channel, or (in a DM) by seat."""
    if game_id is not None:
        found = await Game.get_or_none(id=game_id)
        if found is None:
            raise ServiceError("no_game_here")
        game = found
    elif caller.guild_id is not None and caller.channel_id is not None:
        here = await open_game(caller.guild_id, caller.channel_id)
        if here is None:
            return await my_seat(Caller(caller.user_id, locale=caller.locale), None)
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
