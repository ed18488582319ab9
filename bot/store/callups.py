"""When a game's players were last called (`/game call`), so that the limit survives a restart."""

from __future__ import annotations

from datetime import datetime

from bot.store.models import CallUp
from bot.store.transactions import Transaction

__all__ = ["last_call", "note_call"]


async def last_call(tx: Transaction, game_id: int) -> datetime | None:
    """When the game's players were last called (None: never)."""
    row = await CallUp.get_or_none(game_id=game_id, using_db=tx.db)
    return None if row is None else row.called_at


async def note_call(tx: Transaction, game_id: int, now: datetime) -> None:
    """The game's players were called at `now`."""
    if not await CallUp.filter(game_id=game_id).using_db(tx.db).update(called_at=now):
        await CallUp.create(game_id=game_id, called_at=now, using_db=tx.db)
