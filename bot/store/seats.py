"""A game's seats and team channels as the service reads them."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields, replace

from bot.store.models import Seat, TeamChannel
from bot.store.sql import Params, fetch, loads
from bot.store.states import LIVE_STATES
from bot.store.transactions import Transaction, client

__all__ = [
    "SeatRow",
    "StoredSeat",
    "add",
    "deal_roles",
    "for_delivery",
    "hand_over",
    "handover_counts",
    "live_seats",
    "live_seats_of",
    "named",
    "note_dm_notice",
    "of_game",
    "of_user",
    "played_by",
    "remove",
    "seat_rows",
    "set_team_channel",
    "team_channel_game",
    "team_channels",
    "teams_of",
    "users_elsewhere",
]


@dataclass(frozen=True, slots=True)
class StoredSeat:
    """A seat at a game's table: `name` is the player name the engine uses."""

    id: int
    game_id: int
    position: int
    user_id: int
    name: str
    locale: str | None  # the player's Discord locale, if known
    role: str | None  # the dealt role id
    previous_user_ids: list[int]  # replaced players, oldest first
    dm_notice_given: bool  # asked in the game channel to open their DMs


_FIELDS = tuple(field.name for field in fields(StoredSeat))


def _stored(row: Seat) -> StoredSeat:
    return StoredSeat(**{name: getattr(row, name) for name in _FIELDS})


def played_by(held: Iterable[StoredSeat]) -> tuple[tuple[str, int], ...]:
    """(seat, user id now) of each of `held` handed to a substitute, in the order given."""
    return tuple((seat.name, seat.user_id) for seat in held if seat.previous_user_ids)


async def handover_counts(game_id: int, tx: Transaction | None = None) -> dict[str, int]:
    """How many times each seat of the game was handed to a substitute (those handed over)."""
    held = await of_game(game_id, tx)
    return {seat.name: len(seat.previous_user_ids) for seat in held if seat.previous_user_ids}


async def of_game(game_id: int, tx: Transaction | None = None) -> list[StoredSeat]:
    """A game's seats in seat order."""
    rows = await Seat.filter(game_id=game_id).using_db(client(tx)).order_by("position")
    return [_stored(row) for row in rows]


async def of_user(game_id: int, user_id: int, tx: Transaction | None = None) -> StoredSeat | None:
    """The user's seat in the game, if any."""
    row = await Seat.get_or_none(game_id=game_id, user_id=user_id, using_db=client(tx))
    return None if row is None else _stored(row)


async def named(game_id: int, names: Iterable[str]) -> list[StoredSeat]:
    """The game's seats of these names, in seat order."""
    rows = await Seat.filter(game_id=game_id, name__in=list(names)).order_by("position")
    return [_stored(row) for row in rows]


async def live_seats_of(user_id: int) -> list[StoredSeat]:
    """The user's seats in live games (any server)."""
    return [_stored(row) for row in await Seat.filter(user_id=user_id, game__state__in=LIVE_STATES)]


async def add(
    tx: Transaction, game_id: int, position: int, user_id: int, name: str, locale: str | None
) -> None:
    """Seat a user at a lobby's table."""
    await Seat.create(
        game_id=game_id,
        position=position,
        user_id=user_id,
        name=name,
        locale=locale,
        using_db=tx.db,
    )


async def remove(tx: Transaction, game_id: int, user_id: int) -> bool:
    """Take the user's seat away from a lobby; whether they had one."""
    return bool(await Seat.filter(game_id=game_id, user_id=user_id).using_db(tx.db).delete())


async def deal_roles(tx: Transaction, roles: Mapping[int, str]) -> None:
    """Note each seat's dealt role (by seat id)."""
    for seat_id, role in roles.items():
        await Seat.filter(id=seat_id).using_db(tx.db).update(role=role)


async def hand_over(
    tx: Transaction, seat: StoredSeat, user_id: int, locale: str | None
) -> StoredSeat:
    """Give the seat to another user (the one who had it joins `previous_user_ids`; the
    newcomer has not been asked for DMs yet); the seat as it is now."""
    handed = replace(
        seat,
        previous_user_ids=[*seat.previous_user_ids, seat.user_id],
        user_id=user_id,
        locale=locale,
        dm_notice_given=False,
    )
    await (
        Seat.filter(id=seat.id)
        .using_db(tx.db)
        .update(
            previous_user_ids=handed.previous_user_ids,
            user_id=user_id,
            locale=locale,
            dm_notice_given=False,
        )
    )
    return handed


async def note_dm_notice(seat_id: int) -> None:
    """The seat's player was asked in the game channel to open their DMs."""
    await Seat.filter(id=seat_id).update(dm_notice_given=True)


async def users_elsewhere(guild_id: int, game_id: int, user_ids: Sequence[int]) -> set[int]:
    """The users who sit in a live game of the server other than `game_id`."""
    rows = await (
        Seat.filter(
            user_id__in=list(user_ids), game__guild_id=guild_id, game__state__in=LIVE_STATES
        )
        .exclude(game_id=game_id)
        .values_list("user_id", flat=True)
    )
    return {int(str(row)) for row in rows}


async def teams_of(game_id: int) -> dict[str, int]:
    """A game's team channels: engine team id -> channel id."""
    rows = await TeamChannel.filter(game_id=game_id).order_by("id")
    return {row.team: row.channel_id for row in rows}


async def team_channel_game(channel_id: int) -> int | None:
    """The id of the latest game whose team plays in this channel, or None."""
    row = await TeamChannel.filter(channel_id=channel_id).order_by("-game_id").first()
    return None if row is None else row.game_id


async def set_team_channel(game_id: int, team: str, channel_id: int) -> None:
    """Keep the channel a team of the game is played in."""
    await TeamChannel.update_or_create(
        game_id=game_id, team=team, defaults={"channel_id": channel_id}
    )


async def for_delivery(ids: Collection[int]) -> list[StoredSeat]:
    """Every seat of the games, in game and seat order, in one read (for showing rows)."""
    db = client()
    params = Params(db)
    sql = (
        "SELECT id, game_id, position, user_id, name, locale, role, previous_user_ids,"
        " dm_notice_given FROM seat"
        f" WHERE {params.among('game_id', ids)} ORDER BY game_id, position"
    )
    found = await fetch(db, sql, params)
    return [
        StoredSeat(
            int(seat_id),
            int(game_id),
            int(position),
            int(user_id),
            name,
            locale,
            role,
            [int(user) for user in loads(previous) or []],
            bool(notice),
        )
        for seat_id, game_id, position, user_id, name, locale, role, previous, notice in found
    ]


@dataclass(frozen=True, slots=True)
class SeatRow:
    """What a game's setup and its private items need of a seat."""

    id: int
    game_id: int
    position: int
    name: str
    role: str | None
    user_id: int


async def seat_rows(tx: Transaction | None, ids: Collection[int]) -> dict[int, list[SeatRow]]:
    """Every game's seats (by game id, in seat order)."""
    conn = client(tx)
    found: dict[int, list[SeatRow]] = {game_id: [] for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT id, game_id, position, name, role, user_id FROM seat"
        f" WHERE {params.among('game_id', ids)} ORDER BY game_id, position"
    )
    for row in await fetch(conn, sql, params):
        seat = SeatRow(row[0], row[1], row[2], row[3], row[4], int(row[5]))
        found[seat.game_id].append(seat)
    return found


async def team_channels(tx: Transaction | None, ids: Collection[int]) -> dict[int, dict[str, int]]:
    """Each game's team channels: engine team id -> channel id."""
    conn = client(tx)
    found: dict[int, dict[str, int]] = {game_id: {} for game_id in ids}
    params = Params(conn)
    sql = (
        "SELECT game_id, team, channel_id FROM team_channel"
        f" WHERE {params.among('game_id', ids)} ORDER BY id"
    )
    for game_id, team, channel_id in await fetch(conn, sql, params):
        found[game_id][team] = int(channel_id)
    return found


async def live_seats(
    tx: Transaction | None, users: Collection[int], guilds: Collection[int], states: Sequence[str]
) -> list[tuple[int, int, int]]:
    """(user, game, guild) of every seat these users hold in a game of these servers in one of
    `states`."""
    conn = client(tx)
    if not users:
        return []
    params = Params(conn)
    sql = (
        "SELECT seat.user_id, seat.game_id, game.guild_id FROM seat"
        " JOIN game ON game.id = seat.game_id"
        f" WHERE {params.among('seat.user_id', users)}"
        f" AND {params.among('game.guild_id', guilds)} AND {params.among('game.state', states)}"
    )
    rows = await fetch(conn, sql, params)
    return [(int(user), int(game), int(guild)) for user, game, guild in rows]
