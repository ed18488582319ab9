"""Discord's 3 seconds, kept by every handler whatever the store does.

Discord drops an interaction that gets no first answer within 3 s ("The application did not
respond", then 10062 Unknown Interaction for every later answer). Every command, button, select
and modal therefore runs under a guard (`Answers.guard`, put around the handler by
`AnsweringTree` for the command tree and by `bot.discord.replies.ServerView` for the persistent
views; the move forms' dynamic items defer first): if the handler has not answered after
`DEFER_AFTER_SECONDS`, the guard defers the interaction (a command ephemerally, "thinking", or
publicly when its `public` option says so; a click as a deferred update of the clicked
message), so the handler's own answer follows up. It
does not matter where the handler waits: the server settings `make_caller` reads, a locked
store, a rate-limited REST call. An autocomplete is answered within `AUTOCOMPLETE_SECONDS` with
what it found by then, or with nothing (`AnsweringTree`): it never waits on a lock past that.

The guard wraps the one place where discord.py (pinned at 2.7.1 in pyproject.toml) runs each
kind of handler: `CommandTree._call` (a command, its checks, its transformers, its autocomplete)
and `View._scheduled_task` (a click); `tests/cogs/test_three_seconds.py` fails if either seam
moves.

A handler's answers go through `Answers.respond`, `Answers.update` and `Answers.defer`, which
check and answer under the interaction's lock, the one the guard takes: a deferral and an
answer never cross (Discord refuses the second first answer, 40060).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import discord
from discord import app_commands

__all__ = [
    "ANSWER_WITHIN_SECONDS",
    "AUTOCOMPLETE_SECONDS",
    "DEFER_AFTER_SECONDS",
    "AnsweringTree",
    "Answers",
]

log = logging.getLogger(__name__)

ANSWER_WITHIN_SECONDS = 3.0
"""Discord's limit for an interaction's first answer."""

DEFER_AFTER_SECONDS = 2.0
"""How long a handler may run before its interaction is deferred: a second of margin under
`ANSWER_WITHIN_SECONDS` for the deferral's own round trip."""

AUTOCOMPLETE_SECONDS = 2.0
"""How long an autocomplete may look for choices before it answers with none."""

Sleep = Callable[[float], Awaitable[None]]


class Answers:
    """The first answer of every interaction, in time and once (see the module)."""

    def __init__(self, sleep: Sleep = asyncio.sleep) -> None:
        """`sleep`: what the guard waits with (a test gives a virtual clock's)."""
        self.sleep = sleep
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, interaction: discord.Interaction) -> asyncio.Lock:
        """The interaction's lock: held while its first answer is checked and sent."""
        return self._locks.setdefault(interaction.id, asyncio.Lock())

    async def defer(
        self, interaction: discord.Interaction, *, ephemeral: bool = True, thinking: bool = True
    ) -> None:
        """Defer the interaction unless it was answered (a click: a deferred update of the
        clicked message, whatever `thinking` says)."""
        lock = self.lock(interaction)
        async with lock:
            if interaction.response.is_done():
                return
            if interaction.type == discord.InteractionType.component:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)

    async def respond(self, interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
        """Send a message: the first answer, or a follow-up once answered (or deferred); it
        pings nobody unless the caller says otherwise."""
        kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
        lock = self.lock(interaction)
        async with lock:
            if not interaction.response.is_done():
                await interaction.response.send_message(content, **kwargs)
                return
        await interaction.followup.send(content, **kwargs)

    async def update(self, interaction: discord.Interaction, **fields: Any) -> None:
        """Edit the clicked message: as the first answer, or once deferred, its original."""
        lock = self.lock(interaction)
        async with lock:
            if not interaction.response.is_done():
                await interaction.response.edit_message(**fields)
                return
        await interaction.edit_original_response(**fields)

    async def _defer_later(self, interaction: discord.Interaction) -> None:
        await self.sleep(DEFER_AFTER_SECONDS)
        try:  # a command asked for a public answer (`public:`) is deferred publicly
            public = interaction.type == discord.InteractionType.application_command and bool(
                getattr(interaction.namespace, "public", False)
            )
            await self.defer(interaction, ephemeral=not public)
        except discord.HTTPException:  # too late already, or answered meanwhile: nothing to do
            log.warning("could not defer interaction %s in time", interaction.id, exc_info=True)

    @contextlib.asynccontextmanager
    async def guard(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """While the handler runs: defer the interaction if it has no answer after
        `DEFER_AFTER_SECONDS`."""
        guard = asyncio.create_task(
            self._defer_later(interaction), name=f"mafia-answer-guard:{interaction.id}"
        )
        try:
            yield
        finally:
            guard.cancel()

    async def within(
        self, work: Awaitable[None], seconds: float, on_timeout: Callable[[], Awaitable[None]]
    ) -> None:
        """Run `work`; if it is not done within `seconds` (by `sleep`), cancel it and run
        `on_timeout` instead."""
        task = asyncio.ensure_future(work)
        timer = asyncio.ensure_future(self.sleep(seconds))
        try:
            await asyncio.wait((task, timer), return_when=asyncio.FIRST_COMPLETED)
        finally:
            timer.cancel()
        if task.done():
            task.result()
            return
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        await on_timeout()


class AnsweringTree(app_commands.CommandTree[Any]):
    """The bot's command tree: every command runs under `Answers.guard`, every autocomplete
    answers within `AUTOCOMPLETE_SECONDS` (nothing, if its choices are not found by then)."""

    answers: Answers | None = None
    """Set by the bot when it has its replies (None: no guard, as discord.py alone)."""

    async def _call(self, interaction: discord.Interaction) -> None:
        answers = self.answers
        if answers is None:
            await super()._call(interaction)
        elif interaction.type == discord.InteractionType.autocomplete:

            async def nothing() -> None:
                if not interaction.response.is_done():
                    await interaction.response.autocomplete([])

            await answers.within(super()._call(interaction), AUTOCOMPLETE_SECONDS, nothing)
        else:
            async with answers.guard(interaction):  # a refusal too is answered under it
                try:
                    await super()._call(interaction)
                except app_commands.AppCommandError as error:
                    await self._dispatch_error(interaction, error)
