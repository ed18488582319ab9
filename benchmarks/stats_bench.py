"""/stats's store queries on a busy server: counting in SQL against loading every seat row.

Run: `python benchmarks/stats_bench.py [--games 2000] [--users 200] [--rounds 7] [--db URL]`.
Fills a fresh store (a SQLite file by default) with one server's finished games (`GameStat`,
ten `PlayerGame` seats each, the `PlayerStat` totals), then times, over `rounds` runs each, the
three queries `/stats` makes (`bot.store.stats`: server_summary, player_summary, leaderboard)
and the same answers computed by loading every seat row of the server and counting in Python
(what "load every record per call" would cost). Prints JSON: medians in milliseconds, the ratio
naive/SQL, the number of runs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bot.store import connection as db
from bot.store import stats
from bot.store.models import Game, GameStat, PlayerGame, PlayerStat

GUILD = 1
SEATS = 10
CAMPS = ("civilians", "mafia")
ROLES = ("citizen", "doctor", "detective", "boss", "thief")


async def fill(games: int, users: int, rng: random.Random) -> None:
    """One server's finished games, their seats and the totals, as the service stores them."""
    start = datetime(2026, 1, 1, tzinfo=UTC)
    totals: Counter[tuple[int, str]] = Counter()
    for number in range(games):
        game = await Game.create(
            guild_id=GUILD,
            channel_id=2,
            host_id=3,
            ruleset="city",
            language="ru",
            seed=number,
            state="finished",
            started_at=start + timedelta(hours=number),  # a finished game was dealt
        )
        winner = rng.choice(CAMPS)
        await GameStat.create(
            game_id=game.id,
            guild_id=GUILD,
            ruleset="city",
            winner=winner,
            days=rng.randint(1, 8),
            seconds=rng.randint(600, 90_000),
            players=SEATS,
            finished_at=start + timedelta(hours=number),
        )
        seats = []
        for user_id in rng.sample(range(100, 100 + users), SEATS):
            camp = rng.choice(CAMPS)
            won, survived = camp == winner, rng.random() < 0.4
            totals[user_id, "games"] += 1
            totals[user_id, "wins"] += won
            totals[user_id, "survived"] += survived
            seats.append(
                PlayerGame(
                    game_id=game.id,
                    guild_id=GUILD,
                    user_id=user_id,
                    ruleset="city",
                    role=rng.choice(ROLES),
                    camp=camp,
                    won=won,
                    survived=survived,
                )
            )
        await PlayerGame.bulk_create(seats)
    await PlayerStat.bulk_create(
        [
            PlayerStat(
                guild_id=GUILD,
                user_id=user_id,
                games=totals[user_id, "games"],
                wins=totals[user_id, "wins"],
                survived=totals[user_id, "survived"],
            )
            for user_id in range(100, 100 + users)
            if totals[user_id, "games"]
        ]
    )


async def naive_player(user_id: int) -> dict[str, Any]:
    """A player's answer from every one of their seat rows, counted in Python."""
    rows = await PlayerGame.filter(guild_id=GUILD, user_id=user_id)
    return {
        "games": len(rows),
        "wins": sum(row.won for row in rows),
        "camps": Counter((row.camp, row.won) for row in rows),
        "roles": Counter(row.role for row in rows),
    }


async def naive_leaderboard(min_games: int) -> list[tuple[int, int]]:
    """The leaderboard from every seat row of the server, counted in Python."""
    games: Counter[int] = Counter()
    wins: Counter[int] = Counter()
    for row in await PlayerGame.filter(guild_id=GUILD):
        games[row.user_id] += 1
        wins[row.user_id] += row.won
    eligible = [user for user in games if games[user] >= min_games]
    by_rate = sorted(eligible, key=lambda user: (-wins[user] / games[user], -games[user]))
    return [(user, wins[user]) for user in by_rate[:10]]


async def naive_server() -> dict[str, Any]:
    """The server's answer from every game row, counted in Python."""
    rows = await GameStat.filter(guild_id=GUILD)
    return {
        "games": len(rows),
        "wins": Counter(row.winner for row in rows),
        "days": statistics.fmean(row.days for row in rows),
        "longest": max(rows, key=lambda row: (row.days, row.seconds)).game_id,  # type: ignore[attr-defined]
    }


async def median_ms(call: Callable[[], Awaitable[object]], rounds: int) -> float:
    """The median wall time of `call` over `rounds` runs, in milliseconds (one warm-up run)."""
    await call()
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        await call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


async def main(games: int, users: int, rounds: int, url: str | None) -> dict[str, Any]:
    """Fill the store, time each query both ways; the figures."""
    with tempfile.TemporaryDirectory() as folder:
        await db.open_store(url or f"sqlite://{Path(folder) / 'stats.sqlite3'}")
        try:
            await fill(games, users, random.Random(1))
            pairs: dict[str, tuple[Callable[[], Awaitable[object]], ...]] = {
                "server": (lambda: stats.server_summary(GUILD), naive_server),
                "player": (lambda: stats.player_summary(GUILD, 100), lambda: naive_player(100)),
                "leaderboard": (lambda: stats.leaderboard(GUILD, 5), lambda: naive_leaderboard(5)),
            }
            figures: dict[str, Any] = {"games": games, "seats": games * SEATS, "users": users}
            for name, (sql, naive) in pairs.items():
                sql_ms = await median_ms(sql, rounds)
                naive_ms = await median_ms(naive, rounds)
                figures[name] = {
                    "sql_median_ms": round(sql_ms, 2),
                    "naive_median_ms": round(naive_ms, 2),
                    "ratio_naive_over_sql": round(naive_ms / sql_ms, 2),
                    "runs": rounds,
                }
            return figures
        finally:
            await db.close_store()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--db", default=None, help="a store URL (default: a fresh SQLite file)")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.games, args.users, args.rounds, args.db)), indent=2))
