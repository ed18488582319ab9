"""Balance estimates of setups (`bot.balance`), kept under their request's key: an estimate is
computed once, whichever process asks first, and found again after a restart."""

from __future__ import annotations

from typing import Any

from bot.store.models import BalanceEstimate
from bot.store.upsert import upsert

__all__ = ["keep", "kept"]


async def kept(key: str) -> dict[str, Any] | None:
    """The estimate kept under `key` (`Estimate.to_json()`), or None."""
    row = await BalanceEstimate.get_or_none(key=key)
    return None if row is None else dict(row.data)


async def keep(key: str, version: str, data: dict[str, Any]) -> None:
    """Keep an estimate under `key` (the same key holds the same numbers: a second keep of it,
    by another process at the same moment, replaces it with its equal); the estimates of other
    versions of the code go (no key of this version can find them)."""
    values = {"version": version, "data": data}
    await upsert(BalanceEstimate, {"key": key}, values, values)
    await BalanceEstimate.exclude(version=version).delete()
