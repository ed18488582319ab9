"""A running game's watchers (`/game watch`, setting `spectators`): members who follow it
without a seat. A watcher who stops watching keeps a row (inactive): who watched a game never
takes a seat in it."""

from __future__ import annotations

from bot.store.models import Watcher
from bot.store.transactions import Transaction, client

__all__ = ["active", "ever_watched", "start", "stop"]


async def active(tx: Transaction | None, game_id: int) -> list[int]:
    """The users watching the game now, first come first."""
    query = Watcher.filter(game_id=game_id, active=True).order_by("id")
    rows = await query.using_db(client(tx))
    return [row.user_id for row in rows]


async def ever_watched(tx: Transaction | None, game_id: int, user_id: int) -> bool:
    """Whether the user watches, or once watched, the game."""
    query = Watcher.filter(game_id=game_id, user_id=user_id)
    return bool(await query.using_db(client(tx)).exists())


async def start(tx: Transaction, game_id: int, user_id: int) -> bool:
    """The user watches the game (again); False when they already did."""
    row = await Watcher.filter(game_id=game_id, user_id=user_id).using_db(tx.db).first()
    if row is None:
        await Watcher.create(game_id=game_id, user_id=user_id, using_db=tx.db)
        return True
    if row.active:
        return False
    await Watcher.filter(id=row.id).using_db(tx.db).update(active=True)
    return True


async def stop(tx: Transaction, game_id: int, user_id: int) -> bool:
    """The user no longer watches the game; False when they did not."""
    query = Watcher.filter(game_id=game_id, user_id=user_id, active=True).using_db(tx.db)
    return bool(await query.update(active=False))
