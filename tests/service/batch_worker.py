"""A separate process that resumes a service (overdue games resolved in batches) and is killed
at an agreed point: `os._exit`, no clean-up, as a crash or `kill -9` would leave it.

    python -m tests.service.batch_worker URL POINT N SHOWN_FILE

POINT: a fault point of the resolution ("inside_transaction", "after_transaction") or "table"
(the N-th Table call). Every Table call made is appended to SHOWN_FILE as a JSON line first.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Sequence

import engine
from bot.service import GameService
from bot.service.ports.table import Attachment, Reader, TableGame
from bot.store import connection as db
from bot.text.i18n import Text

KILLED = 9


class KilledTable:
    """Notes each call in a file (flushed), and dies at the N-th one when asked to."""

    def __init__(self, path: str, die_at: int | None) -> None:
        self._file = open(path, "a", encoding="utf-8")  # noqa: SIM115 (lives as long as we do)
        self._calls = 0
        self._die_at = die_at

    def _note(self, game: TableGame, method: str) -> None:
        self._calls += 1
        if self._calls == self._die_at:
            os._exit(KILLED)  # before the call is made
        self._file.write(json.dumps([game.game_id, method]) + "\n")
        self._file.flush()

    async def announce(
        self, game: TableGame, texts: Sequence[Text], *, attachment: Attachment | None = None
    ) -> None:
        self._note(game, "announce")

    async def tell(self, game: TableGame, player: Reader, texts: Sequence[Text]) -> bool:
        self._note(game, "tell")
        return True

    async def ask_for_dms(self, game: TableGame, player: Reader) -> None:
        self._note(game, "ask_for_dms")

    async def open_team(
        self, game: TableGame, team: str, members: Sequence[Reader], texts: Sequence[Text]
    ) -> int | None:
        self._note(game, "open_team")
        return None

    async def mark_dead(self, game: TableGame, player: Reader) -> None:
        self._note(game, "mark_dead")

    async def unseat(self, game: TableGame, player: Reader) -> None:
        self._note(game, "unseat")

    async def reveal(
        self, game: TableGame, texts: Sequence[Text], released: Sequence[Reader]
    ) -> None:
        self._note(game, "reveal")


async def run(url: str, point: str, nth: int, shown: str) -> None:
    """Resume, and die at the point."""
    seen = 0

    async def fault(at: str, game_id: int, phase: engine.Phase | None) -> None:
        nonlocal seen
        if at == point:
            seen += 1
            if seen == nth:
                os._exit(KILLED)

    await db.open_store(url, migrate_first=False)
    service = GameService(instance="killed", fault=fault)
    service.tables.register(KilledTable(shown, nth if point == "table" else None))
    await service.lifecycle.resume()
    await service.lifecycle.close()
    await db.close_store()


if __name__ == "__main__":
    url, point, nth, shown = sys.argv[1:5]
    asyncio.run(run(url, point, int(nth), shown))
