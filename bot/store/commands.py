"""The digest of the command tree last synced, per application (`CommandSync`)."""

from __future__ import annotations

from bot.store.models import CommandSync
from bot.store.upsert import upsert

__all__ = ["command_digest", "remember_command_digest"]


async def command_digest(application_id: int) -> str | None:
    """The digest of the tree last synced for the application, or None."""
    row = await CommandSync.get_or_none(application_id=application_id)
    return None if row is None else row.digest


async def remember_command_digest(application_id: int, digest: str) -> None:
    """Keep the digest of the tree just synced."""
    values = {"digest": digest}
    await upsert(CommandSync, {"application_id": application_id}, values, values)
