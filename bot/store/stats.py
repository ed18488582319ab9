"""The statistics in the store: counting a finished game, and the aggregate queries `/stats` asks.

A finished game is counted once, in the transaction that finishes it: a `GameStat` row (its rule
set, winner, length), a `PlayerGame` row per seat for the user who held it at the end, and that
user's `PlayerStat` totals. Stopped games are never counted. Every query is one server's and does
its counting in SQL (GROUP BY, COUNT, SUM), so no call loads a server's games one by one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from tortoise.backends.base.client import BaseDBAsyncClient
from tortoise.expressions import F, Q
from tortoise.functions import Count, Sum

import engine
from bot.store.models import Game, GameStat, PlayerGame, PlayerStat, Seat

__all__ = [
    "CampRecord",
    "LeaderRow",
    "Leaderboard",
    "LongestGame",
    "PlayerSummary",
    "RoleCount",
    "RulesetSummary",
    "ServerSummary",
    "count_game",
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
    """The server's longest finished game (by game days, then by real time)."""

    game_id: int
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


async def count_game(
    game: Game,
    outcome: engine.Outcome,
    seats: Sequence[Seat],
    finished_at: datetime,
    conn: BaseDBAsyncClient,
) -> None:
    """Count the finished `game` in its server's statistics (inside the finishing transaction).

    Each seat counts for the user holding it now: a replaced player's time counts for nobody."""
    started = game.started_at or game.created_at
    await GameStat.create(
        game_id=game.id,
        guild_id=game.guild_id,
        ruleset=game.ruleset,
        winner=outcome.winner,
        days=outcome.days,
        seconds=max(0, round((finished_at - started).total_seconds())),
        players=len(outcome.standings),
        finished_at=finished_at,
        using_db=conn,
    )
    holder = {seat.name: seat.user_id for seat in seats}
    for standing in outcome.standings:
        user_id = holder[standing.player]
        await PlayerGame.create(
            game_id=game.id,
            guild_id=game.guild_id,
            user_id=user_id,
            ruleset=game.ruleset,
            role=standing.role,
            camp=standing.camp,
            won=standing.won,
            survived=standing.survived,
            using_db=conn,
        )
        await _add_to_totals(game.guild_id, user_id, standing, conn)


async def _add_to_totals(
    guild_id: int, user_id: int, standing: engine.Standing, conn: BaseDBAsyncClient
) -> None:
    won, survived = int(standing.won), int(standing.survived)
    key = PlayerStat.filter(guild_id=guild_id, user_id=user_id).using_db(conn)
    updated = await key.update(
        games=F("games") + 1, wins=F("wins") + won, survived=F("survived") + survived
    )
    if not updated:
        await PlayerStat.create(
            guild_id=guild_id,
            user_id=user_id,
            games=1,
            wins=won,
            survived=survived,
            using_db=conn,
        )


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
            game_id=longest.game_id,  # type: ignore[attr-defined]
            ruleset=longest.ruleset,
            winner=longest.winner,
            days=longest.days,
            seconds=longest.seconds,
            players=longest.players,
            finished_at=longest.finished_at,
        ),
    )


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
    return PlayerSummary(
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
