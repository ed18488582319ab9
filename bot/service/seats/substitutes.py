"""Substitutes: members who are not seated sign up during a running game (`/game sub`), and a
seat is handed to the first of them when the host replaces a player without naming anyone, or
(with the game's `auto_substitute`) when the engine would put a player to sleep for inactivity
(R51): the day is then resolved with that seat in `PhaseInput.replaced` (ruling G1), so the
stored record replays to the same game, and the player who gave the seat away is told why by DM.

Handing a seat over (`hand_seat`) is one job whoever asks for it: the seat keeps its engine
name; the newcomer is told the role card and what the seat was told privately so far, and let
into the seat's team channels (the absent player is shut out of them); a dead seat's newcomer
joins the dead, a living seat's loses any admission to the dead chat they held (a living player
holds nothing of the dead's).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import engine
from bot.service.outbox import plan
from bot.service.outbox.actions import Action
from bot.service.outbox.nightchat import plan_newcomer_night
from bot.service.play.queries import told_so_far
from bot.service.ports.boundary import checked
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.service.runtime import GameLocks
from bot.service.seats.callers import game_here, sits_in
from bot.service.seats.watchers import require_never_watched
from bot.store import seats, substitutes
from bot.store.games import StoredGame
from bot.store.seats import StoredSeat
from bot.store.states import LIVE_STATES
from bot.store.substitutes import Waiting
from bot.store.transactions import Transaction
from bot.text import narrative
from bot.text.i18n import Text

__all__ = [
    "Handover",
    "Substitutes",
    "first_substitute",
    "hand_seat",
    "hand_sleepers",
    "plan_handover",
    "who_plays_now",
]


def who_plays_now(held: Sequence[StoredSeat]) -> list[Text]:
    """For the reveal: who plays each handed-over seat at the end, by a mention
    (Discord shows the member's name; the post pings nobody)."""
    return [
        Text("reveal-played-by", {"player": name, "user": f"<@{user_id}>"})
        for name, user_id in seats.played_by(held)
    ]


@dataclasses.dataclass(frozen=True)
class Handover:
    """A seat given to a substitute: its engine name, the user who had it, and the newcomer."""

    player: str
    old_user_id: int
    new_user_id: int


async def first_substitute(game: StoredGame, conn: Transaction) -> Waiting | None:
    """The game's longest-waiting substitute, or None."""
    return await substitutes.first(conn, game.id)


async def hand_seat(
    game: StoredGame, seat: StoredSeat, new_user_id: int, locale: str | None, conn: Transaction
) -> Handover:
    """Give the seat to another user (in the caller's transaction); they leave the game's
    substitutes' list if they were on it."""
    await require_never_watched(game, new_user_id, conn)
    handover = Handover(seat.name, seat.user_id, new_user_id)
    await seats.hand_over(conn, seat, new_user_id, locale)
    await substitutes.remove(conn, game.id, new_user_id)
    return handover


async def plan_handover(
    game: StoredGame,
    seat: StoredSeat,
    handover: Handover,
    state: engine.Game,
    notice: Text,
    conn: Transaction,
) -> list[Action]:
    """What the table and the newcomer are shown when a seat changes hands: the notice in the
    game channel, the role card, what the seat was told so far, its team channels; for a dead
    seat the newcomer joins the dead and the absent player is let out of the dead chat; for a
    living seat the newcomer's own admission to the dead chat (a spectator's, say) goes."""
    planned: list[Action] = [
        plan.announce([notice]),
        plan.tell_card(seat.name, narrative.role_card(state, seat.name)),
    ]
    history = await told_so_far(game.id, seat.id, conn)
    if history:
        planned.append(plan.retell(seat.name, history))
    planned.extend(plan.teams_of(state, seat.name))
    if seat.name not in state.alive:
        planned.append(plan.mark_dead(seat.name))
        planned.append(plan.unseat(seat.name, handover.old_user_id))
    else:
        planned.append(plan.unseat(seat.name, handover.new_user_id))
        planned += plan_newcomer_night(game.settings, state, seat.name)
    return planned


async def hand_sleepers(
    game: StoredGame, before: engine.Game, phase_input: engine.PhaseInput, conn: Transaction
) -> tuple[engine.PhaseInput, list[tuple[StoredSeat, Handover]]]:
    """At a day's deadline, with the game's `auto_substitute` on: each player the engine would
    put to sleep (`engine.sleepers`, seat order) hands the seat to the next substitute while
    there is one; the input with those seats in `replaced` (G1), and the seats handed over."""
    if not game.settings.get("auto_substitute") or before.phase.kind != "day":
        return phase_input, []
    if not await substitutes.first(conn, game.id):
        return phase_input, []
    held = {seat.name: seat for seat in await seats.of_game(game.id, conn)}
    handed: list[tuple[StoredSeat, Handover]] = []
    for name in engine.sleepers(before, phase_input):
        substitute = await first_substitute(game, conn)
        if substitute is None:
            break
        seat = held[name]
        handed.append(
            (seat, await hand_seat(game, seat, substitute.user_id, substitute.locale, conn))
        )
    if not handed:
        return phase_input, []
    replaced = tuple(seat.name for seat, _ in handed)
    return dataclasses.replace(phase_input, replaced=replaced), handed


@checked
class Substitutes:
    """Signing up to replace a player: `sign_up`, `withdraw`."""

    def __init__(self, locks: GameLocks) -> None:
        self._locks = locks

    async def sign_up(self, caller: Caller, locale: str | None = None) -> int:
        """Put the caller on the substitutes' list of the game running in their channel; their
        place in it (1: next). sub_seated for one who holds or held a seat, sub_already,
        game_not_running for a lobby (join it instead)."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            if game.state not in LIVE_STATES:
                raise ServiceError("game_not_running")
            if await sits_in(caller.user_id, game, conn):
                raise ServiceError("sub_seated")
            await require_never_watched(game, caller.user_id, conn)
            waiting = await substitutes.waiting(conn, game.id)
            if any(row.user_id == caller.user_id for row in waiting):
                raise ServiceError("sub_already")
            await substitutes.add(conn, game.id, caller.user_id, locale or caller.locale)
        return len(waiting) + 1

    async def withdraw(self, caller: Caller) -> None:
        """Take the caller off the substitutes' list of their channel's game (sub_not_signed)."""
        found = await game_here(caller)
        async with self._locks.locked_game(found.id) as (game, conn):
            if not await substitutes.remove(conn, game.id, caller.user_id):
                raise ServiceError("sub_not_signed")
