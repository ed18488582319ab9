"""When each service instance was last known alive (to measure downtime at start-up): the
last heartbeat it wrote, or the shutdown it recorded."""

from __future__ import annotations

from datetime import datetime

from bot.store.models import Heartbeat
from bot.store.transactions import Transaction, client

__all__ = ["beat", "last_seen"]


async def last_seen(instance: str, tx: Transaction | None = None) -> datetime | None:
    """When the instance was last known alive (None: never)."""
    row = await Heartbeat.get_or_none(instance=instance, using_db=client(tx))
    return None if row is None else row.seen_at


async def beat(instance: str, now: datetime, tx: Transaction | None = None) -> None:
    """The instance is alive at `now` (or stops serving at `now`: a shutdown)."""
    db = client(tx)
    if await Heartbeat.filter(instance=instance).using_db(db).update(seen_at=now):
        return
    await Heartbeat.create(instance=instance, seen_at=now, using_db=db)
