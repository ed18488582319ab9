"""The move forms: who is offered one when a phase begins, what each has sent, who the
reminder is for, and the form messages the Discord layer edits in place and closes.

Which players have a move is the engine's answer (`engine.Game.options`: a living player with
a verb to send now, or the Boss with members to send for); the form itself is a presentation of
the Discord layer, whose choices go through the same `act` call as `/act`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import engine
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import EngineCache
from bot.service.seats.callers import my_seat
from bot.store import forms, games, seats, votes
from bot.store.forms import StoredForm
from bot.store.games import StoredGame, phase_of
from bot.store.states import PAUSED, RUNNING
from bot.store.votes import ACTION, LEAVE

__all__ = ["FormMessage", "MoveForms", "SentMoves", "movers", "played_by"]


def movers(game: engine.Game) -> tuple[str, ...]:
    """The living players who have a move in the game's current phase, in seat order: a verb
    of their own, or the Boss's send for a member who has one (SPEC 3.3)."""
    return tuple(
        name
        for name in game.alive
        if game.options(name) or any(game.options(member) for member in game.sends_for(name))
    )


@dataclass(frozen=True)
class SentMoves:
    """What a player has sent for one phase: each verb's standing value (their own, or the
    Boss's for them), and whether they left the move to the Boss."""

    game_id: int
    player: str
    phase: engine.Phase
    ruleset: str
    moves: tuple[tuple[str, object], ...]
    left: bool = False
    alive: tuple[str, ...] = ()  # the living players, in seat order (a borrowed verb's targets)
    guild_id: int = 0  # the game's server (where the players' names are read)
    played_by: tuple[tuple[str, int], ...] = ()  # (seat, user id now) of each handed-over seat


@dataclass(frozen=True)
class FormMessage:
    """A player's form of one phase, as posted: the DM's channel and message."""

    game_id: int
    phase: engine.Phase
    player: str
    channel_id: int
    message_id: int
    locale: str | None = None  # the player's Discord locale, when known


@checked
class MoveForms:
    """The service's side of the move forms."""

    def __init__(self, cache: EngineCache) -> None:
        self._cache = cache

    async def sent_moves(
        self,
        caller: Caller,
        phase: engine.Phase,
        *,
        game_id: int | None = None,
        for_player: str | None = None,
    ) -> SentMoves:
        """What the caller (or the member the Boss sends for: `for_player`) has sent for `phase`;
        form_closed when the game is no longer in that phase (over, or another phase),
        game_paused while paused, not_your_ability when `for_player` is another player the
        caller may not send for (the engine's rule, as `/act ... for_player` applies it)."""
        game, seat = await my_seat(caller, game_id)
        if game.state not in (RUNNING, PAUSED) or phase_of(game) != phase:
            raise ServiceError("form_closed")
        if game.state != RUNNING:
            raise ServiceError("game_paused")
        state = await self._cache.engine_game(game)
        player = seat.name if for_player in (None, seat.name) else str(for_player)
        if player != seat.name and player not in state.sends_for(seat.name):
            raise engine.EngineError(
                "not_your_ability", {"verb": "act", "role": state.role(seat.name)}
            )
        moves, left = await standing(game.id, phase, player)
        return SentMoves(
            game.id,
            player,
            phase,
            game.ruleset,
            moves,
            left,
            state.alive,
            game.guild_id,
            await played_by(game.id),
        )

    async def waiting(self, game: StoredGame) -> list[str]:
        """The players who have a move in the game's phase and have sent nothing for it (a move,
        or leaving it to the Boss; a move the Boss sent for them counts)."""
        state = await self._cache.engine_game(game)
        phase = phase_of(game)
        sent = await votes.movers_sent(game.id, phase)
        return [name for name in movers(state) if name not in sent]

    async def remember(self, form: FormMessage) -> None:
        """Store the form's message (replacing an earlier one of the same player and phase)."""
        await forms.remember(
            StoredForm(form.game_id, form.phase, form.player, form.channel_id, form.message_id)
        )

    async def form(self, game_id: int, phase: engine.Phase, player: str) -> FormMessage | None:
        """The player's form of that phase, if one was posted."""
        found = await forms.get(game_id, phase, player)
        return None if found is None else _message(found)

    async def open_forms(self, game_id: int, phase: engine.Phase) -> list[FormMessage]:
        """The forms of a phase not yet closed, in the order they were posted."""
        found = await forms.open_of_phase(game_id, phase)
        locales = {seat.name: seat.locale for seat in await seats.of_game(game_id)}
        return [replace(_message(form), locale=locales.get(form.player)) for form in found]

    async def close(self, form: FormMessage) -> None:
        """Mark a form closed (its components disabled)."""
        await forms.close(form.game_id, form.phase, form.player)

    async def final_moves(self, game_id: int, phase: engine.Phase, player: str) -> SentMoves:
        """What stood for the player when the phase ended (for the closed form)."""
        game = await games.get(game_id)
        assert game is not None, f"no game {game_id}"
        moves, left = await standing(game_id, phase, player)
        return SentMoves(game_id, player, phase, game.ruleset, moves, left)

    async def handed_over(self, game_id: int) -> tuple[tuple[str, int], ...]:
        """(seat, user id now) of each seat of the game handed to a substitute (read once for
        all the forms a phase's end closes)."""
        return await played_by(game_id)


async def standing(
    game_id: int, phase: engine.Phase, player: str
) -> tuple[tuple[tuple[str, object], ...], bool]:
    """The player's active moves of a phase (their own win over the Boss's, SPEC 3.3), and
    whether they left the move to the Boss."""
    rows = await votes.moves_of(game_id, phase, player)
    left = any(row.kind == LEAVE and row.value["value"] for row in rows)
    own = {row.verb: row.value["value"] for row in rows if row.kind == ACTION and not row.delegated}
    boss = {row.verb: row.value["value"] for row in rows if row.kind == ACTION and row.delegated}
    merged = engine.merge_delegated(own, boss, left)
    return tuple(merged.items()), left


async def played_by(game_id: int) -> tuple[tuple[str, int], ...]:
    """(seat, user id now) of each seat handed to a substitute, in seat order: a form names
    who plays it now beside the seat's name."""
    return seats.played_by(await seats.of_game(game_id))


def _message(form: StoredForm) -> FormMessage:
    return FormMessage(form.game_id, form.phase, form.player, form.channel_id, form.message_id)
