"""Writing a row whether or not it exists yet (for the store's modules)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tortoise.exceptions import IntegrityError
from tortoise.models import Model

__all__ = ["upsert"]


async def upsert(
    model: type[Model],
    key: Mapping[str, Any],
    update: Mapping[str, Any],
    create: Mapping[str, Any],
) -> None:
    """Update the row at `key` (unique), or create it; a row created at the same moment by
    another call is then updated."""
    if await model.filter(**key).update(**update):
        return
    try:
        await model.create(**key, **create)
    except IntegrityError:
        await model.filter(**key).update(**update)
