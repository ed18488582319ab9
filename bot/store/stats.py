"""The statistics in the store: counting a finished game, and the aggregate queries `/stats` asks.

A finished game is counted once, in the transaction that finishes it: a `GameStat` row (its rule
set, winner, length), a `PlayerGame` row per seat for the user who held it at the end, and that
user's `PlayerStat` totals. Stopped games are never counted. Every query is one server's and does
its counting in SQL (GROUP BY, COUNT, SUM), so no call loads a server's games one by one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from tortoise.expressions import F, Q
from tortoise.functions import Count, Sum

import engine
from bot.store.games import StoredGame
from bot.store.models import Game, GameStat, PlayerGame, PlayerStat
from bot.store.sql import Column, db_time, insert_many
from bot.store.transactions import Transaction
from engine.reads import PlayerReads

__all__ = [
    "CampRecord",
    "FinishedGame",
    "LeaderRow",
    "Leaderboard",
    "LongestGame",
    "PlayerSummary",
    "RoleCount",
    "RulesetSummary",
    "ServerSummary",
    "count_games",
    "leaderboard",
    "player_summary",
    "server_summary",
]

LEADERBOARD_SIZE = 10


@dataclass(frozen=True)
class RulesetSummary:
    """One rule set's finished games on a server: how many, who won them, their average length."""

    ruleset: str
    games: int
    wins: tuple[tuple[str, int], ...]  # winning camp (or "draw") -> games, most first
    average_days: float
    average_seconds: float


@dataclass(frozen=True)
class LongestGame:
    """The server's longest finished game (by game days, then by real time); `number` its place
    among the server's games that started, in start order (a cancelled lobby takes none)."""

    game_id: int
    number: int
    ruleset: str
    winner: str
    days: int
    seconds: int
    players: int
    finished_at: datetime


@dataclass(frozen=True)
class ServerSummary:
    """A server's finished games: per rule set (most played first) and the longest."""

    rulesets: tuple[RulesetSummary, ...]
    longest: LongestGame | None

    @property
    def games(self) -> int:
        """Every finished game of the server."""
        return sum(summary.games for summary in self.rulesets)


@dataclass(frozen=True)
class CampRecord:
    """A player's games for one camp of one rule set, and how many of them they won."""

    ruleset: str
    camp: str
    games: int
    wins: int


@dataclass(frozen=True)
class RoleCount:
    """How often a player was dealt one role of one rule set."""

    ruleset: str
    role: str
    games: int


@dataclass(frozen=True)
class PlayerSummary:
    """One user's finished games on a server."""

    user_id: int
    games: int
    wins: int
    survived: int
    camps: tuple[CampRecord, ...]  # most played first
    roles: tuple[RoleCount, ...]  # most played first
    # the «разбор»'s reads summed over the games (`engine.reads`): counted day votes, of them
    # on another camp; own-camp players the user could vote for, of them never voted for
    votes: int = 0
    on_other_camp: int = 0
    allies: int = 0
    allies_spared: int = 0


@dataclass(frozen=True)
class LeaderRow:
    """One user on the leaderboard."""

    user_id: int
    games: int
    wins: int


@dataclass(frozen=True)
class Leaderboard:
    """The most wins, and the best win rates among users with at least `min_games` games."""

    by_wins: tuple[LeaderRow, ...]
    by_rate: tuple[LeaderRow, ...]
    min_games: int


@dataclass(frozen=True)
class FinishedGame:
    """A game that has just been won, as its statistics count it."""

    game: StoredGame
    outcome: engine.Outcome
    holders: Mapping[str, int]  # seat name -> the user holding it now
    finished_at: datetime
    reads: Mapping[str, PlayerReads] = field(default_factory=dict)  # seat name -> its reads


GAME_STAT_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("guild_id", "bigint"),
    ("ruleset", "text"),
    ("winner", "text"),
    ("days", "int"),
    ("seconds", "int"),
    ("players", "int"),
    ("finished_at", "timestamptz"),
)
PLAYER_GAME_COLUMNS: tuple[Column, ...] = (
    ("game_id", "int"),
    ("guild_id", "bigint"),
    ("user_id", "bigint"),
    ("ruleset", "text"),
    ("role", "text"),
    ("camp", "text"),
    ("won", "bool"),
    ("survived", "bool"),
    ("votes", "int"),
    ("on_other_camp", "int"),
    ("allies", "int"),
    ("allies_spared", "int"),
)
PLAYER_STAT_COLUMNS: tuple[Column, ...] = (
    ("guild_id", "bigint"),
    ("user_id", "bigint"),
    ("games", "int"),
    ("wins", "int"),
    ("survived", "int"),
)
ADD_TO_TOTALS = (
    "ON CONFLICT (guild_id, user_id) DO UPDATE SET games = player_stat.games + excluded.games,"
    " wins = player_stat.wins + excluded.wins, survived = player_stat.survived + excluded.survived"
)


async def count_games(finished: Sequence[FinishedGame], tx: Transaction) -> None:
    """Count the finished games in their servers' statistics (inside the finishing transaction),
    in three statements whatever their number.

    Each seat counts for the user holding it now: a replaced player's time counts for nobody."""
    conn = tx.db
    games: list[list[object]] = []
    seats: list[list[object]] = []
    totals: dict[tuple[int, int], list[int]] = {}  # one row per user: an upsert changes it once
    for done in finished:
        game, outcome = done.game, done.outcome
        started = game.started_at or game.created_at
        seconds = max(0, round((done.finished_at - started).total_seconds()))
        games.append(
            [
                *(game.id, game.guild_id, game.ruleset, outcome.winner, outcome.days, seconds),
                *(len(outcome.standings), db_time(conn, done.finished_at)),
            ]
        )
        for seat in outcome.standings:
            user_id = done.holders[seat.player]
            read = done.reads.get(seat.player)
            seats.append(
                [
                    *(game.id, game.guild_id, user_id, game.ruleset),
                    *(seat.role, seat.camp, seat.won, seat.survived),
                    *_read_counts(read),
                ]
            )
            total = totals.setdefault((game.guild_id, user_id), [0, 0, 0])
            total[0] += 1
            total[1] += int(seat.won)
            total[2] += int(seat.survived)
    await insert_many(conn, "game_stat", GAME_STAT_COLUMNS, games)
    await insert_many(conn, "player_game", PLAYER_GAME_COLUMNS, seats)
    rows = [[guild_id, user_id, *total] for (guild_id, user_id), total in totals.items()]
    await insert_many(conn, "player_stat", PLAYER_STAT_COLUMNS, rows, on_conflict=ADD_TO_TOTALS)


def _read_counts(read: PlayerReads | None) -> tuple[int, int, int, int]:
    """A seat's reads as its `PlayerGame` columns (none: zeros)."""
    if read is None:
        return 0, 0, 0, 0
    return read.votes, read.on_other_camp, read.allies, read.allies_spared


async def server_summary(guild_id: int) -> ServerSummary:
    """A server's finished games per rule set, the wins by camp, the averages, the longest."""
    games = GameStat.filter(guild_id=guild_id)
    totals = (
        await games.annotate(count=Count("id"), days=Sum("days"), seconds=Sum("seconds"))
        .group_by("ruleset")
        .values("ruleset", "count", "days", "seconds")
    )
    winners = (
        await GameStat.filter(guild_id=guild_id)
        .annotate(count=Count("id"))
        .group_by("ruleset", "winner")
        .values("ruleset", "winner", "count")
    )
    wins: dict[str, list[tuple[str, int]]] = {}
    for row in sorted(winners, key=lambda row: (-int(row["count"]), str(row["winner"]))):
        wins.setdefault(str(row["ruleset"]), []).append((str(row["winner"]), int(row["count"])))
    rulesets = tuple(
        RulesetSummary(
            ruleset=str(row["ruleset"]),
            games=int(row["count"]),
            wins=tuple(wins.get(str(row["ruleset"]), ())),
            average_days=int(row["days"] or 0) / int(row["count"]),
            average_seconds=int(row["seconds"] or 0) / int(row["count"]),
        )
        for row in sorted(totals, key=lambda row: (-int(row["count"]), str(row["ruleset"])))
    )
    longest = await (
        GameStat.filter(guild_id=guild_id).order_by("-days", "-seconds", "game_id").first()
    )
    return ServerSummary(
        rulesets,
        None
        if longest is None
        else LongestGame(
            game_id=longest.game_id,
            number=await started_number(guild_id, longest.game_id),
            ruleset=longest.ruleset,
            winner=longest.winner,
            days=longest.days,
            seconds=longest.seconds,
            players=longest.players,
            finished_at=longest.finished_at,
        ),
    )


async def started_number(guild_id: int, game_id: int) -> int:
    """A started game's place among the server's games that started, in start order (ties by
    id), from 1: lobbies cancelled or never dealt take no number."""
    game = await Game.get(id=game_id)
    at = game.started_at
    if at is None:
        raise ValueError(f"game {game_id} has not started")
    earlier = Q(started_at__lt=at) | Q(started_at=at, id__lte=game_id)
    return await Game.filter(earlier, guild_id=guild_id, started_at__isnull=False).count()


async def player_summary(guild_id: int, user_id: int) -> PlayerSummary | None:
    """One user's finished games on a server, or None when they have played none."""
    totals = await PlayerStat.get_or_none(guild_id=guild_id, user_id=user_id)
    if totals is None or totals.games == 0:
        return None
    seats = PlayerGame.filter(guild_id=guild_id, user_id=user_id)
    camps = (
        await seats.annotate(games=Count("id"), wins=Count("id", _filter=Q(won=True)))
        .group_by("ruleset", "camp")
        .values("ruleset", "camp", "games", "wins")
    )
    roles = (
        await PlayerGame.filter(guild_id=guild_id, user_id=user_id)
        .annotate(games=Count("id"))
        .group_by("ruleset", "role")
        .values("ruleset", "role", "games")
    )
    reads = (
        await PlayerGame.filter(guild_id=guild_id, user_id=user_id)
        .annotate(v=Sum("votes"), o=Sum("on_other_camp"), a=Sum("allies"), s=Sum("allies_spared"))
        .group_by("user_id")
        .values("v", "o", "a", "s")
    )
    sums = {key: int(str(reads[0][key] or 0)) if reads else 0 for key in ("v", "o", "a", "s")}
    return PlayerSummary(
        votes=sums["v"],
        on_other_camp=sums["o"],
        allies=sums["a"],
        allies_spared=sums["s"],
        user_id=user_id,
        games=totals.games,
        wins=totals.wins,
        survived=totals.survived,
        camps=tuple(
            CampRecord(str(row["ruleset"]), str(row["camp"]), int(row["games"]), int(row["wins"]))
            for row in sorted(camps, key=_most_played)
        ),
        roles=tuple(
            RoleCount(str(row["ruleset"]), str(row["role"]), int(row["games"]))
            for row in sorted(roles, key=_most_played)
        ),
    )


def _most_played(row: dict[str, object]) -> tuple[int, str, str]:
    kind = str(row.get("camp", row.get("role")))
    return (-int(str(row["games"])), str(row["ruleset"]), kind)


async def leaderboard(guild_id: int, min_games: int, size: int = LEADERBOARD_SIZE) -> Leaderboard:
    """The `size` users with the most wins, and the `size` best win rates among those with at
    least `min_games` finished games (ties: more games first, then the earlier user id)."""
    players = PlayerStat.filter(guild_id=guild_id, games__gt=0)
    by_wins = await players.filter(wins__gt=0).order_by("-wins", "games", "user_id").limit(size)
    # The rate in hundredths of a percent, in the integer arithmetic SQLite and PostgreSQL both
    # do alike (PostgreSQL's 32-bit product stays in range up to 214,748 wins).
    by_rate = (
        await PlayerStat.filter(guild_id=guild_id, games__gte=max(1, min_games))
        .annotate(rate=F("wins") * 10_000 / F("games"))
        .order_by("-rate", "-games", "user_id")
        .limit(size)
    )
    return Leaderboard(
        tuple(LeaderRow(row.user_id, row.games, row.wins) for row in by_wins),
        tuple(LeaderRow(row.user_id, row.games, row.wins) for row in by_rate),
        min_games,
    )
