"""The shard leases: a row per shard naming the process that owns it and when that ends."""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from tortoise.expressions import Q

from bot.store.models import ShardLease
from bot.store.transactions import transaction

__all__ = ["give_back", "take"]


async def take(
    shards: Collection[int], owner: str, now: datetime, until: datetime
) -> frozenset[int]:
    """Give `owner` the leases of `shards` until `until` where they are free, expired at
    `now` or already its own (the rows locked while it decides); those of `shards` it holds
    now."""
    async with transaction() as tx:
        existing = {
            lease.shard_id: lease
            for lease in await ShardLease.filter(shard_id__in=list(shards))
            .select_for_update()
            .using_db(tx.db)
        }
        for shard in shards:
            lease = existing.get(shard)
            if lease is None:
                await ShardLease.create(
                    shard_id=shard, owner=owner, expires_at=until, using_db=tx.db
                )
            elif lease.owner == owner or lease.expires_at <= now:
                lease.owner, lease.expires_at = owner, until
                await lease.save(using_db=tx.db)
    held = await ShardLease.filter(
        shard_id__in=list(shards), owner=owner, expires_at__gt=now
    ).values_list("shard_id", flat=True)
    return frozenset(int(str(shard)) for shard in held)


async def give_back(shards: Collection[int], owner: str) -> None:
    """Delete `owner`'s leases of `shards` (the next process takes them without waiting)."""
    await ShardLease.filter(Q(shard_id__in=list(shards), owner=owner)).delete()
