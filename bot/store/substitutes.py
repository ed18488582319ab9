"""A running game's substitutes: members waiting to take a seat, first signed first seated."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from bot.store.models import Substitute
from bot.store.transactions import Transaction

__all__ = ["Waiting", "add", "first", "games_with_any", "remove", "waiting"]


@dataclass(frozen=True, slots=True)
class Waiting:
    """A member waiting to take a seat of a game."""

    user_id: int
    locale: str | None


async def waiting(tx: Transaction, game_id: int) -> list[Waiting]:
    """The game's substitutes, first signed first."""
    rows = await Substitute.filter(game_id=game_id).using_db(tx.db).order_by("id")
    return [Waiting(row.user_id, row.locale) for row in rows]


async def first(tx: Transaction, game_id: int) -> Waiting | None:
    """The game's longest-waiting substitute, or None."""
    row = await Substitute.filter(game_id=game_id).using_db(tx.db).order_by("id").first()
    return None if row is None else Waiting(row.user_id, row.locale)


async def games_with_any(tx: Transaction, game_ids: Collection[int]) -> set[int]:
    """Those of the games someone waits to take a seat of (one read)."""
    rows = await Substitute.filter(game_id__in=list(game_ids)).using_db(tx.db).values("game_id")
    return {int(row["game_id"]) for row in rows}


async def add(tx: Transaction, game_id: int, user_id: int, locale: str | None) -> None:
    """Sign the user up to take a seat of the game."""
    await Substitute.create(game_id=game_id, user_id=user_id, locale=locale, using_db=tx.db)


async def remove(tx: Transaction, game_id: int, user_id: int) -> bool:
    """Take the user off the game's substitutes; whether they were on it."""
    return bool(await Substitute.filter(game_id=game_id, user_id=user_id).using_db(tx.db).delete())
