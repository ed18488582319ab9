"""`/stats server`, `/stats player [user]`, `/stats top`: the statistics of the server's
finished games. Ephemeral unless `public`; a public answer is in the server's language, an
ephemeral one in the reader's. Names are shown as text (escaped), never as pings."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import discord
from discord.ext import commands

from bot.discord.app import MafiaBot
from bot.discord.text import chunks, cmd, localized_options, render, server_group, text
from bot.text.i18n import Arg, Text
from cogs.stats.texts import leaderboard_texts, player_texts, server_texts

__all__ = ["StatsCog"]


class StatsCog(commands.Cog):
    """The /stats group: read-only, for anyone on the server."""

    stats = server_group("stats")

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot

    @stats.command(
        name=cmd("cmd-stats-server", "server"), description=text("cmd-stats-server-desc")
    )
    @localized_options("stats-server", "public")
    async def server(self, interaction: discord.Interaction, public: bool = False) -> None:
        """The server's finished games per rule set, wins by camp, lengths, the longest game."""
        assert interaction.guild_id is not None
        summary = await self.bot.service.stats.server(interaction.guild_id)
        await self.answer(interaction, server_texts(summary), public)

    @stats.command(
        name=cmd("cmd-stats-player", "player"), description=text("cmd-stats-player-desc")
    )
    @localized_options("stats-player", "user", "public")
    async def player(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        public: bool = False,
    ) -> None:
        """A member's games, wins (by camp), roles and survival; the caller's by default."""
        assert interaction.guild_id is not None
        who = user or interaction.user
        summary = await self.bot.service.stats.player(interaction.guild_id, who.id)
        await self.answer(interaction, player_texts(who.display_name, summary), public)

    @stats.command(name=cmd("cmd-stats-top", "top"), description=text("cmd-stats-top-desc"))
    @localized_options("stats-top", "public")
    async def top(self, interaction: discord.Interaction, public: bool = False) -> None:
        """The leaderboard: by wins, and by win rate from the server's minimum of games."""
        assert interaction.guild_id is not None
        board = await self.bot.service.stats.leaderboard(interaction.guild_id)
        users = {row.user_id for row in (*board.by_wins, *board.by_rate)}
        await self.answer(
            interaction, leaderboard_texts(board, self.names(interaction.guild, users)), public
        )

    def names(self, guild: discord.Guild | None, user_ids: Iterable[int]) -> dict[int, Arg]:
        """How to name each user: their display name on the server, else their user name, else
        "left the server" (from the caches only: no request per name)."""
        names: dict[int, Arg] = {}
        for user_id in user_ids:
            user = (guild.get_member(user_id) if guild else None) or self.bot.get_user(user_id)
            names[user_id] = user.display_name if user else Text("stats-unknown-player")
        return names

    async def answer(
        self, interaction: discord.Interaction, texts: Sequence[Text], public: bool
    ) -> None:
        """Reply with `texts`, one line each: to the caller only, or (public) to the channel in
        the server's language; never pinging anyone."""
        if public and interaction.guild_id is not None:
            language = await self.bot.service.settings.server_language(interaction.guild_id)
        else:
            language = await self.bot.replies.language(interaction)
        content = render(self.bot.localizer, texts, language, separator="\n")
        quiet = discord.AllowedMentions.none()
        for part in chunks(content):
            await self.bot.replies.answers.respond(
                interaction, part, ephemeral=not public, allowed_mentions=quiet
            )
