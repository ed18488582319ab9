"""`/vote`, `/votes` (the vote count, ephemeral) and the public tally: one text per day, over
as many messages as it needs, edited in place as votes change, at most once per
`TALLY_EDIT_SECONDS` per game (`cogs.day.throttle`)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import engine
from bot.discord.app import MafiaBot
from bot.discord.permissions import make_caller
from bot.discord.text import cmd, localized_options, text
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.store.models import TALLY_MESSAGE
from bot.text.i18n import Text
from bot.text.tally import tally_texts
from cogs.day.throttle import TALLY_EDIT_SECONDS, Throttle
from cogs.night.display import choice_list
from engine import EngineError

__all__ = ["DayCog"]


class DayCog(commands.Cog):
    """Turns /vote into the service's vote call and keeps the day's tally message up to date."""

    def __init__(self, bot: MafiaBot) -> None:
        self.bot = bot
        self.tally = Throttle(TALLY_EDIT_SECONDS)  # tests give it their own clock

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
        voting = self.bot.service.vote(caller, target)
        accepted = await self.bot.replies.in_time(interaction, voting)
        reply = (
            Text("discord-vote-abstain")
            if accepted.value == engine.ABSTAIN
            else Text("discord-vote-recorded", {"target": str(accepted.value)})
        )
        await self.bot.replies.send(interaction, reply)
        await self.update_tally(caller, accepted.game_id, accepted.phase)

    @app_commands.command(name=cmd("cmd-votes", "votes"), description=text("cmd-votes-desc"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    async def votes(self, interaction: discord.Interaction) -> None:
        """The day's vote count as the game lets the reader see it (ephemeral): anyone in the
        game channel, a player in a DM with the bot."""
        caller = await make_caller(self.bot.service, interaction)
        view = await self.bot.replies.in_time(interaction, self.bot.service.vote_count(caller))
        await self.bot.replies.send(interaction, self.bot.service.vote_count_texts(view))

    async def update_tally(self, caller: Caller, game_id: int, day: engine.Phase) -> None:
        """Bring the tally of game `game_id`'s `day` up to date: at once when it was last edited
        `TALLY_EDIT_SECONDS` ago or more, else by one trailing edit when that time is up, which
        shows every vote accepted until then. A burst of votes costs two edits, not one each."""
        await self.tally.run(game_id, lambda: self._show_tally(caller, game_id, day))

    async def _show_tally(self, caller: Caller, game_id: int, phase: engine.Phase) -> None:
        """Edit the tally of the day `phase` in place (its message ids are stored: a restart
        keeps them), over as many messages as it needs; post it when there is none yet (in the
        caller's channel: /vote is used in the game's). Once the day is over only an open
        game's tally is edited, with the day's last votes (the resolution posts the whole tally
        of a game that showed less of it, and posts nothing of an open one's)."""
        status = await self.bot.service.status(caller, game_id=game_id)
        if phase.kind != "day":
            return
        day = phase.number
        known = await self.bot.service.posted_message(status.game_id, TALLY_MESSAGE, day)
        if status.phase == phase:
            entries = status.tally  # what the service lets show
        elif status.votes_shown == "open" and known is not None:
            entries = await self.bot.service.day_votes(status.game_id, day)
        else:
            return
        texts = tally_texts(day, entries, status.votes_shown)
        language = await self.bot.server_language(caller.guild_id)
        shown = None
        if known is not None:
            shown = await self.bot.table.edit(known, texts, language, separator="\n")
        if shown is None:
            if status.phase != phase:
                return  # gone, and the day is over: nothing is posted anew
            assert caller.channel_id is not None  # /vote is guild-only
            shown = await self.bot.table.post(caller.channel_id, texts, language, separator="\n")
        if shown != known:
            await self.bot.service.remember_message(status.game_id, TALLY_MESSAGE, shown, day)

    @vote.autocomplete("target")
    async def target_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Abstaining first, then the living players (Discord shows 25 choices at most: with a
        full table the rest appear as the player types)."""
        try:
            options = await self.bot.service.options(
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
