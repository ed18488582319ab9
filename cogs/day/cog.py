"""`/vote`, `/votes` (the vote count, ephemeral) and, after each vote, the day's live tally
board (`bot.discord.tally`: one text per day, edited in place, throttled per game)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.discord.app import MafiaBot
from bot.discord.choices import choice_list
from bot.discord.permissions import make_caller
from bot.discord.tally import LiveTally
from bot.discord.text import cmd, localized_options, text
from bot.service.ports.errors import ServiceError
from bot.text.i18n import Text
from bot.text.tally import vote_count_texts
from engine import EngineError

__all__ = ["DayCog"]


class DayCog(commands.Cog):
    """Turns /vote into the service's vote call and keeps the day's tally board up to date."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.tally = LiveTally(bot.service.votecount, bot.table)  # tests give it their clock

    async def cog_unload(self) -> None:
        """Drop the tally edits still waiting (a new cog starts afresh from the stored ids)."""
        self.tally.close()

    @app_commands.command(name=cmd("cmd-vote", "vote"), description=text("cmd-vote-desc"))
    @app_commands.guild_only()
    @localized_options("vote", "target")
    async def vote(self, interaction: discord.Interaction, target: str) -> None:
        """Vote for `target` (a living player) or `abstain`; a new vote replaces the old one."""
        caller = await make_caller(self.bot.service, interaction)
        target = target.strip()
        if target.casefold() == engine.ABSTAIN:
            target = engine.ABSTAIN
        voted = await self.bot.replies.in_time(
            interaction, self.bot.service.play.vote(caller, target)
        )
        accepted = voted.accepted
        reply = (
            Text("discord-vote-abstain")
            if accepted.value == engine.ABSTAIN
            else Text("discord-vote-recorded", {"target": str(accepted.value)})
        )
        await self.bot.replies.send(interaction, reply, server_language=voted.language)
        assert caller.channel_id is not None  # /vote is guild-only
        await self.tally.update(caller.channel_id, accepted.game_id, accepted.phase)

    @app_commands.command(name=cmd("cmd-votes", "votes"), description=text("cmd-votes-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def votes(self, interaction: discord.Interaction) -> None:
        """The day's vote count as the game lets the reader see it (ephemeral): anyone in the
        game channel, a player in a DM with the bot."""
        caller = await make_caller(self.bot.service, interaction)
        view = await self.bot.replies.in_time(
            interaction, self.bot.service.queries.vote_count(caller)
        )
        await self.bot.replies.send(interaction, vote_count_texts(view))

    @vote.autocomplete("target")
    async def target_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Abstaining first, then the living players (Discord shows 25 choices at most: with a
        full table the rest appear as the player types)."""
        try:
            options = await self.bot.service.queries.options(
                await make_caller(self.bot.service, interaction)
            )
        except (ServiceError, EngineError):
            return []
        language = await self.bot.replies.language(interaction)
        targets = sorted(options.vote_targets, key=lambda name: name != engine.ABSTAIN)
        named = [
            (name, Text("discord-vote-abstain-choice") if name == engine.ABSTAIN else name)
            for name in targets
        ]
        return choice_list(named, current, lambda t: self.bot.localizer.render(t, language))
