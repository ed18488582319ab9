"""The review page of a 30-player game, drawn on the event loop (before) and in a worker
thread (`bot.discord.review_pages.draw_review`, now): how long the loop is blocked meanwhile.

A ticker coroutine wakes every millisecond while the page is drawn; its longest gap between
two wakes is the longest the loop could not serve any other game. Per way of drawing, over
RUNS runs (medians; best and worst too):

- `draw_seconds`: the wall time of one page;
- `loop_blocked_ms`: the ticker's longest gap, less its own millisecond of sleep;
- `ticks`: how often the ticker ran while the page was drawn.

Run: `python benchmarks/review_page_bench.py [--runs N] [--players N]`; prints JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time
from collections.abc import Awaitable, Callable
from typing import Any

import engine
from bot.discord.review_pages import draw_review
from bot.text.i18n import Localizer
from bot.text.review import review_to_data
from bot.text.review_page import review_file
from engine.simulate import play_random_game

TICK = 0.001  # the ticker's sleep, seconds


def game_data(players: int) -> dict[str, Any]:
    """The review data of a whole random city game of `players` long-named players."""
    names = [f"Игрок {i:02d} с очень длинным ником".ljust(32, "ж")[:32] for i in range(players)]
    setup = engine.deal("city", names, seed=30)
    _, inputs = play_random_game(engine.new_game(setup), random.Random(30))
    return review_to_data(engine.Record.from_history(setup, inputs), None)


async def one_run(draw: Callable[[], Awaitable[bytes]]) -> tuple[float, float, int]:
    """(draw seconds, the loop's longest block in ms, ticks) of one drawing."""
    stop = asyncio.Event()
    gaps: list[float] = []

    async def ticker() -> None:
        last = time.perf_counter()
        while not stop.is_set():
            await asyncio.sleep(TICK)
            now = time.perf_counter()
            gaps.append(now - last - TICK)
            last = now

    ticking = asyncio.create_task(ticker())
    await asyncio.sleep(TICK * 3)  # the ticker is running
    gaps.clear()
    start = time.perf_counter()
    await draw()
    took = time.perf_counter() - start
    stop.set()
    await ticking
    return took, max(gaps, default=took) * 1000, len(gaps)


def summary(values: list[float]) -> dict[str, float]:
    """Median, best and worst, rounded."""
    return {
        "median": round(statistics.median(values), 3),
        "best": round(min(values), 3),
        "worst": round(max(values), 3),
    }


async def measure(runs: int, players: int) -> dict[str, object]:
    """The figures of the module docstring."""
    data = game_data(players)
    localizer = Localizer(strict=False)

    async def on_the_loop() -> bytes:  # before: the page drawn inside the coroutine
        return review_file(data, localizer, "ru")

    async def in_a_thread() -> bytes:
        return await draw_review(data, localizer, "ru")

    assert await on_the_loop() == await in_a_thread()  # warm caches; the same page
    figures: dict[str, object] = {"players": players, "runs": runs}
    for name, draw in (("old_on_the_loop", on_the_loop), ("new_in_a_thread", in_a_thread)):
        results = [await one_run(draw) for _ in range(runs)]
        figures[name] = {
            "draw_seconds": summary([r[0] for r in results]),
            "loop_blocked_ms": summary([r[1] for r in results]),
            "ticks": summary([float(r[2]) for r in results]),
        }
    figures["page_bytes"] = len(await in_a_thread())
    return figures


def main() -> None:
    """Parse the options, measure, print JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--players", type=int, default=30)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(measure(args.runs, args.players)), indent=2))


if __name__ == "__main__":
    main()
