"""`/stats server`, `/stats player [user]`, `/stats top`, `/stats setup <setup>`: the statistics
of the server's finished games (`/stats setup`: a saved setup or a role list, beside its balance
estimate by simulated players). Ephemeral unless `public`; a public answer is in the server's
language, an ephemeral one in the reader's. Names are shown as text (escaped), never as pings."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.balance.calibration import calibration
from bot.balance.report import Estimate
from bot.balance.texts import estimate_lines
from bot.discord.app import MafiaBot
from bot.discord.estimates import EstimateFollowUps
from bot.discord.roles import parse_roles, role_names
from bot.discord.setups import setup_name_choices
from bot.discord.text import choice, chunks, cmd, localized_options, render, server_group, text
from bot.service.ports.errors import ServiceError
from bot.service.stats import SetupRecord
from bot.text.i18n import Arg, Text
from cogs.stats.setup_texts import calibration_texts, record_texts
from cogs.stats.texts import leaderboard_texts, player_texts, server_texts

__all__ = ["StatsCog"]


class StatsCog(commands.Cog):
    """The /stats group: read-only, for anyone on the server."""

    stats = server_group("stats")

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.estimates = EstimateFollowUps(bot.replies, bot.service.estimates)

    async def cog_unload(self) -> None:
        """Drop the estimates' follow-ups still waiting."""
        await self.estimates.close()

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

    @stats.command(name=cmd("cmd-stats-setup", "setup"), description=text("cmd-stats-setup-desc"))
    @localized_options("stats-setup", "setup", "ruleset", "public")
    @app_commands.choices(ruleset=[choice("ruleset", ruleset) for ruleset in engine.RULESETS])
    async def setup(
        self,
        interaction: discord.Interaction,
        setup: str,
        ruleset: app_commands.Choice[str] | None = None,
        public: bool = False,
    ) -> None:
        """A saved setup's (or a role list's) finished games on the server, wins by camp and by
        role, beside its balance estimate; with enough games, whether the real shares fall
        inside the estimate's intervals."""
        guild_id = interaction.guild_id
        assert guild_id is not None
        name: Arg
        try:
            saved = await self.bot.service.setups.show(guild_id, setup)
            name, played, roles = saved.name, saved.ruleset, list(saved.roles)
        except ServiceError as error:
            if error.code != "setup_not_found":
                raise
            config = await self.bot.server_config(guild_id)
            played = ruleset.value if ruleset else str(config["ruleset"])
            roles = parse_roles(setup, role_names(played, self.bot.localizer)) or []
            if len(roles) < 2:  # one word: a setup name mistyped, not a role list
                raise
            name = Text("stats-setup-typed")
        request = await self.bot.service.estimates.request(guild_id, played, roles)
        record = await self.bot.service.stats.setup(guild_id, played, roles)

        def lines(estimate: Estimate, record: SetupRecord = record) -> list[Text]:
            checks = calibration(dict(record.wins), record.games, estimate)
            return [*estimate_lines(estimate), *calibration_texts(checks, record.games, played)]

        head = record_texts(name, played, record)
        await self.estimates.show(interaction, head, request, lines, public=public)

    @setup.autocomplete("setup")
    async def setup_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The server's setup names (a role list may be typed instead)."""
        return await setup_name_choices(self.bot, interaction, current)

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
