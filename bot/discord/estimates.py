"""A setup's balance estimate shown to whoever asked (`/setup save|show`, `/stats setup`): at
once when it is ready, else a line saying it is being played by simulated players, and the
estimate as an interaction follow-up when it is (well within Discord's 15 minutes: the run is
stopped after `bot.balance.estimator.TIMEOUT`). A run that fails is reported, never waited for
forever; a follow-up Discord refuses is logged, never raised into a game."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

import discord

from bot.balance.errors import BalanceError
from bot.balance.report import Estimate
from bot.balance.request import BalanceRequest
from bot.discord.replies import Replies
from bot.discord.text import chunks, render
from bot.service.lobby.estimates import Estimates
from bot.text import narrative
from bot.text.i18n import Text

__all__ = ["EstimateFollowUps", "Lines"]

log = logging.getLogger(__name__)

Lines = Callable[[Estimate], Sequence[Text]]
"""The Texts an estimate is shown as (`bot.balance.texts.estimate_lines`, or more around it)."""


class EstimateFollowUps:
    """Shows estimates in replies and follow-ups; keeps the follow-ups waiting (a cog owns one
    and `close`s it when unloaded)."""

    def __init__(self, replies: Replies, estimates: Estimates) -> None:
        self.replies = replies
        self.estimates = estimates
        self._waiting: set[asyncio.Task[None]] = set()

    async def show(
        self,
        interaction: discord.Interaction,
        head: Sequence[Text],
        request: BalanceRequest,
        lines: Lines,
        *,
        public: bool = False,
    ) -> None:
        """Answer with `head` and the estimate's `lines` when it is ready; else with `head` and
        a line saying it is being estimated, the estimate following up when done."""
        ready = await self.estimates.ready(request)
        if ready is not None:
            await self.send(interaction, [*head, *lines(ready)], public=public)
            return
        await self.send(interaction, [*head, Text("balance-pending")], public=public)
        task = asyncio.create_task(self._follow_up(interaction, request, lines, public))
        self._waiting.add(task)
        task.add_done_callback(self._waiting.discard)

    async def _follow_up(
        self, interaction: discord.Interaction, request: BalanceRequest, lines: Lines, public: bool
    ) -> None:
        try:
            texts = list(lines(await self.estimates.estimate(request)))
        except BalanceError as error:
            texts = [narrative.error_text(error.code, error.params, request.ruleset)]
        except Exception:  # a bug in a worker or here: reported, not hung
            log.exception("a balance estimate failed")
            texts = [narrative.error_text("balance_failed", {}, request.ruleset)]
        try:
            await self.send(interaction, texts, public=public)
        except discord.HTTPException:  # the token expired or Discord refused: nothing to hang
            log.exception("could not follow up with a balance estimate")

    async def send(
        self, interaction: discord.Interaction, texts: Sequence[Text], *, public: bool = False
    ) -> None:
        """Reply (or follow up) with `texts`, a line each, never pinging anyone: to the caller
        in their language, or (`public`) to the channel in the server's."""
        if public and interaction.guild_id is not None:
            language = await self.replies.service.settings.server_language(interaction.guild_id)
        else:
            language = await self.replies.language(interaction)
        content = render(self.replies.localizer, texts, language, separator="\n")
        quiet = discord.AllowedMentions.none()
        for part in chunks(content):  # the first answer once (bot.discord.answering)
            await self.replies.answers.respond(
                interaction, part, ephemeral=not public, allowed_mentions=quiet
            )

    async def wait(self) -> None:
        """Wait for the follow-ups under way (tests)."""
        while self._waiting:
            await asyncio.gather(*self._waiting, return_exceptions=True)

    async def close(self) -> None:
        """Drop the follow-ups still waiting (the cog is going)."""
        for task in list(self._waiting):
            task.cancel()
        await asyncio.gather(*self._waiting, return_exceptions=True)
