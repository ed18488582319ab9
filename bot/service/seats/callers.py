"""Finding a caller's game and seat in the store, and the refusals that follow from its state."""

from __future__ import annotations

from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store import games, seats
from bot.store.games import StoredGame
from bot.store.games import phase_of as phase_of
from bot.store.seats import StoredSeat
from bot.store.states import FINISHED, LIVE_STATES, LOBBY, PAUSED, RUNNING, STOPPED
from bot.store.transactions import Transaction

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


def where(caller: Caller) -> tuple[int, int]:
    """The caller's (guild, channel); no_game_here in a DM."""
    if caller.guild_id is None or caller.channel_id is None:
        raise ServiceError("no_game_here")
    return caller.guild_id, caller.channel_id


async def open_game(guild_id: int, channel_id: int) -> StoredGame | None:
    """The lobby or game open in a channel (at most one: the latest, were there more), else
    None."""
    return await games.open_in(guild_id, channel_id)


async def game_here(caller: Caller) -> StoredGame:
    """The lobby or game open in the caller's channel; no_game_here."""
    game = await open_game(*where(caller))
    if game is None:
        raise ServiceError("no_game_here")
    return game


async def latest_game_here(caller: Caller) -> StoredGame:
    """The game open in the caller's channel, else the last one played there."""
    guild_id, channel_id = where(caller)
    game = await games.latest_in(guild_id, channel_id)
    if game is None:
        raise ServiceError("no_game_here")
    return game


async def sits_in(user_id: int, game: StoredGame, tx: Transaction | None = None) -> bool:
    """Whether the user holds (or held, before a replacement) a seat in the game."""
    held = await seats.of_game(game.id, tx)
    return any(seat.user_id == user_id or user_id in seat.previous_user_ids for seat in held)


async def require_host(caller: Caller, game: StoredGame, tx: Transaction | None = None) -> None:
    """not_host unless the caller opened the game or is a server host; seated_host when the
    game is dealt and not over and the caller sits (or sat) in it: a player never steers or
    reads their own running game, whatever their rights. A lobby's opener may still start or
    cancel it while seated (nothing is dealt yet)."""
    if not (caller.is_admin or caller.user_id == game.host_id):
        raise ServiceError("not_host")
    if game.state in LIVE_STATES and await sits_in(caller.user_id, game, tx):
        raise ServiceError("seated_host")


async def host_game(caller: Caller) -> StoredGame:
    """The game open in the caller's channel, which the caller hosts (see `require_host`)."""
    game = await game_here(caller)
    await require_host(caller, game)
    return game


def require_playing(game: StoredGame) -> None:
    """The game takes actions and votes now (running, not paused or over)."""
    if game.state == PAUSED:
        raise ServiceError("game_paused")
    require_live(game)
    if game.state != RUNNING:
        raise ServiceError("game_not_running")


def require_live(game: StoredGame) -> None:
    """The game is dealt and not over (running or paused)."""
    if game.state in (FINISHED, STOPPED):
        raise ServiceError("game_finished")
    if game.state not in LIVE_STATES:
        raise ServiceError("game_not_running")


async def my_seat(caller: Caller, game_id: int | None) -> tuple[StoredGame, StoredSeat]:
    """The caller's dealt game and seat: by `game_id`, by channel, or (in a DM) by seat.

    In a server a game is played in its own channel only: anywhere else (a team channel,
    another channel, another server) is wrong_channel for a player of a live game, and
    no_game_here for anyone else; the look-up by seat is a DM's alone."""
    if game_id is not None:
        found = await games.get(game_id)
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
            playing = await seats.live_seats_of(caller.user_id)
            raise ServiceError("wrong_channel" if playing else "no_game_here")
        game = here
    else:
        held = await seats.live_seats_of(caller.user_id)
        if not held:
            raise ServiceError("dm_not_in_game")
        if len({seat.game_id for seat in held}) > 1:
            raise ServiceError("dm_ambiguous", {"count": len(held)})
        only = await games.get(held[0].game_id)
        assert only is not None  # a seat's game is deleted with it
        game = only
    seat = await seats.of_user(game.id, caller.user_id)
    if seat is None:
        raise ServiceError("not_in_game")
    if game.state == LOBBY:
        raise ServiceError("game_not_running")
    return game, seat
