"""Players who left the server mid-game, as stored: each departure is a row
of the `submission` table (kind `gone`) under the phase it came in, with the user who left; the
seat waits for a substitute while that user still holds it (a handover ends the wait)."""

from __future__ import annotations

from datetime import datetime

import engine
from bot.store.discipline import keep_note
from bot.store.models import GONE, Submission
from bot.store.transactions import Transaction

__all__ = ["GONE", "departed", "record"]


async def record(
    tx: Transaction, game_id: int, phase: engine.Phase, player: str, user_id: int, at: datetime
) -> None:
    """Keep that `user_id`, holding the seat `player`, left the server (the caller's
    transaction); no input to the engine."""
    await keep_note(tx, game_id, phase, GONE, player, True, user_id, at)


async def departed(game_id: int, tx: Transaction | None = None) -> set[tuple[str, int]]:
    """Each (seat, user) of the game whose user left the server while holding that seat."""
    query = Submission.filter(game_id=game_id, kind=GONE)
    rows = await (query.using_db(tx.db) if tx is not None else query).values_list(
        "player", "user_id"
    )
    return {(str(player), int(user_id)) for player, user_id in rows}
