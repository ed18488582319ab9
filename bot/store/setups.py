"""A server's saved setups (`/setup`): named role lists, each under a key unique in the server."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from tortoise.exceptions import IntegrityError

from bot.store.models import SavedSetup
from bot.store.transactions import transaction

__all__ = ["StoredSetup", "add", "delete", "named", "of_guild"]


@dataclass(frozen=True, slots=True)
class StoredSetup:
    """A saved setup: its name as shown, its rule set and role ids as the host listed them."""

    name: str
    ruleset: str
    roles: tuple[str, ...]


def _stored(row: SavedSetup) -> StoredSetup:
    return StoredSetup(row.name, row.ruleset, tuple(row.roles))


async def add(
    guild_id: int,
    *,
    name: str,
    key: str,
    ruleset: str,
    roles: Sequence[str],
    created_by: int,
    limit: int,
) -> StoredSetup | Literal["taken", "full"]:
    """Save a setup under `key`, in one transaction; "taken" when the server has one under that
    key (or another call saved one at the same moment), "full" when it has `limit` already."""
    try:
        async with transaction() as tx:
            if await SavedSetup.filter(guild_id=guild_id, key=key).using_db(tx.db).exists():
                return "taken"
            if await SavedSetup.filter(guild_id=guild_id).using_db(tx.db).count() >= limit:
                return "full"
            row = await SavedSetup.create(
                guild_id=guild_id,
                name=name,
                key=key,
                ruleset=ruleset,
                roles=list(roles),
                created_by=created_by,
                using_db=tx.db,
            )
    except IntegrityError:  # saved by someone else at the same moment
        return "taken"
    return _stored(row)


async def of_guild(guild_id: int) -> list[StoredSetup]:
    """The server's setups, by key."""
    return [_stored(row) for row in await SavedSetup.filter(guild_id=guild_id).order_by("key")]


async def named(guild_id: int, key: str) -> StoredSetup | None:
    """The server's setup under `key`, or None."""
    row = await SavedSetup.get_or_none(guild_id=guild_id, key=key)
    return None if row is None else _stored(row)


async def delete(guild_id: int, key: str) -> None:
    """Delete the server's setup under `key` (if there is one)."""
    await SavedSetup.filter(guild_id=guild_id, key=key).delete()
