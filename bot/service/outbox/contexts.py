"""What a batch of games' delivery needs, read once: each game's seats, its team channels and
which of its players sit in another live game of the same server ("plays elsewhere"); and one
row shown with it, with no read of its own.

`bot.service.plan.plan.show` shows a row reading what it needs as it goes; `show_row` answers the
rows that need a read from this batch's reads, and hands every other row to it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace

from bot.service.outbox import plan
from bot.service.ports.table import Reader, Table, TableGame
from bot.store import seats as stored_seats
from bot.store.games import StoredGame
from bot.store.outbox import OutboxItem
from bot.store.seats import StoredSeat
from bot.store.states import LIVE_STATES
from bot.text.i18n import Text

__all__ = ["GameContext", "load_contexts", "show_row"]


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


def _released(context: GameContext) -> list[Reader]:
    ordered = sorted(context.seats.values(), key=lambda seat: seat.position)
    return [plan.reader(seat) for seat in ordered if seat.user_id not in context.busy]


async def show_row(table: Table, context: GameContext, row: OutboxItem) -> None:
    """Show one row of the game (`context.where` follows a team channel it opens)."""
    payload = row.payload
    if row.action == plan.MARK_DEAD:
        seat = context.seats[str(payload["player"])]
        elsewhere = seat.user_id in context.busy
        await table.mark_dead(context.where, replace(plan.reader(seat), elsewhere=elsewhere))
    elif row.action == plan.UNSEAT:
        user_id = int(str(payload["user_id"]))
        player = Reader(str(payload["player"]), user_id, elsewhere=user_id in context.busy)
        await table.unseat(context.where, player)
    elif row.action == plan.REVEAL:
        texts = [Text.from_json(item) for item in payload.get("texts", [])]  # type: ignore[attr-defined]
        await table.reveal(context.where, texts, _released(context))
    else:
        context.where = await plan.show(table, context.where, row, context.seats)


def chunks(items: Sequence[int], size: int) -> list[Collection[int]]:
    """`items` in slices of at most `size` (a statement takes a bounded number of values)."""
    return [items[start : start + size] for start in range(0, len(items), size)]
