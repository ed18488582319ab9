"""When each service instance was last known alive (to measure downtime at start-up)."""

from __future__ import annotations

from datetime import datetime

from bot.store.models import Heartbeat
from bot.store.upsert import upsert

__all__ = ["beat", "last_seen"]


async def last_seen(instance: str) -> datetime | None:
    """When the instance was last known alive (None: never)."""
    row = await Heartbeat.get_or_none(instance=instance)
    return None if row is None else row.seen_at


async def beat(instance: str, now: datetime) -> None:
    """The instance is alive at `now`."""
    seen = {"seen_at": now}
    await upsert(Heartbeat, {"instance": instance}, seen, seen)
