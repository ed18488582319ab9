"""The team channels of finished games (kept as read-only archives): which, oldest first, and
forgetting one the bot deleted to keep within Discord's channel limits."""

from __future__ import annotations

from bot.store.models import TeamChannel
from bot.store.states import FINISHED, STOPPED

__all__ = ["archived_team_channels", "forget_team_channel"]


async def archived_team_channels(guild_id: int) -> list[int]:
    """The ids of the team channels of the server's ended games (finished or stopped), the
    oldest game's first; never a lobby's, a running or a paused game's."""
    rows = (
        await TeamChannel.filter(game__guild_id=guild_id, game__state__in=[FINISHED, STOPPED])
        .order_by("game_id", "id")
        .values_list("channel_id", flat=True)
    )
    return [int(str(row)) for row in rows]


async def forget_team_channel(channel_id: int) -> None:
    """The team channel was deleted: forget it (its game's record does not need it)."""
    await TeamChannel.filter(channel_id=channel_id).delete()
