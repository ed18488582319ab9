"""What a batch of games' delivery needs, read once: each game's seats, its team channels and
which of its players sit in another live game of the same server ("plays elsewhere"); and one
row shown with it (`Showing`: the `ShowContext` an action shows itself through), with no read
of its own.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from bot.service.outbox import actions, plan
from bot.service.ports.table import Reader, Table, TableGame
from bot.store import seats as stored_seats
from bot.store.games import StoredGame
from bot.store.outbox import OutboxItem
from bot.store.seats import StoredSeat
from bot.store.states import LIVE_STATES
from bot.text.i18n import Text

__all__ = ["GameContext", "Showing", "load_contexts", "show_row"]


@dataclass
class GameContext:
    """One game's delivery needs: where it is played (as it changes), its seats by name, the
    users who also sit in another live game of its server."""

    where: TableGame
    seats: dict[str, StoredSeat] = field(default_factory=dict)
    busy: set[int] = field(default_factory=set)


async def load_contexts(games: Sequence[StoredGame]) -> dict[int, GameContext]:
    """Every game's delivery needs, in three reads for the whole batch."""
    ids = [game.id for game in games]
    teams = await stored_seats.team_channels(None, ids)
    contexts = {
        game.id: GameContext(
            TableGame(game.id, game.guild_id, game.channel_id, game.language, teams[game.id])
        )
        for game in games
    }
    users: set[int] = set()
    for seat in await stored_seats.for_delivery(ids):
        contexts[seat.game_id].seats[seat.name] = seat
        users.add(seat.user_id)
        users.update(seat.previous_user_ids)
    guilds = {game.guild_id for game in games}
    playing: dict[tuple[int, int], set[int]] = {}  # (guild, user) -> their live games there
    for user, game_id, guild in await stored_seats.live_seats(None, users, guilds, LIVE_STATES):
        playing.setdefault((guild, user), set()).add(game_id)
    for game in games:
        context = contexts[game.id]
        context.busy = {
            user
            for user in {seat.user_id for seat in context.seats.values()}
            | {old for seat in context.seats.values() for old in seat.previous_user_ids}
            if playing.get((game.guild_id, user), set()) - {game.id}
        }
    return contexts


@dataclass
class Showing:
    """A game's rows shown through its Table with what its delivery read (an action's
    `ShowContext`)."""

    table: Table
    game: GameContext

    @property
    def where(self) -> TableGame:
        """Where the game is played, with the team channels opened so far."""
        return self.game.where

    def reader(self, player: str) -> Reader:
        """The seat of `player` as the Table sees it."""
        return plan.reader(self.game.seats[player])

    def elsewhere(self, user_id: int) -> bool:
        """Whether the user also sits in another live game of the same server."""
        return user_id in self.game.busy

    def released(self) -> list[Reader]:
        """The game's seats, in seat order, whose users play no other live game there."""
        ordered = sorted(self.game.seats.values(), key=lambda seat: seat.position)
        return [plan.reader(seat) for seat in ordered if seat.user_id not in self.game.busy]

    async def tell(self, player: str, texts: Sequence[Text]) -> None:
        """Tell a seat privately (asking once per game for DMs if it cannot be told)."""
        await plan.tell_seat(self.table, self.game.where, self.game.seats, player, texts)

    async def open_team(self, team: str, members: Sequence[Reader], texts: Sequence[Text]) -> None:
        """Open a team's channel; `where` has the id the Table gave it from now on."""
        game = self.game
        game.where = await plan.open_team_channel(self.table, game.where, team, members, texts)


async def show_row(showing: Showing, row: OutboxItem) -> None:
    """Show one row of the game (`showing.where` follows a team channel it opens); a row that
    holds no action raises `actions.MalformedAction`."""
    await actions.from_row(row.action, row.payload).show(showing)


def chunks(items: Sequence[int], size: int) -> list[Collection[int]]:
    """`items` in slices of at most `size` (a statement takes a bounded number of values)."""
    return [items[start : start + size] for start in range(0, len(items), size)]
