"""Whether a balance estimate running in its worker processes slows the games: the latency of
`/vote` (the service's `play.vote`, stored) and of a day's deadline (`resolver.resolve_phase`,
resolved, stored and delivered to a Table that shows nothing), alone and with an estimate of a
12-player setup running beside them.

    python benchmarks/balance_latency_bench.py [--games 20] [--players 9] [--estimate-games 4000]

Two sets of city games are opened and brought to day 1 on SQLite (a temporary file); the first
set is measured alone, the second while the estimate runs (the bot's own Estimator: one worker
per core less one, at a lower priority). Prints JSON: per condition the votes' and deadlines'
latency in milliseconds (median, 95th and 99th percentile, max), whether the estimate was still
running at the end of the measurement, and the load average. A script, not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from service_bench import NullTable, open_games, percentile  # this script's folder is on the path

from bot.balance.estimator import Estimator
from bot.balance.request import balance_request
from bot.balance.runner import WorkerPool, default_workers
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.store import connection as db
from bot.store.models import Game, Seat

GUILD = 1


def figures(latencies: Sequence[float]) -> dict[str, float]:
    """Median, 95th, 99th percentile and max of latencies in milliseconds."""
    return {
        "count": len(latencies),
        "median": round(statistics.median(latencies), 2),
        "p95": round(percentile(latencies, 0.95), 2),
        "p99": round(percentile(latencies, 0.99), 2),
        "max": round(max(latencies), 2),
    }


async def to_day(service: GameService, game_ids: Sequence[int]) -> None:
    """Resolve night 1 of every game (nobody acts): each is in day 1."""
    for game_id in game_ids:
        await service.resolver.resolve_phase(game_id)


async def votes(service: GameService, game_ids: Sequence[int]) -> list[float]:
    """Every living player of every game votes once for the next living player; each call's
    latency in milliseconds."""
    latencies: list[float] = []
    for game_id in game_ids:
        game = await Game.get(id=game_id)
        state = await service.queries.engine_state(game_id)
        seats = {s.name: s.user_id for s in await Seat.filter(game_id=game_id)}
        alive = list(state.alive)
        for index, name in enumerate(alive):
            caller = Caller(seats[name], GUILD, game.channel_id)
            target = alive[(index + 1) % len(alive)]
            start = time.perf_counter()
            await service.play.vote(caller, target)
            latencies.append((time.perf_counter() - start) * 1000)
    return latencies


async def deadlines(service: GameService, game_ids: Sequence[int]) -> list[float]:
    """Each game's day deadline falls due, one at a time; each resolution's latency in ms."""
    latencies: list[float] = []
    for game_id in game_ids:
        start = time.perf_counter()
        await service.resolver.resolve_phase(game_id)
        latencies.append((time.perf_counter() - start) * 1000)
    return latencies


async def measure(service: GameService, game_ids: Sequence[int]) -> dict[str, object]:
    """The votes and then the deadlines of `game_ids`."""
    return {
        "vote_ms": figures(await votes(service, game_ids)),
        "deadline_ms": figures(await deadlines(service, game_ids)),
    }


async def bench(games: int, players: int, estimate_games: int) -> dict[str, object]:
    """Every figure."""
    folder = tempfile.mkdtemp(prefix="balance-latency-")
    await db.open_store(f"sqlite://{folder}/bench.sqlite3")
    service = GameService(instance="bench")
    service.tables.register(NullTable())
    estimator = Estimator(WorkerPool(), timeout=None)
    out: dict[str, object] = {
        "games": games,
        "players": players,
        "workers": default_workers(),
        "cores": os.cpu_count(),
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
    }
    try:
        service.timers.start()
        alone = await open_games(service, games, players, 8)
        beside = await open_games_from(service, games, players, first=games + 1)
        await to_day(service, alone)
        await to_day(service, beside)
        out["alone"] = await measure(service, alone)
        request = balance_request("city", players=12, games=estimate_games, swing_games=0)
        running = asyncio.create_task(estimator.estimate(request))
        await asyncio.sleep(1.0)  # the worker has started and is playing
        figures_beside = await measure(service, beside)
        figures_beside["estimate_still_running"] = not running.done()
        out["beside_an_estimate"] = figures_beside
        running.cancel()
    finally:
        await estimator.close()
        await service.lifecycle.close()
        await db.close_store()
    out["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    return out


async def open_games_from(service: GameService, games: int, players: int, first: int) -> list[int]:
    """`open_games` in channels `first`… (another set of games in other channels)."""
    ids: list[int] = []
    for channel in range(first, first + games):
        host = Caller(1, GUILD, channel, is_admin=True)
        lobby = await service.lobby.open_lobby(host, "city", seed=channel)
        for seat in range(players):
            await service.lobby.join(Caller(10_000 * channel + seat, GUILD, channel), f"P{seat}")
        await service.lobby.start_game(host)
        ids.append(lobby.game_id)
    return ids


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=9)
    parser.add_argument("--estimate-games", type=int, default=4000)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(bench(args.games, args.players, args.estimate_games)), indent=1))


if __name__ == "__main__":
    main()
