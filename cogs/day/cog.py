"""`/vote` and the public tally: one message per day, edited as votes change."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.discord.app import MafiaBot
from bot.discord.permissions import make_caller
from bot.discord.text import cmd, localized_options, text
from bot.service.calls import Caller
from bot.service.errors import ServiceError
from bot.store.models import TALLY_MESSAGE
from bot.text.i18n import Text
from bot.text.tally import tally_texts
from cogs.night.display import choice_list
from engine import EngineError

__all__ = ["DayCog"]


class DayCog(commands.Cog):
    """Turns /vote into the service's vote call and keeps the day's tally message up to date."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}  # game id -> one tally update at a time

    @app_commands.command(name=cmd("cmd-vote", "vote"), description=text("cmd-vote-desc"))
    @app_commands.guild_only()
    @localized_options("vote", "target")
    async def vote(self, interaction: discord.Interaction, target: str) -> None:
        """Vote for `target` (a living player) or `abstain`; a new vote replaces the old one."""
        caller = await make_caller(self.bot.service, interaction)
        target = target.strip()
        if target.casefold() == engine.ABSTAIN:
            target = engine.ABSTAIN
        accepted = await self.bot.service.vote(caller, target)
        reply = (
            Text("discord-vote-abstain")
            if accepted.value == engine.ABSTAIN
            else Text("discord-vote-recorded", {"target": str(accepted.value)})
        )
        await self.bot.replies.send(interaction, reply)
        await self.update_tally(caller)

    async def update_tally(self, caller: Caller) -> None:
        """Post the day's tally in the game channel (the caller's: /vote is used there), or edit
        the one already posted (its id is stored: a restart keeps it)."""
        status = await self.bot.service.status(caller)
        if status.phase is None or status.phase.kind != "day":
            return
        texts = tally_texts(status.phase.number, status.tally)
        language = await self.bot.server_language(caller.guild_id)
        day = status.phase.number
        async with self._locks.setdefault(status.game_id, asyncio.Lock()):
            known = await self.bot.service.posted_message(status.game_id, TALLY_MESSAGE, day)
            if known is not None and await self.bot.table.edit(
                known[0], known[1], texts, language, separator="\n"
            ):
                return
            channel_id = caller.channel_id
            assert channel_id is not None  # /vote is guild-only
            message_id = await self.bot.table.post(channel_id, texts, language, separator="\n")
            await self.bot.service.remember_message(
                status.game_id, TALLY_MESSAGE, channel_id, message_id, day
            )

    @vote.autocomplete("target")
    async def target_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The living players, and abstaining."""
        try:
            options = await self.bot.service.options(
                await make_caller(self.bot.service, interaction)
            )
        except (ServiceError, EngineError):
            return []
        language = await self.bot.replies.language(interaction)
        named = [
            (name, Text("discord-vote-abstain-choice") if name == engine.ABSTAIN else name)
            for name in options.vote_targets
        ]
        return choice_list(named, current, lambda t: self.bot.localizer.render(t, language))
