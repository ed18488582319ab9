"""The Discord bot process: the Bot subclass, `run()` and `print_commands()`.

`python -m bot` calls `run()`: it reads DISCORD_TOKEN (environment or `.env`), builds the game
service over the Discord Table, loads the cogs, syncs the command tree and resumes running games.
`python -m bot commands` calls `print_commands()`: the command tree as JSON, offline.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.ext import commands

from bot.discord.replies import Replies
from bot.discord.table import DiscordTable
from bot.discord.translator import FluentTranslator
from bot.text.i18n import Localizer

__all__ = ["COGS", "MafiaBot", "print_commands", "run"]

log = logging.getLogger(__name__)

COGS: tuple[str, ...] = (
    "cogs.config",
    "cogs.lobby",
    "cogs.night",
    "cogs.day",
    "cogs.reading",
    "cogs.activity",
)

ServiceFactory = Callable[[DiscordTable], Awaitable[Any]]


def intents() -> discord.Intents:
    """Gateway intents: guilds, guild and DM messages (counted, never read), and members.

    Members (privileged: enable "Server Members Intent" for the application) keeps players in the
    cache, so the bot can set their channel overwrites without a fetch per player.
    """
    result = discord.Intents.default()
    result.message_content = False
    result.presences = False
    result.members = True
    return result


class MafiaBot(commands.Bot):
    """The bot: holds the game service, the Table port and the localizer; loads every cog.

    `service_factory` builds the game service once the Table exists (tests pass one over an
    in-memory database); without it the bot only has its command tree (for `print_commands`).
    """

    def __init__(
        self,
        localizer: Localizer,
        service_factory: ServiceFactory | None = None,
        *,
        sync_commands: bool = True,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned, intents=intents(), help_command=None
        )
        self.localizer = localizer
        self.table = DiscordTable(self, localizer)
        self.replies = Replies(self)
        self.service: Any = None
        self._service_factory = service_factory
        self._sync_commands = sync_commands
        self._resumed = False

    async def setup_hook(self) -> None:
        """Set the translator, load the cogs, build the service and sync the commands."""
        await self.tree.set_translator(FluentTranslator(self.localizer))
        self.tree.on_error = self.replies.on_app_command_error  # type: ignore[method-assign]
        for extension in COGS:
            await self.load_extension(extension)
        if self._service_factory is not None:
            self.service = await self._service_factory(self.table)
        if self._sync_commands:
            await self.tree.sync()

    async def on_ready(self) -> None:
        """Once the guilds are known, resume every running game (timers, undelivered posts)."""
        if self._resumed or self.service is None:
            return
        self._resumed = True
        await self.service.resume()

    async def close(self) -> None:
        """Stop the game service's timers, then disconnect (the store closes with the process)."""
        if self.service is not None:
            await self.service.close()
        await super().close()

    async def server_config(self, guild_id: int) -> dict[str, Any]:
        """The server's settings (defaults from config.toml, overridden by /config setup)."""
        if self.service is None:
            return {}
        return dict(await self.service.get_config(guild_id))

    async def server_language(self, guild_id: int | None) -> str:
        """The server's language setting ("ru" when there is no server)."""
        if guild_id is None or self.service is None:
            return "ru"
        return str(await self.service.server_language(guild_id))


async def _command_payload(localizer: Localizer) -> list[dict[str, Any]]:
    bot = MafiaBot(localizer, sync_commands=False)
    translator = FluentTranslator(localizer)
    await bot.tree.set_translator(translator)
    for extension in COGS:
        await bot.load_extension(extension)
    payload = [
        await command.get_translated_payload(bot.tree, translator)
        for command in bot.tree.get_commands()
    ]
    await bot.close()
    return payload


def command_tree(localizer: Localizer | None = None) -> list[dict[str, Any]]:
    """The command tree exactly as it would be synced: names, options and their localizations."""
    return asyncio.run(_command_payload(localizer or Localizer(strict=False)))


def print_commands() -> None:
    """Print the command tree as JSON on stdout, without connecting to Discord."""
    json.dump(command_tree(), sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def run() -> None:
    """Run the bot with DISCORD_TOKEN; without a token (or with one Discord refuses), say how to
    set one and exit with code 2."""
    from dotenv import load_dotenv

    from bot.discord.store import build_service, default_language

    load_dotenv()
    localizer = Localizer(strict=False)
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        sys.stderr.write(localizer.format("discord-no-token", default_language()) + "\n")
        raise SystemExit(2)
    logging.basicConfig(level=logging.INFO)
    bot = MafiaBot(localizer, build_service)
    try:
        bot.run(token, log_handler=None)
    except discord.LoginFailure:
        sys.stderr.write(localizer.format("discord-bad-token", default_language()) + "\n")
        raise SystemExit(2) from None
