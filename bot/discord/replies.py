"""Interaction replies in the reader's language, and the one error handler of the bot.

Every refusal (a `ServiceError` or `EngineError` code, a failed Discord check, a missing Discord
permission) becomes an ephemeral `error-<code>` message rendered in the language of the person who
asked. Nothing here builds prose: texts come from `locales/`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Mapping, Sequence
from typing import Any, TypeVar

import discord
from discord import app_commands

import engine
from bot.discord.answering import DEFER_AFTER_SECONDS, Answers
from bot.discord.text import chunks, reader_language, render
from bot.service import GameService
from bot.service.ports.calls import Caller
from bot.service.ports.errors import ServiceError
from bot.text import narrative
from bot.text.i18n import SORTED_LIST_ID, Arg, Localizer, Text
from engine.errors import CodedError, EngineError

__all__ = [
    "DEFER_AFTER_SECONDS",
    "MissingPermission",
    "Replies",
    "error_text",
    "permission_text",
    "reader_ruleset",
]

T = TypeVar("T")

log = logging.getLogger(__name__)


class MissingPermission(Exception):
    """The bot lacks a Discord permission (`permission`, a discord.Permissions flag) in `where`."""

    def __init__(self, permission: str, where: str) -> None:
        super().__init__(permission, where)
        self.permission = permission
        self.where = where


def permission_text(permission: str) -> Text:
    """The localized name of a Discord permission flag (e.g. `manage_roles`)."""
    return Text(f"discord-perm-{permission.replace('_', '-')}")


def _coded(code: str, params: Mapping[str, str | int], ruleset: str = "city") -> Text:
    if code == "missing_permission" and isinstance(params.get("permission"), str):
        args: dict[str, Arg] = dict(params)
        args["permission"] = permission_text(str(params["permission"]))
        return Text(f"error-{code}", args)
    if code == "players_role_powerful" and isinstance(params.get("permissions"), str):
        names = str(params["permissions"]).split()
        listed: dict[str, Arg] = dict(params)
        listed["permissions"] = tuple(permission_text(name) for name in names)
        return Text(f"error-{code}", listed)
    if code == "unknown_role" and ruleset in engine.RULESETS:  # the roles it may be, sorted
        roles = tuple(narrative.role_name(role, ruleset) for role in engine.roles(ruleset))
        alphabet = Text(SORTED_LIST_ID, {"items": roles})
        return Text("unknown-role-listed", {"role": str(params.get("role", "")), "roles": alphabet})
    if code == "unknown_verb" and isinstance(params.get("verbs"), str):
        verbs: dict[str, Arg] = dict(params)  # W4: the moves the player has now, by their labels
        verbs["verbs"] = tuple(Text(f"discord-verb-{v}") for v in str(params["verbs"]).split())
        return Text("act-unknown-verb" if params["verbs"] else f"error-{code}", verbs)
    return narrative.error_text(code, params, ruleset)


def error_text(error: BaseException, where: str = "", ruleset: str = "city") -> Text | None:
    """The error message for `error`, or None for an unexpected error (a bug).

    Role and camp ids in an engine error's parameters are named in `ruleset`'s words."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, ServiceError | EngineError):
        return _coded(error.code, error.params, ruleset)
    if isinstance(error, MissingPermission):
        return _coded("missing_permission", {"permission": error.permission, "where": error.where})
    if isinstance(error, app_commands.BotMissingPermissions):
        return _coded(
            "missing_permission", {"permission": error.missing_permissions[0], "where": where}
        )
    if isinstance(error, discord.Forbidden):
        return Text("discord-error-forbidden")
    if isinstance(error, app_commands.MissingPermissions | app_commands.CheckFailure):
        return _coded("not_host", {})
    if isinstance(error, app_commands.TransformerError):
        return Text("discord-error-bad-option", {"value": str(error.value)[:100]})
    return None


async def reader_ruleset(service: GameService, interaction: discord.Interaction) -> str:
    """The rule set the person behind `interaction` plays: the game here or the one they sit in,
    else the server's setting (config.toml's in a DM)."""
    guild_id = interaction.guild_id
    caller = Caller(
        interaction.user.id, guild_id, interaction.channel_id if guild_id is not None else None
    )
    try:
        return (await service.queries.status(caller)).ruleset
    except (ServiceError, EngineError):
        pass
    if guild_id is None:
        return service.defaults.game.ruleset
    return str((await service.settings.get_config(guild_id))["ruleset"])


class Replies:
    """Sends texts as interaction replies, rendered in the reader's language."""

    def __init__(self, localizer: Localizer, service: GameService) -> None:
        self.localizer = localizer
        self.service = service
        self.answers = Answers()

    async def language(
        self, interaction: discord.Interaction, server_language: str | None = None
    ) -> str:
        """The reader's language: their Discord locale when ru/en, else the server's
        (`server_language` when the caller has it already, else asked of the service)."""
        guild_id = interaction.guild_id
        if server_language is not None:
            server = server_language
        elif guild_id is not None:
            server = await self.service.settings.server_language(guild_id)
        else:
            server = self.service.defaults.game.language
        return reader_language(interaction, server)

    async def render(
        self,
        interaction: discord.Interaction,
        text: Text | Sequence[Text],
        server_language: str | None = None,
    ) -> str:
        """`text` (or several, one paragraph each) in the reader's language."""
        language = await self.language(interaction, server_language)
        return render(self.localizer, text, language)

    async def in_time(
        self,
        interaction: discord.Interaction,
        work: Awaitable[T],
        *,
        after: float | None = None,
    ) -> T:
        """The result of `work`; if it is not done within `after` seconds (default
        `DEFER_AFTER_SECONDS`), the interaction is deferred (ephemerally) meanwhile, so that
        Discord's 3 s pass without "The application did not respond", and the answer follows up.
        The quick case, nearly every call, costs no extra request."""
        task = asyncio.ensure_future(work)
        try:
            return await asyncio.wait_for(
                asyncio.shield(task), DEFER_AFTER_SECONDS if after is None else after
            )
        except TimeoutError:
            await self.answers.defer(interaction, ephemeral=True, thinking=True)
            return await task

    async def send(
        self,
        interaction: discord.Interaction,
        text: Text | Sequence[Text],
        *,
        ephemeral: bool = True,
        server_language: str | None = None,
        **kwargs: Any,
    ) -> None:
        """Reply (or follow up, if answered) with `text`, ephemeral unless said otherwise; a text
        longer than one Discord message goes on in follow-ups (`kwargs`, e.g. a file, go with the
        first). `server_language`: the server's, when the caller has it already."""
        for content in chunks(await self.render(interaction, text, server_language)):
            await self.answers.respond(interaction, content, ephemeral=ephemeral, **kwargs)
            kwargs = {}

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The tree's error handler: every refusal as an ephemeral localized message."""
        await self.refuse(interaction, error)

    async def _ruleset_of(self, error: BaseException, interaction: discord.Interaction) -> str:
        """The rule set whose words a refusal needs: none when it names no role or camp, the
        one the refusal carries when the service gave it, else the reader's (one status read)."""
        if isinstance(error, app_commands.CommandInvokeError):
            error = error.original
        worded = narrative.RULESET_WORDED
        if not isinstance(error, CodedError) or not worded.intersection(error.params):
            return "city"  # nothing in it is worded by a rule set
        return error.ruleset or await reader_ruleset(self.service, interaction)

    async def refuse(self, interaction: discord.Interaction, error: BaseException) -> None:
        """Answer `error` with its localized message (a generic one, logged, if it is a bug)."""
        where = (
            interaction.channel.mention
            if isinstance(interaction.channel, discord.abc.GuildChannel)
            else ""
        )
        text = error_text(error, where, await self._ruleset_of(error, interaction))
        if text is None:
            log.error("unexpected error in an interaction", exc_info=error)
            text = Text("discord-error-unexpected")
        try:
            await self.send(interaction, text)
        except discord.HTTPException:
            log.exception("could not send an error reply")


class ServerView(discord.ui.View):
    """A persistent view whose buttons are clicked in a server (the lobby's, the call-up's): a
    click from a DM or by a bot is refused, and every refusal is rendered like a command's
    (ephemeral, localized)."""

    def __init__(self, replies: Replies) -> None:
        super().__init__(timeout=None)
        self.replies = replies

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Only members of a server click, never bots; others get an error reply."""
        if interaction.guild_id is None or interaction.user.bot:
            raise ServiceError("no_game_here")
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any]
    ) -> None:
        """Refusals from a click are rendered like command errors."""
        await self.replies.refuse(interaction, error)

    async def _scheduled_task(
        self, item: discord.ui.Item[Any], interaction: discord.Interaction
    ) -> None:
        """A click runs under the 3-second guard (`bot.discord.answering`), its refusal too."""
        async with self.replies.answers.guard(interaction):
            await super()._scheduled_task(item, interaction)
