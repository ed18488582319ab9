"""The table options: `/config options` (quiet nights, spectators, the dead reading
the teams, the majority lynch R91) and `/game watch` / `/game unwatch`."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from cogs.tablerules.cog import TableRulesCog


async def setup(bot: MafiaBot) -> None:
    """Add the cog to the bot (called by `bot.load_extension("cogs.tablerules")`)."""
    await bot.add_cog(TableRulesCog(bot))
