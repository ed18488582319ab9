"""A separate process that delivers every pending announcement at an agreed moment (for the
two-process delivery test).

    python -m tests.service.delivery_worker URL START_AT INSTANCE

Prints the Table calls it made, as JSON.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import Sequence

from bot.service import GameService
from bot.service.ports.table import Reader, TableGame
from bot.store import connection as db
from bot.store.models import Game
from bot.text.i18n import Text
from tests.service.helpers import RecordingTable


class SlowTable(RecordingTable):
    """A Table whose calls take a moment, as Discord's do."""

    async def announce(self, game: TableGame, texts: Sequence[Text]) -> None:
        await asyncio.sleep(0.002)
        await super().announce(game, texts)

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        await asyncio.sleep(0.002)
        return await super().tell(game, player, texts)


async def deliver(url: str, start_at: float, name: str) -> list[tuple[str, str]]:
    """Open the store, wait for the start moment, deliver; the Table calls made."""
    await db.open_store(url, migrate_first=False)
    service = GameService(instance=name)
    table = SlowTable()
    service.tables.register(table)
    await Game.all().count()  # warm up: connect before the start
    try:
        await asyncio.sleep(max(0.0, start_at - time.time()))
        await service.delivery.deliver_pending()
        return table.calls
    finally:
        await db.close_store()


if __name__ == "__main__":
    url, start_at, name = sys.argv[1:4]
    calls = asyncio.run(deliver(url, float(start_at), name))
    sys.stdout.write(json.dumps(calls) + "\n")
