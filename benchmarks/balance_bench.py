"""How fast a balance estimate is, and whether the event loop stays responsive while it runs.

Run: `python benchmarks/balance_bench.py [--games 2000] [--players 12] [--idle 3]`. For each rule
set, estimates the preset for that many players from that many games (no role swings) in worker
processes, once with the bot's own number of workers (one per core less one, at least one) and
once with one per core, while a ticker on the event loop measures how late it wakes; the same
ticker runs `--idle` seconds alone first, for the lag without an estimate. Prints JSON: per rule
set and worker count the wall time (worker start-up included), games/s in all and per worker, the
processor time the workers used (user + system, from the reaped worker processes) and the games
per processor second, which do not depend on what else the machine runs (the workers run at a
lower priority: on a busy machine their wall time grows, their processor time does not), the
widest 95% interval's half-width in points, the loop's lag (median, 99th percentile, max); the
idle lag; the load average (the machine may be shared).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine
from bot.balance.estimator import Estimator
from bot.balance.request import balance_request
from bot.balance.runner import WorkerPool, default_workers

TICK = 0.005  # seconds between the ticker's wake-ups


async def _ticker(stop: asyncio.Event) -> dict[str, float]:
    """Wake every TICK seconds until `stop`; how late it woke, in milliseconds: the median, the
    99th percentile and the worst."""
    lags: list[float] = []
    while not stop.is_set():
        due = time.perf_counter() + TICK
        await asyncio.sleep(TICK)
        lags.append((time.perf_counter() - due) * 1000)
    lags.sort()
    return {
        "median": round(statistics.median(lags), 2),
        "p99": round(lags[min(len(lags) - 1, len(lags) * 99 // 100)], 2),
        "max": round(lags[-1], 2),
    }


async def idle_lag(seconds: float) -> dict[str, float]:
    """The ticker's max lag with nothing else running."""
    stop = asyncio.Event()
    ticker = asyncio.create_task(_ticker(stop))
    await asyncio.sleep(seconds)
    stop.set()
    return await ticker


def _children_cpu() -> float:
    """Processor seconds (user + system) of this process's ended and reaped children."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


async def one_estimate(ruleset: str, players: int, games: int, workers: int) -> dict[str, object]:
    """Estimate the preset once with `workers` processes (started afresh); the figures."""
    request = balance_request(ruleset, players=players, games=games, swing_games=0)
    estimator = Estimator(WorkerPool(workers), timeout=None)
    stop = asyncio.Event()
    ticker = asyncio.create_task(_ticker(stop))
    started = time.perf_counter()
    cpu_before = _children_cpu()
    try:
        estimate = await estimator.estimate(request)
    finally:
        wall = time.perf_counter() - started
        stop.set()
        await estimator.close()  # the workers exit and are reaped: their time is counted
    cpu = _children_cpu() - cpu_before
    half = max((s.high - s.low) / 2 for s in (*estimate.camps.values(), estimate.draws))
    return {
        "workers": workers,
        "wall_s": round(wall, 2),
        "games_per_s": round(games / wall, 1),
        "games_per_s_per_worker": round(games / wall / workers, 1),
        "workers_cpu_s": round(cpu, 2),
        "games_per_cpu_s": round(games / cpu, 1) if cpu else None,
        "cpu_ms_per_game": round(1000 * cpu / games, 2),
        "widest_half_interval_points": round(100 * half, 2),
        "shares": {camp: round(s.share, 3) for camp, s in estimate.camps.items()},
        "draws": round(estimate.draws.share, 3),
        "median_days": estimate.median_days,
        "loop_lag_ms": await ticker,
    }


async def bench(games: int, players: int, idle: float) -> dict[str, object]:
    """Every figure of the benchmark."""
    cores = os.cpu_count() or 1
    counts = sorted({default_workers(), cores})
    out: dict[str, object] = {
        "games": games,
        "players": players,
        "cores": cores,
        "load_average_at_start": [round(x, 2) for x in os.getloadavg()],
        "loop_lag_ms_idle": await idle_lag(idle),
    }
    for ruleset in engine.RULESETS:
        out[ruleset] = [await one_estimate(ruleset, players, games, n) for n in counts]
    out["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    return out


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--idle", type=float, default=3.0, help="seconds of the idle ticker")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(bench(args.games, args.players, args.idle)), indent=1))


if __name__ == "__main__":
    main()
