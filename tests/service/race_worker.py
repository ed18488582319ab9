"""A separate process that resolves one phase of a game at an agreed moment (for the race test).

    python -m tests.service.race_worker URL GAME_ID KIND NUMBER START_AT INSTANCE

Prints "resolved" or "skipped".
"""

from __future__ import annotations

import asyncio
import sys
import time

import engine
from bot.service import GameService
from bot.store import connection as db


async def race(url: str, game_id: int, phase: engine.Phase, start_at: float, name: str) -> bool:
    """Open the store, wait for the start moment, resolve; whether this process resolved it."""
    await db.open_store(url, migrate_first=False)
    service = GameService(instance=name)
    await service.queries.engine_state(game_id)  # warm up: connect and replay before the start
    try:
        await asyncio.sleep(max(0.0, start_at - time.time()))
        return await service.resolver.resolve_phase(game_id, phase)
    finally:
        await db.close_store()


if __name__ == "__main__":
    url, game_id, kind, number, start_at, name = sys.argv[1:7]
    phase = engine.Phase(kind, int(number))  # type: ignore[arg-type]
    won = asyncio.run(race(url, int(game_id), phase, float(start_at), name))
    sys.stdout.write("resolved\n" if won else "skipped\n")
