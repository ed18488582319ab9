"""Call-ups: the server's players role (`/config callups`, `/notify`, a button under each
call-up), the ping when a lobby opens, and `/game call`."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.callups.cog import CallUpsCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.callups")`)."""
    await bot.add_cog(CallUpsCog(bot))
